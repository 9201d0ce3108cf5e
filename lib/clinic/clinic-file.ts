import * as z from '@/lib/schema';
import {
  toVisitTypes,
  visitTypeLabel,
  visitTypesProblems,
  visitTypeSchema,
} from './visit-type-schema';
import { CONSULTATION, type VisitType } from './visit-types';
import { minutesOfDay, WEEKDAYS, type Weekday } from './weekdays';

/**
 * The clinic file (docs/configuration.md#the-clinic-file): the doctors, their specialties, the weekly
 * hours (the clinic's, and any doctor's own), the closure dates, the visit types and the start
 * grid, as JSON. `clinic.json` at the project root by default; the build setting `CLINIC_FILE`
 * names another. next.config.mjs validates it before the build starts, so a bad file stops the
 * build naming the field.
 */

/**
 * The start grid, minutes, of a clinic file that lists no `visitTypes`: the original product's
 * half hour, so a file written before visit types offers exactly what it did
 * (docs/configuration.md#the-clinic-file).
 */
const GRID_WITHOUT_VISIT_TYPES = 30;
/** The start grid, minutes, of a file that lists `visitTypes` but no `gridMinutes`. */
const DEFAULT_GRID_MINUTES = 15;
/** The grids a file may set: 5-minute steps that divide the hour, so every hour starts on the grid. */
const GRIDS = [5, 10, 15, 20, 30, 60] as const;

const TIME_EXPECTED = "must be a time from '00:00' to '24:00' (HH:mm)";
const TEXT_EXPECTED = 'must be 1 to 100 characters';

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const isTime = (value: string) => TIME_PATTERN.test(value);

/** The clinic's times, which must lie on its start grid of `grid` minutes. */
function timeOn(grid: number) {
  const onGrid =
    grid === GRID_WITHOUT_VISIT_TYPES
      ? 'must be on the hour or the half hour (the slot grid)'
      : `must be on the clinic's ${grid}-minute grid (gridMinutes)`;
  return z.string({ error: TIME_EXPECTED }).check(
    z.regex(TIME_PATTERN, TIME_EXPECTED),
    z.refine((value) => minutesOfDay(value) % grid === 0, onGrid),
  );
}

/** One opening range, clinic wall clock: visits start from `open` and end by `close`. */
function rangeSchema(grid: number) {
  const time = timeOn(grid);
  return z.strictObject({ open: time, close: time }, { error: unknownField }).check(
    z.refine(
      (range) =>
        !isTime(range.open) ||
        !isTime(range.close) ||
        minutesOfDay(range.close) > minutesOfDay(range.open),
      {
        error: 'must be after open',
        path: ['close'],
      },
    ),
  );
}

/** A day's ranges: several make breaks; none (or no key) is closed. */
function dayRangesSchema(grid: number) {
  return z.array(rangeSchema(grid), { error: 'must be a list of {open, close}' }).check(
    z.superRefine((ranges, context) => {
      ranges.forEach((range, index) => {
        const earlier = ranges.findIndex(
          (other, otherIndex) =>
            otherIndex < index &&
            minutesOfDay(other.open) < minutesOfDay(range.close) &&
            minutesOfDay(range.open) < minutesOfDay(other.close),
        );
        if (earlier >= 0) {
          context.addIssue({
            code: 'custom',
            message: `overlaps range [${earlier}] of the same day`,
            path: [index],
            input: range,
          });
        }
      });
    }),
  );
}

/** A week: weekday name → ranges; an unnamed day is closed, an unknown name an error. */
function weekSchema(grid: number) {
  const day = z.optional(dayRangesSchema(grid));
  return z.strictObject(
    Object.fromEntries(WEEKDAYS.map((name) => [name, day])) as Record<Weekday, typeof day>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'unknown weekday (use monday … sunday)'
          : 'must be an object of weekdays',
    },
  );
}

const text = z
  .string({ error: TEXT_EXPECTED })
  .check(z.trim(), z.minLength(1, TEXT_EXPECTED), z.maxLength(100, TEXT_EXPECTED));

function doctorSchema(grid: number) {
  return z.strictObject(
    {
      id: z
        .number({ error: 'must be a whole number from 1' })
        .check(
          z.int({ error: 'must be a whole number from 1' }),
          z.minimum(1, 'must be a whole number from 1'),
        ),
      name: text,
      specialty: text,
      /** This doctor's own week instead of the clinic's. */
      hours: z.optional(weekSchema(grid)),
    },
    { error: unknownField },
  );
}

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const closureSchema = z.strictObject(
  {
    date: z
      .string({ error: "must be a date 'yyyy-MM-dd'" })
      .check(z.refine(isCalendarDate, "must be a date 'yyyy-MM-dd'")),
    name: text,
  },
  { error: unknownField },
);

/**
 * A list's check that no item repeats an earlier one's id, naming each repeat with `message`
 * (given the earlier index and the id) at the item, or at `field` within it.
 */
function uniqueIds<T extends { id: unknown }>(
  message: (first: number, id: T['id']) => string,
  field: string[] = [],
) {
  return z.superRefine<T[]>((items, context) => {
    items.forEach((item, index) => {
      const first = items.findIndex((other) => other.id === item.id);
      if (first < index) {
        context.addIssue({
          code: 'custom',
          message: message(first, item.id),
          path: [index, ...field],
          input: item.id,
        });
      }
    });
  });
}

const GRID_EXPECTED = `must be one of ${GRIDS.join(', ')} (minutes that divide the hour)`;

/** The clinic file, its times checked against a start grid of `grid` minutes. */
function clinicFileSchema(grid: number) {
  return z.strictObject(
    {
      doctors: z.array(doctorSchema(grid), { error: 'must be a list of doctors' }).check(
        z.minLength(1, 'must list at least one doctor'),
        uniqueIds((first) => `duplicate of doctors[${first}].id`, ['id']),
      ),
      hours: weekSchema(grid),
      closures: z._default(z.array(closureSchema, { error: 'must be a list of closures' }), []),
      /** Minutes between the starts a visit may take (docs/visit-types.md#the-start-grid). */
      gridMinutes: z.optional(
        z
          .number({ error: GRID_EXPECTED })
          .check(z.refine((value) => (GRIDS as readonly number[]).includes(value), GRID_EXPECTED)),
      ),
      visitTypes: z.optional(
        z.array(visitTypeSchema, { error: 'must be a list of visit types' }).check(
          z.minLength(1, 'must list at least one visit type'),
          uniqueIds((first, id) => `id "${id}" is already visit type [${first}]`),
        ),
      ),
    },
    { error: unknownField },
  );
}

function unknownField(issue: { code?: string }): string {
  return issue.code === 'unrecognized_keys' ? 'unknown field' : 'must be an object';
}

/**
 * The start grid a file's times are checked against: its own `gridMinutes` when valid (a bad
 * one is named by the schema), else 15 minutes with `visitTypes`, 30 without.
 */
function gridOf(raw: unknown): number {
  const file = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const { gridMinutes } = file;
  if (typeof gridMinutes === 'number' && (GRIDS as readonly number[]).includes(gridMinutes))
    return gridMinutes;
  return 'visitTypes' in file ? DEFAULT_GRID_MINUTES : GRID_WITHOUT_VISIT_TYPES;
}

/**
 * A parsed clinic file; a weekday left out is closed. `gridMinutes` and `visitTypes` are
 * always set: a file without them offers the one 30-minute consultation on the half hour.
 */
export type ClinicFile = Omit<
  z.output<ReturnType<typeof clinicFileSchema>>,
  'gridMinutes' | 'visitTypes'
> & {
  /** Minutes between the starts visits may take: 5, 10, 15, 20, 30 or 60. */
  gridMinutes: number;
  /** At least one, in the file's order. */
  visitTypes: VisitType[];
};

/** The clinic file's problems, one line per bad field: 'doctors[2].hours.monday[0].close: must be after open'. */
export class InvalidClinicFileError extends Error {
  readonly problems: readonly string[];
  constructor(source: string, problems: readonly string[]) {
    super(`Invalid clinic file ${source}:\n  ${problems.join('\n  ')}`);
    this.name = 'InvalidClinicFileError';
    this.problems = problems;
  }
}

/** 'doctors[2].hours.monday[0].close' from zod's path. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/**
 * One problem as the error names it: 'doctors[2].hours.monday[0].close: must be after open';
 * inside a visit type, by its id and in words: 'visit type "follow-up": length 17 is not a
 * multiple of 5', 'visit type "skin-check": unknown field "colour"'.
 */
function problemOf(path: readonly PropertyKey[], message: string, raw: unknown, key?: string) {
  const visitType = visitTypeLabel(path, raw);
  if (visitType) return `${visitType}: ${key === undefined ? message : `${message} "${key}"`}`;
  const at = fieldPath(key === undefined ? path : [...path, key]);
  return `${at || '(the file)'}: ${message}`;
}

/**
 * Validates a clinic file's parsed JSON (docs/configuration.md#the-clinic-file).
 * @param source where it came from, for the message ('clinic.json').
 * @returns the file with `gridMinutes` and `visitTypes` filled in (30 and the consultation for a
 *   file that lists no visit types; 15 for one that lists them but sets no grid).
 * @throws {InvalidClinicFileError} naming every bad field: hours outside 00:00–24:00 or off the
 *   start grid, a close not after its open, overlapping ranges, an unknown weekday, a duplicate
 *   doctor id, a bad closure date, a missing or unknown field, a grid that does not divide the
 *   hour, and any visit type's problem (docs/visit-types.md#checked-at-build): a length or buffer
 *   off the 5-minute steps or out of range, a doctor or specialty the file does not have, bad
 *   ages or intake questions, a repeated id.
 */
export function parseClinicFile(raw: unknown, source = 'clinic.json'): ClinicFile {
  const grid = gridOf(raw);
  const result = clinicFileSchema(grid).safeParse(raw);
  const problems = result.success
    ? []
    : result.error.issues.flatMap((issue) =>
        (issue.code === 'unrecognized_keys' ? issue.keys : [undefined]).map((key) =>
          problemOf(issue.path, issue.message, raw, key),
        ),
      );
  const visitTypes =
    result.success && result.data.visitTypes
      ? toVisitTypes(result.data.visitTypes)
      : [CONSULTATION];
  if (result.success) {
    for (const { index, message } of visitTypesProblems(visitTypes, result.data.doctors))
      problems.push(problemOf(['visitTypes', index], message, raw));
  }
  if (!result.success || problems.length > 0) throw new InvalidClinicFileError(source, problems);
  return { ...result.data, gridMinutes: grid, visitTypes };
}
