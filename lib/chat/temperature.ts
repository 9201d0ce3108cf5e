import { NUMBER_WORDS } from './red-flags/measures';
/**
 * Reads a body temperature and a baby's age out of a chat message, for the fever answer
 * (docs/product.md#fallback-dialogue). Pure functions over the message text.
 */

/** A temperature scale: Celsius or Fahrenheit. */
export type TemperatureUnit = 'C' | 'F';

/**
 * A body temperature as the visitor wrote it.
 * @property value - The number written, in `unit` ('39,5' reads as 39.5).
 * @property unit - The visitor's scale: written ('C', '°F', 'celsius') or, for a bare number or
 *   'degrees', inferred from the range (35–43 is Celsius, 95–110 Fahrenheit).
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
function celsiusToFahrenheit(celsius: number): number {
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

const CELSIUS_RANGE = [35, 43] as const;
const FAHRENHEIT_RANGE = [95, 110] as const;

function inRange(value: number, [low, high]: readonly [number, number]): boolean {
  return value >= low && value <= high;
}

function unitByRange(value: number): TemperatureUnit | null {
  if (inRange(value, CELSIUS_RANGE)) return 'C';
  if (inRange(value, FAHRENHEIT_RANGE)) return 'F';
  return null;
}

const NUMBER = String.raw`(\d{2,3}(?:[.,]\d{1,2})?)`;
/** A number with a written unit: '39.5 C', '39,5°', '103F', '101.3 degrees', '38 degrees celsius'. */
const WITH_UNIT = new RegExp(
  String.raw`(?<![\d.,])${NUMBER}\s*(?:(°|º|˚|degrees?|deg)\s*)?(celsius|centigrade|fahrenheit|c|f)?(?![a-z])`,
  'giu',
);
/** A bare number right after a temperature word: 'fever of 101', 'temperature is 39.2', 'temp 102'. */
const AFTER_WORD = new RegExp(
  String.raw`\b(?:temperature|temp|fever|thermometer(?: reads| says| shows)?)(?:\s+(?:is|was|of|at|reads|reading|about|around|over|nearly|almost|hit|reached|went up to|up to|now|still))*\s*:?\s*${NUMBER}(?![\d.,]|\s*(?:%|hours?|hrs?|days?|weeks?|months?|years?|mins?|minutes?|times?|kg|lbs?|pounds?)\b)`,
  'iu',
);

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * The first body temperature in a message, or null. A number counts when it has a unit ('39.5 C',
 * '39,5°', '103 F', '101.3 degrees') or follows a temperature word ('fever of 101'), and lies in
 * a body's range (35–43 °C, 95–110 °F); so '3 hours', 'my 40-year-old' or '2 C of sugar' are not
 * temperatures.
 * @example parseTemperature('my kid has a temperature of 39.5 C') → { value: 39.5, unit: 'C' }
 */
export function parseTemperature(text: string): TemperatureReading | null {
  for (const match of text.matchAll(WITH_UNIT)) {
    const [, digits = '', degree, unitWord] = match;
    if (degree === undefined && unitWord === undefined) continue;
    const value = toNumber(digits);
    const written = unitWord?.toLowerCase();
    const unit: TemperatureUnit | null =
      written === undefined ? unitByRange(value) : written.startsWith('c') ? 'C' : 'F';
    if (unit === null) continue;
    if (inRange(value, unit === 'C' ? CELSIUS_RANGE : FAHRENHEIT_RANGE)) return { value, unit };
  }
  const bare = AFTER_WORD.exec(text);
  if (bare?.[1] !== undefined) {
    const value = toNumber(bare[1]);
    const unit = unitByRange(value);
    if (unit !== null) return { value, unit };
  }
  return null;
}

const COUNT = String.raw`(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
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
