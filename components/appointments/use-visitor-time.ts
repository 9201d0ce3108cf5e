'use client';

import { useCallback } from 'react';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { formatVisitorDay, visitorTimeOf } from '@/lib/clinic';

/**
 * How the list's cards, the booking form and the offer page write a visit's clock beside the
 * visitor's own, in the page's language (docs/product.md#clinic-time): '10:00 clinic time — 07:00 your time', with the visitor's day
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
