import * as z from '@/lib/schema';

/**
 * The clinic file (docs/configuration.md#the-clinic-file): the doctors, their specialties, the weekly
 * hours (the clinic's, and any doctor's own) and the closure dates, as JSON. `clinic.json` at the
 * project root by default; the build setting `CLINIC_FILE` names another. next.config.mjs
 * validates it before the build starts, so a bad file stops the build naming the field.
 */

/** Weekday names, Sunday first, as `Date#getDay` and ISO 8601 (7 = Sunday) number them. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
/** A weekday's name. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes after midnight of an 'HH:mm' wall-clock time ('24:00' is 1440). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The slot grid, minutes: every time in the file falls on it, and it is the slot length the
 * clinic offers (`clinic.slotMinutes`, docs/product.md#booking). Its one home.
 */
export const SLOT_GRID_MINUTES = 30;

const TIME_EXPECTED = "must be a time from '00:00' to '24:00' (HH:mm)";
const GRID_EXPECTED = 'must be on the hour or the half hour (the slot grid)';
const TEXT_EXPECTED = 'must be 1 to 100 characters';

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const isTime = (value: string) => TIME_PATTERN.test(value);

const time = z.string({ error: TIME_EXPECTED }).check(
  z.regex(TIME_PATTERN, TIME_EXPECTED),
  z.refine((value) => minutesOfDay(value) % SLOT_GRID_MINUTES === 0, GRID_EXPECTED),
);

/** One opening range, clinic wall clock: slots start from `open` to `close` minus a slot. */
const rangeSchema = z.strictObject({ open: time, close: time }, { error: unknownField }).check(
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

/** A day's ranges: several make breaks; none (or no key) is closed. */
const dayRangesSchema = z.array(rangeSchema, { error: 'must be a list of {open, close}' }).check(
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

/** A week: weekday name → ranges; an unnamed day is closed, an unknown name an error. */
const weekSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.optional(dayRangesSchema)])) as Record<
    Weekday,
    z.ZodMiniOptional<typeof dayRangesSchema>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'unknown weekday (use monday … sunday)'
        : 'must be an object of weekdays',
  },
);

const text = z
  .string({ error: TEXT_EXPECTED })
  .check(z.trim(), z.minLength(1, TEXT_EXPECTED), z.maxLength(100, TEXT_EXPECTED));

const doctorSchema = z.strictObject(
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
    hours: z.optional(weekSchema),
  },
  { error: unknownField },
);

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

const clinicFileSchema = z.strictObject(
  {
    doctors: z.array(doctorSchema, { error: 'must be a list of doctors' }).check(
      z.minLength(1, 'must list at least one doctor'),
      z.superRefine((doctors, context) => {
        doctors.forEach((doctor, index) => {
          const first = doctors.findIndex((other) => other.id === doctor.id);
          if (first < index) {
            context.addIssue({
              code: 'custom',
              message: `duplicate of doctors[${first}].id`,
              path: [index, 'id'],
              input: doctor.id,
            });
          }
        });
      }),
    ),
    hours: weekSchema,
    closures: z._default(z.array(closureSchema, { error: 'must be a list of closures' }), []),
  },
  { error: unknownField },
);

function unknownField(issue: { code?: string }): string {
  return issue.code === 'unrecognized_keys' ? 'unknown field' : 'must be an object';
}

/** A parsed clinic file; a weekday left out is closed. */
export type ClinicFile = z.output<typeof clinicFileSchema>;

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
 * Validates a clinic file's parsed JSON (docs/configuration.md#the-clinic-file).
 * @param source where it came from, for the message ('clinic.json').
 * @throws {InvalidClinicFileError} naming every bad field: hours outside 00:00–24:00 or off the
 *   half hour, a close not after its open, overlapping ranges, an unknown weekday, a duplicate
 *   doctor id, a bad closure date, a missing or unknown field.
 */
export function parseClinicFile(raw: unknown, source = 'clinic.json'): ClinicFile {
  const result = clinicFileSchema.safeParse(raw);
  if (!result.success) {
    throw new InvalidClinicFileError(
      source,
      result.error.issues.flatMap((issue) => {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
        return keys.map((key) => {
          const at = fieldPath(key === undefined ? issue.path : [...issue.path, key]);
          return `${at || '(the file)'}: ${issue.message}`;
        });
      }),
    );
  }
  return result.data;
}
