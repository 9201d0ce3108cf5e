'use client';

import { RequireSession } from '@/components/auth/require-session';
import { AppointmentList } from './appointment-list';

/** /appointments behind the session guard. */
export function AppointmentsPage() {
  return <RequireSession>{(user) => <AppointmentList user={user} />}</RequireSession>;
}
