/**
 * Seed data for the benchmark: the logged-in bench user and N appointments in the shape the
 * site stores them (docs/storage.md), spread over ten patients, the five doctors and every status.
 *
 * The bench user owns every tenth appointment. Of those, about half are upcoming
 * (`scheduled`, in the future, so each shows Cancel Appointment), a fifth are `canceled`, a fifth
 * `completed` and a tenth are past but still `scheduled` (which the list shows as Completed).
 * Start times are on the half hour inside clinic hours, from 180 days back to 90 days ahead.
 * The sequence is fixed (a seeded generator), so every run measures the same data.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { loadClinicFile } from '../clinic-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
await loadClinicFile();
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
/** The test data factories (users, appointments), shared with the unit and e2e tests. */
const { makeAppointment, makeUser } = await jiti.import(
  path.join(root, '__tests__/support/factories.ts'),
);
const { clinic } = await jiti.import(path.join(root, 'lib/clinic/index.ts'));
const { formatAppointmentDate } = await jiti.import(
  path.join(root, 'lib/appointments/booking/appointments.ts'),
);

/** The logged-in user of the benchmark. */
export const BENCH_USER = makeUser({ id: 1, name: 'Bench', email: 'bench@example.com' });

/** How many patients share the appointments; the bench user is one of them. */
const PATIENTS = 10;

/** The clinic's doctors (`clinic.doctors`, lib/clinic/clinic.ts), as `{id, name}`. */
export function readDoctors() {
  return clinic.doctors.map(({ id, name }) => ({ id, name }));
}

/** The registered users: the bench user and nine other patients. */
export function benchUsers() {
  return [
    BENCH_USER,
    ...Array.from({ length: PATIENTS - 1 }, (_, index) =>
      makeUser({
        id: index + 2,
        name: `Patient ${index + 2}`,
        email: `patient${index + 2}@example.com`,
      }),
    ),
  ];
}

/** A small deterministic generator (mulberry32), so the data is the same on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'Monday, November 23, 2026 at 10:00 AM', the site's formatted_date, in this machine's zone. */
function formatDate(date) {
  return formatAppointmentDate(date, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

const REASONS = [
  'Annual check-up',
  'Follow-up on blood test results',
  'Persistent headache for two weeks',
  'Skin rash on both arms',
  'Knee pain after running',
  'Blood pressure review',
  'Prescription renewal',
  'Back pain when sitting',
];

/** A start on the half hour inside clinic hours, `dayOffset` days from `now`. */
function slotStart(now, dayOffset, rand) {
  const date = new Date(now);
  date.setDate(date.getDate() + dayOffset);
  let day = date.getDay();
  if (day === 0) {
    date.setDate(date.getDate() + (dayOffset >= 0 ? 1 : -1));
    day = date.getDay();
  }
  const [first, last] = day === 6 ? [20, 27] : [18, 33]; // half-hour indexes: Sat 10:00–13:30, Mon–Fri 09:00–16:30
  const index = first + Math.floor(rand() * (last - first + 1));
  date.setHours(Math.floor(index / 2), (index % 2) * 30, 0, 0);
  return date;
}

/**
 * `count` appointments, every tenth one the bench user's.
 * @param {number} count
 * @param {{doctors: Array<{id: number, name: string}>, now?: Date}} options
 * @returns {{appointments: object[], mine: number, mineUpcoming: number}} the list, how many
 *   are the bench user's, and how many of those show Cancel Appointment
 */
export function makeAppointments(count, { doctors, now = new Date() }) {
  const rand = random(count);
  const users = benchUsers();
  const appointments = [];
  let mine = 0;
  let mineUpcoming = 0;
  const baseId = now.getTime() - count * 1000;
  for (let index = 0; index < count; index += 1) {
    const patient = users[index % PATIENTS];
    const doctor = doctors[Math.floor(rand() * doctors.length)];
    const roll = rand();
    // Upcoming 50%, canceled 20% (past or future), completed 20%, past-but-scheduled 10%.
    let status;
    let dayOffset;
    if (roll < 0.5) {
      status = 'scheduled';
      dayOffset = 1 + Math.floor(rand() * 90);
    } else if (roll < 0.7) {
      status = 'canceled';
      dayOffset = Math.floor(rand() * 270) - 180;
    } else if (roll < 0.9) {
      status = 'completed';
      dayOffset = -1 - Math.floor(rand() * 180);
    } else {
      status = 'scheduled';
      dayOffset = -1 - Math.floor(rand() * 180);
    }
    const start = slotStart(now, dayOffset, rand);
    const createdAt = new Date(
      Math.min(start.getTime(), now.getTime()) - (1 + Math.floor(rand() * 30)) * 86_400_000,
    );
    appointments.push(
      makeAppointment(patient, start, formatDate(start), {
        id: baseId + index,
        doctor_id: doctor.id,
        doctor_name: doctor.name,
        reason: REASONS[Math.floor(rand() * REASONS.length)],
        status,
        created_at: createdAt.toISOString(),
      }),
    );
    if (patient.id === BENCH_USER.id) {
      mine += 1;
      if (status === 'scheduled' && start.getTime() > now.getTime()) mineUpcoming += 1;
    }
  }
  return { appointments, mine, mineUpcoming };
}
