import { type Dispatch, useReducer } from 'react';
import { type BookingField, validateBooking } from '@/lib/appointments/booking/appointments';
import type { Appointment } from '@/lib/appointments';
import type { Doctor } from '@/lib/clinic';
import type { User } from '@/lib/account';
import { bookingMessages } from '@/lib/appointments/booking/texts';
import {
  readTypedDate,
  type TypedDate,
  type TypedDatePart,
} from '@/lib/appointments/booking/typed-date';
import {
  type BookingFormAction,
  bookingFormReducer,
  type BookingFormState,
  type DoctorChoice,
  type FirstFree,
  INITIAL_BOOKING_FORM,
} from './booking-form-state';
import { useDoctors } from './use-doctors';
import { useMovingAppointment } from './use-moving-appointment';
import { useSaveBooking } from './use-save-booking';
import { type SlotAvailability, useSlotAvailability } from './use-slot-availability';

/** Why Schedule stopped: a typed date part that cannot be read, or a field's error. */
type BookingRefusal = { typedPart: TypedDatePart } | { field: BookingField };

/** The booking form's state with what it is read against, from {@link useBookingForm}. */
export interface BookingForm {
  /** The clinic's doctors, or null while they load; `unreachable` when the read keeps failing. */
  doctors: readonly Doctor[] | null;
  unreachable: boolean;
  /** The chosen doctor, or null. */
  doctor: Doctor | null;
  availability: SlotAvailability;
  /** The appointment being rescheduled, or null (docs/product.md#rescheduling). */
  moving: Appointment | null;
  state: BookingFormState;
  dispatch: Dispatch<BookingFormAction>;
  /** Chooses the doctor with this id (or none: '') and their first free time. */
  selectDoctor: (doctorId: string) => void;
  /** The typed date's error, shown from the first Schedule on. */
  typedError: Extract<TypedDate, { kind: 'error' }> | null;
  /** The error a field shows: a chosen slot lost meanwhile, else the last Schedule's. */
  errorFor: (field: BookingField) => string | undefined;
  /**
   * Schedule's checks: the typed date first (the visitor is in the middle of it), then
   * `validateBooking`. Returns what to focus when one fails, else null; saving then begins.
   */
  check: () => BookingRefusal | null;
  /**
   * Saves what `check` passed: books the slot, or moves the appointment being moved.
   * @throws as the save of `useSaveBooking`; the form then dispatches 'save-failed'.
   */
  saveChecked: () => Promise<void>;
}

/**
 * The booking form's state and reads for `patient` (docs/product.md#booking): the doctors, the
 * slots free for the chosen one, the appointment being moved, and the form's own state through
 * `bookingFormReducer`. It chooses a doctor's first free time when the doctor is chosen, and again
 * once the doctors or that time's month arrive, as docs/decisions/004-only-real-free-slots.md asks.
 */
export function useBookingForm(patient: User): BookingForm {
  const { doctors, unreachable } = useDoctors();
  const [state, dispatch] = useReducer(bookingFormReducer, INITIAL_BOOKING_FORM);
  const doctor = doctors?.find((candidate) => String(candidate.id) === state.doctorId) ?? null;
  const availability = useSlotAvailability(patient, doctor, doctors);
  const save = useSaveBooking(patient);
  /** What the form knows of `chosen`'s first free time `start`. */
  const firstFree = (chosen: Doctor, start: Date | null): FirstFree => ({
    start,
    monthRead: start !== null && availability.monthRead(chosen, start),
  });
  const choiceOf = (doctorId: string): DoctorChoice => {
    const chosen = doctors?.find((candidate) => String(candidate.id) === doctorId);
    const first = chosen ? firstFree(chosen, availability.firstFreeOf(chosen)) : null;
    return { doctorId, first, doctorsRead: Boolean(doctors) };
  };
  // The doctor and reason of an appointment being moved are filled in once it is known.
  const moving = useMovingAppointment(availability.appointments, (found) =>
    dispatch({
      type: 'moving-found',
      choice: choiceOf(String(found.doctor_id)),
      reason: found.reason,
    }),
  );
  const typedDate = readTypedDate(state.typedFields, {
    today: availability.today,
    lastDay: availability.maxDate,
  });
  const { start, startChoice } = state;

  // A doctor set before the doctors arrived (a move's) gets its first free time once they do,
  // so the calendar opens on it with its times, as for a doctor the visitor chose.
  if (startChoice === 'first-free-due' && doctor) {
    dispatch({ type: 'doctors-read', choice: choiceOf(state.doctorId) });
  }

  // The first free time the form chose before the doctor's month was read may prove taken once
  // it is (shared mode, docs/clinic-calendar.md#the-clinics-data): the form then chooses the new first
  // free time, as it would have with the month known. A time taken later (another tab or
  // patient) stays chosen, and the field says it is no longer available.
  if (
    startChoice === 'first-free-unread' &&
    doctor &&
    start &&
    availability.monthRead(doctor, start)
  ) {
    const first = availability.isBookable(start) ? start : availability.firstFreeOf(doctor);
    dispatch({ type: 'month-read', first: firstFree(doctor, first) });
  }

  // Another tab may take the chosen slot, or another doctor may not have it free: it is then
  // no longer chosen, and the field says so.
  const chosenStart = start && availability.isBookable(start) ? start : null;
  const lostSlot = start !== null && chosenStart === null;

  return {
    doctors,
    unreachable,
    doctor,
    availability,
    moving,
    state,
    dispatch,
    selectDoctor: (doctorId) => dispatch({ type: 'doctor-selected', choice: choiceOf(doctorId) }),
    typedError: state.typedShown && typedDate.kind === 'error' ? typedDate : null,
    errorFor: (field) =>
      (field === 'start' && lostSlot ? bookingMessages.slotUnavailable : undefined) ??
      state.fieldErrors.find((error) => error.field === field)?.message,
    check: () => {
      if (typedDate.kind === 'error') {
        dispatch({ type: 'typed-date-refused' });
        return { typedPart: typedDate.part };
      }
      const errors = validateBooking({ doctor, start: chosenStart, reason: state.reason });
      dispatch({ type: 'validated', errors });
      const first = errors[0];
      return first ? { field: first.field } : null;
    },
    saveChecked: () => save({ doctor, start: chosenStart as Date, reason: state.reason }, moving),
  };
}
