import type { BookingField, FieldError } from '@/lib/appointments/booking/appointments';
import type { Refusal } from '@/lib/errors/messages';
import { EMPTY_TYPED_DATE, type TypedDateFields } from '@/lib/appointments/booking/typed-date';

/**
 * Who chose the slot: the visitor, or the form itself when the doctor was chosen (that doctor's
 * first free time), 'first-free-unread' while the doctor's month of that time is not yet read,
 * 'first-free-due' while the doctor is set (a move) but the doctors have not arrived yet.
 */
type StartChoice = 'visitor' | 'first-free' | 'first-free-unread' | 'first-free-due';

/** What the booking form holds (docs/product.md#booking); times are instants. */
export interface BookingFormState {
  /**
   * Whom the visit is for, as the select holds it: '' for the account holder ('Me'), else a
   * family member's id (docs/family-members.md#booking-for-a-family-member).
   */
  personId: string;
  /**
   * The chosen visit type's id as the select holds it; '' for none (docs/visit-types.md). Only a
   * clinic of several types asks; with one, that one is the visit's.
   */
  visitTypeId: string;
  /** The chosen doctor's id as the select holds it; '' for none. */
  doctorId: string;
  /** The chosen slot's start, or null; kept when another tab takes it, so the field says so. */
  start: Date | null;
  startChoice: StartChoice;
  /** The typed date's parts as typed. */
  typedFields: TypedDateFields;
  /** Whether the typed date's error is shown: from the first Schedule on. */
  typedShown: boolean;
  reason: string;
  /** The account holder's date of birth as typed ('yyyy-MM-dd' or ''), asked for an age-limited type. */
  dateOfBirth: string;
  /** The intake answers as given, by question id: text as typed, yes-no as a boolean, a choice. */
  answers: Readonly<Record<string, string | boolean>>;
  /** The last Schedule's errors, less those of the fields changed since. */
  fieldErrors: FieldError<BookingField>[];
  /**
   * The refusal shown above the fields, or null (a taken slot is the date field's error): its
   * code, written in the page's language when shown (docs/languages.md#refusals-by-code).
   */
  formError: Refusal | null;
  /** From a Schedule that passed the checks until its save fails. */
  saving: boolean;
}

/** The empty form. */
export const INITIAL_BOOKING_FORM: BookingFormState = {
  personId: '',
  visitTypeId: '',
  doctorId: '',
  start: null,
  startChoice: 'visitor',
  typedFields: EMPTY_TYPED_DATE,
  typedShown: false,
  reason: '',
  dateOfBirth: '',
  answers: {},
  fieldErrors: [],
  formError: null,
  saving: false,
};

/**
 * A doctor's first free time as the form found it: `start` null when there is none;
 * `monthRead` whether the doctor's busy times of the month `start` falls in were read
 * (docs/clinic-calendar.md#free-slots), so that it cannot prove taken.
 */
export interface FirstFree {
  start: Date | null;
  monthRead: boolean;
}

/**
 * A doctor chosen by id, with what the form knows of them: `first` is null when the id names
 * none of the doctors read (none chosen, or `doctorsRead` false: they have not arrived yet).
 */
export interface DoctorChoice {
  doctorId: string;
  first: FirstFree | null;
  doctorsRead: boolean;
}

/** What happens to the booking form, each a visitor's act or a read that arrived. */
export type BookingFormAction =
  /**
   * The visitor chose whom the visit is for: the chosen doctor stays and gets their first free
   * time for that person once it is read (another person's visits hold other times).
   */
  | { type: 'person-selected'; personId: string }
  /** The account holder's date of birth changed. */
  | { type: 'date-of-birth-changed'; dateOfBirth: string }
  /** An intake question's answer changed. */
  | { type: 'answer-changed'; questionId: string; answer: string | boolean }
  /**
   * The visitor chose what the visit is for: the chosen doctor stays when `keepsDoctor` (they
   * offer it) and gets their first free time for it once it is read; the time is chosen again.
   */
  | { type: 'visit-type-selected'; visitTypeId: string; keepsDoctor: boolean }
  /** The visitor chose a doctor in the select. */
  | { type: 'doctor-selected'; choice: DoctorChoice }
  /** The appointment being moved was found: its doctor and reason fill the form. */
  | { type: 'moving-found'; choice: DoctorChoice; reason: string }
  /** The doctors arrived after a doctor was set ('first-free-due'). */
  | { type: 'doctors-read'; choice: DoctorChoice }
  /** The month of a first free time the form chose was read ('first-free-unread'). */
  | { type: 'month-read'; first: FirstFree }
  /** The visitor picked a slot under 'Any doctor'. */
  | { type: 'slot-picked'; doctorId: string; start: Date }
  /** The visitor chose a time, or a day without the chosen time (null). */
  | { type: 'start-changed'; start: Date | null }
  | { type: 'typed-changed'; typedFields: TypedDateFields }
  | { type: 'reason-changed'; reason: string }
  /** Schedule with a typed date that cannot be read. */
  | { type: 'typed-date-refused' }
  /** Schedule checked the fields: saving when `errors` is empty. */
  | { type: 'validated'; errors: FieldError<BookingField>[] }
  /** The save failed: `formError` is its refusal, or null when the date field says it. */
  | { type: 'save-failed'; formError: Refusal | null };

/** The choice the form makes by choosing `first` itself (the visitor's when there is none). */
function firstFreeChoice(first: FirstFree): StartChoice {
  if (first.start === null) return 'visitor';
  return first.monthRead ? 'first-free' : 'first-free-unread';
}

/** Chooses a doctor (or none) and, with it, its first free time (docs/product.md#booking). */
function chooseDoctor(state: BookingFormState, choice: DoctorChoice): BookingFormState {
  const { doctorId, first, doctorsRead } = choice;
  if (first === null) {
    const startChoice = doctorId && !doctorsRead ? 'first-free-due' : 'visitor';
    return { ...state, doctorId, startChoice };
  }
  return {
    ...state,
    doctorId,
    start: first.start ?? state.start,
    startChoice: firstFreeChoice(first),
  };
}

function withoutErrors(state: BookingFormState, ...fields: BookingField[]): BookingFormState {
  const fieldErrors = state.fieldErrors.filter((error) => !fields.includes(error.field));
  return { ...state, fieldErrors };
}

/**
 * The booking form's transitions (docs/product.md#booking): pure, so that each act's effect on
 * the doctor, the slot, who chose it and the errors is one place, tested without a DOM.
 */
export function bookingFormReducer(
  state: BookingFormState,
  action: BookingFormAction,
): BookingFormState {
  switch (action.type) {
    case 'person-selected': {
      const doctor = state.doctorId !== '';
      return withoutErrors(
        {
          ...state,
          personId: action.personId,
          start: doctor ? null : state.start,
          startChoice: doctor ? 'first-free-due' : state.startChoice,
        },
        'person',
        'visitType',
        'dateOfBirth',
        'start',
      );
    }
    case 'date-of-birth-changed':
      return withoutErrors(
        { ...state, dateOfBirth: action.dateOfBirth },
        'dateOfBirth',
        'visitType',
      );
    case 'answer-changed':
      return withoutErrors(
        { ...state, answers: { ...state.answers, [action.questionId]: action.answer } },
        `question-${action.questionId}`,
      );
    case 'visit-type-selected': {
      const { visitTypeId, keepsDoctor } = action;
      const doctor = keepsDoctor && state.doctorId !== '';
      // Another type asks other questions: the answers start afresh.
      const questions = state.fieldErrors
        .map((error) => error.field)
        .filter((field) => field.startsWith('question-'));
      return withoutErrors(
        {
          ...state,
          visitTypeId,
          answers: {},
          doctorId: doctor ? state.doctorId : '',
          start: null,
          startChoice: doctor ? 'first-free-due' : 'visitor',
        },
        'visitType',
        'dateOfBirth',
        'doctor',
        'start',
        ...questions,
      );
    }
    case 'doctor-selected':
      return withoutErrors(chooseDoctor(state, action.choice), 'doctor', 'start');
    case 'moving-found':
      return { ...chooseDoctor(state, action.choice), reason: action.reason };
    case 'doctors-read':
      return chooseDoctor(state, action.choice);
    case 'month-read':
      return { ...state, start: action.first.start, startChoice: firstFreeChoice(action.first) };
    case 'slot-picked': {
      const { doctorId, start } = action;
      return withoutErrors(
        { ...state, doctorId, start, startChoice: 'visitor' },
        'doctor',
        'start',
      );
    }
    case 'start-changed':
      return withoutErrors({ ...state, start: action.start, startChoice: 'visitor' }, 'start');
    case 'typed-changed':
      return { ...state, typedFields: action.typedFields };
    case 'reason-changed':
      return withoutErrors({ ...state, reason: action.reason }, 'reason');
    case 'typed-date-refused':
      return { ...state, formError: null, typedShown: true };
    case 'validated':
      return {
        ...state,
        formError: null,
        fieldErrors: action.errors,
        saving: action.errors.length === 0,
      };
    case 'save-failed':
      return { ...state, formError: action.formError ?? state.formError, saving: false };
  }
}
