'use client';

import { useMemo } from 'react';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import {
  clinic,
  describeOpenHours,
  formatClinicClock,
  formatClinicDay,
  type HoursWords,
} from '@/lib/clinic';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import type { Appointment } from '@/lib/appointments';

type TypedPart = 'day' | 'month' | 'year';

/**
 * The booking form's texts in the page's language, from the catalogs' `booking`
 * (docs/languages.md#catalogs); English ones are the site's texts word for word. Days are clinic
 * days (docs/product.md#clinic-time): English writes them as the lib does ('Thursday 26
 * November'), another language in the catalog's form ('jueves, 26 de noviembre'); hours in the
 * 24-hour form of docs/product.md#clinic-time in both.
 */
export function useBookingTexts() {
  const t = useTranslations('booking');
  const locale = usePageLocale();
  return useMemo(() => {
    const english = locale === DEFAULT_LOCALE;
    const hoursWords: HoursWords = {
      day: (weekday) => t('weekday', { day: weekday }),
      days: (first, last) => t('dayRun', { first, last }),
      and: (list, last) => t('hoursAnd', { list, last }),
    };
    const day = (instant: Date) =>
      english ? formatClinicDay(instant) : t('day', { day: instant });
    const slotDay = (start: Date) => `${day(start)}, ${formatClinicClock(start)}`;
    return {
      locale,
      t,
      day,
      slotDay,
      /**
       * The notice of a move: English names the record's own `formatted_date`, another language
       * writes its instant in the clinic's zone ('lunes, 23 de noviembre de 2026, 2:30 p. m.').
       */
      moving: ({ doctor_name, formatted_date, date_time }: Appointment) =>
        t('moving', {
          doctor: doctor_name,
          when: english ? formatted_date : t('movingWhen', { start: new Date(date_time) }),
        }),
      firstFree: (start: Date | null, days: number) =>
        start ? t('firstFree', { when: slotDay(start) }) : t('noFreeSlot', { days }),
      hoursHint: t('hoursHint', {
        // With several visit types each names its own length, so the hint does not.
        oneType: clinic.visitTypes.length === 1 ? 'yes' : 'no',
        minutes: clinic.slotMinutes,
        hours: describeOpenHours(clinic.hours, hoursWords),
      }),
      policy: t('policy', { hours: clinic.noticeHours }),
      clinicTimeNote: t('clinicTimeNote', { zone: clinic.timeZone.replace(/_/g, ' ') }),
      typedPart: (part: TypedPart) =>
        t({ day: 'typedDay', month: 'typedMonth', year: 'typedYear' }[part]),
    };
  }, [locale, t]);
}
