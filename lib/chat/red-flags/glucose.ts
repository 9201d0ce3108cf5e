/** Blood sugar and ketone readings typed in a chat message ('my sugar is 2.1'), for the red flags (docs/chat.md#red-flags). */

/** mg/dL per mmol/L of glucose. */
const MG_PER_MMOL = 18;
/** Above this a reading with no unit is read as mg/dL, at or below it as mmol/L (both scales' usual ranges). */
const LARGEST_MMOL = 33;

// A number after these words, in English or Spanish ('el azúcar en 450'), or one with a
// glucose unit, is a reading. Ages, durations and counts ('for 3 days', '2 veces') are skipped.
const GLUCOSE =
  /\b(?:sugars?|glucose|bg|bgl|bm|reading|readings|meter|levels?|cgm|libre|dexcom|az[uú]car|glucosa|gluc[oó]metro|nivel|niveles|lectura|lecturas)\b[^0-9]{0,25}?(?<![\d.])(\d{1,3}(?:\.\d)?)(?![\d.])\s*(mmol|mg)?/dgiu;
const GLUCOSE_WITH_UNIT = /(?<![\d.])(\d{1,3}(?:\.\d)?)\s*(mmol|mg\s*\/?\s*dl)/dgiu;
const KETONES = /\b(?:ketones?|cetonas?)\b[^0-9]{0,20}?(?<![\d.])(\d(?:\.\d{1,2})?)(?![\d.])/iu;
const NOT_A_READING =
  /^\s*(?:-|to\s)?\s*(?:%|years?|yrs?|y\/?o|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|times|units?|am\b|pm\b|o'?clock|(?:a[ñn]os?|mes(?:es)?|semanas?|d[ií]as?|horas?|minutos?|veces|unidades)\b)/iu;

function toMmol(value: number, unit: string | undefined): number {
  if (unit?.toLowerCase().startsWith('mg')) return value / MG_PER_MMOL;
  if (unit !== undefined) return value;
  return value > LARGEST_MMOL ? value / MG_PER_MMOL : value;
}

/**
 * The blood glucose readings stated in a message, in mmol/L; with no unit, numbers over 33 are
 * mg/dL (divided by 18). Pure.
 * @example glucoseReadings('blood sugar 450 for two days') → [25]
 */
export function glucoseReadings(text: string): number[] {
  // Keyed by where the number stands, so 'glucose 28 mmol', found by both patterns, counts once.
  const readings = new Map<number, number>();
  for (const pattern of [GLUCOSE, GLUCOSE_WITH_UNIT])
    for (const match of text.matchAll(pattern)) {
      const after = text.slice((match.index ?? 0) + match[0].length);
      if (match[2] === undefined && NOT_A_READING.test(after)) continue;
      readings.set(match.indices?.[1]?.[0] ?? 0, toMmol(Number(match[1]), match[2]));
    }
  return [...readings.values()];
}

/** The blood or urine ketone reading stated, in mmol/L, or null. @example ketoneReading('ketones are 4.2') === 4.2 */
export function ketoneReading(text: string): number | null {
  const match = KETONES.exec(text);
  if (match === null) return null;
  const after = text.slice((match.index ?? 0) + match[0].length);
  return NOT_A_READING.test(after) ? null : Number(match[1]);
}
