import { type ApiError, failure } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import { bookingRefusals } from './texts';
import { isVisitSentence, sentenceRefusal } from './sentence-refusals';

/**
 * Shared mode's refusals of a booking or a move in the visitor's words
 * (docs/visit-types.md#in-shared-mode). Loaded on the first refusal: the patterns and the texts
 * they are built from stay out of every page's first load.
 */

const BOOKING_REFUSALS = {
  '23P01': bookingRefusals.form('slotUnavailable'),
  '23514': bookingRefusals.form('slotUnavailable'),
};

/**
 * The error a refused booking or move shows (docs/shared-mode.md#error-codes), by code
 * (docs/languages.md#refusals-by-code): the database's own sentence for an age limit, an answer
 * or a family member's overlap (the form's own, read back by `sentenceRefusal`); for a family member,
 * a 23P01 of the person's own visits says whose ('Mia Lee already has a visit at that time.');
 * any other overlap or refused start, the slot text.
 */
export function bookingRefusal(status: number, error: ApiError, memberName: string | null): Error {
  if ((error.code === '23514' || error.code === '23P01') && isVisitSentence(error.message))
    return new UserFacingError(sentenceRefusal(error.message));
  if (error.code === '23P01' && memberName && /patient|person|family/i.test(error.message))
    return new UserFacingError(bookingRefusals.personBusy(memberName));
  return failure(status, error, BOOKING_REFUSALS);
}
