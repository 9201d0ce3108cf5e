import { type Dispatch, useMemo, useReducer, useState } from 'react';
import { takeSwitchDraft } from '@/lib/storage/switch-draft';
import { useSwitchDraft } from '@/components/layout/switch-draft';
import { type BookingField, visitTypeOf } from '@/lib/appointments/booking/appointments';
import type { MovingVisit } from '@/lib/appointments/booking/slots';
import type { Appointment } from '@/lib/appointments';
import { type Doctor, offersVisitType, type VisitType } from '@/lib/clinic';
import type { FamilyMember } from '@/lib/family';
import { useSessionStore } from '@/stores/account-store';
import { useAppointmentsStore } from '@/stores/appointments-store';
import type { User } from '@/lib/account';
import { bookingRefusals } from '@/lib/appointments/booking/texts';
import type { Refusal } from '@/lib/errors/messages';
import { readTypedDate, type TypedDate } from '@/lib/appointments/booking/typed-date';
import {
  type BookingFormAction,
  bookingFormReducer,
  type BookingFormState,
  type DoctorChoice,
  type FirstFree,
  INITIAL_BOOKING_FORM,
} from './booking-form-state';
import { type BookingRefusal, checkBookingForm } from './use-booking-check';
import { useBookingPerson, useVisitTypes } from './use-booking-person';
import { useDoctors } from './use-doctors';
import { useMovingAppointment, useMovingFound } from './use-moving-appointment';
import { useSaveBooking } from './use-save-booking';
import { type SlotAvailability, useSlotAvailability } from './use-slot-availability';

/** The booking form's state with what it is read against, from {@link useBookingForm}. */
export interface BookingForm {
  /** The clinic's visit types (shared mode: the database's, once read). */
  visitTypes: readonly VisitType[];
  /** The account's family members, none until read (docs/family-members.md#booking-for-a-family-member). */
  members: readonly FamilyMember[];
  /** Chooses whom the visit is for: '' for the account holder, else a family member's id. */
  selectPerson: (personId: string) => void;
  /** Whom the visit is for as the select shows it: a move's person, else the chosen one. */
  personId: string;
  /**
   * Whether the form asks the account holder's date of birth: a type with an age limit, booked
   * for 'Me', whose account has none yet (docs/visit-types.md#age-limits).
   */
  asksDateOfBirth: boolean;
  /**
   * What the visit is for (docs/visit-types.md): the chosen type, the clinic's one type, or the
   * type of the appointment being moved; null while a clinic of several types has none chosen.
   */
  visitType: VisitType | null;
  /** Chooses the visit type with this id (or none: ''). */
  selectVisitType: (visitTypeId: string) => void;
  /**
   * The clinic's doctors who offer the visit type (every doctor before one is chosen), or null
   * while they load; `unreachable` when the read keeps failing.
   */
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
  errorFor: (field: BookingField) => Refusal | undefined;
  /**
   * Schedule's checks: the typed date first (the visitor is in the middle of it), then
   * `validateBooking`, the date of birth asked, the type's age limit and the intake answers.
   * Says (at once, or once the rules it needs are loaded) what to focus when one fails, else
   * null; saving then begins.
   */
  check: () => BookingRefusal | null | Promise<BookingRefusal | null>;
  /**
   * Saves what `check` passed: books the slot, or moves the appointment being moved.
   * @throws as the save of `useSaveBooking`; the form then dispatches 'save-failed'.
   */
  saveChecked: () => Promise<void>;
}

/**
 * What the visit is for: the type of the appointment being moved, the clinic's one type, or the
 * type chosen by id in a clinic of several (null while none is).
 */
function useChosenVisitType(
  visitTypeId: string,
  moving: Appointment | null,
  types: readonly VisitType[],
): VisitType | null {
  const movingType = useMemo(() => (moving ? visitTypeOf(moving, types) : null), [moving, types]);
  if (movingType) return movingType;
  return types.length === 1 ? types[0]! : (types.find((type) => type.id === visitTypeId) ?? null);
}

/** The moving appointment's id and start, kept while they are the same. */
function useMovingVisit(moving: Appointment | null): MovingVisit | null {
  const id = moving ? String(moving.id) : null;
  const start = moving?.date_time ?? null;
  return useMemo(
    () => (id === null || start === null ? null : { id, date_time: start }),
    [id, start],
  );
}

/** The form's fields the language switch carries (docs/languages.md#the-language-switch). */
const DRAFT_FIELDS = ['personId', 'visitTypeId', 'doctorId', 'reason'] as const;

/**
 * The form as the draft left it: whom and what for, the doctor, the time (an ISO instant, '' for
 * none), the reason and the typed date; the time is the visitor's choice again.
 */
function formFromDraft(draft: Readonly<Record<string, string>> | null): BookingFormState {
  if (!draft) return INITIAL_BOOKING_FORM;
  const start = draft.start ? new Date(draft.start) : null;
  const kept = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, draft[field] ?? '']));
  return {
    ...INITIAL_BOOKING_FORM,
    ...kept,
    start: start && !Number.isNaN(start.getTime()) ? start : null,
    typedFields: { day: draft.day ?? '', month: draft.month ?? '', year: draft.year ?? '' },
  };
}

/** The form's draft for the language switch: its fields as strings, never more. */
function draftOf(state: BookingFormState): Record<string, string> {
  return {
    ...Object.fromEntries(DRAFT_FIELDS.map((field) => [field, state[field]])),
    start: state.start?.toISOString() ?? '',
    ...state.typedFields,
  };
}

/**
 * The form's state, starting from what it held on the other language's page, once, and offered
 * to the language switch (docs/languages.md#the-language-switch); `owner` is the account's id.
 */
function useDraftedForm(owner: string) {
  const [draft] = useState(() => takeSwitchDraft('booking', owner));
  const [state, dispatch] = useReducer(bookingFormReducer, draft, formFromDraft);
  useSwitchDraft(() => ({ form: 'booking', owner, fields: draftOf(state) }));
  return { draft, state, dispatch };
}

/**
 * The doctor and reason of an appointment being moved, once it is known; after the language
 * switch, the draft's, with the draft's time kept as the visitor's choice.
 */
function movingFound(
  found: Appointment,
  draft: Readonly<Record<string, string>> | null,
  choiceOf: (doctorId: string) => DoctorChoice,
): BookingFormAction {
  if (!draft) {
    return {
      type: 'moving-found',
      choice: choiceOf(String(found.doctor_id)),
      reason: found.reason,
    };
  }
  const doctorId = draft.doctorId || String(found.doctor_id);
  const choice = { doctorId, first: null, doctorsRead: true };
  return { type: 'moving-found', choice, reason: draft.reason ?? '' };
}

/** The doctors who offer `type` (all of them, the same list, when every doctor does or none is chosen). */
function offering(doctors: readonly Doctor[] | null, type: VisitType | null) {
  if (!doctors || !type || (type.doctorIds === null && type.specialties === null)) return doctors;
  return doctors.filter((doctor) => offersVisitType(type, doctor));
}

/**
 * The booking form's state and reads for `patient` (docs/product.md#booking): the doctors, the
 * slots free for the chosen one, the appointment being moved, and the form's own state through
 * `bookingFormReducer`. It chooses a doctor's first free time when the doctor is chosen, and again
 * once the doctors or that time's month arrive, as docs/decisions/004-only-real-free-slots.md asks.
 */
export function useBookingForm(patient: User): BookingForm {
  const { doctors: everyDoctor, unreachable } = useDoctors();
  const { draft, state, dispatch } = useDraftedForm(String(patient.id));
  // The appointment being moved is the patient's own, in the stored list.
  const stored = useAppointmentsStore((store) => store.appointments);
  const visitTypes = useVisitTypes();
  const moving = useMovingAppointment(stored);
  const movingVisit = useMovingVisit(moving);
  const visitType = useChosenVisitType(state.visitTypeId, moving, visitTypes);
  const person = useBookingPerson(patient, moving, state.personId, visitType);
  const doctors = useMemo(() => offering(everyDoctor, visitType), [everyDoctor, visitType]);
  const doctor = doctors?.find((candidate) => String(candidate.id) === state.doctorId) ?? null;
  const availability = useSlotAvailability(patient, doctor, doctors, visitType ?? undefined, {
    familyMemberId: person.familyMemberId,
    moving: movingVisit,
  });
  const save = useSaveBooking(patient);
  const setDateOfBirth = useSessionStore((store) => store.setDateOfBirth);
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
  useMovingFound(moving, (found) => dispatch(movingFound(found, draft, choiceOf)));
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
    visitTypes,
    members: person.members,
    personId: person.personId,
    asksDateOfBirth: person.asksDateOfBirth,
    selectPerson: (chosen) => dispatch({ type: 'person-selected', personId: chosen }),
    visitType,
    selectVisitType: (visitTypeId) => {
      const chosen = visitTypes.find((type) => type.id === visitTypeId);
      const keepsDoctor = Boolean(doctor && chosen && offersVisitType(chosen, doctor));
      dispatch({ type: 'visit-type-selected', visitTypeId, keepsDoctor });
    },
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
      (field === 'start' && lostSlot ? bookingRefusals.form('slotUnavailable') : undefined) ??
      state.fieldErrors.find((error) => error.field === field),
    check: () =>
      checkBookingForm({
        state,
        dispatch,
        typedDate,
        visitType,
        doctor,
        start: chosenStart,
        moving,
        person,
      }),
    saveChecked: async () => {
      // Kept with the account before booking, so the booking (and the database) know it.
      const who = person.asksDateOfBirth ? await setDateOfBirth(state.dateOfBirth) : patient;
      await save(
        {
          visitType,
          doctor,
          start: chosenStart as Date,
          reason: state.reason,
          familyMember: person.member && { id: person.member.id, name: person.member.name },
          intakeAnswers: state.answers,
        },
        moving,
        who,
      );
    },
  };
}
