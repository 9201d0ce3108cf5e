'use client';

import { useCallback, useMemo } from 'react';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import type { Appointment } from '@/lib/appointments';
import type { VisitLineTexts } from '@/lib/appointments/booking/visit-details';
import { formatVisitorDay, visitorTimeOf } from '@/lib/clinic';
import { DEFAULT_LOCALE } from '@/lib/i18n';

/**
 * How the list page writes an appointment's clinic date and time in the page's language
 * (docs/languages.md#catalogs): English shows the record's own `formatted_date`, word for word
 * ('Monday, November 23, 2026 at 2:30 PM', docs/product.md#clinic-time); another language writes
 * the instant in the catalog's form, in the clinic's zone ('lunes, 23 de noviembre de 2026,
 * 2:30 p. m.'). A record whose `date_time` does not parse shows its `formatted_date` in any.
 */
export function useAppointmentDate(): (
  appointment: Pick<Appointment, 'date_time' | 'formatted_date'>,
) => string {
  const t = useTranslations('appointments');
  const locale = usePageLocale();
  return useCallback(
    (appointment) => {
      const start = Date.parse(appointment.date_time);
      if (locale === DEFAULT_LOCALE || Number.isNaN(start)) return appointment.formatted_date;
      return t('when', { start: new Date(start) });
    },
    [locale, t],
  );
}

/**
 * How the card writes a visit's clock beside the visitor's own, in the page's language
 * (docs/product.md#clinic-time): '10:00 clinic time — 07:00 your time', with the visitor's day
 * when it differs; null when the two read the same or `start` (ms since the epoch) is NaN.
 */
export function useVisitorTime(): (start: number) => string | null {
  const t = useTranslations('clinicTime');
  const locale = usePageLocale();
  return useCallback(
    (start) => {
      const time = Number.isNaN(start) ? null : visitorTimeOf(start);
      if (!time) return null;
      const { clinicClock, visitorClock, visitorZone } = time;
      if (time.sameDay) return t('visitorTime', { clinicClock, visitorClock });
      const visitorDay = formatVisitorDay(start, visitorZone, locale);
      return t('visitorTimeOtherDay', { clinicClock, visitorClock, visitorDay });
    },
    [locale, t],
  );
}

/** The words of a visit's type and person lines, from the catalogs' `appointments`. */
export function useVisitLineTexts(): VisitLineTexts {
  const t = useTranslations('appointments');
  return useMemo(
    () => ({
      visitLabel: t('visitLabel'),
      visitValue: (name, minutes) => t('visitValue', { name, minutes }),
      personLabel: t('personLabel'),
    }),
    [t],
  );
}
