/** Expected values shared by the jest and e2e tests of clinic files (docs/configuration.md#the-clinic-file). */

/**
 * 'HH:mm' starts every 30 minutes from `first` to `last`, inclusive: the times a clinic day
 * offers, as the picker and the front desk label them.
 * @example halfHours('09:00', '10:00') → ['09:00', '09:30', '10:00']
 */
export function halfHours(first: string, last: string): string[] {
  return clockSteps(first, last, 30);
}

/**
 * 'HH:mm' starts every 15 minutes from `first` to `last`, inclusive: the rows and starts of the
 * example clinic's 15-minute grid (docs/visit-types.md#the-start-grid).
 * @example quarterHours('09:00', '09:30') → ['09:00', '09:15', '09:30']
 */
export function quarterHours(first: string, last: string): string[] {
  return clockSteps(first, last, 15);
}

function clockSteps(first: string, last: string, step: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = minutes(first); at <= minutes(last); at += step) {
    times.push(
      `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

/** The doctor picker's options for __tests__/e2e/support/six-doctor-clinic.json, in its order. */
export const SIX_DOCTOR_OPTIONS = [
  'Dr. Amelia Hart — Cardiology',
  'Dr. Rafael Moreno — Dermatology',
  'Dr. Priya Nair — Neurology',
  'Dr. Samuel Okafor — Family Medicine',
  'Dr. Helen Fischer — Orthopedics',
  'Dr. Lena Park — Pediatrics',
];
