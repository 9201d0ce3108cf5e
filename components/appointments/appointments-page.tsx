'use client';

import { LoadingStatus, RequireSession } from '@/components/auth/require-session';
import { AppointmentList, AppointmentsHeading } from './appointment-list';

/**
 * What the static HTML shows while the session is read: the list's heading and booking link,
 * where the list will put them, and 'Loading...' where the cards will be. The page's largest
 * text then paints with the HTML instead of after the scripts (issue 5: LCP).
 */
function AppointmentsShell() {
  return (
    <section aria-labelledby="appointments-title">
      <AppointmentsHeading />
      <LoadingStatus />
    </section>
  );
}

/** /appointments behind the session guard. */
export function AppointmentsPage() {
  return (
    <RequireSession loading={<AppointmentsShell />}>
      {(user) => <AppointmentList user={user} />}
    </RequireSession>
  );
}
