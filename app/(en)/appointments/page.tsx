import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { appointmentsRoutePage } from '@/components/appointments/route-page';

const route = appointmentsRoutePage('en', 'appointments', AppointmentsPage);

export const generateMetadata = route.generateMetadata;

/** /appointments (docs/product.md#routes), protected. */
export default route.Page;
