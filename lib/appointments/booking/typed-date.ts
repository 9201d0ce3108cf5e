import { isValid } from 'date-fns';
import { clinic, fromWallClock, startOfClinicDay, wallClockOf } from '@/lib/clinic';
import type { Refusal } from '@/lib/errors/messages';
import { timeTexts } from './texts';

/** The booking form's typed date, GOV.UK's date input (docs/product.md#booking), as typed. */
export interface TypedDateFields {
  day: string;
  month: string;
  year: string;
}

/** Which of the three fields an error is about ('all' when it is about the date as a whole). */
export type TypedDatePart = keyof TypedDateFields | 'all';

/**
 * What {@link readTypedDate} makes of the fields: an error is a refusal by code
 * (docs/languages.md#refusals-by-code), `refusals.typedDate…`.
 */
export type TypedDate =
  | { kind: 'empty' }
  | ({ kind: 'error'; part: TypedDatePart } & Refusal)
  /** `day`: the instant the clinic day begins (clinic midnight). */
  | { kind: 'day'; day: Date };

export const EMPTY_TYPED_DATE: TypedDateFields = { day: '', month: '', year: '' };

const PARTS = ['day', 'month', 'year'] as const;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A typed date's error with no values, by its key in `timeTexts` and the catalogs' `refusals`. */
function typedRefusal(key: 'typedYearDigits' | 'typedDateNotReal' | 'typedDatePast'): Refusal {
  return { code: `refusals.${key}`, message: timeTexts[key] };
}

/**
 * Reads the typed date as a clinic day from `today` to `lastDay` inclusive (any instants of
 * those days): 'empty', an 'error' in GOV.UK's wording with its field, or the day's start.
 */
export function readTypedDate(
  fields: TypedDateFields,
  { today, lastDay, zone = clinic.timeZone }: { today: Date; lastDay: Date; zone?: string },
): TypedDate {
  const trimmed = PARTS.map((part) => fields[part].trim());
  const missing = PARTS.filter((_, index) => trimmed[index] === '');
  if (missing.length === PARTS.length) return { kind: 'empty' };
  if (missing.length > 0) {
    return {
      kind: 'error',
      message: timeTexts.typedDateMissing(missing),
      code: 'refusals.typedDateMissing',
      // The catalogs' select: 'day', 'dayMonth', 'monthYear', …
      values: { missing: missing.map((part, index) => (index ? capitalize(part) : part)).join('') },
      part: missing.length === 1 ? (missing[0] as TypedDatePart) : 'all',
    };
  }
  const [day, month, year] = trimmed.map((text) => (/^\d+$/.test(text) ? Number(text) : NaN)) as [
    number,
    number,
    number,
  ];
  if (!/^\d{4}$/.test(trimmed[2] ?? '')) {
    return { kind: 'error', ...typedRefusal('typedYearDigits'), part: 'year' };
  }
  // A real date: the calendar has it (31 April and 29 February 2027 do not exist).
  const candidate = new Date(Date.UTC(year, month - 1, day));
  const real =
    isValid(candidate) &&
    candidate.getUTCFullYear() === year &&
    candidate.getUTCMonth() === month - 1 &&
    candidate.getUTCDate() === day;
  if (!real) {
    const part: TypedDatePart =
      !Number.isInteger(month) || month < 1 || month > 12
        ? 'month'
        : !Number.isInteger(day) || day < 1 || day > 31
          ? 'day'
          : 'all';
    return { kind: 'error', ...typedRefusal('typedDateNotReal'), part };
  }
  const start = fromWallClock({ year, month, day }, zone);
  if (start < startOfClinicDay(today, zone)) {
    return { kind: 'error', ...typedRefusal('typedDatePast'), part: 'all' };
  }
  if (start > startOfClinicDay(lastDay, zone)) {
    const first = wallClockOf(today, zone);
    const last = wallClockOf(lastDay, zone);
    return {
      kind: 'error',
      message: timeTexts.typedDateOutside(first, last),
      code: 'refusals.typedDateOutside',
      // Noon of those clinic days, which the catalogs write in the clinic's zone.
      values: {
        first: fromWallClock({ ...first, hour: 12 }, zone),
        last: fromWallClock({ ...last, hour: 12 }, zone),
      },
      part: 'all',
    };
  }
  return { kind: 'day', day: start };
}
