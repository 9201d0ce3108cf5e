import type { User } from '@/lib/account';
import type { Appointment, Rescheduled } from '@/lib/appointments';
import type { VisitType } from '@/lib/clinic';

/**
 * Where the site announces account and booking events (docs/notifications.md), fire and
 * forget: implementations never throw and log their own failures. Each e-mail is written in the
 * recipient account's `language` (docs/notifications.md#languages): the user's, the patient's.
 */
export interface Notifier {
  registered(user: User): void;
  /** A user with an account in this browser logged in (not sent for unknown e-mails, docs/notifications.md). */
  loggedIn(user: User): void;
  /**
   * A visit was booked; `visitType` is its type as the site read it (shared mode: the
   * database's), whose name and instructions the notice carries (docs/notifications.md).
   */
  appointmentBooked(appointment: Appointment, patient: User, visitType?: VisitType): void;
  appointmentCanceled(appointment: Appointment, patient: User, visitType?: VisitType): void;
  /** An appointment moved to a new time: one notice, not a cancel and a booking. */
  appointmentRescheduled(moved: Rescheduled, patient: User, visitType?: VisitType): void;
  /**
   * The clinic made a patient record for someone who phoned: `link` is its one-time claim link,
   * valid until `expiresAt` (ISO instant; docs/front-desk.md#patient-records-and-claim-links).
   */
  claimLinkIssued(
    patient: Pick<User, 'name' | 'email' | 'language'>,
    link: string,
    expiresAt: string,
  ): void;
}

/** Sends nothing: the notifier outside the browser (the static build) and in tests that ignore e-mail. */
export const silentNotifier: Notifier = {
  registered() {},
  loggedIn() {},
  appointmentBooked() {},
  appointmentCanceled() {},
  appointmentRescheduled() {},
  claimLinkIssued() {},
};

/**
 * Calls one notifier method without letting any error escape into the flow that triggered it.
 * @example notify(() => notifier.loggedIn(user))
 */
export function notify(send: () => void): void {
  try {
    send();
  } catch (error) {
    console.warn('Notification failed', error);
  }
}
