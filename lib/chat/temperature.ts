/**
 * Reads a body temperature out of a chat message, for the fever answer
 * (docs/product.md#fallback-dialogue) and the red-flag check (docs/product.md#red-flags), and
 * writes it in both scales. Pure functions over the message text; ages are lib/chat/age.ts's.
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

/** A fever starts here, °C (100.4 °F). */
export const FEVER_CELSIUS = 38;

/**
 * Whether a reading is a fever: 38 °C / 100.4 °F or more, unrounded, so the red-flag check
 * (docs/product.md#red-flags) and the fever answer (docs/product.md#fallback-dialogue) agree.
 */
export function isFever(reading: TemperatureReading): boolean {
  return inCelsius(reading) >= FEVER_CELSIUS;
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
