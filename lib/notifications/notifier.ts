import type { User } from '@/lib/account';
import type { Appointment } from '@/lib/appointments';

/** A moved appointment: the old one (now canceled) and the new one (docs/product.md#rescheduling). */
interface MovedAppointment {
  previous: Appointment;
  next: Appointment;
}

/**
 * The seam through which the site announces account and booking events (docs/product.md#e-mail-notices). The flows call it fire-and-forget: they never await it and never see its errors,
 * so registering, logging in, booking and cancelling finish at the same speed whatever the
 * e-mail service does. Implementations must not throw synchronously and must swallow (log)
 * their own failures.
 */
export interface Notifier {
  /** A new account was registered. */
  registered(user: User): void;
  /** A user with an account in this browser logged in (not sent for unknown e-mails, docs/product.md#e-mail-notices). */
  loggedIn(user: User): void;
  /** An appointment was saved with status 'scheduled'. */
  appointmentBooked(appointment: Appointment, patient: User): void;
  /** An appointment's status became 'canceled'. */
  appointmentCanceled(appointment: Appointment, patient: User): void;
  /** An appointment moved to a new time: one notice, not a cancel and a booking. */
  appointmentRescheduled(moved: MovedAppointment, patient: User): void;
  /**
   * The clinic made a patient record for someone who phoned: `link` is its one-time claim link,
   * valid until `expiresAt` (ISO instant; docs/shared-mode.md#patient-records-and-claim-links).
   */
  claimLinkIssued(patient: Pick<User, 'name' | 'email'>, link: string, expiresAt: string): void;
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
