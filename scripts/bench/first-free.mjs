/**
 * First free slot search, timed (docs/product.md#booking): `findFirstFreeSlots` over 90 days ×
 * the five doctors with 10,000 stored appointments, for 'Any doctor' (every doctor's first slot
 * and the ten earliest times). The worst case on purpose: every slot of every doctor is booked
 * for the first 89 days, so the search walks the whole horizon; the other stored appointments
 * lie in the past, where the index must skip them. Median of several runs, in ms.
 *
 * `npm run bench` calls {@link benchFirstFree}; `node scripts/bench/first-free.mjs` prints it alone.
 * The site's TypeScript is loaded with jiti (no build needed).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { loadClinicFile } from '../clinic-file.mjs';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Stored appointments: first `days - 1` clinic days fully booked, the rest in the past. */
function makeAppointments(lib, from, days, total) {
  const { doctors, addClinicDays, bookableSlotsOn } = lib;
  const appointments = [];
  const push = (doctor, start) =>
    appointments.push({
      id: appointments.length + 1,
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      patient_id: 2 + (appointments.length % 9),
      patient_name: 'Patient',
      patient_email: `patient${appointments.length % 9}@example.com`,
      date_time: start.toISOString(),
      formatted_date: '',
      duration: 30,
      reason: 'Check-up',
      status: 'scheduled',
      created_at: '2026-01-01T00:00:00.000Z',
    });
  const every = () => 'bookable';
  for (let offset = 0; offset < days - 1 && appointments.length < total; offset += 1) {
    for (const start of bookableSlotsOn(addClinicDays(from, offset), every, new Date(0))) {
      for (const doctor of doctors) if (appointments.length < total) push(doctor, start);
    }
  }
  for (let offset = 1; appointments.length < total; offset += 1) {
    for (const start of bookableSlotsOn(addClinicDays(from, -offset), every, new Date(0))) {
      for (const doctor of doctors) if (appointments.length < total) push(doctor, start);
    }
  }
  return appointments;
}

/**
 * Times the search.
 * @param {{ root?: string, runs?: number, appointments?: number, days?: number }} [options]
 * @returns {Promise<{ medianMs: number, runsMs: number[], appointments: number, doctors: number,
 *   days: number, firstFree: string | null }>}
 */
export async function benchFirstFree({
  root = defaultRoot,
  runs = 9,
  appointments = 10_000,
  days = 90,
} = {}) {
  await loadClinicFile();
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const firstFree = await jiti.import(path.join(root, 'lib/appointments/booking/first-free.ts'));
  const { addClinicDays, clinic, fromWallClock } = await jiti.import(
    path.join(root, 'lib/clinic/index.ts'),
  );
  const slots = await jiti.import(path.join(root, 'lib/appointments/booking/slots.ts'));
  const from = fromWallClock({ year: 2026, month: 11, day: 23, hour: 8 });
  const stored = makeAppointments(
    { doctors: clinic.doctors, addClinicDays, bookableSlotsOn: slots.bookableSlotsOn },
    from,
    days,
    appointments,
  );
  const query = {
    doctors: clinic.doctors,
    busy: stored,
    patientAppointments: [],
    from,
    days,
    limit: 10,
  };
  firstFree.findFirstFreeSlots(query); // warm-up: JIT and the time-zone formatters
  const runsMs = [];
  let result;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = firstFree.findFirstFreeSlots(query);
    runsMs.push(performance.now() - started);
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)];
  const first = result?.earliest[0]?.start ?? null;
  return {
    medianMs: Math.round(medianMs * 10) / 10,
    runsMs: runsMs.map((ms) => Math.round(ms * 10) / 10),
    appointments: stored.length,
    doctors: clinic.doctors.length,
    days,
    firstFree: first ? firstFree.describeFirstFree(first) : null,
  };
}

/** One line for the bench's report. */
export function firstFreeLine(figure) {
  return `First free slot search: ${figure.medianMs} ms median of ${figure.runsMs.length} runs (${figure.days} days × ${figure.doctors} doctors, ${figure.appointments.toLocaleString('en-US')} stored appointments; ${figure.firstFree ?? 'nothing free'})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(firstFreeLine(await benchFirstFree()));
}
