import { type ApiError, failure } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import { bookingMessages } from './texts';
import { intakeTexts } from '@/lib/appointments/intake';
import { visitTexts } from './visit-texts';

/**
 * Shared mode's refusals of a booking or a move in the visitor's words
 * (docs/visit-types.md#in-shared-mode). Loaded on the first refusal: the patterns and the texts
 * they are built from stay out of every page's first load.
 */

const BOOKING_REFUSALS = {
  '23P01': bookingMessages.slotUnavailable,
  '23514': bookingMessages.slotUnavailable,
};
/** A text's pattern with its name ('§') and numbers (99, 98) standing for any. */
function sentencePattern(sample: string): RegExp {
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/§/g, '.+').replace(/9[89]/g, '\\d+')}$`);
}

/**
 * The sentences of an age limit, an intake answer or a family member's own visit that a refused
 * booking carries (23514, 23P01), the form's own (docs/visit-types.md#age-limits,
 * #intake-questions): shown as they are. Any other refusal of a start is the slot text.
 */
const VISIT_REFUSALS = [
  visitTexts.under('§', 99),
  visitTexts.over('§', 99),
  visitTexts.aged('§', 99, 99),
  visitTexts.addDateOfBirth('§'),
  intakeTexts.required('§'),
  intakeTexts.tooLong(99),
  intakeTexts.doesNotFit('§'),
  intakeTexts.unknownQuestion('§'),
  bookingMessages.personBusy('§'),
].map(sentencePattern);

/**
 * The error a refused booking or move shows (docs/shared-mode.md#error-codes): the database's
 * own sentence for an age limit, an answer or a family member's overlap; for a family member,
 * a 23P01 of the person's own visits says whose ('Mia Lee already has a visit at that time.');
 * any other overlap or refused start, the slot text.
 */
export function bookingRefusal(status: number, error: ApiError, memberName: string | null): Error {
  if (
    (error.code === '23514' || error.code === '23P01') &&
    VISIT_REFUSALS.some((pattern) => pattern.test(error.message))
  )
    return new UserFacingError(error.message);
  if (error.code === '23P01' && memberName && /patient|person|family/i.test(error.message))
    return new UserFacingError(bookingMessages.personBusy(memberName));
  return failure(status, error, BOOKING_REFUSALS);
}
