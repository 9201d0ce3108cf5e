/* The one temperature reader of lib/chat, for the fever answer and the red-flag check. */

export type TemperatureUnit = 'C' | 'F';

/** A body temperature as written; `unit` written or inferred from the range (34–43 °C, 93–110 °F). */
export interface TemperatureReading {
  value: number;
  unit: TemperatureUnit;
}

function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** °F → °C, unrounded. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

/** A temperature reading in °C, unrounded. */
export function inCelsius(reading: TemperatureReading): number {
  return reading.unit === 'C' ? reading.value : fahrenheitToCelsius(reading.value);
}

/** A fever starts here, °C (100.4 °F). */
export const FEVER_CELSIUS = 38;

/** Whether a reading is a fever, 38 °C / 100.4 °F or more, unrounded (docs/chat.md#red-flags). */
export function isFever(reading: TemperatureReading): boolean {
  return inCelsius(reading) >= FEVER_CELSIUS;
}

/** One decimal at most, no trailing '.0': '39.5°C', '103°F'. */
function formatTemperature(value: number, unit: TemperatureUnit): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded}°${unit}`;
}

/** A temperature in the visitor's unit, the other in brackets: '39.5°C (103.1°F)' (docs/chat.md#fallback-dialogue). */
export function formatBothUnits(celsius: number, unit: TemperatureUnit): string {
  const fahrenheit = celsiusToFahrenheit(celsius);
  return unit === 'C'
    ? `${formatTemperature(celsius, 'C')} (${formatTemperature(fahrenheit, 'F')})`
    : `${formatTemperature(fahrenheit, 'F')} (${formatTemperature(celsius, 'C')})`;
}

/** Outside this range a number is a room, an oven or a pulse. */
const BODY_RANGE: Readonly<Record<TemperatureUnit, readonly [number, number]>> = {
  C: [34, 43],
  F: [93, 110],
};

function inBodyRange(value: number, unit: TemperatureUnit): boolean {
  const [low, high] = BODY_RANGE[unit];
  return value >= low && value <= high;
}

const NUMBER = /(?<![\d.,/:])(\d{2,3})(?:[.,](\d{1,2}))?(?![\d/:])/gu;
// A number followed by one of these is an age, a dose, a weight or a pressure, never a
// temperature; the Spanish units whole words, so no English word is read as one.
const NOT_A_TEMPERATURE =
  /^\s*(?:-|to\s)?\s*(?:%|mg|mcg|ml|kg|g\b|lbs?|pounds?|oz|ounces?|mm|cm|years?|yrs?|y\/?o|months?|mos?|weeks?|wks?|days?|hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?|times|tablets?|pills?|bpm|beats|mmhg|am\b|pm\b|\/|:|(?:semanas?|d[ií]as?|mes(?:es)?|a[ñn]os?|horas?|minutos?|segundos?|veces|pastillas?|tabletas?|libras?|kilos?|latidos|pulsaciones)\b)/iu;
const WRITTEN_UNIT =
  /^\s*(?:(?:°|º|˚|degrees?|deg|grados?)\s*)?(celsius|centigrade|cent[ií]grados?|fahrenheit|c|f)(?![a-z])/iu;
// Spanish too ('tiene 101 de fiebre'): the red flags read Spanish messages (docs/chat.md#red-flags).
const BODY_CONTEXT =
  /\b(?:temp|temps|temperature|fever|feverish|thermometer|degrees?|reading|hot|temperatura|fiebre|calentura|term[oó]metro|grados?)\b/iu;

/**
 * The first body temperature a message states, or null (docs/chat.md#fallback-dialogue); a
 * whole °F number needs a body word, so a pulse of 100 is none, nor are '38 weeks' or '500 mg'.
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
