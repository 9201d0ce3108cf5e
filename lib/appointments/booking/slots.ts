import { normalizeEmail } from '@/lib/account';
import { type Appointment, isForFamilyMember, visitTypeIdOf } from '@/lib/appointments';
import { type Id } from '@/lib/storage/ids';
import {
  addClinicDays,
  type Clinic,
  clinic,
  fromWallClock,
  type VisitType,
  visitTypeById,
  type WallClock,
  wallClockOf,
  zoneOffsetMinutes,
} from '@/lib/clinic';
import { CLINIC_FILE_GRID, clinicFileGrid, rangesOnWall, type SlotGrid } from './slot-grid';

/**
 * The one rule for a free start (docs/visit-types.md#free-starts): whether a visit
 * of type T with doctor D may start at an instant. Local mode's picker, its 'first free' search
 * and its repository all ask it; shared mode's database applies the same rule in SQL. A start is
 * free when:
 *   1. it lies on the clinic's start grid (`gridMinutes` from the clinic's midnight);
 *   2. [start, start + length) lies inside one of D's opening ranges that day (the buffer may
 *      run past the range's end);
 *   3. it touches no closure: the clinic file's closure dates have no ranges (local mode has no
 *      time off: that is shared mode's);
 *   4. [start, start + length + T's buffer) overlaps no scheduled visit of D extended by that
 *      visit's own buffer, and [start, start + length) overlaps no scheduled visit of the person
 *      it is for (the account, matched by id or e-mail, and the same family member or none:
 *      docs/family-members.md#booking-for-a-family-member); a visit being moved holds no time
 *      for its own move, though its own start is not offered again;
 *   5. it is after now and at least T's notice after it, not on the clinic's today unless T may
 *      be booked the same day, and on or before today plus T's horizon (clinic days).
 * With the default clinic's one type (30 minutes, no buffer, no notice, same day, 90 days) on a
 * half-hour grid, this is exactly the original product's 30-minute slot rule.
 */

/** Why a start can or cannot be booked: 'bookable', or the first rule it breaks. */
export type SlotCheck =
  | 'bookable'
  | 'past'
  | 'closed'
  | 'too-soon'
  | 'same-day'
  | 'too-far'
  | 'doctor-busy'
  | 'patient-busy'
  | 'unchanged';

/**
 * The person a slot is checked for: the account, matched by id or by e-mail as the list matches
 * them, and which of its people (docs/family-members.md#booking-for-a-family-member).
 */
export interface SlotPatient {
  id: Id;
  email: string;
  /** The family member the visit is for; absent or null: the account holder ('Me'). */
  familyMemberId?: Id | null;
}

/** The appointment a reschedule moves (docs/product.md#rescheduling): its id and its start, ISO 8601. */
export interface MovingVisit {
  id: Id;
  date_time: string;
}

/** A visit that holds time: a stored appointment, or shared mode's busy row; only 'scheduled' holds. */
export interface HeldVisit {
  /** Start, ISO 8601 instant. */
  date_time: string;
  /** Length, minutes. */
  duration: number;
  status?: Appointment['status'];
  /** Its visit type (absent: 'consultation'), whose buffer it keeps free after it. */
  visitTypeId?: string | undefined;
  /** Whom it is for, besides its account: a family member's id, or absent for the holder. */
  familyMemberId?: unknown;
  /**
   * Shared mode's mark of a start the database does not list as free for this visit type and
   * person (docs/clinic-calendar.md#free-slots): it holds no time and refuses that start alone.
   */
  unavailableStart?: unknown;
}

/** How a clinic judges starts: the visit type asked for and the clinic's grid, zone and hours. */
export interface StartRule {
  /** Default: the clinic's first visit type (the default clinic's consultation). */
  type?: VisitType;
  /** The clinic's IANA zone; default the clinic's. */
  zone?: string;
  /** The hours starts are cut from; default the clinic file's. */
  grid?: SlotGrid;
  /** Minutes between starts from the clinic's midnight; default the clinic's `gridMinutes`. */
  gridMinutes?: number;
  /**
   * Minutes a held visit keeps free after it; default its visit type's buffer in this clinic
   * (0 for a type the clinic does not offer, as for shared mode's anonymous busy rows).
   */
  bufferOf?: (visit: HeldVisit) => number;
  /** The appointment being moved, or null (default): see {@link MovingVisit}. */
  moving?: MovingVisit | null;
}

/** Whether a stored appointment is the patient's: by patient_id or patient_email (docs/product.md#appointments-list). */
export function isPatientsAppointment(appointment: Appointment, patient: SlotPatient): boolean {
  return (
    String(appointment.patient_id) === String(patient.id) ||
    normalizeEmail(appointment.patient_email) === normalizeEmail(patient.email)
  );
}

/**
 * Whether a stored appointment is the person's own, whose time their visit may not overlap: the
 * account's (as {@link isPatientsAppointment}) and for the same family member, or for the holder
 * when `person` names none (docs/family-members.md#booking-for-a-family-member).
 */
export function isPersonsVisit(appointment: Appointment, person: SlotPatient): boolean {
  return (
    isPatientsAppointment(appointment, person) &&
    isForFamilyMember(appointment, person.familyMemberId)
  );
}

/** Whether `visit` is shared mode's mark of one start the database does not list as free. */
const isUnavailableStart = (visit: HeldVisit) => visit.unavailableStart === true;

/**
 * The starts (ms) shared mode's marks among `visits` refuse for a `typeId` visit of the person
 * with `familyMemberId` (null: the holder); marks of other types or people say nothing here.
 */
export function unavailableStarts(
  visits: Iterable<HeldVisit>,
  typeId: string,
  familyMemberId: unknown,
): Set<number> {
  const starts = new Set<number>();
  for (const visit of visits) {
    if (
      isUnavailableStart(visit) &&
      visitTypeIdOf(visit) === typeId &&
      isForFamilyMember(visit, familyMemberId)
    )
      starts.add(Date.parse(visit.date_time));
  }
  return starts;
}

/** `appointments` without the one being moved, which holds no time for its own move. */
export function withoutMoving<T extends { id?: unknown }>(
  appointments: readonly T[],
  moving: MovingVisit | null | undefined,
): readonly T[] {
  return moving
    ? appointments.filter((item) => String(item.id) !== String(moving.id))
    : appointments;
}

/** Whether `start` is the moving visit's own start, which a move does not offer again. */
export function isOwnStart(start: Date, moving: MovingVisit | null | undefined): boolean {
  return (
    moving !== null && moving !== undefined && Date.parse(moving.date_time) === start.getTime()
  );
}

/** The clinic's own buffer after a held visit: its type's, 0 for a type it does not offer. */
const clinicBufferOf = (visit: HeldVisit) =>
  visitTypeById(visitTypeIdOf(visit))?.bufferMinutes ?? 0;

/** The rule with every default filled in. */
function ruleOf(rule: StartRule): Required<StartRule> {
  return {
    type: rule.type ?? clinic.visitTypes[0]!,
    zone: rule.zone ?? clinic.timeZone,
    grid: rule.grid ?? CLINIC_FILE_GRID,
    gridMinutes: rule.gridMinutes ?? clinic.gridMinutes,
    bufferOf: rule.bufferOf ?? clinicBufferOf,
    moving: rule.moving ?? null,
  };
}

/**
 * The rule of the clinic `from` (one built from another clinic file, as tests build the example
 * clinic) for `type` (default its first): its zone, its file's hours, its grid and its visit
 * types' buffers.
 */
export function clinicStartRule(
  from: Clinic,
  type: VisitType = from.visitTypes[0]!,
): Required<StartRule> {
  return {
    type,
    zone: from.timeZone,
    grid: clinicFileGrid(from),
    gridMinutes: from.gridMinutes,
    bufferOf: (visit) => visitTypeById(visitTypeIdOf(visit), from)?.bufferMinutes ?? 0,
    moving: null,
  };
}

/** Clinic wall-clock ms: with a :45 offset (Nepal) the clinic's quarter hours are not UTC's. */
function clinicMs(instant: Date | number, zone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  return time + zoneOffsetMinutes(time, zone) * 60_000;
}

/**
 * Held time is indexed in 5-minute steps of the clinic's clock: every length, buffer and grid is
 * a multiple of 5, so a start's [start, end) is whole steps and a lookup per step is exact.
 */
const STEP_MS = 5 * 60_000;

/** Adds the clinic steps [start, start + minutes) of a visit overlaps (the original's may be misaligned). */
function holdSteps(held: Set<number>, startMs: number, minutes: number, zone: string) {
  const end = clinicMs(startMs + minutes * 60_000, zone);
  for (let step = Math.floor(clinicMs(startMs, zone) / STEP_MS); step * STEP_MS < end; step += 1)
    held.add(step);
}

/** Whether any clinic step of [start, start + minutes) is held. */
function isHeld(held: ReadonlySet<number>, start: Date, minutes: number, zone: string): boolean {
  if (held.size === 0) return false;
  const first = Math.floor(clinicMs(start, zone) / STEP_MS);
  for (let step = first; step < first + minutes / 5; step += 1) if (held.has(step)) return true;
  return false;
}

/**
 * The clinic steps `visits` hold: each scheduled one from its start for its length plus
 * `bufferOf` it (the doctor's side of rule 4), or for its length alone without `bufferOf` (the
 * person's side).
 */
export function heldSteps(
  visits: Iterable<HeldVisit>,
  zone: string,
  bufferOf?: (visit: HeldVisit) => number,
): Set<number> {
  const held = new Set<number>();
  for (const visit of visits) {
    if ((visit.status !== undefined && visit.status !== 'scheduled') || isUnavailableStart(visit))
      continue;
    const minutes = visit.duration + (bufferOf ? bufferOf(visit) : 0);
    holdSteps(held, Date.parse(visit.date_time), minutes, zone);
  }
  return held;
}

/** Whether the doctor's held steps leave room for a `type` visit and its buffer at `start` (rule 4). */
export function isDoctorFree(
  held: ReadonlySet<number>,
  start: Date,
  type: VisitType,
  zone: string,
): boolean {
  return !isHeld(held, start, type.durationMinutes + type.bufferMinutes, zone);
}

/** Whether the person's held steps leave room for a `type` visit at `start` (rule 4). */
export function isPersonFree(
  held: ReadonlySet<number>,
  start: Date,
  type: VisitType,
  zone: string,
): boolean {
  return !isHeld(held, start, type.durationMinutes, zone);
}

/**
 * Rule 5 for one `type` and one moment `now`: after now and its notice, same-day and horizon, in
 * clinic days of `zone`. The clinic's today is worked out once per `now`.
 */
export function createTimingCheck(
  type: VisitType,
  zone: string,
): (start: Date, now: Date) => 'past' | 'too-soon' | 'same-day' | 'too-far' | null {
  let nowMs = Number.NaN;
  let tomorrow = 0;
  let afterHorizon = 0;
  return (start, now) => {
    const at = start.getTime();
    if (at <= now.getTime()) return 'past';
    if (at < now.getTime() + type.noticeHours * 3_600_000) return 'too-soon';
    if (now.getTime() !== nowMs) {
      nowMs = now.getTime();
      tomorrow = addClinicDays(now, 1, zone).getTime();
      afterHorizon = addClinicDays(now, type.horizonDays + 1, zone).getTime();
    }
    if (!type.sameDay && at < tomorrow) return 'same-day';
    if (at >= afterHorizon) return 'too-far';
    return null;
  };
}

/**
 * Rules 1 to 3: whether a `rule.type` visit (default the clinic's first) starting at `start`
 * lies on the grid and inside `rule.grid`'s hours of the doctor (null: of the clinic), read in
 * `rule.zone`, on a day that is not a closure date (docs/visit-types.md#free-starts,
 * docs/configuration.md#the-clinic-file).
 */
export function isWithinClinicHours(
  start: Date,
  doctorId: Id | null = null,
  rule: StartRule = {},
): boolean {
  const { type, gridMinutes, zone, grid } = ruleOf(rule);
  if (start.getTime() % 60_000 !== 0) return false;
  const wall = wallClockOf(start, zone);
  const minute = wall.hour * 60 + wall.minute;
  return (
    minute % gridMinutes === 0 &&
    rangesOnWall(grid, wall, doctorId).some(
      (range) => minute >= range.open && minute + type.durationMinutes <= range.close,
    )
  );
}

/** The instant the clinic's clock reads `minute` after midnight of the day `wall` reads. */
function startAt(wall: WallClock, minute: number, zone: string): Date {
  const { year, month, day } = wall;
  // The cached offset places the wall-clock time; should it miss (a change that day), TZDate decides.
  const wallMs = Date.UTC(year, month - 1, day, 0, minute);
  const start = wallMs - zoneOffsetMinutes(wallMs, zone) * 60_000;
  if (clinicMs(start, zone) === wallMs) return new Date(start);
  return fromWallClock(
    { year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 },
    zone,
  );
}

/**
 * Rules 1 to 3 for a whole day: the grid starts of the clinic day `date` falls on at which a
 * `rule.type` visit (default the clinic's first) fits inside `rule.grid`'s hours of the doctor
 * (null: of the clinic), in order, in the clinic's time zone (`rule.zone`), so a daylight-saving
 * change never adds, drops or shifts one (docs/decisions/012-clinic-time.md); none on a closure
 * date.
 */
export function slotStartsOn(date: Date, doctorId: Id | null = null, rule: StartRule = {}): Date[] {
  const { type, gridMinutes, zone, grid } = ruleOf(rule);
  const wall = wallClockOf(date, zone);
  const starts: Date[] = [];
  for (const range of rangesOnWall(grid, wall, doctorId)) {
    const first = Math.ceil(range.open / gridMinutes) * gridMinutes;
    for (let minute = first; minute + type.durationMinutes <= range.close; minute += gridMinutes)
      starts.push(startAt(wall, minute, zone));
  }
  return starts;
}

/**
 * A start checker for one doctor (null: none chosen yet) and the person the visit is for, over
 * a list of appointments (docs/decisions/004-only-real-free-slots.md, docs/visit-types.md#free-starts),
 * for `rule.type` (default the clinic's first visit type) on `grid`'s hours: one pass to build,
 * then a few set lookups per check. With `rule.moving`, that visit holds no time and its own
 * start is 'unchanged'.
 * @returns the first rule a start breaks, or 'bookable'.
 */
export function createSlotChecker(
  appointments: readonly Appointment[],
  doctorId: Id | null,
  patient: SlotPatient,
  zone: string = clinic.timeZone,
  grid: SlotGrid = CLINIC_FILE_GRID,
  rule: StartRule = {},
): (start: Date, now: Date) => SlotCheck {
  const full = { ...ruleOf(rule), zone, grid };
  const scheduled = withoutMoving(appointments, full.moving).filter(
    (appointment) => appointment.status === 'scheduled',
  );
  const doctorsVisits =
    doctorId === null
      ? []
      : scheduled.filter((appointment) => String(appointment.doctor_id) === String(doctorId));
  const doctorHeld = heldSteps(doctorsVisits, zone, full.bufferOf);
  const blocked = unavailableStarts(doctorsVisits, full.type.id, patient.familyMemberId);
  const personHeld = heldSteps(
    scheduled.filter((appointment) => isPersonsVisit(appointment, patient)),
    zone,
  );
  const timing = createTimingCheck(full.type, zone);
  return (start, now) => {
    if (start.getTime() <= now.getTime()) return 'past';
    if (!isWithinClinicHours(start, doctorId, full)) return 'closed';
    const late = timing(start, now);
    if (late) return late;
    if (isOwnStart(start, full.moving)) return 'unchanged';
    if (blocked.has(start.getTime()) || !isDoctorFree(doctorHeld, start, full.type, zone))
      return 'doctor-busy';
    if (!isPersonFree(personHeld, start, full.type, zone)) return 'patient-busy';
    return 'bookable';
  };
}

/** Whether `start` is bookable with that doctor for that patient (docs/decisions/004-only-real-free-slots.md). */
export function isBookableSlot(
  slot: { start: Date; doctorId: Id; patient: SlotPatient },
  appointments: readonly Appointment[],
  now: Date,
  zone: string = clinic.timeZone,
): boolean {
  return (
    createSlotChecker(appointments, slot.doctorId, slot.patient, zone)(slot.start, now) ===
    'bookable'
  );
}

/**
 * The bookable starts of the clinic day `date` falls on, for a checker from createSlotChecker
 * made for `doctorId` (null: none chosen, the clinic's hours) and the same `rule`.
 */
export function bookableSlotsOn(
  date: Date,
  check: (start: Date, now: Date) => SlotCheck,
  now: Date,
  doctorId: Id | null = null,
  rule: StartRule = {},
): Date[] {
  return slotStartsOn(date, doctorId, rule).filter((start) => check(start, now) === 'bookable');
}

/** What {@link freeStarts} asks: one visit type, doctor and person on one clinic day. */
export interface FreeStartsQuery extends StartRule {
  /** The doctor (null: none chosen yet: the clinic's hours, no doctor's visits). */
  doctorId: Id | null;
  /** Any instant of the clinic day asked about. */
  day: Date;
  /** The moment of booking. */
  now: Date;
  /** Stored appointments: the doctor's and the person's scheduled ones hold time. */
  appointments: readonly Appointment[];
  /** The person the visit is for, whose own scheduled visits it may not overlap. */
  patient: SlotPatient;
}

/**
 * The free starts of a visit type on one clinic day, in order: rules 1 to 5 above
 * (docs/visit-types.md#free-starts). Pure: the clinic, its zone and hours come in `query` or
 * default to this build's.
 * @example freeStarts({ type: followUp, doctorId: 4, day, now, appointments, patient })
 */
export function freeStarts(query: FreeStartsQuery): Date[] {
  const rule = ruleOf(query);
  const check = createSlotChecker(
    query.appointments,
    query.doctorId,
    query.patient,
    rule.zone,
    rule.grid,
    rule,
  );
  return bookableSlotsOn(query.day, check, query.now, query.doctorId, rule);
}
