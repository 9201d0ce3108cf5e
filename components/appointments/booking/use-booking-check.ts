import type { Dispatch } from 'react';
import {
  type BookingField,
  loadIntakeRules,
  validateBooking,
} from '@/lib/appointments/booking/appointments';

import type { TypedDate, TypedDatePart } from '@/lib/appointments/booking/typed-date';
import type { Appointment } from '@/lib/appointments';
import { clinicDayKey, type Doctor, hasAgeLimit, type VisitType } from '@/lib/clinic';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { BookingFormAction, BookingFormState } from './booking-form-state';
import type { BookingPerson } from './use-booking-person';

/** The family feature's date-of-birth rule, loaded when the account holder types theirs. */
const loadFamily = lazyModule(() => import('@/lib/family'));
/** The checks of a person's age and a type's answers, loaded for a type that has either. */
const loadVisitChecks = lazyModule(() => import('@/lib/appointments/booking/visit-checks'));

/** Why Schedule stopped: a typed date part that cannot be read, or a field's error. */
export type BookingRefusal = { typedPart: TypedDatePart } | { field: BookingField };

/** What Schedule checks: the form, and what it is read against. */
interface CheckedForm {
  state: BookingFormState;
  dispatch: Dispatch<BookingFormAction>;
  typedDate: TypedDate;
  visitType: VisitType | null;
  doctor: Doctor | null;
  /** The chosen start while it is free, else null. */
  start: Date | null;
  moving: Appointment | null;
  person: BookingPerson;
}

/** The rules a form that asks more has loaded for its check. */
interface LoadedRules {
  checks?: Awaited<ReturnType<typeof loadVisitChecks>>;
  family?: Awaited<ReturnType<typeof loadFamily>>;
  intake?: Awaited<ReturnType<typeof loadIntakeRules>>;
}

/** Shows the form's problems, checked with the rules `loaded`, and says what to focus first. */
function settle(form: CheckedForm, { checks, family, intake }: LoadedRules): BookingRefusal | null {
  const { state, visitType, start, person } = form;
  const today = clinicDayKey(new Date());
  const basic = validateBooking({ visitType, doctor: form.doctor, start, reason: state.reason });
  // The default clinic's form, and a move (which keeps its person and answers), ask no more.
  const errors = checks
    ? checks.inFormOrder([
        ...basic,
        ...checks.visitProblems({
          visitType,
          start,
          dateOfBirth: person.dateOfBirth,
          ...(family && {
            typedDateOfBirth: {
              value: state.dateOfBirth,
              problem: (day: string) => family.dateOfBirthProblem(day, today),
            },
          }),
          ...(intake && { answers: { value: state.answers, check: intake.checkIntakeAnswers } }),
        }),
      ])
    : basic;
  form.dispatch({ type: 'validated', errors });
  const first = errors[0];
  return first ? { field: first.field } : null;
}

/**
 * Schedule's checks (docs/product.md#booking): the typed date first (the visitor is in the middle
 * of it), then `validateBooking`, the date of birth asked, the person's age against the type's
 * limits and the intake answers (docs/visit-types.md#age-limits, #intake-questions).
 * @returns what to focus when one fails, else null; saving then begins. The default clinic's
 *   form is checked at once, as it always was (no promise); only a form that asks more waits
 *   for those rules to load.
 */
export function checkBookingForm(
  form: CheckedForm,
): BookingRefusal | null | Promise<BookingRefusal | null> {
  const { typedDate, visitType, moving, person } = form;
  if (typedDate.kind === 'error') {
    form.dispatch({ type: 'typed-date-refused' });
    return { typedPart: typedDate.part };
  }
  const asks = visitType !== null && !moving;
  const intake = asks && visitType.questions.length > 0;
  if (!asks || (!intake && !hasAgeLimit(visitType))) return settle(form, {});
  return Promise.all([
    loadVisitChecks(),
    person.asksDateOfBirth ? loadFamily() : undefined,
    intake ? loadIntakeRules() : undefined,
  ]).then(([checks, family, intakeRules]) => settle(form, { checks, family, intake: intakeRules }));
}
