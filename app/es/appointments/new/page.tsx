import { SpanishBookingPage } from '@/components/appointments/booking/booking-page-es';
import { waitlistNamespaces } from '@/components/appointments/waitlist/namespaces';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'booking');

/** /es/appointments/new/ (docs/languages.md#routes), protected. */
export default translatedPage('es', SpanishBookingPage, [
  'booking',
  'clinicTime',
  'localMode',
  'refusals',
  // A date of birth the booking form asks for is refused by the family feature's rule, by code.
  'family',
  'intake',
  ...waitlistNamespaces,
]);
