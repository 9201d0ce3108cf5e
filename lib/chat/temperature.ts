/**
 * Reads a body temperature and a baby's age out of a chat message, for the fever answer
 * (docs/product.md#fallback-dialogue); the temperature reader also serves the red-flag check
 * (docs/product.md#red-flags). Pure functions over the message text.
 */

/** A temperature scale: Celsius or Fahrenheit. */
export type TemperatureUnit = 'C' | 'F';

/**
 * A body temperature as the visitor wrote it.
 * @property value - The number written, in `unit` ('39,5' reads as 39.5).
 * @property unit - The visitor's scale: written ('C', '°F', 'celsius') or, for a bare number or
 *   'degrees', inferred from the range (34–43 is Celsius, 93–110 Fahrenheit).
 */
export interface TemperatureReading {
  value: number;
  unit: TemperatureUnit;
}

/** A person's age, in whole days (a week is 7, a month 30.4, a year 365.25). */
export interface AgeReading {
  days: number;
}

/** °C → °F, unrounded. */
export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** °F → °C, unrounded. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

/** The reading in °C, unrounded. */
export function inCelsius(reading: TemperatureReading): number {
  return reading.unit === 'C' ? reading.value : fahrenheitToCelsius(reading.value);
}

/**
 * A temperature for a reply, one decimal at most and no trailing '.0': '39.5°C', '103.1°F', '103°F'.
 * @param value - In `unit`.
 */
function formatTemperature(value: number, unit: TemperatureUnit): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded}°${unit}`;
}

/**
 * `value` (in `unit`) written in the visitor's unit with the other in brackets:
 * formatBothUnits(39.5, 'C') === '39.5°C (103.1°F)'.
 */
export function formatBothUnits(celsius: number, unit: TemperatureUnit): string {
  const fahrenheit = celsiusToFahrenheit(celsius);
  return unit === 'C'
    ? `${formatTemperature(celsius, 'C')} (${formatTemperature(fahrenheit, 'F')})`
    : `${formatTemperature(fahrenheit, 'F')} (${formatTemperature(celsius, 'C')})`;
}

/** The range a body temperature lies in, by scale; outside it a number is a room, an oven or a pulse. */
const BODY_RANGE: Readonly<Record<TemperatureUnit, readonly [number, number]>> = {
  C: [34, 43],
  F: [93, 110],
};

function inBodyRange(value: number, unit: TemperatureUnit): boolean {
  const [low, high] = BODY_RANGE[unit];
  return value >= low && value <= high;
}

/** A number of 2 or 3 digits with up to two decimals ('39,5' too), not part of a date, time or ratio. */
const NUMBER = /(?<![\d.,/:])(\d{2,3})(?:[.,](\d{1,2}))?(?![\d/:])/gu;
// A number followed by one of these is an age, a dose, a weight or a pressure, never a temperature.
const NOT_A_TEMPERATURE =
  /^\s*(?:-|to\s)?\s*(?:%|mg|mcg|ml|kg|g\b|lbs?|pounds?|oz|ounces?|mm|cm|years?|yrs?|y\/?o|months?|mos?|weeks?|wks?|days?|hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?|times|tablets?|pills?|bpm|beats|mmhg|am\b|pm\b|\/|:)/iu;
/** A written scale after the number, with or without a degree sign or word: '°C', ' degrees F', 'celsius'. */
const WRITTEN_UNIT =
  /^\s*(?:(?:°|º|˚|degrees?|deg)\s*)?(celsius|centigrade|fahrenheit|c|f)(?![a-z])/iu;
const BODY_CONTEXT =
  /\b(?:temp|temps|temperature|fever|feverish|thermometer|degrees?|reading|hot)\b/iu;

/**
 * The first body temperature stated in a message, or null; the one reader of temperatures in
 * chat messages, for the fever answer (docs/product.md#fallback-dialogue) and the red-flag check
 * (docs/product.md#red-flags). Accepts '38.2', '39,5°', '38.5C', '100.4 F', '101 degrees',
 * '39.5 celsius', '102°F'. With no scale written, 34–43 reads as °C and 93–110 as °F; a whole
 * number in the °F range needs a body word in the message ('temp', 'fever', 'degrees', …) so a
 * pulse of 100 is not a fever. A number followed by an age, a duration, a dose or a weight ('38
 * weeks', '3 hours', '500 mg') or outside a body's range ('20 C outside') is skipped.
 * @example parseTemperature('my kid has a temperature of 39.5 C') → { value: 39.5, unit: 'C' }
 * @example parseTemperature('thermometer shows 101.3 degrees') → { value: 101.3, unit: 'F' }
 */
export function parseTemperature(text: string): TemperatureReading | null {
  for (const match of text.matchAll(NUMBER)) {
    const [whole, digits = '', decimals] = match;
    const value = Number(decimals === undefined ? digits : `${digits}.${decimals}`);
    const after = text.slice((match.index ?? 0) + whole.length);
    if (NOT_A_TEMPERATURE.test(after)) continue;
    const written = WRITTEN_UNIT.exec(after)?.[1]?.toLowerCase();
    let unit: TemperatureUnit | null = null;
    if (written !== undefined) unit = written.startsWith('f') ? 'F' : 'C';
    else if (inBodyRange(value, 'C')) unit = 'C';
    else if (decimals !== undefined || BODY_CONTEXT.test(text)) unit = 'F';
    if (unit !== null && inBodyRange(value, unit)) return { value, unit };
  }
  return null;
}

/** Counts people write in words ('a six-week-old'), for the age readers of lib/chat. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** {@link NUMBER_WORDS} as a regular-expression alternation ('a|an|one|…'). */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS).join('|');

const COUNT = String.raw`(\d{1,3}|${NUMBER_WORD_PATTERN})`;
const SPAN = String.raw`(days?|d|weeks?|wks?|w|months?|mos?|m|years?|yrs?|y)`;
/** '6-week-old', '2 months old', 'a month old', '10 wk old'. */
const AGE_OLD = new RegExp(String.raw`\b${COUNT}[\s-]*${SPAN}[\s-]*old\b`, 'iu');
/** Weeks or months only: 'it is 2 days' is more often a duration than an age. */
const BABY_SPAN = String.raw`(weeks?|wks?|months?|mos?)`;
/** 'is 4 months', 'aged 5 weeks', 'just turned 3 months', '5 months of age'. */
const AGE_IS = new RegExp(
  String.raw`\b(?:is|aged|age|turned|only|just)\s+${COUNT}\s*${BABY_SPAN}\b(?!\s+(?:ago|now|later|since))`,
  'iu',
);
const AGE_OF = new RegExp(String.raw`\b${COUNT}\s*${BABY_SPAN}\s+of\s+age\b`, 'iu');
const NEWBORN = /\bnew[\s-]?born\b/iu;

function spanDays(span: string): number {
  const first = span.toLowerCase()[0];
  if (first === 'd') return 1;
  if (first === 'w') return 7;
  if (first === 'm') return 30.4;
  return 365.25;
}

/**
 * The age of the person a message is about, when it says one: '6-week-old', 'my baby is 4 months',
 * 'a newborn' (0 days). Durations ('a fever for 3 days') are not ages.
 * @example parseAge('my 5 month old has 39.2') → { days: 152 }
 */
export function parseAge(text: string): AgeReading | null {
  if (NEWBORN.test(text)) return { days: 0 };
  const match = AGE_OLD.exec(text) ?? AGE_IS.exec(text) ?? AGE_OF.exec(text);
  if (match === null) return null;
  const [, count = '', span = ''] = match;
  const amount = NUMBER_WORDS[count.toLowerCase()] ?? Number(count);
  return { days: Math.round(amount * spanDays(span)) };
}
