/**
 * The screenshot comparison's data (docs/testing.md#screenshots): a fixed clock, the accounts and
 * appointments seeded into localStorage the way the site stores them (docs/storage.md), and
 * shared mode's rows as the data API returns them (docs/shared-mode.md#the-http-api).
 */

/** The pages' clock: Wednesday, December 2, 2026, 09:30 in the clinic's zone (14:30 UTC). */
export const NOW = new Date('2026-12-02T14:30:00.000Z');

/** The clinic's zone, which the e2e builds use too (__tests__/e2e/support/site-env.json). */
export const CLINIC_TIME_ZONE = 'America/New_York';

/** A local-mode patient, stored under `user` and `users` (docs/storage.md). */
export const PATIENT = {
  id: 1_700_000_000_000,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'patient',
};

/** A doctor account linked to Dr. Amelia Hart (id 1), who sees her schedule on /appointments/. */
export const DOCTOR = {
  id: 1_700_000_000_100,
  name: 'Amelia Hart',
  email: 'amelia.hart@riverside-clinic.example',
  role: 'doctor',
  doctor_id: 1,
};

/** A shared-mode staff account, who sees every doctor on /schedule/ (docs/front-desk.md). */
export const STAFF = {
  id: 900,
  name: 'Rita Desk',
  email: 'rita@riverside-clinic.example',
  role: 'patient',
  staff: true,
};

const DOCTOR_NAMES = {
  1: 'Dr. Amelia Hart',
  2: 'Dr. Rafael Moreno',
  3: 'Dr. Priya Nair',
  4: 'Dr. Samuel Okafor',
  5: 'Dr. Helen Fischer',
};

/**
 * One stored appointment (docs/storage.md): `start` an ISO instant, `formatted` its clinic-time
 * text as the site writes it.
 */
function appointment(id, doctorId, patient, start, formatted, reason, extra = {}) {
  return {
    id,
    doctor_id: doctorId,
    doctor_name: DOCTOR_NAMES[doctorId],
    patient_id: patient.id,
    patient_name: patient.name,
    patient_email: patient.email,
    date_time: start,
    formatted_date: formatted,
    duration: 30,
    reason,
    status: 'scheduled',
    created_at: '2026-11-25T15:00:00.000Z',
    ...extra,
  };
}

const GRACE = { id: 1_700_000_000_200, name: 'Grace Hopper', email: 'grace@example.com' };

/**
 * The patient's appointments: one inside the cancellation notice, one upcoming, one canceled and
 * one past; and Dr. Hart's with another patient, for her schedule.
 */
export const APPOINTMENTS = [
  appointment(
    1_764_000_000_001,
    2,
    PATIENT,
    '2026-12-02T19:00:00.000Z',
    'Wednesday, December 2, 2026 at 2:00 PM',
    'Skin rash check',
  ),
  appointment(
    1_764_000_000_002,
    1,
    PATIENT,
    '2026-12-07T15:00:00.000Z',
    'Monday, December 7, 2026 at 10:00 AM',
    'Annual heart check-up',
  ),
  appointment(
    1_764_000_000_003,
    3,
    PATIENT,
    '2026-12-09T16:30:00.000Z',
    'Wednesday, December 9, 2026 at 11:30 AM',
    'Headaches',
    { status: 'canceled', cancel_reason: 'Feeling better' },
  ),
  appointment(
    1_764_000_000_004,
    4,
    PATIENT,
    '2026-11-20T14:00:00.000Z',
    'Friday, November 20, 2026 at 9:00 AM',
    'Flu symptoms',
  ),
  appointment(
    1_764_000_000_005,
    1,
    GRACE,
    '2026-12-03T20:00:00.000Z',
    'Thursday, December 3, 2026 at 3:00 PM',
    'Palpitations',
  ),
];

/** Today's appointments at the front desk (docs/front-desk.md), as api.appointments rows. */
export const DESK_APPOINTMENTS = [
  appointment(
    5001,
    1,
    PATIENT,
    '2026-12-02T15:00:00.000Z',
    'Wednesday, December 2, 2026 at 10:00 AM',
    'Annual heart check-up',
  ),
  appointment(
    5002,
    1,
    GRACE,
    '2026-12-02T16:00:00.000Z',
    'Wednesday, December 2, 2026 at 11:00 AM',
    'Palpitations',
    { status: 'canceled', cancel_reason: 'Feeling better' },
  ),
  appointment(
    5003,
    2,
    PATIENT,
    '2026-12-02T19:00:00.000Z',
    'Wednesday, December 2, 2026 at 2:00 PM',
    'Skin rash check',
  ),
  appointment(
    5004,
    4,
    GRACE,
    '2026-12-02T14:00:00.000Z',
    'Wednesday, December 2, 2026 at 9:00 AM',
    'Flu symptoms',
    { attendance: 'arrived' },
  ),
  appointment(
    5005,
    3,
    GRACE,
    '2026-12-02T18:30:00.000Z',
    'Wednesday, December 2, 2026 at 1:30 PM',
    'Migraine follow-up',
  ),
];

/** Dr. Nair's afternoon off, which clashes with an appointment (docs/front-desk.md). */
export const TIME_OFF = [
  {
    id: 71,
    doctor_id: 3,
    starts_at: '2026-12-02T18:00:00.000Z',
    ends_at: '2026-12-02T20:00:00.000Z',
    reason: 'Conference',
  },
];

/** A waitlist entry of the patient (docs/waitlist.md). */
export const WAITLIST_ENTRIES = [
  {
    id: 31,
    patient_id: PATIENT.id,
    patient_name: PATIENT.name,
    doctor_id: 1,
    doctor_name: DOCTOR_NAMES[1],
    specialty: 'Cardiology',
    any_doctor: false,
    first_day: '2026-12-03',
    last_day: '2026-12-18',
    weekdays: [1, 3],
    time_from: '09:00',
    time_to: '12:00',
    expires_at: '2026-12-18T23:00:00.000Z',
    reason: 'Earlier heart check-up',
    appointment_id: 1_764_000_000_002,
    status: 'waiting',
    created_at: '2026-11-30T15:00:00.000Z',
  },
];

/** A reminder that could not be sent (docs/reminders.md), on the staff's list. */
export const FAILED_DELIVERIES = [
  {
    appointment_id: 5003,
    offset_minutes: 1440,
    due_at: '2026-12-01T19:00:00.000Z',
    status: 'failed',
    attempts: 5,
    last_error: 'SMTP 550 mailbox unavailable',
    doctor_id: 2,
    doctor_name: DOCTOR_NAMES[2],
    patient_name: PATIENT.name,
    formatted_date: 'Wednesday, December 2, 2026 at 2:00 PM',
  },
];

/** The audit trail's newest rows (docs/front-desk.md#the-audit-trail). */
export const AUDIT_TRAIL = [
  {
    id: 402,
    changed_at: '2026-12-02T13:10:00.000Z',
    account_id: STAFF.id,
    actor_role: 'staff',
    table_name: 'appointments',
    row_id: 5002,
    action: 'update',
    patient_id: GRACE.id,
    old_row: { status: 'scheduled' },
    new_row: { status: 'canceled', cancel_reason: 'Feeling better' },
  },
  {
    id: 401,
    changed_at: '2026-12-01T16:45:00.000Z',
    account_id: PATIENT.id,
    actor_role: 'patient',
    table_name: 'appointments',
    row_id: 5001,
    action: 'insert',
    patient_id: PATIENT.id,
    old_row: null,
    new_row: { doctor_id: 1, date_time: '2026-12-02T15:00:00+00:00' },
  },
];

/** An open waitlist offer (docs/waitlist.md), as api.waitlist_offer returns it. */
export const OFFER = {
  status: 'open',
  patient_name: PATIENT.name,
  doctor_id: 1,
  doctor_name: DOCTOR_NAMES[1],
  specialty: 'Cardiology',
  date_time: '2026-12-04T15:00:00.000Z',
  formatted_date: 'Friday, December 4, 2026 at 10:00 AM',
  hold_until: '2026-12-02T16:30:00.000Z',
  later: { id: 1_764_000_000_002, formatted_date: 'Monday, December 7, 2026 at 10:00 AM' },
  appointment_id: null,
};
