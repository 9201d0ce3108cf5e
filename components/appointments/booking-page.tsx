'use client';

import { RequireSession } from '@/components/auth/require-session';
import { BookingForm } from './booking-form';

/** /appointments/new behind the session guard. */
export function BookingPage() {
  return <RequireSession>{(user) => <BookingForm patient={user} />}</RequireSession>;
}
