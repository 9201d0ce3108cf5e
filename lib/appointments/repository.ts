import type { User } from '@/lib/account';
import type { Appointment, Doctor } from '@/lib/appointments/domain';
import type { Id } from '@/lib/storage/ids';

/** A booking the form has validated: a doctor, a slot start (an instant) and a reason. */
export interface Booking {
  doctor: Doctor;
  /** Slot start, an instant; judged in the clinic's zone (docs/product.md#clinic-time). */
  start: Date;
  /** The reason as typed; trimmed when stored. */
  reason: string;
}

/** What the stores show: the appointments the visitor may know of, and whether they are fresh. */
export interface AppointmentsSnapshot {
  /**
   * Local mode: every appointment stored in this browser, every patient's. Shared mode: the
   * visitor's own appointments (a doctor account: its doctor's schedule), plus the next 90 days'
   * busy slots of every doctor as anonymous scheduled records (no patient, no reason) so that the
   * picker greys them out. Filter for display with listAppointmentsFor / listScheduleFor.
   */
  appointments: Appointment[];
  /**
   * True when the server could not be reached and `appointments` is the last list saved in this
   * browser (shared mode, docs/product.md#shared-mode); changes then need a connection.
   */
  stale: boolean;
}

/** The appointment that moved and the one that replaced it (docs/product.md#rescheduling). */
export interface Rescheduled {
  /** The old appointment, now 'canceled' with `rescheduled_to` naming `next`. */
  previous: Appointment;
  /** The new, scheduled appointment: same doctor and reason, the new start. */
  next: Appointment;
}

/** Appointments (docs/product.md#booking, #appointments-list, #rescheduling, #cancellation). */
export interface AppointmentRepository {
  /**
   * Reads the appointments `user` may see. `known` is what this tab holds: local mode merges it
   * with storage and writes back records a simultaneous write in another tab dropped
   * (docs/decisions/005-tabs-share-writes.md).
   * @throws {SessionExpiredError} (shared) when the server finds the session's token expired.
   */
  list(user: User | null, known: readonly Appointment[]): Promise<AppointmentsSnapshot>;
  /**
   * Books a 30-minute appointment, re-checking the slot where it is stored at the moment of
   * saving (docs/decisions/004-only-real-free-slots.md).
   * @param now the booking time; local mode judges 'past' by it.
   * @throws {UserFacingError} 'That time is no longer available. Please choose another.', or
   *   (shared) that changes need a connection; nothing was changed.
   * @throws {SessionExpiredError} (shared) when the token has expired.
   * @throws {StorageQuotaError | StorageUnavailableError} (local) when storage refuses.
   */
  book(booking: Booking, patient: User, now: Date): Promise<Appointment>;
  /**
   * Cancels one of the patient's upcoming appointments, with an optional reason stored in
   * `cancel_reason` (docs/decisions/014-cancellation-never-blocked.md).
   * @throws {UserFacingError} 'There was a problem canceling your appointment. Please try
   *   again.' when it is not the patient's upcoming appointment, or no connection.
   * @throws {SessionExpiredError} (shared); {StorageQuotaError | StorageUnavailableError} (local).
   */
  cancel(id: Id, patient: User, options: { reason?: string; now: Date }): Promise<Appointment>;
  /**
   * Moves an upcoming appointment to `start`: the new one is booked and the old one canceled
   * with `rescheduled_to` in one step (local: one storage write; shared: one transaction). If
   * the new slot is refused, nothing changes (docs/decisions/013-reschedule.md).
   * @throws as {@link AppointmentRepository.book}, and 'There was a problem canceling your
   *   appointment…' when the old one is not the patient's upcoming appointment.
   */
  reschedule(id: Id, start: Date, patient: User, now: Date): Promise<Rescheduled>;
  /** Calls `listener` when another tab changes stored appointments. @returns unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}
