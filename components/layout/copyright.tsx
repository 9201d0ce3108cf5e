'use client';

import { useSyncExternalStore } from 'react';
import { clinic } from '@/lib/clinic';
import { useTranslations } from './page-messages';

// The year of the static HTML (next.config.mjs). The browser's own year here would differ from
// the HTML's after New Year and break hydration (React error 418).
const BUILD_YEAR = Number(process.env.BUILD_YEAR) || new Date().getFullYear();
const noSubscription = () => () => {};

/** The footer's copyright line with the visitor's current year, in the page's language. */
export function Copyright() {
  const t = useTranslations('layout');
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  // The year as text: a number would be written with a thousands separator.
  return <p>{t('copyright', { year: String(year), clinicName: clinic.name })}</p>;
}
