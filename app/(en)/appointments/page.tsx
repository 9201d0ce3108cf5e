import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { waitlistNamespaces } from '@/components/appointments/waitlist/namespaces';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'appointments');

/** /appointments (docs/product.md#routes), protected. */
export default translatedPage('en', AppointmentsPage, [
  'appointments',
  'clinicTime',
  'localMode',
  'refusals',
  'intake',
  ...waitlistNamespaces,
]);
