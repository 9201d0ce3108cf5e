/** Expected values shared by the jest and e2e tests of clinic files (docs/configuration.md#the-clinic-file). */

/**
 * 'HH:mm' starts every 30 minutes from `first` to `last`, inclusive: the times a clinic day
 * offers, as the picker and the front desk label them.
 * @example halfHours('09:00', '10:00') → ['09:00', '09:30', '10:00']
 */
export function halfHours(first: string, last: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = minutes(first); at <= minutes(last); at += 30) {
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
