import { clinic, type Doctor, addClinicDays, formatClinicClock, formatSlotDay } from '@/lib/clinic';
import type { Appointment } from '@/lib/appointments';
import {
  CLINIC_FILE_GRID,
  coveredSlotKeys,
  type OpeningRange,
  openingRangesOn,
  type SlotGrid,
  slotKey,
  slotStartsOn,
} from './slots';
import { timeTexts } from './texts';

/** A booked time, shaped as shared mode's `busy_slots` rows and stored appointments are; only 'scheduled' counts. */
export interface BusySlot {
  doctor_id: Appointment['doctor_id'];
  date_time: string;
  duration: number;
  status?: Appointment['status'];
}

interface FreeSlot {
  doctor: Doctor;
  start: Date;
}

/** What {@link findFirstFreeSlots} searches (docs/product.md#booking). */
export interface FirstFreeQuery {
  /** The doctors to consider, in tie-breaking order. */
  doctors: readonly Doctor[];
  busy: readonly BusySlot[];
  patientAppointments: readonly Pick<BusySlot, 'date_time' | 'duration' | 'status'>[];
  /** Only slots starting strictly after it are free. */
  from: Date;
  /** Clinic days searched after `from`'s (default 90). */
  days?: number;
  limit?: number;
  /** 'Any doctor's specialty filter, case-insensitive. */
  specialty?: string;
  zone?: string;
  /** The hours slots are cut from (default: the clinic file's; shared mode: the database's). */
  grid?: SlotGrid;
}

/** Each doctor's first free slot, and the earliest free times across doctors. */
export interface FirstFreeResult {
  /** In `doctors` order. */
  perDoctor: FreeSlot[];
  /** 'Any doctor': the earliest free times, one per start, at most `limit`. */
  earliest: FreeSlot[];
}

const DEFAULT_LIMIT = 10;

/**
 * The first free slots, per doctor and for 'Any doctor' (docs/product.md#booking). Booked half
 * hours are indexed once, so 10,000 appointments cost one O(n) pass, never O(n · slots).
 */
export function findFirstFreeSlots({
  doctors,
  busy,
  patientAppointments,
  from,
  days = clinic.horizonDays,
  limit = DEFAULT_LIMIT,
  specialty,
  zone = clinic.timeZone,
  grid = CLINIC_FILE_GRID,
}: FirstFreeQuery): FirstFreeResult {
  const wanted = specialty?.trim().toLowerCase();
  const considered = wanted
    ? doctors.filter((doctor) => doctor.specialty.toLowerCase() === wanted)
    : [...doctors];
  const firstDay = addClinicDays(from, 0, zone);
  const horizonEnd = addClinicDays(from, days + 1, zone).getTime();
  // An appointment that started up to a day earlier (the original's long ones) may still block a slot.
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
    const day = addClinicDays(from, offset, zone);
    // Each doctor's own hours that day (docs/configuration.md#the-clinic-file); doctors with the same
    // ranges share one set.
    const startsByRanges = new Map<readonly OpeningRange[], Set<number>>();
    const worksAt = considered.map((doctor) => {
      const ranges = openingRangesOn(day, zone, doctor.id, grid);
      let starts = startsByRanges.get(ranges);
      if (!starts) {
        starts = new Set(slotStartsOn(day, zone, doctor.id, grid).map((start) => start.getTime()));
        startsByRanges.set(ranges, starts);
      }
      return starts;
    });
    for (const start of slotStartsOn(day, zone, null, grid)) {
      if (start.getTime() <= now) continue;
      const key = slotKey(start, zone);
      if (patientBusy.has(key)) continue;
      let firstHere = true;
      considered.forEach((doctor, index) => {
        if (!(worksAt[index] as Set<number>).has(start.getTime())) return;
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

/** The picker's line about the first free slot, or none within the horizon (docs/product.md#booking). */
export function describeFirstFree(
  start: Date | null,
  { zone = clinic.timeZone, days = clinic.horizonDays }: { zone?: string; days?: number } = {},
): string {
  if (!start) return timeTexts.noFreeSlot(days);
  return timeTexts.firstFree(formatSlotDay(start, zone));
}

/**
 * The slot to choose on another day (docs/product.md#booking): the same time of day when free,
 * else the day's first free start (`daySlots` in order), else null.
 */
export function slotOnNewDay(
  daySlots: readonly Date[],
  previous: Date | null,
  zone: string = clinic.timeZone,
): Date | null {
  const time = previous ? formatClinicClock(previous, zone) : null;
  return daySlots.find((slot) => formatClinicClock(slot, zone) === time) ?? daySlots[0] ?? null;
}
