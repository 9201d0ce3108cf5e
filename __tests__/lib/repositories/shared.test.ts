/**
 * @jest-environment jsdom
 */
import { clinic } from '@/lib/clinic';
import type { User } from '@/lib/account/user';
import { SHARED_SESSION_KEY } from '@/lib/account/shared-repository';
import { SHARED_LIST_CACHE_KEY } from '@/lib/appointments/booking/shared-repository';
import { slotStartsOn } from '@/lib/appointments/booking/slots';
import { SessionExpiredError } from '@/lib/data-api/client';
import { createSharedRepositories } from '@/lib/repositories/shared';
import { appointmentRow, fakeFetch, type Reply } from '../../support/fake-data-api';

/**
 * The shared-mode repositories (docs/shared-mode.md#the-http-api) against a fetch that answers
 * as PostgREST 12 does: JSON bodies, error bodies `{code, message, details, hint}` with the
 * statuses of docs/shared-mode.md#error-codes, and a request that never reaches the server.
 * The real server is driven end to end in __tests__/e2e/shared-*.spec.ts.
 */

function fakeApi(...replies: Reply[]) {
  const { fetchImpl, calls } = fakeFetch(...replies);
  return { ...createSharedRepositories('http://api.test', fetchImpl), calls };
}

const refusal = (status: number, code: string) => ({
  status,
  body: { code, message: 'refused', details: null, hint: null },
});

const ann: User = {
  id: 7,
  name: 'Ann Lee',
  email: 'ann@example.org',
  role: 'patient',
  doctor_id: null,
};
const row = appointmentRow();
const booking = {
  doctor: clinic.doctors[0]!,
  start: new Date('2030-01-07T15:00:00Z'),
  reason: ' Checkup ',
};
const now = new Date('2029-12-01T10:00:00Z');

beforeEach(() => window.localStorage.clear());

/** /working_hours rows: each doctor of `ids` on ISO weekdays 1–5, 09:00–17:00 (the default clinic's weekdays). */
function weekdayHours(ids: readonly number[]) {
  return ids.flatMap((doctor_id) =>
    [1, 2, 3, 4, 5].map((weekday) => ({
      doctor_id,
      valid_from: '2000-01-01',
      weekday,
      start_time: '09:00:00',
      end_time: '17:00:00',
    })),
  );
}

describe('shared accounts', () => {
  it('logs in through /rpc/login and keeps the token and user for the next calls', async () => {
    const api = fakeApi(
      { status: 200, body: { token: 'jwt-1', user: ann } },
      { status: 200, body: [] },
    );
    await expect(api.accounts.logIn(' ann@example.org ', 'pw')).resolves.toEqual({
      user: ann,
      known: true,
    });
    expect(api.calls[0]).toMatchObject({
      url: 'http://api.test/rpc/login',
      method: 'POST',
      authorization: null,
      body: { email: 'ann@example.org', password: 'pw' },
    });
    expect(JSON.parse(window.localStorage.getItem(SHARED_SESSION_KEY) ?? '{}')).toEqual({
      token: 'jwt-1',
      user: ann,
    });
    expect(api.accounts.readSession()).toEqual(ann);
    await api.appointments.list({ ...ann, doctor_id: 1 }, []);
    expect(api.calls[1]?.authorization).toBe('Bearer jwt-1');
  });

  it.each([
    [refusal(403, '28P01'), 'Invalid email or password.'],
    [refusal(429, 'PT429'), 'Too many failed login attempts. Please try again in 15 minutes.'],
    ['offline' as const, /server can't be reached, so nothing was changed/],
  ])('maps a refused login to the site text (%#)', async (reply, text) => {
    const api = fakeApi(reply);
    await expect(api.accounts.logIn('ann@example.org', 'pw')).rejects.toThrow(text);
    expect(window.localStorage.getItem(SHARED_SESSION_KEY)).toBeNull();
  });

  it('says an e-mail is taken on 23505 and stores no session', async () => {
    const api = fakeApi(refusal(409, '23505'));
    await expect(
      api.accounts.register({
        name: 'Ann',
        email: 'ann@example.org',
        password: 'pw',
        role: 'patient',
      }),
    ).rejects.toThrow('An account with this email already exists.');
    expect(window.localStorage.getItem(SHARED_SESSION_KEY)).toBeNull();
  });
});

describe('shared appointments', () => {
  it('books through /rpc/book_appointment and maps an overlap (23P01, HTTP 400) to the slot text', async () => {
    const api = fakeApi(
      { status: 200, body: row },
      { status: 200, body: null },
      refusal(400, '23P01'),
      refusal(400, '23514'),
    );
    const booked = await api.appointments.book(booking, ann, now);
    expect(api.calls[0]).toMatchObject({
      url: 'http://api.test/rpc/book_appointment',
      body: { doctor_id: 1, date_time: '2030-01-07T15:00:00.000Z', reason: 'Checkup' },
    });
    // The visitor's zone goes with the booking, for the reminders' 'your time'.
    expect(api.calls[1]).toMatchObject({
      url: 'http://api.test/rpc/set_visitor_time_zone',
      body: { appointment_id: 41, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    expect(booked).toMatchObject({ id: 41, date_time: '2030-01-07T15:00:00.000Z' });
    expect(booked).not.toHaveProperty('cancel_reason');
    for (let i = 0; i < 2; i += 1) {
      await expect(api.appointments.book(booking, ann, now)).rejects.toThrow(
        'That time is no longer available. Please choose another.',
      );
    }
  });

  it('turns an expired token (401 PGRST301) into SessionExpiredError', async () => {
    const api = fakeApi(refusal(401, 'PGRST301'));
    await expect(api.appointments.cancel(41, ann, { now })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
  });

  it('cancels with a reason and reschedules in one call', async () => {
    const moved = { ...row, id: 42, date_time: '2030-01-08T15:00:00+00:00' };
    const api = fakeApi(
      { status: 200, body: { ...row, status: 'canceled', cancel_reason: 'Better' } },
      {
        status: 200,
        body: { previous: { ...row, status: 'canceled', rescheduled_to: 42 }, next: moved },
      },
    );
    await expect(
      api.appointments.cancel(41, ann, { reason: ' Better ', now }),
    ).resolves.toMatchObject({
      status: 'canceled',
      cancel_reason: 'Better',
    });
    expect(api.calls[0]?.body).toEqual({ appointment_id: 41, reason: 'Better' });
    const result = await api.appointments.reschedule(
      41,
      new Date('2030-01-08T15:00:00Z'),
      ann,
      now,
    );
    expect(api.calls[1]).toMatchObject({
      url: 'http://api.test/rpc/reschedule_appointment',
      body: { appointment_id: 41, date_time: '2030-01-08T15:00:00.000Z' },
    });
    expect(result.previous).toMatchObject({ status: 'canceled', rescheduled_to: 42 });
    expect(result.next).toMatchObject({ id: 42, status: 'scheduled' });
  });

  it('lists only the visitor’s own rows, and the last list when offline', async () => {
    const api = fakeApi({ status: 200, body: [row] }, 'offline');
    const fresh = await api.appointments.list(ann, []);
    expect(fresh).toMatchObject({ stale: false });
    expect(fresh.appointments.map((item) => item.id)).toEqual([41]);
    expect(api.calls.map((call) => new URL(call.url).pathname)).toEqual(['/appointments']);
    expect(window.localStorage.getItem(SHARED_LIST_CACHE_KEY)).toContain('"Checkup"');

    const offline = await api.appointments.list(ann, []);
    expect(offline.stale).toBe(true);
    expect(offline.appointments.map((item) => item.id)).toEqual([41]);
  });

  it('asks available_slots for one doctor’s window and greys out every other start of its hours', async () => {
    const [hart] = clinic.doctors;
    // Monday 30 November 2026 in the clinic's zone (New York): 09:00–17:00, 16 slots.
    const from = new Date('2026-11-30T05:00:00Z');
    const to = new Date('2026-12-01T05:00:00Z');
    const api = fakeApi(
      { status: 200, body: weekdayHours(clinic.doctors.map((doctor) => doctor.id)) },
      { status: 200, body: [{ doctor_id: 1, date_time: '2026-11-30T14:00:00+00:00' }] },
      { status: 200, body: [] },
    );
    const taken = await api.appointments.unavailableSlots([hart!], from, to);
    expect(new URL(api.calls[0]!.url).pathname).toBe('/working_hours');
    const asked = new URL(api.calls[1]!.url);
    expect(asked.pathname).toBe('/rpc/available_slots');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      doctor_id: '1',
      from_time: from.toISOString(),
      to_time: to.toISOString(),
    });
    expect(taken).toHaveLength(15);
    expect(taken.map((item) => item.date_time)).not.toContain('2026-11-30T14:00:00.000Z');
    expect(taken.every((item) => item.doctor_id === 1 && item.status === 'scheduled')).toBe(true);
    expect(taken.every((item) => item.patient_name === '' && item.reason === '')).toBe(true);

    // Several doctors: one request for every doctor (no doctor_id), each doctor's starts.
    const every = await api.appointments.unavailableSlots(clinic.doctors, from, to);
    expect(api.calls).toHaveLength(3);
    expect(new URL(api.calls[2]!.url).searchParams.has('doctor_id')).toBe(false);
    expect(every).toHaveLength(16 * clinic.doctors.length);
  });

  it("offers a doctor's times from the database's working hours, not the clinic file's", async () => {
    // Dr. Lena Park, only in the database: Mondays 12:00–15:00, and from 7 December 17:00–19:00.
    const rows = [
      { valid_from: '2000-01-01', start_time: '12:00:00', end_time: '15:00:00' },
      { valid_from: '2026-12-07', start_time: '17:00:00', end_time: '19:00:00' },
    ].map((row) => ({ ...row, doctor_id: 6, weekday: 1 }));
    const park = { id: 6, name: 'Dr. Lena Park', specialty: 'Pediatrics' };
    const monday = new Date('2026-11-30T05:00:00Z');
    const api = fakeApi(
      { status: 200, body: rows },
      { status: 200, body: [{ doctor_id: 6, date_time: '2026-11-30T17:30:00+00:00' }] },
    );
    const taken = await api.appointments.unavailableSlots(
      [park],
      monday,
      new Date('2026-12-01T05:00:00Z'),
    );
    const clock = (start: Date | string) =>
      new Date(start).toLocaleTimeString('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      });
    // The grid read once is the one the taken slots were cut from; no second request.
    const grid = await api.appointments.slotGrid();
    expect(api.calls).toHaveLength(2);
    // Six starts 12:00–14:30; the one free at 12:30 is not among the taken.
    expect(slotStartsOn(monday, 6, { zone: 'America/New_York', grid }).map(clock)).toEqual(
      '12:00 12:30 13:00 13:30 14:00 14:30'.split(' '),
    );
    expect(taken.map((item) => clock(item.date_time))).toEqual([
      '12:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
    // The week in force from 7 December, and no hours on a Tuesday or for an unknown doctor.
    expect(
      slotStartsOn(new Date('2026-12-07T17:00:00Z'), 6, { zone: 'America/New_York', grid }).map(
        clock,
      ),
    ).toEqual(['17:00', '17:30', '18:00', '18:30']);
    expect(
      slotStartsOn(new Date('2026-12-01T17:00:00Z'), 6, { zone: 'America/New_York', grid }),
    ).toEqual([]);
    expect(slotStartsOn(monday, 1, { zone: 'America/New_York', grid })).toEqual([]);
    // The clinic file's grid is untouched: Dr. Hart still works Mondays 09:00–17:00 there.
    expect(slotStartsOn(monday, 1, { zone: 'America/New_York' })).toHaveLength(16);
  });

  it('reads the doctors from GET /doctors, a doctor added in the database included', async () => {
    const added = { id: 6, name: 'Dr. Lena Park', specialty: 'Pediatrics' };
    const api = fakeApi({ status: 200, body: [...clinic.doctors, added] });
    expect(await api.appointments.listDoctors()).toEqual([...clinic.doctors, added]);
    const asked = new URL(api.calls[0]!.url);
    expect(asked.pathname).toBe('/doctors');
    expect(asked.searchParams.get('order')).toBe('id.asc');
  });

  it('reads the opening hours from api.opening_hours as a week', async () => {
    const api = fakeApi({
      status: 200,
      body: [
        { weekday: 1, open: '09:00', close: '12:00' },
        { weekday: 1, open: '13:00', close: '17:00' },
        { weekday: 7, open: '11:00', close: '15:00' },
      ],
    });
    const week = await api.appointments.openingHours();
    expect(new URL(api.calls[0]!.url).pathname).toBe('/rpc/opening_hours');
    expect(week).toEqual({
      sunday: [{ open: '11:00', close: '15:00' }],
      monday: [
        { open: '09:00', close: '12:00' },
        { open: '13:00', close: '17:00' },
      ],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
    });
  });
});
