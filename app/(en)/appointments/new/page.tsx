import { BookingPage } from '@/components/appointments/booking/booking-page';
import { appointmentsRoutePage } from '@/components/appointments/route-page';

const route = appointmentsRoutePage('en', 'booking', BookingPage);

export const generateMetadata = route.generateMetadata;

/** /appointments/new (docs/product.md#routes), protected. */
export default route.Page;
