/**
 * Small pure readers of the numbers a worried parent types: a body temperature and a baby's age
 * (docs/product.md#red-flags). They read plain text, never throw, and return null when the
 * message does not state the measure.
 */

/** A body temperature read from a message, in both scales, with the scale the visitor used. */
export interface Temperature {
  /** Degrees Celsius, rounded to 0.1. */
  celsius: number;
  /** Degrees Fahrenheit, rounded to 0.1. */
  fahrenheit: number;
  /** The scale as written ('C' or 'F'), or as inferred from the number's range when no unit was given. */
  unit: 'C' | 'F';
}

const round1 = (value: number) => Math.round(value * 10) / 10;

// A number followed by one of these is an age, a dose, a weight or a pressure, never a temperature.
const NOT_A_TEMPERATURE =
  /^\s*(?:-|to\s)?\s*(?:%|mg|mcg|ml|kg|g\b|lbs?|pounds?|oz|ounces?|mm|cm|years?|yrs?|y\/?o|months?|mos?|weeks?|wks?|days?|hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?|times|tablets?|pills?|bpm|beats|mmhg|am\b|pm\b|\/|:)/i;
const BODY_CONTEXT =
  /\b(?:temp|temps|temperature|fever|feverish|thermometer|degrees?|reading|hot)\b/i;

/**
 * Reads the first body temperature stated in a message (docs/product.md#red-flags).
 * Accepts '38.2', '38,2 °C', '38.5C', '100.4 F', '101 degrees', '39.5 celsius', '102°F'.
 * With no unit, 34–43 is read as °C and 93–110 as °F; a whole number in the °F range needs a
 * body word nearby ('temp', 'fever', 'degrees', …) so a pulse of 100 is not a fever.
 * Numbers followed by an age, dose or weight unit ('38 weeks', '500 mg') are skipped.
 * @param text - The message as typed.
 * @returns The temperature in °C and °F, and the unit given; null when none is stated.
 * @example parseTemperature('my baby is 4 months and has 38.2') // { celsius: 38.2, fahrenheit: 100.8, unit: 'C' }
 * @example parseTemperature('temp 100.4F') // { celsius: 38, fahrenheit: 100.4, unit: 'F' }
 */
export function parseTemperature(text: string): Temperature | null {
  const number = /(?<![\d.,/:])(\d{2,3})(?:[.,](\d))?(?![\d/:])/g;
  for (const match of text.matchAll(number)) {
    const value = Number(`${match[1]}.${match[2] ?? '0'}`);
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (NOT_A_TEMPERATURE.test(after)) continue;
    const unitMatch = /^\s*(?:°|º|degrees?|deg)?\s*(c|f|celsius|centigrade|fahrenheit)\b/i.exec(
      after,
    );
    let unit: 'C' | 'F' | null = null;
    if (unitMatch) unit = unitMatch[1]!.toLowerCase().startsWith('f') ? 'F' : 'C';
    else if (value >= 34 && value <= 43) unit = 'C';
    else if (value >= 93 && value <= 110 && (match[2] !== undefined || BODY_CONTEXT.test(text)))
      unit = 'F';
    if (unit === null) continue;
    const celsius = unit === 'C' ? value : ((value - 32) * 5) / 9;
    if (celsius < 30 || celsius > 45) continue;
    const fahrenheit = unit === 'F' ? value : (value * 9) / 5 + 32;
    return { celsius: round1(celsius), fahrenheit: round1(fahrenheit), unit };
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

/** Weeks per unit: a month is 365.25 / 12 / 7 ≈ 4.35 weeks. */
const WEEKS_PER: Readonly<Record<string, number>> = {
  day: 1 / 7,
  week: 1,
  month: 365.25 / 12 / 7,
  year: 365.25 / 7,
};

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
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
