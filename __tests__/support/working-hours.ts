import type { WorkingHoursRow } from '@/lib/clinic';

/**
 * Shared mode's working hours (docs/clinic-calendar.md#the-clinics-data) for the tests of the
 * week in force and the front desk's grid: doctor 1 Monday–Friday 09:00–12:00 from 2000, and
 * from 2026-11-30 Monday 09:00–10:00 and 11:00–12:00; doctor 2 Tuesday 10:00–11:00.
 */
export const WORKING_HOURS: WorkingHoursRow[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({
    doctor_id: 1,
    valid_from: '2000-01-01',
    weekday,
    start_time: '09:00:00',
    end_time: '12:00:00',
  })),
  {
    doctor_id: 1,
    valid_from: '2026-11-30',
    weekday: 1,
    start_time: '09:00:00',
    end_time: '10:00:00',
  },
  {
    doctor_id: 1,
    valid_from: '2026-11-30',
    weekday: 1,
    start_time: '11:00:00',
    end_time: '12:00:00',
  },
  {
    doctor_id: 2,
    valid_from: '2000-01-01',
    weekday: 2,
    start_time: '10:00:00',
    end_time: '11:00:00',
  },
];

/** Two doctors of the front desk's tests: 1, Dr. Amelia Hart (Cardiology); 2, Dr. Rafael Moreno (Dermatology). */
export const TWO_DOCTORS = [
  { id: 1, name: 'Dr. Amelia Hart', specialty: 'Cardiology' },
  { id: 2, name: 'Dr. Rafael Moreno', specialty: 'Dermatology' },
];

/** Both of TWO_DOCTORS, every day of the week, 09:00–17:00, from 2000. */
export const TWO_DOCTORS_ALL_WEEK: WorkingHoursRow[] = TWO_DOCTORS.flatMap((doctor) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    doctor_id: doctor.id,
    valid_from: '2000-01-01',
    weekday,
    start_time: '09:00:00',
    end_time: '17:00:00',
  })),
);
