import {
  clinic,
  type Doctor,
  addClinicDays,
  formatClinicClock,
  offersVisitType,
} from '@/lib/clinic';
import type { Appointment } from '@/lib/appointments';
import { CLINIC_FILE_GRID, type OpeningRange, openingRangesOn, type SlotGrid } from './slot-grid';
import {
  createTimingCheck,
  type HeldVisit,
  heldSteps,
  isDoctorFree,
  isOwnStart,
  isPersonFree,
  slotStartsOn,
  type StartRule,
  unavailableStarts,
  withoutMoving,
} from './slots';

/** A booked time, shaped as shared mode's `busy_slots` rows and stored appointments are; only 'scheduled' counts. */
export interface BusySlot extends HeldVisit {
  doctor_id: Appointment['doctor_id'];
  id?: unknown;
}

interface FreeSlot {
  doctor: Doctor;
  start: Date;
}

/** What {@link findFirstFreeSlots} searches (docs/product.md#booking), for `type` (default the clinic's first). */
export interface FirstFreeQuery extends Omit<StartRule, 'zone' | 'grid'> {
  /** The doctors to consider, in tie-breaking order; those not offering the type are left out. */
  doctors: readonly Doctor[];
  busy: readonly BusySlot[];
  /** The scheduled visits of the person the visit is for (docs/family-members.md#booking-for-a-family-member). */
  patientAppointments: readonly Pick<BusySlot, 'id' | 'date_time' | 'duration' | 'status'>[];
  /** That person's family member id; absent or null: the account holder (shared mode's marks are per person). */
  familyMemberId?: Appointment['familyMemberId'] | null;
  /** Only slots starting strictly after it are free; the moment the type's notice counts from. */
  from: Date;
  /** Clinic days searched after `from`'s (default 90; the type's horizon ends it sooner). */
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
 * The first free starts of a visit type, per doctor and for 'Any doctor' (docs/product.md#booking),
 * by the one rule of slots.ts (docs/visit-types.md#free-starts). Held time is indexed once, so
 * 10,000 appointments cost one O(n) pass, never O(n · slots).
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
  familyMemberId = null,
  ...rest
}: FirstFreeQuery): FirstFreeResult {
  const rule = { ...rest, zone, grid };
  const type = rule.type ?? clinic.visitTypes[0]!;
  const wanted = specialty?.trim().toLowerCase();
  const considered = doctors.filter(
    (doctor) =>
      offersVisitType(type, doctor) && (!wanted || doctor.specialty.toLowerCase() === wanted),
  );
  const firstDay = addClinicDays(from, 0, zone);
  const horizonEnd = addClinicDays(from, days + 1, zone).getTime();
  // A visit that started up to a day earlier (the original's long ones) may still hold a start.
  const windowStart = firstDay.getTime() - 24 * 60 * 60_000;
  const inWindow = (entry: Pick<BusySlot, 'date_time' | 'status'>) => {
    if (entry.status !== undefined && entry.status !== 'scheduled') return false;
    const start = Date.parse(entry.date_time);
    return start >= windowStart && start < horizonEnd;
  };

  const doctorIndex = new Map<string, number>();
  considered.forEach((doctor, index) => doctorIndex.set(String(doctor.id), index));
  const doctorVisits = considered.map((): BusySlot[] => []);
  for (const entry of withoutMoving(busy, rule.moving)) {
    const index = doctorIndex.get(String(entry.doctor_id));
    if (index !== undefined && inWindow(entry)) doctorVisits[index]!.push(entry);
  }
  const doctorHeld = doctorVisits.map((visits) => heldSteps(visits, zone, rule.bufferOf));
  const doctorBlocked = doctorVisits.map((visits) =>
    unavailableStarts(visits, type.id, familyMemberId),
  );
  const personHeld = heldSteps(
    withoutMoving(patientAppointments, rule.moving).filter(inWindow),
    zone,
  );
  const timing = createTimingCheck(type, zone);

  const perDoctor: (FreeSlot | undefined)[] = considered.map(() => undefined);
  let found = 0;
  const earliest: FreeSlot[] = [];
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
        starts = new Set(slotStartsOn(day, doctor.id, rule).map((start) => start.getTime()));
        startsByRanges.set(ranges, starts);
      }
      return starts;
    });
    // The clinic's merged hours hold every doctor's starts, in order.
    for (const start of slotStartsOn(day, null, rule)) {
      if (timing(start, from) !== null || isOwnStart(start, rule.moving)) continue;
      if (!isPersonFree(personHeld, start, type, zone)) continue;
      let firstHere = true;
      considered.forEach((doctor, index) => {
        if (!worksAt[index]!.has(start.getTime())) return;
        if (doctorBlocked[index]!.has(start.getTime())) return;
        if (!isDoctorFree(doctorHeld[index]!, start, type, zone)) return;
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
