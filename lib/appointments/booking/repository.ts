import type { User } from '@/lib/account';
import type { Doctor, VisitType, WeekHours } from '@/lib/clinic';
import type { Appointment, IntakeAnswers, Rescheduled } from '@/lib/appointments';
import type { Id } from '@/lib/storage/ids';
import type { SlotGrid } from './slot-grid';

/** A booking the form has validated (docs/product.md#booking); `start` an instant, judged in clinic time. */
export interface Booking {
  doctor: Doctor;
  start: Date;
  reason: string;
  /** What the visit is for (docs/visit-types.md); default the clinic's first type. */
  visitType?: VisitType;
  /**
   * The family member of the patient's account it is for
   * (docs/family-members.md#booking-for-a-family-member); absent or null: the account holder.
   */
  familyMemberId?: Id | null;
  /** That family member's name as the form showed it, which names them in a refusal. */
  familyMemberName?: string;
  /** The type's intake answers, already checked (`checkIntakeAnswers`); absent: none. */
  intakeAnswers?: IntakeAnswers;
}

/** Whose visits and which type the picker asks free times for (docs/clinic-calendar.md#free-slots). */
export interface SlotScope {
  /** Default: the clinic's first type (the default clinic's consultation). */
  visitType?: VisitType;
  /** The family member the visit is for; absent or null: the account holder. */
  familyMemberId?: Id | null;
}

/** The appointments a visitor may know of, and whether they are fresh. */
export interface AppointmentsSnapshot {
  /**
   * Local: every appointment in this browser. Shared: the visitor's own (a doctor's schedule);
   * the picker asks for one doctor's unavailable slots a month at a time (`unavailableSlots`).
   */
  appointments: Appointment[];
  /** The server was unreachable and this is the last list saved here (docs/shared-mode.md#the-site-in-shared-mode). */
  stale: boolean;
}

/** Booking, listing, cancelling and rescheduling appointments, in local or shared mode (docs/architecture.md#repositories). */
export interface AppointmentRepository {
  /**
   * Reads the appointments `user` may see; local mode merges `known` back in, so a record another
   * tab's write dropped is restored (docs/decisions/005-tabs-share-writes.md).
   * @throws {SessionExpiredError} (shared) when the session's token has expired.
   */
  list(user: User | null, known: readonly Appointment[]): Promise<AppointmentsSnapshot>;
  /**
   * Books a visit of the booking's type (default the clinic's first, the default clinic's
   * 30-minute consultation) for the account holder or one of their family members, with its
   * intake answers, re-checking the start and the type's age limit where it is stored
   * (docs/decisions/004-only-real-free-slots.md, docs/visit-types.md#free-starts,
   * docs/visit-types.md#age-limits).
   * @throws {UserFacingError} the slot is taken ('That time is no longer available…', or for a
   *   family member '<Name> already has a visit at that time.'), the person's age is outside
   *   the type's limits (its sentence), the family member is not the account's, an answer is
   *   refused (shared: the database's sentence), or (shared) no connection; nothing changed.
   * @throws {SessionExpiredError} (shared); {StorageQuotaError | StorageUnavailableError} (local).
   */
  book(booking: Booking, patient: User, now: Date): Promise<Appointment>;
  /**
   * Cancels one of the patient's upcoming appointments, with an optional reason (docs/product.md#cancellation).
   * @throws {UserFacingError} not the patient's upcoming appointment, or no connection.
   * @throws {SessionExpiredError} (shared); {StorageQuotaError | StorageUnavailableError} (local).
   */
  cancel(id: Id, patient: User, options: { reason?: string; now: Date }): Promise<Appointment>;
  /**
   * Reschedules an upcoming appointment to `start` in one step, keeping its type, its person and
   * its answers; the visit holds no time for its own move. If the new slot is refused, nothing
   * changes (docs/product.md#rescheduling). @throws as {@link AppointmentRepository.book} and cancel.
   */
  reschedule(id: Id, start: Date, patient: User, now: Date): Promise<Rescheduled>;
  /**
   * The clinic's doctors, in order (docs/product.md#booking). Local: the clinic file's, after the
   * simulated 1 s delay. Shared: GET /doctors, so a doctor added in the database is listed with
   * no new build (docs/clinic-calendar.md#the-clinics-data).
   * @throws {UserFacingError} (shared) no connection.
   */
  listDoctors(): Promise<Doctor[]>;
  /**
   * The slots of `doctors` in [from, to) that the clinic's hours offer but that are not free, as
   * anonymous scheduled records the picker greys out (docs/decisions/004-only-real-free-slots.md).
   * Local: none, as the list already holds every appointment. Shared: every start of the
   * clinic's hours that api.available_slots (hours, time off, closures, bookings, the past;
   * docs/clinic-calendar.md#free-slots) does not return, in one request (for one doctor, or for
   * every doctor when several are asked for).
   * Each is marked (`unavailableStart`) for `scope`'s type and person, whose starts it refuses.
   * @throws {UserFacingError} (shared) no connection.
   */
  unavailableSlots(
    doctors: readonly Doctor[],
    from: Date,
    to: Date,
    scope?: SlotScope,
  ): Promise<Appointment[]>;
  /**
   * The clinic's visit types (docs/visit-types.md). Local: the clinic file's, in its order.
   * Shared: GET /visit_types read with the clinic file's schema, the consultation first and then
   * by name, so a type added in the database is offered with no new build.
   * @throws {UserFacingError} (shared) no connection.
   */
  listVisitTypes(): Promise<VisitType[]>;
  /**
   * The hours the picker cuts slots from (docs/clinic-calendar.md#the-clinics-data). Local: the
   * clinic file's. Shared: the database's working hours (GET /working_hours, read once per page).
   * @throws {UserFacingError} (shared) no connection.
   */
  slotGrid(): Promise<SlotGrid>;
  /**
   * The clinic's weekly opening hours, for the assistant's hours answer
   * (docs/configuration.md#the-clinic-file). Local: the clinic file's. Shared: api.opening_hours, the
   * week in force today (docs/clinic-calendar.md#the-clinics-data).
   * @throws {UserFacingError} (shared) no connection.
   */
  openingHours(): Promise<WeekHours>;
  /** Calls `listener` when another tab changes stored appointments; returns unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}
