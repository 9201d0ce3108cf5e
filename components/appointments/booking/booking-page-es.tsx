'use client';

import type { Locale as DateFnsLocale } from 'date-fns';
import { useEffect } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { BookingPage } from './booking-page';
import { PickerLocaleContext } from './picker-locale';

/** date-fns's Spanish, a chunk of its own, fetched once. */
const loadSpanish: () => Promise<DateFnsLocale> = lazyModule(() =>
  import('./spanish-date-locale').then((module) => module.es),
);

/**
 * /es/appointments/new/ (docs/languages.md#routes): the booking page with the calendar's month
 * and day names in Spanish, fetched while the form renders so the calendar opens with them.
 */
export function SpanishBookingPage() {
  useEffect(() => {
    void loadSpanish();
  }, []);
  return (
    <PickerLocaleContext value={loadSpanish}>
      <BookingPage />
    </PickerLocaleContext>
  );
}
