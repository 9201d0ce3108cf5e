import { clinic, DEFAULT_VISIT_TYPE_ID, type VisitType } from '@/lib/clinic';
import { type Appointment, visitTypeIdOf } from '@/lib/appointments';
import { visitTypeOf } from './appointments';
import { intakeAnswerLines, type YesNoWords } from '@/lib/appointments/intake';

/**
 * The lines the appointment card and a doctor's schedule show of a visit's type, person and
 * answers (docs/product.md#appointments-list). Only those lists read it: the repositories and
 * stores every page loads do not.
 */

/**
 * The words of a visit's lines in the page's language, from the catalogs' `appointments`
 * (docs/languages.md#catalogs): 'Visit', 'Consultation, 30 minutes', 'For'; and from `intake`, a
 * yes-no answer's 'Yes' and 'No'.
 */
export interface VisitLineTexts extends YesNoWords {
  visitLabel: string;
  /** The type's name and its length, minutes. */
  visitValue: (name: string, minutes: number) => string;
  personLabel: string;
}

/**
 * A visit's lines on its card and in a doctor's schedule (docs/product.md#appointments-list), as
 * [term, description]: its type and length in a clinic of several types (or of a type other
 * than the consultation), the family member it is for, and the answers given to its intake
 * questions, each under its question as it was asked (docs/visit-types.md#intake-questions).
 * None for the default clinic's consultation of the account holder.
 * @param types the clinic's visit types its type and questions are read from: the clinic file's,
 *   or in shared mode the database's once read (`useListedVisitTypes`).
 */
export function visitDetailLines(
  appointment: Appointment,
  texts: VisitLineTexts,
  types: readonly VisitType[] = clinic.visitTypes,
): (readonly [term: string, description: string])[] {
  const lines: (readonly [string, string])[] = [];
  const type = visitTypeOf(appointment, types);
  if (types.length > 1 || visitTypeIdOf(appointment) !== DEFAULT_VISIT_TYPE_ID)
    lines.push([texts.visitLabel, texts.visitValue(type.name, appointment.duration)]);
  if (appointment.familyMemberName) lines.push([texts.personLabel, appointment.familyMemberName]);
  return [...lines, ...intakeAnswerLines(type.questions, appointment.intakeAnswers ?? {}, texts)];
}
