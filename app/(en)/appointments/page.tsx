import type { Metadata } from 'next';
import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';

export const metadata: Metadata = {
  title: 'My Appointments',
  description: 'Your upcoming and past appointments, with the option to cancel.',
};

/** /appointments (docs/product.md#routes), protected. */
export default function Page() {
  return <AppointmentsPage />;
}
