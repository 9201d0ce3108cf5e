import { SpanishBookingPage } from '@/components/appointments/booking/booking-page-es';
import { appointmentsRoutePage } from '@/components/appointments/route-page';

// A date of birth the booking form asks for is refused by the family feature's rule, by code.
const route = appointmentsRoutePage('es', 'booking', SpanishBookingPage, ['family']);

export const generateMetadata = route.generateMetadata;

/** /es/appointments/new/ (docs/languages.md#routes), protected. */
export default route.Page;
