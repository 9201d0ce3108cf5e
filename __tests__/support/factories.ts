import type { Role, User } from '@/lib/account/user';
import type { Appointment } from '@/lib/appointments/domain';

/**
 * The one set of test data factories: users, appointments and login credentials in the shapes
 * the site stores them (docs/storage.md). Used by the unit tests, the e2e support
 * (__tests__/e2e/support/storage.ts) and the bench's data (scripts/bench/data.mjs, through
 * jiti). Type-only imports, so it loads anywhere without the site's modules: each caller
 * formats `formatted_date` its own way (the site's formatter, or the e2e's hand-spelled one).
 */

/** A patient; `overrides` replace any field. Ada Lovelace unless told otherwise. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1_700_000_000_000,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'patient',
    ...overrides,
  };
}

/**
 * A complete stored appointment of `patient` with Dr. Amelia Hart (id 1), 30 minutes from
 * `start`, booked a day before it; `formattedDate` is the list's text for `start`, and
 * `overrides` replace any field.
 */
export function makeAppointment(
  patient: Pick<User, 'id' | 'name' | 'email'>,
  start: Date,
  formattedDate: string,
  overrides: Partial<Appointment> = {},
): Appointment {
  return {
    id: start.getTime(),
    doctor_id: 1,
    doctor_name: 'Dr. Amelia Hart',
    patient_id: patient.id,
    patient_name: patient.name,
    patient_email: patient.email,
    date_time: start.toISOString(),
    formatted_date: formattedDate,
    duration: 30,
    reason: 'Checkup',
    status: 'scheduled',
    created_at: new Date(start.getTime() - 86_400_000).toISOString(),
    ...overrides,
  };
}

/** Ada's check-up with Dr. Grace Hopper on Monday, November 23, 2026 at 10:00 UTC (e-mail tests). */
export function makeNoticeAppointment(): Appointment {
  return makeAppointment(
    makeUser(),
    new Date('2026-11-23T10:00:00.000Z'),
    'Monday, November 23, 2026 at 10:00 AM',
    {
      id: 1_700_000_000_001,
      doctor_id: 2,
      doctor_name: 'Dr. Grace Hopper',
      reason: 'Annual check-up',
      created_at: '2026-11-01T08:00:00.000Z',
    },
  );
}

/**
 * The EmailJS template parameters of {@link makeNoticeAppointment} booked by {@link makeUser}
 * (docs/notifications.md): what the notice e-mails send for it.
 */
export const NOTICE_APPOINTMENT_PARAMS = {
  doctor_name: 'Dr. Grace Hopper',
  appointment_date: 'Monday, November 23, 2026 at 10:00 AM',
  reason: 'Annual check-up',
  to_email: 'ada@example.com',
  to_name: 'Ada Lovelace',
  visit_type: 'Consultation',
  visit_length: '30 minutes',
  visit_instructions: '',
  visit_for: 'Ada Lovelace',
  language: 'en',
};

/** What a visitor types to register: name, e-mail, password and role. */
export function makeCredentials(
  overrides: Partial<{ name: string; email: string; password: string; role: Role }> = {},
) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'correct horse battery',
    role: 'patient' as Role,
    ...overrides,
  };
}

/** The generation parameters every text-generation (`tgi`) request carries (docs/chat.md#model-protocols). */
export const TGI_PARAMETERS = {
  max_new_tokens: 200,
  temperature: 0.7,
  top_p: 0.95,
  do_sample: true,
  return_full_text: false,
  wait_for_model: true,
};
