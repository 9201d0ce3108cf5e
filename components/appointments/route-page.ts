import type { ComponentType } from 'react';
import { waitlistNamespaces } from '@/components/appointments/waitlist/namespaces';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';
import type { Locale } from '@/lib/i18n';

/**
 * The page file's exports of /appointments or /appointments/new in one language
 * (docs/languages.md#what-a-page-loads): `View` given the catalogs' namespaces both pages read
 * (`page`'s own, clinic time, local mode, refusals, intake and the waitlist's), with `extra`
 * after the refusals, and the page's title and description from the catalogs' `metadata`.
 * @param page - `appointments` (the list) or `booking` (the form): its catalog namespace and
 *   its `metadata` keys.
 * @param extra - Further namespaces only this page in this language reads.
 */
export function appointmentsRoutePage(
  locale: Locale,
  page: 'appointments' | 'booking',
  View: ComponentType,
  extra: readonly string[] = [],
) {
  return {
    Page: translatedPage(locale, View, [
      page,
      'clinicTime',
      'localMode',
      'refusals',
      ...extra,
      'intake',
      ...waitlistNamespaces,
    ]),
    generateMetadata: () => translatedPageMetadata(locale, page),
  };
}
