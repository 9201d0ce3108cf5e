'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { clinic } from '@/lib/clinic';
import { isDebugBuild } from '@/lib/config/env';

/** The debug pages, linked from the footer of a debug build (docs/product.md#routes). */
const DEBUG_LINKS = [
  { href: '/api-test/', label: 'API Test' },
  { href: '/email-test/', label: 'Email Test' },
  { href: '/debug/', label: 'Debug Info' },
] as const;

// The year of the static HTML (next.config.mjs). The browser's own year here would differ from
// the HTML's after New Year and break hydration (React error 418).
const BUILD_YEAR = Number(process.env.BUILD_YEAR) || new Date().getFullYear();
const noSubscription = () => () => {};

/**
 * The footer of docs/product.md#routes: copyright with the visitor's current year (not the build's), or in a
 * debug build (NEXT_PUBLIC_DEBUG=true) the links to the debug pages instead; and how to reach
 * the clinic, in the page's language (docs/languages.md#catalogs).
 */
export function Footer() {
  const t = useTranslations('layout');
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
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
        // The year as text: a number would be written with a thousands separator.
        <p>{t('copyright', { year: String(year), clinicName: clinic.name })}</p>
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
