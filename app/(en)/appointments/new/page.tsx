import type { Metadata } from 'next';
import { BookingPage } from '@/components/appointments/booking/booking-page';
import { translatedPage } from '@/components/layout/translated-page';

export const metadata: Metadata = {
  title: 'Schedule an Appointment',
  description: 'Choose a doctor and a free 30-minute slot, and tell us the reason for your visit.',
};

/** /appointments/new (docs/product.md#routes), protected; local mode's notice is in the catalogs. */
export default translatedPage('en', BookingPage, ['localMode']);
