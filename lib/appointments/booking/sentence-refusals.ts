import type { Refusal } from '@/lib/errors/messages';
import { intakeTexts } from '@/lib/appointments/intake';
import { bookingMessages } from './texts';
import { visitTexts } from './visit-texts';

/**
 * The sentences of an age limit, an intake answer or a family member's own visit, which the
 * form's checks and shared mode's database (23514, 23P01) write in English
 * (docs/visit-types.md#age-limits, #intake-questions), read back as refusals by code
 * (docs/languages.md#refusals-by-code). Loaded with the form's checks or on the first refusal.
 */

// Stand-ins for a template's values: a name never typed ('\u0000' + a letter), a number never used.
const NAME = (letter: string) => `\u0000${letter}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's sentence as a pattern whose groups are its values, by their name in the catalog. */
function sentence(code: string, sample: string, values: Record<string, string | number>) {
  let pattern = escape(sample);
  for (const [name, marker] of Object.entries(values)) {
    const group = typeof marker === 'number' ? `(?<${name}>\\d+)` : `(?<${name}>.+)`;
    pattern = pattern.replace(escape(String(marker)), group);
  }
  return { code: `refusals.${code}`, pattern: new RegExp(`^${pattern}$`) };
}

const SENTENCES = [
  sentence('ageUnder', visitTexts.under(NAME('t'), 9001), { type: NAME('t'), max: 9001 }),
  sentence('ageOver', visitTexts.over(NAME('t'), 9002), { type: NAME('t'), min: 9002 }),
  // 'aged 2 to 17': the text names the oldest age, one under the limit.
  sentence('ageBetween', visitTexts.aged(NAME('t'), 9003, 9005), {
    type: NAME('t'),
    min: 9003,
    oldest: 9004,
  }),
  sentence('addDateOfBirth', visitTexts.addDateOfBirth(NAME('t')), { type: NAME('t') }),
  sentence('answerRequired', intakeTexts.required(NAME('l')), { label: NAME('l') }),
  sentence('answerTooLong', intakeTexts.tooLong(9006), { maxLength: 9006 }),
  sentence('answerDoesNotFit', intakeTexts.doesNotFit(NAME('l')), { label: NAME('l') }),
  sentence('unknownQuestion', intakeTexts.unknownQuestion(NAME('k')), { key: NAME('k') }),
  sentence('personBusy', bookingMessages.personBusy(NAME('n')), { name: NAME('n') }),
];

/** Whether `message` is one of the sentences above, whatever its names and numbers. */
export function isVisitSentence(message: string): boolean {
  return SENTENCES.some(({ pattern }) => pattern.test(message));
}

/**
 * `message` as a refusal: its catalog code and values when it is one of the sentences above
 * ('Mia Lee already has a visit at that time.' → `refusals.personBusy`, { name: 'Mia Lee' }),
 * else the message alone, shown as it is.
 */
export function sentenceRefusal(message: string): Refusal {
  for (const { code, pattern } of SENTENCES) {
    const values = pattern.exec(message)?.groups;
    if (values) return { code, message, values: { ...values } };
  }
  return { message };
}
