import type { Refusal } from '@/lib/errors/messages';

/**
 * The waitlist's English words that lib itself writes (docs/waitlist.md): its check's refusals,
 * each the English of the catalogs' `waitlist.<key>` (docs/languages.md#refusals-by-code), and
 * an entry's days and times for the front desk's English. The section's own texts are the
 * catalogs' `waitlist` (docs/languages.md#catalogs).
 */
export const waitlistTexts = {
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  entryDays: (first: string, last: string) => `${first} to ${last}`,
  entryWindow: (from: string, to: string) => `between ${from} and ${to}`,
  anyTime: 'any time',
  anyDay: 'any day',
};

/** The check's refusals' English words, by their key in the catalogs' `waitlist`. */
const waitlistMessages = {
  chooseDoctor: 'Choose a doctor or a specialty.',
  chooseDays: 'Choose the first and the last day you could come.',
  lastBeforeFirst: 'The last day must be on or after the first day.',
  daysInPast: 'Those dates are in the past. Choose days from today on.',
  noWeekday: 'Choose at least one weekday (Monday to Sunday).',
  bothTimes: 'Give both ends of the time of day, or neither.',
  reasonRequired: 'A reason for the visit is required.',
  loadFailed: 'Could not load this list. Try again.',
} as const;

/**
 * The waitlist's refusals by code (docs/languages.md#refusals-by-code): `waitlist.<key>` with its
 * English words; `emptyWindow(minutes)` gives the shortest window the visit needs, in minutes.
 */
export const waitlistRefusals = {
  ...(Object.fromEntries(
    Object.entries(waitlistMessages).map(([key, message]) => [
      key,
      { code: `waitlist.${key}`, message },
    ]),
  ) as Record<keyof typeof waitlistMessages, Refusal>),
  emptyWindow: (minutes: number): Refusal => ({
    code: 'waitlist.emptyWindow',
    message: `The time of day must span at least ${minutes} minutes, from an earlier to a later time.`,
    values: { minutes },
  }),
};
