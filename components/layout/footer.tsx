import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { clinic } from '@/lib/clinic';
import { isDebugBuild } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n';
import { Copyright } from './copyright';

/** The debug pages, linked from the footer of a debug build (docs/product.md#routes). */
const DEBUG_LINKS = [
  { href: '/api-test/', label: 'API Test' },
  { href: '/email-test/', label: 'Email Test' },
  { href: '/debug/', label: 'Debug Info' },
] as const;

/**
 * The footer of docs/product.md#routes: copyright with the visitor's current year (not the
 * build's), or in a debug build (NEXT_PUBLIC_DEBUG=true) the links to the debug pages instead;
 * and how to reach the clinic, its texts in the language `locale` (docs/languages.md#catalogs).
 * Rendered on the server: only the year needs the browser.
 */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <footer className="site-footer">
      {isDebugBuild ? (
        <nav aria-label={t('debugNavLabel')} className="site-footer__debug">
          <ul>
            {DEBUG_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} prefetch={false}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <Copyright />
      )}
      <p>
        {t.rich('contact', {
          phone: clinic.phone,
          email: clinic.email,
          // Tags, so a language may put the links where its sentence needs them.
          phoneLink: (text) => <a href={`tel:${clinic.phone.replace(/[^+0-9]/g, '')}`}>{text}</a>,
          emailLink: (text) => <a href={`mailto:${clinic.email}`}>{text}</a>,
        })}
      </p>
    </footer>
  );
}
