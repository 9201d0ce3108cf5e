/**
 * Shared mode's data API as the screenshot comparison's pages see it (docs/testing.md#screenshots):
 * each request to it is answered in the browser (Playwright's `route`) from fixed rows, as
 * PostgREST would (docs/shared-mode.md#the-http-api), so the front desk, the waitlist and the
 * shared lists show the same data on every run without a database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPOINTMENTS,
  AUDIT_TRAIL,
  CLINIC_TIME_ZONE,
  DESK_APPOINTMENTS,
  FAILED_DELIVERIES,
  NOW,
  OFFER,
  PATIENT,
  TIME_OFF,
  WAITLIST_ENTRIES,
} from './fixtures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clinicFile = JSON.parse(readFileSync(path.join(root, 'clinic.json'), 'utf8'));

/** ISO weekdays 1–7, as the database numbers them. */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const weekRows = (each) =>
  WEEKDAYS.flatMap((day, index) =>
    (clinicFile.hours[day] ?? []).map((range) => each(index + 1, range)),
  );

/** The clinic file's week for every doctor, as api.working_hours rows. */
const WORKING_HOURS = clinicFile.doctors.flatMap((doctor) =>
  weekRows((weekday, { open, close }) => ({
    doctor_id: doctor.id,
    valid_from: '2026-01-01',
    weekday,
    start_time: `${open}:00`,
    end_time: `${close}:00`,
  })),
);

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: CLINIC_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Whether the half hour starting at `instant` is inside the clinic's hours (clinic time). */
function isOpenAt(instant) {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  const clock = `${parts.hour}:${parts.minute}`;
  return (clinicFile.hours[parts.weekday.toLowerCase()] ?? []).some(
    ({ open, close }) => clock >= open && clock < close,
  );
}

const taken = new Set(
  [...APPOINTMENTS, ...DESK_APPOINTMENTS]
    .filter((booked) => booked.status === 'scheduled')
    .map((booked) => `${booked.doctor_id}|${Date.parse(booked.date_time)}`),
);

const isOff = (doctorId, at) =>
  TIME_OFF.some(
    (off) =>
      off.doctor_id === doctorId && at >= Date.parse(off.starts_at) && at < Date.parse(off.ends_at),
  );

/** api.available_slots: every free half hour in [from, to) after now, for one doctor or all. */
function availableSlots(params) {
  const from = Math.max(Date.parse(params.get('from_time')), NOW.getTime());
  const to = Date.parse(params.get('to_time'));
  const doctorId = params.get('doctor_id');
  const doctors = clinicFile.doctors.filter((d) => !doctorId || String(d.id) === doctorId);
  const slots = [];
  const step = 30 * 60_000;
  for (let at = Math.ceil(from / step) * step; at < to; at += step) {
    if (!isOpenAt(new Date(at))) continue;
    for (const { id } of doctors) {
      if (!taken.has(`${id}|${at}`) && !isOff(id, at)) {
        slots.push({ doctor_id: id, date_time: new Date(at).toISOString() });
      }
    }
  }
  return slots;
}

/** What each path of the data API answers; a path not here answers `[]`. */
const ANSWERS = {
  '/doctors': () => clinicFile.doctors,
  '/working_hours': () => WORKING_HOURS,
  '/rpc/opening_hours': () => weekRows((weekday, range) => ({ weekday, ...range })),
  '/rpc/available_slots': availableSlots,
  '/appointments': (params, user) =>
    user?.staff
      ? DESK_APPOINTMENTS
      : APPOINTMENTS.filter((booked) => booked.patient_id === PATIENT.id),
  '/time_off': () => TIME_OFF,
  '/closures': () => [],
  '/waitlist_entries': () => WAITLIST_ENTRIES,
  '/failed_deliveries': () => FAILED_DELIVERIES,
  '/audit_trail': () => AUDIT_TRAIL,
  '/rpc/waitlist_offer': () => OFFER,
};

/**
 * Answers every request to the data API at `baseUrl` in `context`'s pages as `user` (the
 * seeded session's account, or null) would be answered. Paths without an answer get `[]`
 * and are counted in `unanswered`, so a new read shows up in the script's output.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl e.g. 'http://127.0.0.1:4209'
 * @param {object | null} user
 * @param {Set<string>} unanswered
 */
export async function answerDataApi(context, baseUrl, user, unanswered) {
  await context.route(`${baseUrl}/**`, (route) => {
    const url = new URL(route.request().url());
    const answer = ANSWERS[url.pathname];
    if (!answer) unanswered.add(`${route.request().method()} ${url.pathname}`);
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(answer ? answer(url.searchParams, user) : []),
    });
  });
}
