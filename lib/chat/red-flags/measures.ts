/**
 * Small pure readers of the numbers a worried parent types: a body temperature and a baby's age
 * (docs/product.md#red-flags). They read plain text, never throw, and return null when the
 * message does not state the measure.
 */
import {
  celsiusToFahrenheit,
  inCelsius,
  NUMBER_WORDS,
  NUMBER_WORD_PATTERN,
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

/** Weeks per unit: a month is 365.25 / 12 / 7 ≈ 4.35 weeks. */
const WEEKS_PER: Readonly<Record<string, number>> = {
  day: 1 / 7,
  week: 1,
  month: 365.25 / 12 / 7,
  year: 365.25 / 7,
};

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?|${NUMBER_WORD_PATTERN})`;
const UNIT = String.raw`(days?|d|weeks?|wks?|wk|w|months?|mos?|mths?|m|years?|yrs?|y)`;
const CHILD = String.raw`(?:baby|babies|newborn|infant|son|daughter|boy|girl|child|kid|little one|grandson|granddaughter|niece|nephew)`;
// An age, not a duration: '6 weeks old', 'a 6-week-old', 'my 2 month baby', 'she is 10 days',
// 'aged 8 weeks'. 'A fever for 2 days' is a duration and is not read.
const AGE_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b${AMOUNT}[\s-]*${UNIT}[\s-]*old\b`, 'i'),
  new RegExp(String.raw`\b${AMOUNT}[\s-]*${UNIT}[\s-]+${CHILD}\b`, 'i'),
  new RegExp(
    String.raw`\b(?:is|was|aged|age|turned|only|just|at|of)\s+(?:only\s+|just\s+|about\s+)?${AMOUNT}\s*${UNIT}\b(?!\s+(?:ago|now|later))`,
    'i',
  ),
];

/**
 * Reads a child's age stated in a message, in weeks (docs/product.md#red-flags).
 * Accepts '6 weeks old', 'a 6-week-old', 'my 2 month old', 'my 10 day old son', 'she is 7 weeks',
 * 'he's 4 months', 'aged 1 year', number words ('two months old'). A duration such as 'a fever
 * for 2 days' is not an age and is not read.
 * @param text - The message as typed.
 * @returns Age in weeks (months count 4.35 weeks, years 52.18), not rounded; null when none is stated.
 * @example parseAgeInWeeks('my 6-week-old has a fever') // 6
 * @example parseAgeInWeeks('my baby is 4 months and has 38.2') // 17.39…
 */
export function parseAgeInWeeks(text: string): number | null {
  for (const pattern of AGE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const amountText = match[1]!.toLowerCase().replace(',', '.');
    const amount = NUMBER_WORDS[amountText] ?? Number(amountText);
    const unit = match[2]!.toLowerCase();
    const key = unit.startsWith('d')
      ? 'day'
      : unit.startsWith('w')
        ? 'week'
        : unit.startsWith('y')
          ? 'year'
          : 'month';
    if (Number.isFinite(amount)) return amount * WEEKS_PER[key]!;
  }
  return null;
}
