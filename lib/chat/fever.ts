import { ageInMonths, parseAge } from '@/lib/chat/age';
import {
  fahrenheitToCelsius,
  FEVER_CELSIUS,
  formatBothUnits,
  inCelsius,
  isFever,
  parseTemperature,
  type TemperatureUnit,
} from '@/lib/chat/temperature';

/** Adults see a doctor from 103 °F, in °C. */
const HIGH_FEVER_C = fahrenheitToCelsius(103);
const BABY_HIGH_FEVER_C = 39;

const CARE =
  "Rest, drink plenty of fluids, and take acetaminophen or ibuprofen as directed on the label if you're uncomfortable.";
const SEEK_CARE =
  'Seek care right away for a fever with a stiff neck, confusion, a rash or trouble breathing.';

export const FEVER_REPLY = `A fever is usually your body fighting an infection. ${CARE} Adults should see a doctor for a fever of 103°F (39.4°C) or higher, a fever lasting more than 3 days, or a fever with a stiff neck, confusion, a rash or trouble breathing. Babies under 3 months with any fever need a doctor right away.`;

function both(celsius: number, unit: TemperatureUnit): string {
  return formatBothUnits(celsius, unit);
}

/**
 * The fallback bot's fever answer (docs/chat.md#fallback-dialogue): general advice, or for a
 * stated temperature both units and when to see a doctor, a baby's age taken into account.
 * Never dosing advice.
 */
export function feverReply(text: string): string {
  const reading = parseTemperature(text);
  if (reading === null) return FEVER_REPLY;
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
    return `A temperature of ${said} is a fever. For a baby of 3 to 6 months, keep them cool and offer plenty of feeds, and call us for same-day advice if it reaches ${both(BABY_HIGH_FEVER_C, unit)}, lasts more than a day, or your baby seems unwell. ${SEEK_CARE}`;
  }
  if (celsius >= HIGH_FEVER_C) {
    return `A temperature of ${said} is a high fever. Please call us today so a doctor can advise you. ${CARE} ${SEEK_CARE}`;
  }
  return `A temperature of ${said} is a fever, usually your body fighting an infection. ${CARE} See a doctor if it reaches ${both(HIGH_FEVER_C, unit)}, lasts more than 3 days, or comes with a stiff neck, confusion, a rash or trouble breathing.`;
}
