'use client';

import { type ReactNode, useMemo } from 'react';
import type { Appointment } from '@/lib/appointments';
import type { CalendarTexts } from '@/lib/appointments/booking/calendar';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { downloadCalendarFile } from './calendar-download';

/**
 * The calendar file's words in the page's language, from the catalogs' `calendarFile`
 * (docs/languages.md#catalogs); undefined on English pages, whose file keeps the lib's words.
 */
function useCalendarTexts(): CalendarTexts | undefined {
  const locale = usePageLocale();
  const t = useTranslations('calendarFile');
  return useMemo(() => {
    if (locale === DEFAULT_LOCALE) return undefined;
    return {
      title: (doctor, clinic) => t('title', { doctor, clinic }),
      description: ({ doctorName, specialty, start, zone, reference, clinicPhone }) =>
        [
          specialty ? `${doctorName} (${specialty})` : doctorName,
          t('clinicTime', { when: t('when', { start }), zone }),
          t('reference', { reference }),
          t('change', { phone: clinicPhone }),
        ].join('\n'),
      reminder: (doctor, when) => t('reminder', { doctor, when }),
    };
  }, [locale, t]);
}

/** A button saving the appointment's calendar file (docs/product.md#calendar-files); `children` is its label. */
export function CalendarFileButton({
  appointment,
  children,
}: {
  appointment: Appointment;
  children: ReactNode;
}) {
  const texts = useCalendarTexts();
  return (
    <button
      type="button"
      className="button button--small button--secondary"
      onClick={() => void downloadCalendarFile(appointment, texts)}
    >
      {children}
    </button>
  );
}
