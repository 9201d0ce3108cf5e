import { ageInMonths, parseAge } from '@/lib/chat/age';
import { withSafetyNet } from '@/lib/chat/safety-nets';
import {
  fahrenheitToCelsius,
  FEVER_CELSIUS,
  formatBothUnits,
  inCelsius,
  isFever,
  parseTemperature,
  type TemperatureReading,
  type TemperatureUnit,
} from '@/lib/chat/temperature';

/** Adults see a doctor from 103 °F, in °C. */
const HIGH_FEVER_C = fahrenheitToCelsius(103);
const BABY_HIGH_FEVER_C = 39;

const CARE =
  "Rest, drink plenty of fluids, and take acetaminophen or ibuprofen as directed on the label if you're uncomfortable.";

/** The fever answer without a stated temperature, ending with the fever's safety net. */
export const FEVER_REPLY = withSafetyNet(
  'fever',
  `A fever is usually your body fighting an infection. ${CARE} Adults should see a doctor for a fever of 103°F (39.4°C) or higher or one lasting more than 3 days. Babies under 3 months with any fever need a doctor right away.`,
);

function both(celsius: number, unit: TemperatureUnit): string {
  return formatBothUnits(celsius, unit);
}

/**
 * The fallback bot's fever answer (docs/chat.md#fallback-dialogue): general advice, or for a
 * stated temperature both units and when to see a doctor, a baby's age taken into account; each
 * ends with the fever's safety net (lib/chat/safety-nets.ts). Never dosing advice.
 */
export function feverReply(text: string): string {
  const reading = parseTemperature(text);
  return reading === null ? FEVER_REPLY : withSafetyNet('fever', readingAdvice(reading, text));
}

/** What a stated temperature means, and when to see a doctor. */
function readingAdvice(reading: TemperatureReading, text: string): string {
  const { unit } = reading;
  const celsius = inCelsius(reading);
  const said = both(celsius, unit);
  const age = parseAge(text);
  const months = age === null ? null : ageInMonths(age);

  if (!isFever(reading)) {
    return `A temperature of ${said} is not a fever: a fever starts at ${both(FEVER_CELSIUS, unit)}. Keep an eye on how you feel, rest and drink plenty of fluids. If you feel unwell or other symptoms appear, we're glad to help.`;
  }
  if (months !== null && months < 3) {
    return `A baby under 3 months with a temperature of ${said} needs a doctor right away. Call us now, or if we're closed go to the nearest emergency room or call 911.`;
  }
  // '3 to 6 months' takes in a 6-month-old.
  if (months !== null && months <= 6) {
    if (celsius >= BABY_HIGH_FEVER_C) {
      return `A temperature of ${said} in a baby of 3 to 6 months needs a doctor's advice today. Please call us now for same-day advice, or a nurse advice line if we're closed. Go to the nearest emergency room or call 911 if your baby is floppy, hard to wake, has trouble breathing or a rash that doesn't fade.`;
    }
    return `A temperature of ${said} is a fever. For a baby of 3 to 6 months, keep them cool and offer plenty of feeds, and call us for same-day advice if it reaches ${both(BABY_HIGH_FEVER_C, unit)}, lasts more than a day, or your baby seems unwell.`;
  }
  if (celsius >= HIGH_FEVER_C) {
    return `A temperature of ${said} is a high fever. Please call us today so a doctor can advise you. ${CARE}`;
  }
  return `A temperature of ${said} is a fever, usually your body fighting an infection. ${CARE} See a doctor if it reaches ${both(HIGH_FEVER_C, unit)} or lasts more than 3 days.`;
}
