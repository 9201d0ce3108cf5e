import { type Refusal, UserFacingError } from '@/lib/errors/messages';
import * as z from '@/lib/schema';
import { type Id, idSchema } from '@/lib/storage/ids';
import { type FamilyRefusalKey, familyMessages, familyRefusal } from './texts';

/**
 * How a family member can be related to the account holder, in the form's order
 * (docs/family-members.md#the-details): 'partner' is a spouse or partner.
 */
export const RELATIONSHIPS = ['child', 'parent', 'partner', 'other'] as const;

/** The longest name kept, in characters, as the database keeps names (docs/family-members.md#the-details). */
const NAME_MAX_LENGTH = 100;
/** The earliest date of birth accepted, a 'yyyy-MM-dd' day. */
const EARLIEST_BIRTH_DAY = '1900-01-01';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month (1–12) and day of a 'yyyy-MM-dd' text that names a real calendar date, else null. */
function calendarDate(day: string): { year: number; month: number; date: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2018-02-30 over to March: a real date comes back as it went in.
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === date
    ? { year, month, date }
    : null;
}

const isCalendarDay = (day: string) => calendarDate(day) !== null;

/**
 * A stored family member (docs/family-members.md#in-local-mode), a record of `familyMembers`, and
 * shared mode's row of api.family_members: `date_of_birth` a clinic-calendar day 'yyyy-MM-dd',
 * instants ISO 8601.
 */
export const familyMemberSchema = z.looseObject({
  id: idSchema,
  /** The account holder's user id: who books, moves and cancels the member's visits. */
  account_id: idSchema,
  name: z.string().check(z.minLength(1)),
  date_of_birth: z.string().check(z.refine(isCalendarDay)),
  relationship: z.enum(RELATIONSHIPS),
  created_at: z.string(),
  /** Local mode: when a member whose past visits name them was removed; never listed again. */
  removed_at: z.optional(z.string()),
});
/** A family member of an account, with the details it keeps (docs/family-members.md#the-details). */
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** What the form sends, as typed: `dateOfBirth` as a date input gives it, 'yyyy-MM-dd' or ''. */
export interface FamilyMemberInput {
  name: string;
  dateOfBirth: string;
  relationship: string;
}

/** A form field of a family member. */
export type FamilyMemberField = keyof FamilyMemberInput;

/** The details as stored: the name trimmed, the day and the relationship checked. */
export type FamilyMemberDetails = Pick<FamilyMember, 'name' | 'date_of_birth' | 'relationship'>;

/** The first problem of each field that has one, as a refusal by code (`family.<key>`). */
export type FamilyMemberProblems = Partial<Record<FamilyMemberField, Refusal>>;

// The rules below name each problem by its key in familyMessages; zod's own words (a field that
// is not a text at all) are shown as they are.
const problemOf = ({ message }: { message: string }): Refusal =>
  Object.hasOwn(familyMessages, message) ? familyRefusal(message as FamilyRefusalKey) : { message };

/** A date of birth's rules, for a clinic whose today is `today` ('yyyy-MM-dd'). */
function dateOfBirthSchema(today: string) {
  const known = (check: (day: string) => boolean) => (day: string) =>
    !isCalendarDay(day) || check(day);
  return z.string().check(
    z.minLength(1, 'dateOfBirthRequired'),
    z.refine((day) => day === '' || isCalendarDay(day), 'dateOfBirthInvalid'),
    // 'yyyy-MM-dd' texts compare as the days they name.
    z.refine(
      known((day) => day <= today),
      'dateOfBirthInFuture',
    ),
    z.refine(
      known((day) => day >= EARLIEST_BIRTH_DAY),
      'dateOfBirthTooEarly',
    ),
  );
}

/** The form's rules, for a clinic whose today is `today` ('yyyy-MM-dd'). */
function inputSchema(today: string) {
  return z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(NAME_MAX_LENGTH, 'nameTooLong')),
    dateOfBirth: dateOfBirthSchema(today),
    relationship: z.enum(RELATIONSHIPS, 'relationshipRequired'),
  });
}

/**
 * The first problem of a date of birth as a date field gives it ('yyyy-MM-dd' or ''), by the
 * rules of a family member's (docs/family-members.md#the-details), as a refusal by code
 * (`family.<key>`, docs/languages.md#refusals-by-code), or null when it is right: the account
 * holder's own is checked the same way (docs/visit-types.md#age-limits).
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): Refusal | null {
  const issue = dateOfBirthSchema(today).safeParse(dateOfBirth).error?.issues[0];
  return issue ? problemOf(issue) : null;
}

/**
 * Checks a family member's details as typed (docs/family-members.md#the-details): a name (trimmed,
 * at most 100 characters), a real date of birth from 1900-01-01 to the clinic's `today`
 * ('yyyy-MM-dd', clinic time), and one of {@link RELATIONSHIPS}.
 * @returns the details to store, or the first problem of each field as a refusal by code
 *   (docs/languages.md#refusals-by-code), never both.
 */
export function checkFamilyMember(
  input: FamilyMemberInput,
  today: string,
):
  | { details: FamilyMemberDetails; problems: null }
  | { details: null; problems: FamilyMemberProblems } {
  const parsed = inputSchema(today).safeParse(input);
  if (parsed.success) {
    const { name, dateOfBirth, relationship } = parsed.data;
    return { details: { name, date_of_birth: dateOfBirth, relationship }, problems: null };
  }
  const problems: FamilyMemberProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FamilyMemberField;
    problems[field] ??= problemOf(issue);
  }
  return { details: null, problems };
}

/**
 * The details to store, as {@link checkFamilyMember} checks them.
 * @throws {UserFacingError} the first problem, in the form's order of fields.
 */
export function checkedDetails(input: FamilyMemberInput, today: string): FamilyMemberDetails {
  const { details, problems } = checkFamilyMember(input, today);
  if (details) return details;
  const first = Object.values(problems)[0] ?? familyRefusal('saveFailed');
  throw new UserFacingError(first);
}

/** The least of a stored appointment the family rules read: whom it is for, and when. */
interface Visit {
  /**
   * The family member the visit is for (the stored appointment's `familyMemberId`,
   * docs/family-members.md#in-local-mode); absent or null: the account holder.
   */
  familyMemberId?: unknown;
  status: string;
  /** Start, ISO 8601 instant. */
  date_time: string;
  /** Minutes. */
  duration: number;
}

const isFor = (memberId: Id) => (visit: Visit) =>
  visit.familyMemberId !== undefined &&
  visit.familyMemberId !== null &&
  String(visit.familyMemberId) === String(memberId);

/** Whether any visit, past, canceled or to come, is for the member: removing them then keeps the record (docs/family-members.md#removing-a-family-member). */
export function isNamedByAVisit(memberId: Id, visits: readonly Visit[]): boolean {
  return visits.some(isFor(memberId));
}

/**
 * Whether a scheduled visit for the member has not yet ended at `now`, which refuses removing
 * them (docs/family-members.md#removing-a-family-member).
 */
export function hasUpcomingVisit(memberId: Id, visits: readonly Visit[], now: Date): boolean {
  return visits
    .filter(isFor(memberId))
    .some(
      (visit) =>
        visit.status === 'scheduled' &&
        Date.parse(visit.date_time) + visit.duration * 60_000 > now.getTime(),
    );
}

/**
 * Full years from a date of birth to `day`, both 'yyyy-MM-dd' clinic days: 8 on the eighth
 * birthday, 7 the day before (docs/family-members.md#the-details); a visit type's age limits are
 * checked with it on the visit's clinic day (docs/visit-types.md#age-limits).
 */
export function ageOn(dateOfBirth: string, day: string): number {
  const born = calendarDate(dateOfBirth);
  const on = calendarDate(day);
  if (!born || !on) return 0;
  const hadBirthday = on.month > born.month || (on.month === born.month && on.date >= born.date);
  return Math.max(0, on.year - born.year - (hadBirthday ? 0 : 1));
}
