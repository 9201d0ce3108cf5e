import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Appointment, Doctor } from '@/lib/appointments/domain';
import { addClinicDays, CLINIC_TIME_ZONE } from './clinic-time';
import { coveredSlotKeys, slotKey, slotStartsOn } from './slots';
import { timeTexts } from './texts';

/**
 * The first free slots (docs/product.md#booking): once a doctor is chosen the picker opens on
 * the first day with a free slot, and 'Any doctor' offers the earliest free slots across all
 * doctors (optionally of one specialty). Free means bookable by the rules of
 * docs/decisions/004-only-real-free-slots.md, in clinic time (docs/product.md#clinic-time).
 */

/**
 * A booked time as the busy index needs it: the shape of shared mode's `GET /busy_slots`, which
 * a stored appointment also has. Entries with a `status` other than 'scheduled' are ignored.
 */
export interface BusySlot {
  doctor_id: Appointment['doctor_id'];
  /** Start, ISO 8601 instant. */
  date_time: string;
  /** Minutes. */
  duration: number;
  status?: Appointment['status'];
}

/** A free slot: its start instant and the doctor free then. */
interface FreeSlot {
  doctor: Doctor;
  /** Start instant; a plain `Date` on the clinic's half-hour grid. */
  start: Date;
}

/** What {@link findFirstFreeSlots} searches. */
export interface FirstFreeQuery {
  /** The doctors to consider, in the order ties are broken (e.g. the clinic's list of five). */
  doctors: readonly Doctor[];
  /** Every doctor's booked times (stored appointments or `busy_slots` rows); any order. */
  busy: readonly BusySlot[];
  /** The patient's own appointments: a slot overlapping a scheduled one is not offered. */
  patientAppointments: readonly Pick<BusySlot, 'date_time' | 'duration' | 'status'>[];
  /** Now: only slots starting strictly after it are free. */
  from: Date;
  /** How many clinic days after `from`'s day are searched too (default 90: the booking horizon). */
  days?: number;
  /** At most this many slots in `earliest` (default 10). */
  limit?: number;
  /** Only doctors of this specialty (case-insensitive), for 'Any doctor'; unset: all. */
  specialty?: string;
  /** IANA zone of the clinic's hours; default `NEXT_PUBLIC_CLINIC_TIMEZONE`. */
  zone?: string;
}

/** The answer of {@link findFirstFreeSlots}. */
export interface FirstFreeResult {
  /** Each considered doctor's first free slot, in `doctors` order; doctors with none are left out. */
  perDoctor: FreeSlot[];
  /**
   * The earliest free times across the considered doctors ('Any doctor'), soonest first, one
   * entry per start time: the first doctor in `doctors` order free then. At most `limit`.
   */
  earliest: FreeSlot[];
}

/** The booking horizon searched by default, days (the picker's last day). */
export const FIRST_FREE_DEFAULT_DAYS = 90;
const DEFAULT_LIMIT = 10;

/**
 * Finds the first free slots, per doctor and across doctors, from `from` up to the end of the
 * clinic day `days` days later.
 *
 * Cost: one pass over `busy` and `patientAppointments` to index the booked half hours by
 * doctor (hash sets of clinic half-hour keys, only inside the horizon), then constant time
 * per (slot, doctor) visited; the walk stops as soon as every doctor has a first slot and
 * `limit` times are found. So 10,000 stored appointments cost one O(n) pass, never
 * O(n · slots).
 * @returns `{ perDoctor, earliest }`; both empty when nothing is free (or no doctor matches).
 */
export function findFirstFreeSlots({
  doctors,
  busy,
  patientAppointments,
  from,
  days = FIRST_FREE_DEFAULT_DAYS,
  limit = DEFAULT_LIMIT,
  specialty,
  zone = CLINIC_TIME_ZONE,
}: FirstFreeQuery): FirstFreeResult {
  const wanted = specialty?.trim().toLowerCase();
  const considered = wanted
    ? doctors.filter((doctor) => doctor.specialty.toLowerCase() === wanted)
    : [...doctors];
  const firstDay = addClinicDays(from, 0, zone);
  const horizonEnd = addClinicDays(from, days + 1, zone).getTime();
  // Appointments wholly outside the horizon cannot block a slot in it; one that started up to
  // a day earlier (the original product's long ones) still may.
  const windowStart = firstDay.getTime() - 24 * 60 * 60_000;
  const inWindow = (entry: Pick<BusySlot, 'date_time' | 'status'>) => {
    if (entry.status !== undefined && entry.status !== 'scheduled') return false;
    const start = Date.parse(entry.date_time);
    return start >= windowStart && start < horizonEnd;
  };

  const doctorIndex = new Map<string, number>();
  considered.forEach((doctor, index) => doctorIndex.set(String(doctor.id), index));
  const doctorBusy = considered.map(() => new Set<number>());
  for (const entry of busy) {
    const index = doctorIndex.get(String(entry.doctor_id));
    if (index === undefined || !inWindow(entry)) continue;
    const set = doctorBusy[index] as Set<number>;
    for (const key of coveredSlotKeys(entry, zone)) set.add(key);
  }
  const patientBusy = new Set<number>();
  for (const entry of patientAppointments) {
    if (!inWindow(entry)) continue;
    for (const key of coveredSlotKeys(entry, zone)) patientBusy.add(key);
  }

  const perDoctor: (FreeSlot | undefined)[] = considered.map(() => undefined);
  let found = 0;
  const earliest: FreeSlot[] = [];
  const now = from.getTime();
  for (let offset = 0; offset <= days; offset += 1) {
    if (found === considered.length && earliest.length >= limit) break;
    for (const start of slotStartsOn(addClinicDays(from, offset, zone), zone)) {
      if (start.getTime() <= now) continue;
      const key = slotKey(start, zone);
      if (patientBusy.has(key)) continue;
      let firstHere = true;
      considered.forEach((doctor, index) => {
        if ((doctorBusy[index] as Set<number>).has(key)) return;
        if (perDoctor[index] === undefined) {
          perDoctor[index] = { doctor, start };
          found += 1;
        }
        if (firstHere && earliest.length < limit) earliest.push({ doctor, start });
        firstHere = false;
      });
      if (found === considered.length && earliest.length >= limit) break;
    }
  }
  return {
    perDoctor: perDoctor.filter((slot): slot is FreeSlot => slot !== undefined),
    earliest,
  };
}

/** A slot's clinic day and time as the picker's texts write it, e.g. 'Thursday 26 November, 09:00'. */
export function formatSlotDay(start: Date, zone: string = CLINIC_TIME_ZONE): string {
  return format(start, 'EEEE d MMMM, HH:mm', { in: tz(zone) });
}

/**
 * The picker's line about the first free slot (docs/product.md#booking), in clinic time:
 * 'First free: Thursday 26 November, 09:00', or 'No free time in the next 90 days.'.
 * @param start the first free slot's start, or null when there is none.
 * @param days the horizon searched, for the 'none' text.
 */
export function describeFirstFree(
  start: Date | null,
  {
    zone = CLINIC_TIME_ZONE,
    days = FIRST_FREE_DEFAULT_DAYS,
  }: { zone?: string; days?: number } = {},
): string {
  if (!start) return timeTexts.noFreeSlot(days);
  return timeTexts.firstFree(formatSlotDay(start, zone));
}

/** A clinic day as the time list's legend writes it, e.g. 'Thursday 26 November'. */
export function formatClinicDay(instant: Date, zone: string = CLINIC_TIME_ZONE): string {
  return format(instant, 'EEEE d MMMM', { in: tz(zone) });
}

/** A slot's start on the clinic's 24-hour clock, e.g. '09:30'. */
export function formatClinicClock(instant: Date, zone: string = CLINIC_TIME_ZONE): string {
  return format(instant, 'HH:mm', { in: tz(zone) });
}

/**
 * The slot to choose when the visitor picks another day (docs/product.md#booking): the same
 * time of day when it is free that day, else the day's first free time, else null.
 * @param daySlots the day's free slot starts, in order.
 * @param previous the slot chosen before, or null.
 */
export function slotOnNewDay(
  daySlots: readonly Date[],
  previous: Date | null,
  zone: string = CLINIC_TIME_ZONE,
): Date | null {
  const time = previous ? formatClinicClock(previous, zone) : null;
  return daySlots.find((slot) => formatClinicClock(slot, zone) === time) ?? daySlots[0] ?? null;
}
