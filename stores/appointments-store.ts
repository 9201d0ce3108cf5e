import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  type BookingInput,
  createAppointmentRecord,
  displayStatus,
  validateBooking,
} from '@/lib/appointments/appointments';
import { createSlotChecker, isPatientsAppointment } from '@/lib/appointments/slots';
import { type Appointment, appointmentSchema, type Id, type User } from '@/lib/domain';
import { messages, UserFacingError } from '@/lib/messages';
import { notify } from '@/lib/notifications/notifier';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { updateList } from '@/lib/storage/records';
import { plainListPersistOptions } from './plain-storage';

/** Every appointment in this browser (SPEC §3 `appointments`). */
export interface AppointmentsState {
  /** All stored appointments, every patient's, in stored order; filter with listAppointmentsFor. */
  appointments: Appointment[];
}

/** What the appointments store does (SPEC §4 booking and cancelling; D4, D5, D6). */
export interface AppointmentsActions {
  /**
   * Books a 30-minute appointment (SPEC §3, §5; D4, D5). The slot is re-checked against freshly
   * read storage at the moment of saving, since another tab may have taken it.
   * @param now the booking time (defaults to the current time).
   * @returns the stored record (status 'scheduled').
   * @throws {UserFacingError} a validation message, or D4's 'That time is no longer available…'.
   * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses; nothing changed.
   */
  bookAppointment: (input: BookingInput, patient: User, now?: Date) => Appointment;
  /**
   * Cancels one of the patient's upcoming appointments (SPEC §4: scheduled → canceled),
   * applied to freshly read storage so other tabs' changes are kept (D5). One that has ended
   * reads 'Completed' (D10) and cannot be canceled.
   * @param now the time of the cancel (defaults to the current time).
   * @throws {UserFacingError} when the appointment is not the patient's upcoming one.
   * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses; nothing changed.
   */
  cancelAppointment: (id: Id, patient: User, now?: Date) => Appointment;
}

/**
 * Of two versions of one appointment, the canceled one wins: 'scheduled' → 'canceled' is the
 * only change ever made (SPEC §4), so a cancel is never undone by a tab that had not seen it.
 */
function keepCanceled(stored: Appointment, incoming: Appointment): Appointment {
  return incoming.status === 'canceled' && stored.status !== 'canceled' ? incoming : stored;
}

/** The state before the stored list is read: no appointments. */
export const initialAppointmentsState: AppointmentsState = { appointments: [] };

/**
 * Every appointment stored in this browser, persisted as the plain `appointments` array (D1),
 * merged by id with other tabs' writes (D5). Read through selectors, e.g.
 * `useAppointmentsStore((s) => s.appointments)`.
 */
export const useAppointmentsStore = create<AppointmentsState & AppointmentsActions>()(
  persist(
    (set) => ({
      ...initialAppointmentsState,
      bookAppointment: (input, patient, now = new Date()) => {
        const problem = validateBooking(input)[0];
        if (problem) throw new UserFacingError(problem.message);
        const { doctor, start } = input as {
          doctor: NonNullable<BookingInput['doctor']>;
          start: Date;
        };
        let created: Appointment | undefined;
        let fresh: Appointment[] = [];
        let appointments: Appointment[];
        try {
          appointments = updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
            fresh = current;
            const check = createSlotChecker(current, doctor.id, patient)(start, now);
            if (check !== 'bookable') throw new UserFacingError(messages.slotUnavailable);
            created = createAppointmentRecord(
              { doctor, start, reason: input.reason },
              patient,
              current,
              now,
            );
            return [...current, created];
          });
        } catch (error) {
          // The slot was taken elsewhere: show what storage holds, so the picker stops offering it.
          if (error instanceof UserFacingError) set({ appointments: fresh });
          throw error;
        }
        set({ appointments });
        const appointment = created as Appointment;
        notify((notifier) => notifier.appointmentBooked(appointment, patient));
        return appointment;
      },
      cancelAppointment: (id, patient, now = new Date()) => {
        let canceled: Appointment | undefined;
        const appointments = updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
          const next = current.map((appointment) => {
            if (String(appointment.id) !== String(id)) return appointment;
            if (
              displayStatus(appointment, now) !== 'upcoming' ||
              !isPatientsAppointment(appointment, patient)
            ) {
              throw new UserFacingError(messages.cancelFailed);
            }
            canceled = { ...appointment, status: 'canceled' };
            return canceled;
          });
          if (!canceled) throw new UserFacingError(messages.cancelFailed);
          return next;
        });
        set({ appointments });
        const appointment = canceled as Appointment;
        notify((notifier) => notifier.appointmentCanceled(appointment, patient));
        return appointment;
      },
    }),
    plainListPersistOptions<AppointmentsState & AppointmentsActions, 'appointments', Appointment>(
      STORAGE_KEYS.appointments,
      'appointments',
      appointmentSchema,
      keepCanceled,
    ),
  ),
);
