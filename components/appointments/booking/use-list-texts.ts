'use client';

import { useCallback, useMemo } from 'react';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import type { Appointment } from '@/lib/appointments';
import type { VisitLineTexts } from '@/lib/appointments/booking/visit-details';
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
 * The words of a visit's type and person lines, from the catalogs' `appointments`, and of its
 * yes-no answers, from `intake`.
 */
export function useVisitLineTexts(): VisitLineTexts {
  const t = useTranslations('appointments');
  const intake = useTranslations('intake');
  return useMemo(
    () => ({
      visitLabel: t('visitLabel'),
      visitValue: (name, minutes) => t('visitValue', { name, minutes }),
      personLabel: t('personLabel'),
      yes: intake('yes'),
      no: intake('no'),
    }),
    [t, intake],
  );
}
