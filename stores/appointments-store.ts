import { create } from 'zustand';
import {
  type BookingInput,
  CLINIC_FILE_GRID,
  loadIntakeRules,
  type SlotGrid,
  type SlotScope,
  validateBooking,
  visitTypeOf,
} from '@/lib/appointments/booking';
import type { User } from '@/lib/account';
import {
  clinic,
  DEFAULT_VISIT_TYPE_ID,
  type Doctor,
  type VisitType,
  type WeekHours,
} from '@/lib/clinic';
import type { Appointment, IntakeAnswers, Rescheduled } from '@/lib/appointments';
import type { Id } from '@/lib/storage/ids';
import { UserFacingError } from '@/lib/errors/messages';
import { notify, type Notifier } from '@/lib/notifications';
import { SessionExpiredError } from '@/lib/data-api/client';
import { appointmentRepository } from '@/lib/repositories/appointments';
import { mergeById } from '@/lib/storage/records';
import { useSessionStore, withSession } from './account-store';
import { followWhenHydrated } from './hydrate';

/** The appointments the visitor may know of, as the list and the picker read them (docs/product.md#appointments-list). */
export interface AppointmentsState {
  /** As `AppointmentsSnapshot.appointments`: filter before showing. */
  appointments: Appointment[];
  /** True while this is the last saved list (shared mode, server unreachable). */
  stale: boolean;
  /** The appointment this tab last booked or moved, for the calendar file line. */
  lastSaved: Id | null;
  /**
   * Slots the picker must grey out, as anonymous records, per window asked for with
   * `loadUnavailableSlots` (key: {@link unavailableWindowKey}). Shared mode only fills them;
   * local mode's list already holds every appointment.
   */
  unavailable: Record<string, Appointment[]>;
  /**
   * The clinic's visit types (docs/visit-types.md): the clinic file's until
   * `loadVisitTypes` reads shared mode's from the database.
   */
  visitTypes: readonly VisitType[];
  /**
   * The hours the picker cuts slots from (docs/clinic-calendar.md#the-clinics-data): the clinic
   * file's until the first read of free times brings shared mode's working hours.
   */
  slotGrid: SlotGrid;
}

/** The appointments store's actions, all through the repository. */
export interface AppointmentsActions {
  /** Re-reads the appointments `user` may see. Never throws: an expired session logs out, other failures are logged. */
  refresh: (user: User | null) => Promise<void>;
  /**
   * The clinic's doctors, in order (docs/product.md#booking): local mode's after the simulated
   * 1 s delay, shared mode's from the database (a doctor added there is listed with no build).
   * @throws {UserFacingError} (shared) no connection.
   */
  listDoctors: () => Promise<Doctor[]>;
  /**
   * The clinic's weekly opening hours (docs/configuration.md#the-clinic-file): the clinic file's, or
   * in shared mode the database's week in force today (docs/clinic-calendar.md#the-clinics-data).
   * @throws {UserFacingError} (shared) no connection.
   */
  openingHours: () => Promise<WeekHours>;
  /**
   * Reads which slots of `doctors` in [from, to) are not free, once per window
   * (docs/clinic-calendar.md#free-slots), and the hours they are cut from (`slotGrid`): the picker
   * asks for the chosen doctor's month on show.
   * Never throws: a failure is logged, and the window is asked for again next time.
   */
  loadUnavailableSlots: (
    doctors: readonly Doctor[],
    from: Date,
    to: Date,
    scope?: SlotScope,
  ) => Promise<void>;
  /**
   * Reads the clinic's visit types once per page (shared mode: GET /visit_types, so a type added
   * in the database is offered with no new build). Never throws: a failure is logged, the clinic
   * file's stay, and the next call asks again.
   */
  loadVisitTypes: () => Promise<void>;
  /**
   * Validates and books (docs/product.md#booking) for the account holder or the input's family
   * member, with the type's intake answers checked (docs/visit-types.md#intake-questions), then
   * tells `notifier` (never awaited).
   * @throws {UserFacingError} a validation message, an answer's problem, or as
   *   `AppointmentRepository.book`.
   */
  bookAppointment: (
    input: BookingInput,
    patient: User,
    notifier: Notifier,
    now?: Date,
  ) => Promise<Appointment>;
  /** As `AppointmentRepository.cancel`, then tells `notifier` (never awaited). */
  cancelAppointment: (
    id: Id,
    patient: User,
    notifier: Notifier,
    options?: { reason?: string; now?: Date },
  ) => Promise<Appointment>;
  /** As `AppointmentRepository.reschedule`, then tells `notifier` (one e-mail). */
  rescheduleAppointment: (
    id: Id,
    start: Date,
    patient: User,
    notifier: Notifier,
    now?: Date,
  ) => Promise<Rescheduled>;
}

export const initialAppointmentsState: AppointmentsState = {
  appointments: [],
  stale: false,
  lastSaved: null,
  unavailable: {},
  slotGrid: CLINIC_FILE_GRID,
  visitTypes: clinic.visitTypes,
};

/** Windows being read, so that renders asking again do not repeat the request. */
const pendingWindows = new Set<string>();

/**
 * The key of one window of unavailable slots: the doctors' ids and the window's start (ms), and
 * for another type than the consultation or for a family member, which (so the default clinic's
 * keys are the ones it always used).
 */
export function unavailableWindowKey(
  doctors: readonly Pick<Doctor, 'id'>[],
  from: Date,
  scope: SlotScope = {},
): string {
  const key = `${doctors.map((doctor) => doctor.id).join(',')}|${from.getTime()}`;
  const type = scope.visitType?.id ?? DEFAULT_VISIT_TYPE_ID;
  const member = scope.familyMemberId ?? null;
  return type === DEFAULT_VISIT_TYPE_ID && member === null ? key : `${key}|${type}|${member ?? ''}`;
}

/** Whether `input` has intake answers to check: a type with questions, or answers given. */
function asksQuestions(input: BookingInput): boolean {
  const type = input.visitType ?? clinic.visitTypes[0]!;
  return type.questions.length > 0 || Object.keys(input.intakeAnswers ?? {}).length > 0;
}

/** The answers to store for `input`, checked by the rules loaded on first use. */
async function checkedAnswers(input: BookingInput): Promise<IntakeAnswers> {
  const type = input.visitType ?? clinic.visitTypes[0]!;
  return (await loadIntakeRules()).checkedIntakeAnswers(type, input.intakeAnswers ?? {});
}

const idOf = (record: { id: unknown }) => String(record.id);

/** The appointments store: read and written only through the repository (docs/style.md#stores-and-repositories). */
export const useAppointmentsStore = create<AppointmentsState & AppointmentsActions>()((
  set,
  get,
) => {
  /** A visit's type as the e-mails name it: among the types read, else the record's own. */
  const typeOf = (appointment: Appointment) => visitTypeOf(appointment, get().visitTypes);
  const applied = (changed: Appointment[], user: User) => {
    set({ appointments: mergeById(changed, get().appointments, idOf) });
    void get().refresh(user);
  };
  return {
    ...initialAppointmentsState,
    refresh: async (user) => {
      try {
        const snapshot = await appointmentRepository.list(user, get().appointments);
        // Free times are read again too, as other patients may have booked meanwhile.
        set({ ...snapshot, unavailable: {} });
      } catch (error) {
        if (error instanceof SessionExpiredError) useSessionStore.getState().expire();
        else console.warn('Could not read the appointments.', error);
      }
    },
    listDoctors: () => appointmentRepository.listDoctors(),
    openingHours: () => appointmentRepository.openingHours(),
    loadUnavailableSlots: async (doctors, from, to, scope = {}) => {
      const key = unavailableWindowKey(doctors, from, scope);
      if (get().unavailable[key] || pendingWindows.has(key)) return;
      pendingWindows.add(key);
      try {
        const records = await appointmentRepository.unavailableSlots(doctors, from, to, scope);
        // The grid was read first by the call above (once per page), so this answers at once.
        const slotGrid = await appointmentRepository.slotGrid();
        set({ slotGrid, unavailable: { ...get().unavailable, [key]: records } });
      } catch (error) {
        console.warn('Could not read the free times.', error);
      } finally {
        pendingWindows.delete(key);
      }
    },
    loadVisitTypes: async () => {
      try {
        const visitTypes = await appointmentRepository.listVisitTypes();
        // The same types as shown (local mode, or an unchanged database) change nothing.
        if (
          visitTypes.length > 0 &&
          JSON.stringify(visitTypes) !== JSON.stringify(get().visitTypes)
        )
          set({ visitTypes });
      } catch (error) {
        console.warn('Could not read the visit types.', error);
      }
    },
    bookAppointment: async (input, patient, notifier, now = new Date()) => {
      const problem = validateBooking(input)[0];
      if (problem) throw new UserFacingError(problem);
      const { doctor, start } = input as {
        doctor: NonNullable<BookingInput['doctor']>;
        start: Date;
      };
      // The default clinic's booking waits for nothing more than it always did.
      const intakeAnswers = asksQuestions(input) ? await checkedAnswers(input) : undefined;
      const member = input.familyMember ?? null;
      let appointment: Appointment;
      try {
        appointment = await withSession(() =>
          appointmentRepository.book(
            {
              doctor,
              start,
              reason: input.reason,
              visitType: input.visitType ?? undefined,
              ...(member ? { familyMemberId: member.id, familyMemberName: member.name } : {}),
              ...(intakeAnswers ? { intakeAnswers } : {}),
            },
            patient,
            now,
          ),
        );
      } catch (error) {
        // The slot was taken elsewhere: show what is stored, so the picker stops offering it.
        if (error instanceof UserFacingError) {
          set({ unavailable: {} });
          await get().refresh(patient);
        }
        throw error;
      }
      applied([appointment], patient);
      set({ lastSaved: appointment.id });
      notify(() => notifier.appointmentBooked(appointment, patient, typeOf(appointment)));
      return appointment;
    },
    cancelAppointment: async (id, patient, notifier, { reason, now = new Date() } = {}) => {
      const appointment = await withSession(() =>
        appointmentRepository.cancel(id, patient, { reason, now }),
      );
      applied([appointment], patient);
      notify(() => notifier.appointmentCanceled(appointment, patient, typeOf(appointment)));
      return appointment;
    },
    rescheduleAppointment: async (id, start, patient, notifier, now = new Date()) => {
      let moved: Rescheduled;
      try {
        moved = await withSession(() => appointmentRepository.reschedule(id, start, patient, now));
      } catch (error) {
        if (error instanceof UserFacingError) {
          set({ unavailable: {} });
          await get().refresh(patient);
        }
        throw error;
      }
      applied([moved.previous, moved.next], patient);
      set({ lastSaved: moved.next.id });
      notify(() => notifier.appointmentRescheduled(moved, patient, typeOf(moved.next)));
      return moved;
    },
  };
});

function refreshAppointments(): void {
  void useAppointmentsStore.getState().refresh(useSessionStore.getState().user);
}

// From the first page that loads this store: its appointments read in the browser, again whenever
// the session changes, and other tabs followed (docs/decisions/005-tabs-share-writes.md), so a
// cancel in one tab shows in all of them.
followWhenHydrated(() => {
  refreshAppointments();
  const stops = [
    useSessionStore.subscribe((state, previous) => {
      if (state.user !== previous.user) refreshAppointments();
    }),
    appointmentRepository.onExternalChange(refreshAppointments),
  ];
  return () => stops.forEach((stop) => stop());
});
