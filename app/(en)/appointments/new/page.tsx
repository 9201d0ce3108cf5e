import { BookingPage } from '@/components/appointments/booking/booking-page';
import { waitlistNamespaces } from '@/components/appointments/waitlist/namespaces';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'booking');

/** /appointments/new (docs/product.md#routes), protected. */
export default translatedPage('en', BookingPage, [
  'booking',
  'clinicTime',
  'localMode',
  'refusals',
  'intake',
  ...waitlistNamespaces,
]);
