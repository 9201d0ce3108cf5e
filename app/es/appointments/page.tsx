import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { appointmentsRoutePage } from '@/components/appointments/route-page';

// calendarFile: the calendar file's words, Spanish on this page (English pages keep the lib's).
const route = appointmentsRoutePage('es', 'appointments', AppointmentsPage, ['calendarFile']);

export const generateMetadata = route.generateMetadata;

/** /es/appointments/ (docs/languages.md#routes), protected. */
export default route.Page;
