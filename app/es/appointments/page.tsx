import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { waitlistNamespaces } from '@/components/appointments/waitlist/namespaces';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'appointments');

/** /es/appointments/ (docs/languages.md#routes), protected. */
export default translatedPage('es', AppointmentsPage, [
  'appointments',
  'clinicTime',
  'localMode',
  'refusals',
  'intake',
  'calendarFile',
  ...waitlistNamespaces,
]);
