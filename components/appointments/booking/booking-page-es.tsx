'use client';

import type { Locale as DateFnsLocale } from 'date-fns';
import { useEffect } from 'react';
import { BookingPage } from './booking-page';
import { PickerLocaleContext } from './picker-locale';

let spanish: Promise<DateFnsLocale> | undefined;

/** date-fns's Spanish, a chunk of its own, fetched once. */
const loadSpanish = () => (spanish ??= import('date-fns/locale/es').then((module) => module.es));

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
