import { minutesOfDay } from './weekdays';
import { isoWeekdayOf } from './clinic-time';

/*
 * Shared mode's clinic hours: each doctor's week as the database keeps it
 * (docs/clinic-calendar.md#the-clinics-data), read by the booking picker's grid and the front
 * desk's. Local mode's hours are the clinic file's (`hoursOf` in clinic.ts).
 */

/** One range of a doctor's week (`/working_hours`): ISO weekday 1–7, clinic wall-clock 'HH:mm:ss'. */
export interface WorkingHoursRow {
  doctor_id: number;
  /** 'yyyy-MM-dd': the week applies from this clinic day until a later valid_from. */
  valid_from: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

/**
 * The doctor's working hours on a clinic day 'yyyy-MM-dd', from the week in force that day (the
 * rows with the doctor's latest `valid_from` on or before it): ranges [start, end) in minutes
 * after the clinic's midnight, in the rows' order; none on a weekday the week leaves out.
 */
export function hoursOn(
  hours: readonly WorkingHoursRow[],
  doctorId: number,
  day: string,
): { start: number; end: number }[] {
  let inForce: string | null = null;
  for (const row of hours) {
    if (
      row.doctor_id === doctorId &&
      row.valid_from <= day &&
      (!inForce || row.valid_from > inForce)
    )
      inForce = row.valid_from;
  }
  const weekday = isoWeekdayOf(day);
  return hours
    .filter(
      (row) => row.doctor_id === doctorId && row.valid_from === inForce && row.weekday === weekday,
    )
    .map((row) => ({ start: minutesOfDay(row.start_time), end: minutesOfDay(row.end_time) }));
}
