/**
 * @jest-environment node
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CANCEL_REASONS } from '@/lib/appointments/booking/cancellation';
import { formatAppointmentDate } from '@/lib/appointments/booking/appointments';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { flatten, formatMessage } from '../support/messages';

/*
 * The catalogs (docs/languages.md#catalogs) say the same things: every key of one is in the other,
 * every message is valid ICU, and each message takes the same arguments and tags in both, so a
 * component that gives English its arguments gives Spanish them too.
 */

/** The arguments and tags of a parsed message, with their kind: 'name:argument', 'b:tag'. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [...found].sort();
}

/**
 * The choices of each select and plural of a parsed message, 'status:select=canceled|completed|…':
 * a select names the same cases in both languages; a plural the categories each language needs
 * is left to the language, but its exact matches ('=0') are the same.
 */
function choicesOf(elements: MessageFormatElement[]): string[] {
  const found: string[] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type !== TYPE.select && element.type !== TYPE.plural) continue;
      const options = Object.keys(element.options);
      const named =
        element.type === TYPE.select ? options : options.filter((key) => key.startsWith('='));
      found.push(`${element.value}:${TYPE[element.type]}=${named.sort().join('|')}`);
      for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  return found.sort();
}

const english = flatten(en);
const spanish = flatten(es);

describe('the message catalogs', () => {
  it('have the same keys', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('give %s the same ICU arguments in both languages', (key) => {
    const inEnglish = argumentsOf(parse(english.get(key) ?? ''));
    expect(argumentsOf(parse(spanish.get(key) ?? ''))).toEqual(inEnglish);
  });

  it.each([...english.keys()])('give %s the same select cases in both languages', (key) => {
    const inEnglish = choicesOf(parse(english.get(key) ?? ''));
    expect(choicesOf(parse(spanish.get(key) ?? ''))).toEqual(inEnglish);
  });

  it('leave no Spanish message equal to its English one but names and the offer of Spanish', () => {
    // The switch's link is each language's own name; the offer is always in Spanish. The booking
    // form's doctor option and 'Any doctor' slot are arguments and punctuation, its day and the
    // front desk's a skeleton. An intake answer's 'No' is the same word in Spanish.
    const sameOnPurpose = [
      'language.offerText',
      'language.offerLink',
      'booking.doctorOption',
      'booking.anyDoctorSlot',
      'booking.day',
      'frontDesk.day',
      'intake.no',
    ];
    const untranslated = [...english]
      .filter(([key, text]) => spanish.get(key) === text && !sameOnPurpose.includes(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('catch a select whose cases differ (the check can fail)', () => {
    expect(choicesOf(parse('{status, select, upcoming {Próxima} other {Otra}}'))).not.toEqual(
      choicesOf(parse(english.get('appointments.status') ?? '')),
    );
  });

  it('catch a message whose arguments differ (the check can fail)', () => {
    expect(argumentsOf(parse('Hola, {nombre}'))).not.toEqual(
      argumentsOf(parse(english.get('layout.navGreeting') ?? '')),
    );
  });
});

/*
 * The appointments list's messages say in English what the site always said (docs/texts.md), and
 * write dates in Spanish in the English pages' form (docs/languages.md#catalogs).
 */
describe("the catalogs' appointments messages", () => {
  it('name every preset cancel reason as its stored English words', () => {
    for (const [reason, stored] of Object.entries(CANCEL_REASONS)) {
      expect(formatMessage('en', 'appointments.cancelReason', { reason })).toBe(stored);
      expect(formatMessage('es', 'appointments.cancelReason', { reason })).not.toBe(stored);
    }
  });

  it.each([
    [
      '2026-11-23T19:30:00Z',
      'Monday, November 23, 2026 at 2:30 PM',
      'lunes, 23 de noviembre de 2026, 2:30 p. m.',
    ],
    [
      '2026-12-01T14:00:00Z',
      'Tuesday, December 1, 2026 at 9:00 AM',
      'martes, 1 de diciembre de 2026, 9:00 a. m.',
    ],
    // Noon: Spanish's 12-hour clock must not become 0–11 ('0:15 p. m.').
    [
      '2026-11-23T17:15:00Z',
      'Monday, November 23, 2026 at 12:15 PM',
      'lunes, 23 de noviembre de 2026, 12:15 p. m.',
    ],
  ])('write %s in clinic time as the stored date does, and in Spanish', (iso, english, spanish) => {
    const start = new Date(iso);
    expect(formatAppointmentDate(start, 'America/New_York')).toBe(english);
    // Intl may put a narrow no-break space before the day period: compare the words.
    const words = (text: string) => text.replace(/\s/g, ' ');
    expect(words(formatMessage('en', 'appointments.when', { start }))).toBe(english);
    expect(words(formatMessage('es', 'appointments.when', { start }))).toBe(spanish);
  });

  it('count hours and minutes with plurals', () => {
    expect(formatMessage('en', 'appointments.lateNotice', { hours: 24 })).toBe(
      'Late cancellation: this appointment starts within 24 hours. You can still cancel it, but please cancel earlier next time if you can.',
    );
    expect(formatMessage('es', 'appointments.lateNotice', { hours: 1 })).toContain('1 hora.');
    expect(formatMessage('en', 'appointments.visitValue', { name: 'Check-up', minutes: 60 })).toBe(
      'Check-up, 60 minutes',
    );
    expect(formatMessage('es', 'appointments.visitValue', { name: 'Control', minutes: 1 })).toBe(
      'Control, 1 minuto',
    );
    // A day's free count on the calendar: one free time is singular in Spanish, English keeps '1 free'.
    expect(formatMessage('es', 'booking.freeCount', { count: 1 })).toBe('1 libre');
    expect(formatMessage('es', 'booking.freeCount', { count: 16 })).toBe('16 libres');
    expect(formatMessage('en', 'booking.freeCount', { count: 1 })).toBe('1 free');
  });
});
