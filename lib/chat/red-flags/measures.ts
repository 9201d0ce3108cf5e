/**
 * The body temperature a worried parent types, in both scales, for the red-flag check
 * (docs/product.md#red-flags). It reads plain text, never throws, and returns null when the
 * message states none; the age beside it is lib/chat/age.ts's.
 */
import {
  celsiusToFahrenheit,
  inCelsius,
  parseTemperature as readTemperature,
  type TemperatureUnit,
} from '../temperature';

/** A body temperature read from a message, in both scales, with the scale the visitor used. */
export interface Temperature {
  /** Degrees Celsius, rounded to 0.1. */
  celsius: number;
  /** Degrees Fahrenheit, rounded to 0.1. */
  fahrenheit: number;
  /** The scale as written ('C' or 'F'), or as inferred from the number's range when no unit was given. */
  unit: TemperatureUnit;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Reads the first body temperature stated in a message (docs/product.md#red-flags), in both
 * scales; what counts as one is lib/chat/temperature.ts's parseTemperature.
 * @param text - The message as typed.
 * @returns The temperature in °C and °F, and the unit given; null when none is stated.
 * @example parseTemperature('my baby is 4 months and has 38.2') // { celsius: 38.2, fahrenheit: 100.8, unit: 'C' }
 * @example parseTemperature('temp 100.4F') // { celsius: 38, fahrenheit: 100.4, unit: 'F' }
 */
export function parseTemperature(text: string): Temperature | null {
  const reading = readTemperature(text);
  if (reading === null) return null;
  const celsius = inCelsius(reading);
  const fahrenheit = reading.unit === 'F' ? reading.value : celsiusToFahrenheit(reading.value);
  return { celsius: round1(celsius), fahrenheit: round1(fahrenheit), unit: reading.unit };
}
