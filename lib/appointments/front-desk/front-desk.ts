import type { Appointment, IntakeAnswers, Rescheduled } from '@/lib/appointments';
import {
  addClinicDays,
  clinic,
  clinicDayKey,
  clinicInstant,
  fromWallClock,
  hoursOn,
  isoWeekdayOf,
  type VisitType,
  wallClockOf,
  type WorkingHoursRow,
} from '@/lib/clinic';
import { UserFacingError } from '@/lib/errors/messages';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n';

/*
 * The front desk (docs/front-desk.md): what /schedule reads and does, as plain
 * data, and the pure rule that lays a day or a week out as a grid of rows on the clinic's start
 * grid, each visit drawn as tall as it lasts.
 */

/**
 * Longest free texts, in characters, as the database caps them (clinic.text_limit): the forms
 * cap them too, so a paste is cut where the user sees it rather than refused by the server.
 */
export const TEXT_LIMITS = { name: 100, email: 254, reason: 500 } as const;

/**
 * The database refused a front-desk call (docs/front-desk.md#calendar-api): `message` is its own
 * English sentence, `code` its SQLSTATE ('23P01'), which names the refusal in another language.
 */
export class DeskRefusalError extends UserFacingError {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'DeskRefusalError';
  }
}

/** A doctor of the clinic as the data API lists it (`/doctors`). */
export interface DeskDoctor {
  id: number;
  name: string;
  specialty: string;
}

/** A doctor's time off (`/time_off`): [starts_at, ends_at), ISO instants. */
export interface TimeOff {
  id: number;
  doctor_id: number;
  starts_at: string;
  ends_at: string;
  reason: string | null;
}

/** A clinic closure (`/closures`): clinic days 'yyyy-MM-dd', both included. */
export interface Closure {
  id: number;
  first_day: string;
  last_day: string;
  name: string;
}

/**
 * What the desk shows of a visit beyond its appointment record
 * (docs/front-desk.md#visit-types-and-family-members): its type, the person it is for and their answers.
 */
interface DeskVisit {
  /** The visit type's id: 'consultation' for every visit stored before types. */
  typeId: string;
  /** The type's name as the clinic holds it ('New patient visit'). */
  typeName: string;
  /** The visit's length, minutes, as booked. */
  durationMinutes: number;
  /** The family member it is for, or null for the account holder's own visit ('Me'). */
  familyMemberId: number | null;
  /** That family member's name, or null for 'Me'. */
  familyMemberName: string | null;
  /** The answers to its type's intake questions; empty when there were none. */
  intakeAnswers: IntakeAnswers;
}

/** An appointment as the desk reads it: the record (`patient_name` is the account holder) and its visit. */
export type DeskAppointment = Appointment & { visit: DeskVisit };

/** What the front desk shows for a range of days; appointments with `attendance` when marked. */
export interface DeskData {
  doctors: DeskDoctor[];
  hours: WorkingHoursRow[];
  appointments: DeskAppointment[];
  timeOff: TimeOff[];
  closures: Closure[];
  /** The clinic's visit types as the database holds them, 'consultation' first. */
  visitTypes: VisitType[];
  /** The visit type the days were read for: `free` holds its free starts. */
  visitTypeId: string;
  /** Free starts of visit type `visitTypeId` (`available_slots`): 'doctorId|epoch ms'. */
  free: ReadonlySet<string>;
}

/** The visit type, the person and the intake answers of a staff booking (docs/front-desk.md). */
export interface StaffBookingVisit {
  /** Default 'consultation'. */
  visitTypeId?: string;
  /** A family member of the patient's account; absent or null: the account holder. */
  familyMemberId?: number | null;
  intakeAnswers?: IntakeAnswers;
}

/** A patient found by name or e-mail; `claimed` false for a record staff made (no password yet). */
export interface PatientMatch {
  id: number;
  name: string;
  email: string;
  claimed: boolean;
}

/** The patient of a staff booking: an existing account or record, or a new record. */
type StaffBookingPatient = { id: number } | { name: string; email: string };

/** A one-time claim link's token (in clear, shown once) and when it expires (ISO instant, 7 days on). */
interface ClaimLink {
  token: string;
  expiresAt: string;
}

/**
 * A new claim link for a record and the language the record keeps, which its e-mail goes out
 * in (docs/languages.md#the-accounts-language): issue_claim_link's `patient_language` (019).
 */
interface IssuedClaimLink extends ClaimLink {
  language: Locale;
}

/**
 * The language of the patient account a row names (docs/languages.md#the-accounts-language),
 * which the desk's e-mails to that patient go out in: `patient_language` of api.appointments or
 * of issue_claim_link's answer (migration 019); 'en' where the row says none (a doctor account
 * reads no patient's, a database before 019).
 */
export function patientLanguageOf(row: Readonly<Record<string, unknown>>): Locale {
  return isLocale(row.patient_language) ? row.patient_language : DEFAULT_LOCALE;
}

/**
 * A booking staff make (docs/front-desk.md#visit-types-and-family-members): a doctor's start
 * (an instant), the reason, the patient, and the visit's type, person and intake answers.
 */
export type StaffBookingInput = {
  doctorId: number;
  start: Date;
  reason: string;
  patient: StaffBookingPatient;
} & StaffBookingVisit;

/** A staff booking's result; `claim` is the new record's one-time link (7 days), else null. */
export interface StaffBooked {
  appointment: Appointment;
  patient: PatientMatch;
  claim: ClaimLink | null;
}

/** A change that may fall on bookings: what was added and the scheduled appointments in it. */
export interface WithAffected<T> {
  added: T;
  affected: Appointment[];
}

/** Attendance values (docs/front-desk.md#attendance). */
export const ATTENDANCE = ['arrived', 'completed', 'no_show'] as const;
/** 'arrived', 'completed' or 'no_show'. */
export type Attendance = (typeof ATTENDANCE)[number];

/** One row of the audit trail (docs/front-desk.md#the-audit-trail). */
export interface AuditEntry {
  id: number;
  /** ISO instant. */
  changed_at: string;
  account_id: number | null;
  actor_role: string;
  table_name: string;
  row_id: number;
  action: 'insert' | 'update' | 'delete';
  patient_id: number | null;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

/** Rows of the audit trail per page (docs/front-desk.md#the-audit-trail). */
export const AUDIT_PAGE_SIZE = 200;

/** What the audit trail is filtered by: one patient, and/or one clinic day 'yyyy-MM-dd'. */
export interface AuditFilter {
  patientId?: number;
  day?: string;
}

/**
 * Where a page of the trail starts: the rows just `older` than, or just `newer` than, the entry
 * `from` (by `changed_at`, then `id`), as keyset paging does.
 */
export interface AuditCursor {
  direction: 'older' | 'newer';
  from: Pick<AuditEntry, 'changed_at' | 'id'>;
}

/** One page of the trail, newest first, at most {@link AUDIT_PAGE_SIZE} rows. */
export interface AuditPage {
  entries: AuditEntry[];
  /** Whether rows older than the last entry match the filter. */
  hasOlder: boolean;
  /** Whether rows newer than the first entry match the filter. */
  hasNewer: boolean;
}

/**
 * The front desk's calls to the data API (docs/front-desk.md). Each throws
 * {UserFacingError} with the database's own sentence when it refuses (nothing changed), or when
 * the server cannot be reached; {SessionExpiredError} when the token expired.
 */
export interface FrontDesk {
  /**
   * Everything the grid needs for clinic days [from, to), `from` and `to` clinic midnights, with
   * the free starts of visit type `visitTypeId` (default 'consultation').
   */
  readDays(from: Date, to: Date, visitTypeId?: string): Promise<DeskData>;
  /** Accounts and records whose name starts with, or whose e-mail is, `query` (≥ 2 characters). */
  findPatients(query: string): Promise<PatientMatch[]>;
  /**
   * Books a visit of a type for a patient who phoned, or for a family member of their account,
   * with the patients' rules; the database checks the intake answers.
   */
  book(input: StaffBookingInput): Promise<StaffBooked>;
  /**
   * A new one-time claim link for the password-less record `patientId`; the earlier link stops
   * working (docs/front-desk.md#patient-records-and-claim-links). Refused for a claimed account.
   */
  issueClaimLink(patientId: number): Promise<IssuedClaimLink>;
  /** Cancels a scheduled appointment with a reason (required, ≤ 500 characters). */
  cancel(id: number, reason: string): Promise<Appointment>;
  /** Moves a scheduled appointment to `start`, same doctor; the old one canceled with `reason`. */
  reschedule(id: number, start: Date, reason: string): Promise<Rescheduled>;
  /** Cancels several with one reason; those no longer scheduled are skipped. */
  cancelMany(ids: number[], reason: string): Promise<Appointment[]>;
  addTimeOff(input: {
    doctorId: number;
    start: Date;
    end: Date;
    reason: string;
  }): Promise<WithAffected<TimeOff>>;
  removeTimeOff(id: number): Promise<void>;
  /** Closes the clinic `firstDay`–`lastDay` ('yyyy-MM-dd', clinic days, inclusive). */
  addClosure(input: {
    firstDay: string;
    lastDay: string;
    name: string;
  }): Promise<WithAffected<Closure>>;
  removeClosure(id: number): Promise<void>;
  markAttendance(id: number, attendance: Attendance): Promise<Appointment>;
  /**
   * One page of the trail, newest first (docs/front-desk.md#the-audit-trail): of one patient,
   * and/or of one clinic day; the newest page without `cursor`, else the page older or newer
   * than `cursor.from`.
   */
  auditTrail(filter: AuditFilter, cursor?: AuditCursor): Promise<AuditPage>;
}

/**
 * What a cell of the front desk's grid holds. Visits that overlap in time (a canceled one and its
 * replacement) share one cell, which spans `rows` rows from the first start to the last end;
 * the rows below it hold 'covered'.
 */
export type DeskCell =
  | { kind: 'appointments'; appointments: DeskAppointment[]; timeOff: boolean; rows: number }
  | { kind: 'covered' }
  | { kind: 'free'; start: Date }
  | { kind: 'time-off'; timeOff: TimeOff }
  | { kind: 'closed'; closure: Closure }
  | { kind: 'past' }
  | { kind: 'outside' };

/** A column of the grid: one doctor on one clinic day. */
export interface DeskColumn {
  /** 'yyyy-MM-dd', clinic day. */
  day: string;
  doctorId: number;
}

/** One row of the grid, a step of the clinic's start grid: its clinic wall-clock start and a cell per column. */
export interface DeskRow {
  /** Minutes after the clinic's midnight. */
  minute: number;
  /** 'HH:mm'. */
  label: string;
  cells: DeskCell[];
}

/** The free-slot key of {@link DeskData.free}. */
export function freeSlotKey(doctorId: number, start: Date | string): string {
  return `${doctorId}|${new Date(start).getTime()}`;
}

/** 'yyyy-MM-dd' of the clinic day `days` after `day`. */
export function shiftDay(day: string, days: number): string {
  return clinicDayKey(addClinicDays(clinicInstant(day, 12 * 60), days));
}

/** 'yyyy-MM-dd' of the Monday of `day`'s week. */
export function mondayOf(day: string): string {
  return shiftDay(day, 1 - isoWeekdayOf(day));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Minutes in a clinic day: a visit is drawn no further than its day's end. */
const DAY_MINUTES = 24 * 60;

/** A column's visits that overlap in time, drawn as one cell: [start, end) in minutes of the day. */
interface VisitBlock {
  start: number;
  end: number;
  appointments: DeskAppointment[];
}

/**
 * The visits of one column as blocks, in time order: visits whose [start, start + length)
 * overlap, directly or through another, share a block. Scheduled visits come first in a block.
 */
function visitBlocks(
  visits: readonly { start: number; end: number; appointment: DeskAppointment }[],
) {
  const blocks: VisitBlock[] = [];
  for (const visit of [...visits].sort((a, b) => a.start - b.start)) {
    const last = blocks.at(-1);
    if (last && visit.start < last.end) {
      last.end = Math.max(last.end, visit.end);
      last.appointments.push(visit.appointment);
    } else blocks.push({ start: visit.start, end: visit.end, appointments: [visit.appointment] });
  }
  for (const block of blocks)
    block.appointments.sort(
      (a, b) => Number(b.status === 'scheduled') - Number(a.status === 'scheduled'),
    );
  return blocks;
}

/**
 * Lays `columns` out as rows of the clinic's start grid (`clinic.gridMinutes`;
 * docs/front-desk.md#the-front-desk-page): every grid step that is working time of some column,
 * every start an appointment has, and every grid step a visit runs through, so each visit is
 * drawn as tall as it lasts (a 60-minute visit spans two rows of a half-hour grid). A visit's
 * cell shows it, and any visit overlapping it, even under time off or a closure, so nobody is
 * forgotten; otherwise the closure, the time off, a free start of the type read, a working step
 * that has passed, or nothing (outside the doctor's hours).
 * @param now the moment the free starts were read; an open step at or before it is 'past'.
 */
export function buildDeskGrid(
  data: DeskData,
  columns: readonly DeskColumn[],
  now: Date,
): DeskRow[] {
  const step = clinic.gridMinutes;
  const minutes = new Set<number>();
  const byColumn = columns.map((column) => {
    const open = hoursOn(data.hours, column.doctorId, column.day);
    for (const range of open) {
      for (let minute = range.start; minute + step <= range.end; minute += step)
        minutes.add(minute);
    }
    const visits = data.appointments.flatMap((appointment) => {
      if (String(appointment.doctor_id) !== String(column.doctorId)) return [];
      const at = new Date(appointment.date_time);
      if (clinicDayKey(at) !== column.day) return [];
      const wall = wallClockOf(at);
      const start = wall.hour * 60 + wall.minute;
      return [{ start, end: Math.min(start + appointment.duration, DAY_MINUTES), appointment }];
    });
    for (const { start, end } of visits) {
      minutes.add(start);
      for (let minute = (Math.floor(start / step) + 1) * step; minute < end; minute += step)
        minutes.add(minute);
    }
    const closure = data.closures.find(
      (c) => c.first_day <= column.day && column.day <= c.last_day,
    );
    return { column, open, blocks: visitBlocks(visits), closure };
  });

  const sorted = [...minutes].sort((a, b) => a - b);
  const timeOffOf = (doctorId: number, from: number, to: number) =>
    data.timeOff.find(
      (range) =>
        range.doctor_id === doctorId &&
        Date.parse(range.starts_at) < to &&
        Date.parse(range.ends_at) > from,
    );
  return sorted.map((minute) => ({
    minute,
    label: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
    cells: byColumn.map(({ column, open, blocks, closure }): DeskCell => {
      const start = clinicInstant(column.day, minute);
      const block = blocks.find((each) => each.start <= minute && minute < each.end);
      if (block) {
        if (block.start !== minute) return { kind: 'covered' };
        const end = start.getTime() + (block.end - block.start) * 60_000;
        return {
          kind: 'appointments',
          appointments: block.appointments,
          timeOff: Boolean(timeOffOf(column.doctorId, start.getTime(), end) || closure),
          rows: sorted.filter((each) => each >= block.start && each < block.end).length,
        };
      }
      const working = open.some((range) => minute >= range.start && minute + step <= range.end);
      if (!working) return { kind: 'outside' };
      if (closure) return { kind: 'closed', closure };
      const timeOff = timeOffOf(column.doctorId, start.getTime(), start.getTime() + step * 60_000);
      if (timeOff) return { kind: 'time-off', timeOff };
      if (data.free.has(freeSlotKey(column.doctorId, start))) return { kind: 'free', start };
      return start.getTime() <= now.getTime() ? { kind: 'past' } : { kind: 'outside' };
    }),
  }));
}

/** The person a visit is for, as the desk names them: the family member, else the account holder. */
export function personOf(appointment: DeskAppointment): string {
  return appointment.visit.familyMemberName ?? appointment.patient_name;
}

/** Whether attendance may be marked now: a scheduled appointment that has started (docs/front-desk.md#attendance). */
export function canMarkAttendance(appointment: Appointment, now: Date): boolean {
  return appointment.status === 'scheduled' && Date.parse(appointment.date_time) <= now.getTime();
}

/**
 * The instant a datetime-local value ('yyyy-MM-ddTHH:mm') names on the clinic's clock, or null
 * for anything else (an empty or partly typed field).
 */
export function fromClinicInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  return fromWallClock({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! });
}

/** Today's clinic day, 'yyyy-MM-dd'. */
export function clinicToday(now: Date = new Date()): string {
  return clinicDayKey(now);
}
