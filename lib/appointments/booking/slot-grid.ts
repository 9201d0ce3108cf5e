import {
  type Clinic,
  clinic,
  hoursOf,
  isClosureDate,
  minutesOfDay,
  type WeekHours,
  WEEKDAYS,
  wallClockOf,
  hoursOn,
  type WorkingHoursRow,
} from '@/lib/clinic';
import { type Id } from '@/lib/storage/ids';

/** One opening range, minutes after the clinic's midnight: visits start at `open` or later and end by `close`. */
export interface OpeningRange {
  open: number;
  close: number;
}

/** Each week's ranges by weekday (0 = Sunday) in minutes, computed once per week. */
const rangesByWeek = new WeakMap<WeekHours, readonly (readonly OpeningRange[])[]>();

function weekRanges(week: WeekHours): readonly (readonly OpeningRange[])[] {
  let ranges = rangesByWeek.get(week);
  if (!ranges) {
    ranges = WEEKDAYS.map((day) =>
      week[day].map((range) => ({
        open: minutesOfDay(range.open),
        close: minutesOfDay(range.close),
      })),
    );
    rangesByWeek.set(week, ranges);
  }
  return ranges;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The opening hours slots are cut from (docs/clinic-calendar.md#the-clinics-data): the clinic file's
 * in local mode ({@link CLINIC_FILE_GRID}), the database's working hours in shared mode once read
 * ({@link workingHoursGrid}). The appointments store holds the one in force.
 */
export interface SlotGrid {
  /**
   * The opening ranges of the doctor (null: the clinic's, every doctor's merged) on the clinic
   * day `day` ('YYYY-MM-DD', `weekday` 0 = Sunday), minutes after the clinic's midnight, in start
   * order. The same day and doctor give the same array, so callers may key caches on it.
   */
  rangesOn(day: string, weekday: number, doctorId: Id | null): readonly OpeningRange[];
}

/**
 * A clinic file's hours, none on its closure dates (docs/configuration.md#the-clinic-file), for
 * `from`, a clinic built from a file (tests build the example clinic's).
 */
export function clinicFileGrid(from: Clinic): SlotGrid {
  return {
    rangesOn: (day, weekday, doctorId) =>
      isClosureDate(day, from) ? [] : (weekRanges(hoursOf(doctorId, from))[weekday] ?? []),
  };
}

/** This build's clinic file's hours (docs/configuration.md#the-clinic-file). */
export const CLINIC_FILE_GRID: SlotGrid = clinicFileGrid(clinic);

/** Ranges in start order, touching or overlapping ones merged. */
function mergeRanges(ranges: readonly OpeningRange[]): OpeningRange[] {
  const merged: OpeningRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.open - b.open)) {
    const last = merged.at(-1);
    if (last && range.open <= last.close) last.close = Math.max(last.close, range.close);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Shared mode's grid from the rows of `/working_hours` (ISO weekday, clinic wall clock, each
 * doctor's week in force from its `valid_from`; docs/clinic-calendar.md#the-clinics-data). Time off
 * and closures are not in it: `available_slots` leaves them out of the free times.
 */
export function workingHoursGrid(rows: readonly WorkingHoursRow[]): SlotGrid {
  const doctorIds = [...new Set(rows.map((row) => row.doctor_id))];
  // Each doctor-day's ranges are worked out once: the calendar asks for every day it shows.
  const byDoctorDay = new Map<string, readonly OpeningRange[]>();
  return {
    rangesOn: (day, _weekday, doctorId) => {
      const key = `${doctorId ?? ''}|${day}`;
      let ranges = byDoctorDay.get(key);
      if (!ranges) {
        const ids = doctorId === null ? doctorIds : [Number(doctorId)];
        ranges = mergeRanges(
          ids.flatMap((id) =>
            hoursOn(rows, id, day).map(({ start, end }) => ({ open: start, close: end })),
          ),
        );
        byDoctorDay.set(key, ranges);
      }
      return ranges;
    },
  };
}

/** The grid's ranges on the clinic day of the wall clock `wall`. */
export function rangesOnWall(
  grid: SlotGrid,
  wall: { year: number; month: number; day: number; weekday: number },
  doctorId: Id | null,
): readonly OpeningRange[] {
  const day = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
  return grid.rangesOn(day, wall.weekday, doctorId);
}

/**
 * The opening ranges of the doctor (null: the clinic's) on the clinic day `date` falls on in
 * `zone`, as {@link SlotGrid.rangesOn} gives them (the same array for the same day and hours).
 */
export function openingRangesOn(
  date: Date,
  zone: string = clinic.timeZone,
  doctorId: Id | null = null,
  grid: SlotGrid = CLINIC_FILE_GRID,
): readonly OpeningRange[] {
  return rangesOnWall(grid, wallClockOf(date, zone), doctorId);
}
