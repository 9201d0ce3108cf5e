'use client';

import { LoadingStatus, RequireSession } from '@/components/auth/require-session';
import { messages } from '@/lib/messages';
import { BookingForm } from './booking-form';

/**
 * What the static HTML shows while the session is read: the form's heading and its hours hint
 * (public), at the form's own size and place, and 'Loading...' where the fields will be. The
 * page's largest text then paints with the HTML instead of after the scripts (issue 5: LCP).
 */
function BookingShell() {
  return (
    <div className="form form--wide">
      <h1>Schedule an Appointment</h1>
      <p className="field__hint">{messages.bookingHoursHint}</p>
      <LoadingStatus />
    </div>
  );
}

/** /appointments/new behind the session guard. */
export function BookingPage() {
  return (
    <RequireSession loading={<BookingShell />}>
      {(user) => <BookingForm patient={user} />}
    </RequireSession>
  );
}
