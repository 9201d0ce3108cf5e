import type { Appointment, Rescheduled } from '@/lib/appointments';
import {
  addClinicDays,
  clinic,
  clinicDayKey,
  clinicInstant,
  fromWallClock,
  hoursOn,
  isoWeekdayOf,
  wallClockOf,
  type WorkingHoursRow,
} from '@/lib/clinic';

/*
 * The front desk (docs/front-desk.md): what /schedule reads and does, as plain
 * data, and the pure rule that lays a day or a week out as a grid of half-hour cells.
 */

/**
 * Longest free texts, in characters, as the database caps them (clinic.text_limit): the forms
 * cap them too, so a paste is cut where the user sees it rather than refused by the server.
 */
export const TEXT_LIMITS = { name: 100, email: 254, reason: 500 } as const;

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

/** What the front desk shows for a range of days; appointments with `attendance` when marked. */
export interface DeskData {
  doctors: DeskDoctor[];
  hours: WorkingHoursRow[];
  appointments: Appointment[];
  timeOff: TimeOff[];
  closures: Closure[];
  /** Free 30-minute starts (`available_slots`): 'doctorId|epoch ms'. */
  free: ReadonlySet<string>;
}

/** A patient found by name or e-mail; `claimed` false for a record staff made (no password yet). */
export interface PatientMatch {
  id: number;
  name: string;
  email: string;
  claimed: boolean;
}

/** The patient of a staff booking: an existing account or record, or a new record. */
export type StaffBookingPatient = { id: number } | { name: string; email: string };

/** A one-time claim link's token (in clear, shown once) and when it expires (ISO instant, 7 days on). */
interface ClaimLink {
  token: string;
  expiresAt: string;
}

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
  /** Everything the grid needs for clinic days [from, to), `from` and `to` clinic midnights. */
  readDays(from: Date, to: Date): Promise<DeskData>;
  /** Accounts and records whose name starts with, or whose e-mail is, `query` (≥ 2 characters). */
  findPatients(query: string): Promise<PatientMatch[]>;
  /** Books for a patient who phoned, with the patients' rules. */
  book(input: {
    doctorId: number;
    start: Date;
    reason: string;
    patient: StaffBookingPatient;
  }): Promise<StaffBooked>;
  /**
   * A new one-time claim link for the password-less record `patientId`; the earlier link stops
   * working (docs/front-desk.md#patient-records-and-claim-links). Refused for a claimed account.
   */
  issueClaimLink(patientId: number): Promise<ClaimLink>;
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

/** What a cell of the front desk's grid holds. */
export type DeskCell =
  | { kind: 'appointments'; appointments: Appointment[]; timeOff: boolean }
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

/** One half-hour row: its clinic wall-clock start and a cell per column. */
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

/**
 * Lays `columns` out as half-hour rows (docs/front-desk.md): every minute that
 * is working time of some column or holds an appointment. A cell shows its appointments (any
 * status, scheduled first) even under time off or a closure, so nobody is forgotten; otherwise
 * the closure, the time off, a free slot, a working slot that has passed, or nothing (outside
 * the doctor's hours).
 * @param now the moment the free slots were read; an open slot at or before it is 'past'.
 */
export function buildDeskGrid(
  data: DeskData,
  columns: readonly DeskColumn[],
  now: Date,
): DeskRow[] {
  const minutes = new Set<number>();
  const byColumn = columns.map((column) => {
    const open = hoursOn(data.hours, column.doctorId, column.day);
    for (const range of open) {
      for (
        let minute = range.start;
        minute + clinic.slotMinutes <= range.end;
        minute += clinic.slotMinutes
      )
        minutes.add(minute);
    }
    const appointments = new Map<number, Appointment[]>();
    for (const appointment of data.appointments) {
      if (String(appointment.doctor_id) !== String(column.doctorId)) continue;
      const start = new Date(appointment.date_time);
      if (clinicDayKey(start) !== column.day) continue;
      const wall = wallClockOf(start);
      const minute = wall.hour * 60 + wall.minute;
      minutes.add(minute);
      appointments.set(minute, [...(appointments.get(minute) ?? []), appointment]);
    }
    const closure = data.closures.find(
      (c) => c.first_day <= column.day && column.day <= c.last_day,
    );
    return { column, open, appointments, closure };
  });

  return [...minutes]
    .sort((a, b) => a - b)
    .map((minute) => ({
      minute,
      label: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
      cells: byColumn.map(({ column, open, appointments, closure }): DeskCell => {
        const start = clinicInstant(column.day, minute);
        const end = start.getTime() + clinic.slotMinutes * 60_000;
        const timeOff = data.timeOff.find(
          (range) =>
            range.doctor_id === column.doctorId &&
            Date.parse(range.starts_at) < end &&
            Date.parse(range.ends_at) > start.getTime(),
        );
        const here = appointments.get(minute);
        if (here) {
          const sorted = [...here].sort(
            (a, b) => Number(b.status === 'scheduled') - Number(a.status === 'scheduled'),
          );
          return {
            kind: 'appointments',
            appointments: sorted,
            timeOff: Boolean(timeOff || closure),
          };
        }
        const working = open.some(
          (range) => minute >= range.start && minute + clinic.slotMinutes <= range.end,
        );
        if (!working) return { kind: 'outside' };
        if (closure) return { kind: 'closed', closure };
        if (timeOff) return { kind: 'time-off', timeOff };
        if (data.free.has(freeSlotKey(column.doctorId, start))) return { kind: 'free', start };
        return start.getTime() <= now.getTime() ? { kind: 'past' } : { kind: 'outside' };
      }),
    }));
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
