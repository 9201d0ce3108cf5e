import type { IntakeAnswers } from '@/lib/appointments';
import { DEFAULT_VISIT_TYPE_ID, readVisitTypes, type VisitType } from '@/lib/clinic';
import { type ApiError, type DataApi, failure } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import * as z from '@/lib/schema';
import type { Refusal } from '@/lib/errors/messages';
import { waitlistRefusals, waitlistTexts } from './texts';

/**
 * One waitlist entry as api.waitlist_entries gives it (docs/waitlist.md): days
 * are clinic-time 'yyyy-MM-dd', times 'HH:mm:ss' clinic time, instants ISO 8601.
 */
const waitlistEntrySchema = z.looseObject({
  id: z.number(),
  patient_id: z.number(),
  patient_name: z.nullable(z.string()),
  doctor_id: z.nullable(z.number()),
  doctor_name: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  any_doctor: z.boolean(),
  first_day: z.string(),
  last_day: z.string(),
  weekdays: z.nullable(z.array(z.number())),
  time_from: z.nullable(z.string()),
  time_to: z.nullable(z.string()),
  expires_at: z.string(),
  reason: z.string(),
  appointment_id: z.nullable(z.number()),
  status: z.enum(['waiting', 'booked', 'left']),
  created_at: z.string(),
  /** The visit type an offer books (migration 016); absent before it: 'consultation'. */
  visit_type_id: z.optional(z.string()),
  visit_type_name: z.optional(z.nullable(z.string())),
  /** The family member it is for; null or absent: the account holder ('Me'). */
  family_member_id: z.optional(z.nullable(z.number())),
  family_member_name: z.optional(z.nullable(z.string())),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/**
 * What a patient asks for (docs/waitlist.md): a doctor or any doctor of a
 * specialty, clinic-time days `firstDay`–`lastDay` ('yyyy-MM-dd'), optional ISO weekdays
 * (1 = Monday) and an 'HH:mm' window, and the later appointment an offer would replace; the
 * visit type an offer books (default 'consultation'), the family member it is for (default
 * none: the account holder) and the answers to the type's intake questions, which the booking
 * from an offer will carry (docs/waitlist.md#visit-types-and-family-members).
 */
export interface WaitlistRequest {
  visitTypeId?: string;
  familyMemberId?: number | null;
  intakeAnswers?: IntakeAnswers;
  doctorId: number | null;
  specialty: string | null;
  firstDay: string;
  lastDay: string;
  weekdays: number[] | null;
  timeFrom: string | null;
  timeTo: string | null;
  reason: string;
  appointmentId: number | null;
}

/** What an offer link shows (api.waitlist_offer); status as in docs/waitlist.md. */
const slotOfferSchema = z.looseObject({
  status: z.enum(['open', 'booked', 'taken', 'ended', 'past', 'left']),
  patient_name: z.nullable(z.string()),
  doctor_id: z.number(),
  doctor_name: z.string(),
  specialty: z.string(),
  date_time: z.string(),
  formatted_date: z.string(),
  hold_until: z.string(),
  /** The later appointment booking it moves; its start from migration 020 on, absent before. */
  later: z.nullable(
    z.object({ id: z.number(), formatted_date: z.string(), date_time: z.optional(z.string()) }),
  ),
  appointment_id: z.nullable(z.number()),
  /** The visit type the offer books and its length, minutes (migration 016; absent before it). */
  visit_type_id: z.optional(z.string()),
  visit_type_name: z.optional(z.nullable(z.string())),
  duration: z.optional(z.nullable(z.number())),
  /** The family member it is for; null or absent: the account holder. */
  family_member_name: z.optional(z.nullable(z.string())),
});
export type SlotOffer = z.infer<typeof slotOfferSchema>;

/** One reminder that did not reach its patient (api.failed_deliveries), for staff. */
const failedDeliverySchema = z.looseObject({
  appointment_id: z.number(),
  offset_minutes: z.number(),
  due_at: z.string(),
  status: z.enum(['failed', 'uncertain', 'skipped']),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  doctor_id: z.number(),
  doctor_name: z.string(),
  patient_name: z.string(),
  formatted_date: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

/** The waitlist and delivery records of shared mode (docs/waitlist.md). */
export interface WaitlistRepository {
  /**
   * The caller's entries (a patient: their own; staff: all, or those one doctor may fill: the
   * doctor's own and any-doctor entries of the specialty), newest first.
   */
  entries(options?: { doctor?: { id: number; specialty: string } }): Promise<WaitlistEntry[]>;
  /** @throws {UserFacingError} the database's own refusal (already waiting, dates in the past…). */
  join(request: WaitlistRequest): Promise<WaitlistEntry>;
  /** @throws {UserFacingError} not the caller's waiting entry. */
  leave(entryId: number): Promise<WaitlistEntry>;
  /** Reads an offer by its link's token; changes nothing. @throws {UserFacingError} unknown token. */
  offer(token: string): Promise<SlotOffer>;
  /**
   * Books the offered slot (moving a later appointment; docs/product.md#rescheduling).
   * @returns the new appointment's id and the moved one's, if any.
   * @throws {UserFacingError} taken, ended, or no connection.
   */
  acceptOffer(token: string): Promise<{ appointmentId: number; rescheduledFrom: number | null }>;
  /** Staff: reminders not delivered after their last try, most recent first. */
  failedDeliveries(): Promise<FailedDelivery[]>;
  /** The clinic's visit types as the database holds them ('consultation' first). */
  visitTypes(): Promise<VisitType[]>;
}

/** The database's refusals whose own message is the visitor's text. */
const SAID_BY_THE_DATABASE = ['22023', '23505', '23503', '23514', '23P01', '55006', '42501'];

function refusal(status: number, error: ApiError): Error {
  if (SAID_BY_THE_DATABASE.includes(error.code)) return new UserFacingError(error.message);
  return failure(status, error, {});
}

/** Shared mode's waitlist repository over PostgREST; `client` carries the session's token. */
export function createSharedWaitlistRepository(client: DataApi): WaitlistRepository {
  return {
    entries: async ({ doctor } = {}) => {
      let query = (await client())
        .from('waitlist_entries')
        .select('*')
        .order('created_at', { ascending: false })
        .limit(500);
      if (doctor) {
        query = query.or(
          `doctor_id.eq.${doctor.id},and(any_doctor.is.true,specialty.eq."${doctor.specialty.replace(/"/g, '')}")`,
        );
      }
      const { data, error, status } = await query;
      if (error) throw refusal(status, error);
      return z.array(waitlistEntrySchema).parse(data);
    },
    join: async (request) => {
      const { data, error, status } = await (
        await client()
      ).rpc('join_waitlist', {
        doctor_id: request.doctorId,
        specialty: request.specialty,
        first_day: request.firstDay,
        last_day: request.lastDay,
        weekdays: request.weekdays,
        time_from: request.timeFrom,
        time_to: request.timeTo,
        reason: request.reason.trim() || null,
        appointment_id: request.appointmentId,
        // Left out at their defaults, so the default clinic's request is as it always was.
        ...(request.visitTypeId && request.visitTypeId !== DEFAULT_VISIT_TYPE_ID
          ? { visit_type_id: request.visitTypeId }
          : {}),
        ...(request.familyMemberId ? { family_member_id: request.familyMemberId } : {}),
        ...(request.intakeAnswers && Object.keys(request.intakeAnswers).length
          ? { intake_answers: request.intakeAnswers }
          : {}),
      });
      if (error) throw refusal(status, error);
      return waitlistEntrySchema.parse(data);
    },
    leave: async (entryId) => {
      const { data, error, status } = await (
        await client()
      ).rpc('leave_waitlist', { entry_id: entryId });
      if (error) throw refusal(status, error);
      return waitlistEntrySchema.parse(data);
    },
    offer: async (token) => {
      const { data, error, status } = await (
        await client()
      ).rpc('waitlist_offer', { token }, { get: true });
      if (error) throw refusal(status, error);
      return slotOfferSchema.parse(data);
    },
    acceptOffer: async (token) => {
      const { data, error, status } = await (
        await client()
      ).rpc('accept_waitlist_offer', { token });
      if (error) throw refusal(status, error);
      const result = data as { appointment: { id: number }; rescheduled_from: number | null };
      return { appointmentId: result.appointment.id, rescheduledFrom: result.rescheduled_from };
    },
    failedDeliveries: async () => {
      const { data, error, status } = await (
        await client()
      )
        .from('failed_deliveries')
        .select('*')
        .order('due_at', { ascending: false })
        .limit(200);
      if (error) throw refusal(status, error);
      return z.array(failedDeliverySchema).parse(data);
    },
    visitTypes: () => readVisitTypes(client),
  };
}

/** The shortest time-of-day window the database takes, minutes, however short the visit (migration 011). */
const SHORTEST_WINDOW_MINUTES = 30;

/**
 * Checks a request before it is sent, with the same words as the database
 * (docs/waitlist.md). `today`: the clinic's day, 'yyyy-MM-dd'; `visitMinutes`: the length of the
 * visit type asked for, which the time-of-day window must hold (and at least 30 minutes).
 * @returns the first problem as a refusal by code, `waitlist.<key>` with its English words
 *   (docs/languages.md#refusals-by-code), or null when the request may be sent.
 */
export function checkWaitlistRequest(
  request: WaitlistRequest,
  today: string,
  visitMinutes: number,
): Refusal | null {
  if ((request.doctorId === null) === (request.specialty === null))
    return waitlistRefusals.chooseDoctor;
  if (!request.firstDay || !request.lastDay) return waitlistRefusals.chooseDays;
  if (request.lastDay < request.firstDay) return waitlistRefusals.lastBeforeFirst;
  if (request.lastDay < today) return waitlistRefusals.daysInPast;
  if (request.weekdays !== null && request.weekdays.length === 0) return waitlistRefusals.noWeekday;
  if ((request.timeFrom === null) !== (request.timeTo === null)) return waitlistRefusals.bothTimes;
  if (request.timeFrom !== null && request.timeTo !== null) {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const shortest = Math.max(visitMinutes, SHORTEST_WINDOW_MINUTES);
    if (minutes(request.timeTo) - minutes(request.timeFrom) < shortest)
      return waitlistRefusals.emptyWindow(shortest);
  }
  if (request.appointmentId === null && !request.reason.trim())
    return waitlistRefusals.reasonRequired;
  return null;
}

/**
 * The name of the visit type an entry asks for: the view's, else the type's in `types`, else its
 * id; 'consultation' for an entry made before types.
 */
export function visitTypeNameOf(entry: WaitlistEntry, types: readonly VisitType[]): string {
  const id = entry.visit_type_id ?? DEFAULT_VISIT_TYPE_ID;
  return entry.visit_type_name ?? types.find((type) => type.id === id)?.name ?? id;
}

/** The words of an entry's days and times in one language; `weekday` is ISO (1 = Monday). */
export interface WindowWords {
  days: (first: string, last: string) => string;
  weekday: (day: number) => string;
  anyDay: string;
  between: (from: string, to: string) => string;
  anyTime: string;
}

/** {@link WindowWords} in English, as the front desk's waitlist panel writes an entry. */
const ENGLISH_WINDOW_WORDS: WindowWords = {
  days: waitlistTexts.entryDays,
  weekday: (day) => waitlistTexts.weekdayNames[day - 1] ?? String(day),
  anyDay: waitlistTexts.anyDay,
  between: waitlistTexts.entryWindow,
  anyTime: waitlistTexts.anyTime,
};

/**
 * An entry's days and times in words, e.g. '2026-11-26 to 2026-12-10, Monday, Wednesday,
 * between 09:00 and 12:00' (clinic days 'yyyy-MM-dd' and clinic time 'HH:mm'), in English
 * unless `words` gives another language's (the patient's section: the catalogs' `waitlist`).
 */
export function describeWindow(
  entry: WaitlistEntry,
  words: WindowWords = ENGLISH_WINDOW_WORDS,
): string {
  const clock = (time: string) => time.slice(0, 5);
  const days = entry.weekdays ? entry.weekdays.map(words.weekday).join(', ') : words.anyDay;
  const times =
    entry.time_from && entry.time_to
      ? words.between(clock(entry.time_from), clock(entry.time_to))
      : words.anyTime;
  return `${words.days(entry.first_day, entry.last_day)}, ${days}, ${times}`;
}
