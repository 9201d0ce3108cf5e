'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { clinic } from '@/lib/clinic';
import { isDebugBuild } from '@/lib/config/env';
import { layoutTexts } from '@/lib/layout/texts';

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
 * the clinic.
 */
export function Footer() {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return (
    <footer className="site-footer">
      {isDebugBuild ? (
        <nav aria-label={layoutTexts.debugNavLabel} className="site-footer__debug">
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
        <p>{layoutTexts.copyright(year, clinic.name)}</p>
      )}
      <p>
        {layoutTexts.contactCall}
        <a href={`tel:${clinic.phone.replace(/[^+0-9]/g, '')}`}>{clinic.phone}</a>
        {layoutTexts.contactWrite}
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        {layoutTexts.contactEmergency}
      </p>
    </footer>
  );
}
