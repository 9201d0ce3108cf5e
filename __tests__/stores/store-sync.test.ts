import { clinic } from '@/lib/clinic';
import { appointmentSchema } from '@/lib/appointments/domain';
import { localAppointmentRepository } from '@/lib/appointments/booking/local-repository';
import { initialAppointmentsState, useAppointmentsStore } from '@/stores/appointments-store';
import { initialSessionState, useSessionStore } from '@/stores/account-store';
import { clinicTime } from '../support/clinic-time';
import {
  appointmentAt,
  pat,
  resetStores,
  spyNotifier,
  storedJson,
  writeStored,
} from '../support/component-helpers';
import { refuseWrites } from '../support/storage-faults';

/**
 * How the stores read and follow storage through the local repository
 * (docs/storage.md, docs/decisions/001-storage-stays-compatible.md,
 * 005-tabs-share-writes.md, 006-bad-data-is-kept.md): plain values in, records another tab
 * dropped written back, nothing written by the stores themselves, and the local reschedule and
 * cancel reason.
 */

const start = new Date(2026, 10, 23, 10, 0);
const a = appointmentAt(1, start, pat, { reason: 'Mine' });
const b = appointmentAt(2, new Date(2026, 10, 23, 11, 0), pat, { reason: 'Theirs' });

/** Re-reads storage into the appointments store, as a storage event from another tab does. */
const resync = () => useAppointmentsStore.getState().refresh(pat);

let warn: jest.SpyInstance;
beforeEach(() => {
  resetStores();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the stores and storage', () => {
  it('never write storage themselves: setting state leaves storage as it is', () => {
    useAppointmentsStore.setState({ appointments: [a] });
    useSessionStore.setState({ user: pat });
    expect(window.localStorage.getItem('appointments')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it("hydrate from the original product's plain values", async () => {
    writeStored('user', pat);
    writeStored('appointments', [a]);
    useSessionStore.getState().loadSession();
    await resync();
    expect(useSessionStore.getState().user).toEqual(pat);
    expect(useAppointmentsStore.getState().appointments).toEqual([a]);
  });

  it('merge a re-read with what another tab wrote, writing back records only this tab has', async () => {
    useAppointmentsStore.setState({ appointments: [a] });
    writeStored('appointments', [b]); // another tab's write raced ours and lost `a`
    await resync();
    expect(useAppointmentsStore.getState().appointments).toEqual([b, a]);
    expect(storedJson('appointments')).toEqual([b, a]);
  });

  it('let a canceled copy beat a scheduled one, whichever side holds it', async () => {
    const canceled = { ...a, status: 'canceled' as const };
    useAppointmentsStore.setState({ appointments: [canceled] });
    writeStored('appointments', [a]); // a tab that had not seen the cancel wrote it back
    await resync();
    expect(useAppointmentsStore.getState().appointments).toEqual([canceled]);
    expect(storedJson('appointments')).toEqual([canceled]);

    useAppointmentsStore.setState({ appointments: [a] }); // a stale tab still shows it scheduled
    await resync();
    expect(useAppointmentsStore.getState().appointments).toEqual([canceled]);
    expect(storedJson('appointments')).toEqual([canceled]);
  });

  it('do not write when storage already holds everything this tab has', async () => {
    const raw = ` ${JSON.stringify([a, b])} `; // same records, different bytes
    window.localStorage.setItem('appointments', raw);
    useAppointmentsStore.setState({ appointments: [a] });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      await resync();
    } finally {
      setItem.mockRestore();
    }
    expect(setItem).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('appointments')).toBe(raw);
  });

  it('hydrate as empty and never throw when the browser refuses storage', async () => {
    writeStored('appointments', [a]);
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      await resync();
      useSessionStore.getState().loadSession();
      expect(useAppointmentsStore.getState().appointments).toEqual([]);
      expect(useSessionStore.getState()).toMatchObject(initialSessionState);
    } finally {
      blocked.mockRestore();
    }
    expect(storedJson('appointments')).toEqual([a]);
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual(
      expect.arrayContaining([
        'Could not read the appointments.',
        "Could not read 'user' from browser storage.",
      ]),
    );
  });
});

describe('localAppointmentRepository', () => {
  const doctor = clinic.doctors[0]!;
  const now = clinicTime(2026, 10, 23, 8, 0);
  const book = (hour: number, minute = 0) =>
    localAppointmentRepository.book(
      { doctor, start: clinicTime(2026, 10, 23, hour, minute), reason: ' Check-up ' },
      pat,
      now,
    );

  it('stores a cancel reason, trimmed, and no field when none is given', async () => {
    const first = await book(10);
    const second = await book(11);
    await localAppointmentRepository.cancel(first.id, pat, { reason: '  Feeling better ', now });
    await localAppointmentRepository.cancel(second.id, pat, { reason: ' ', now });
    expect(storedJson('appointments')).toEqual([
      { ...first, status: 'canceled', cancel_reason: 'Feeling better' },
      { ...second, status: 'canceled' },
    ]);
  });

  it('reschedules in one write: the new appointment booked, the old one canceled naming it', async () => {
    const old = await book(10);
    const { previous, next } = await localAppointmentRepository.reschedule(
      old.id,
      clinicTime(2026, 10, 24, 9, 30),
      pat,
      now,
    );
    expect(next).toMatchObject({
      doctor_id: doctor.id,
      reason: 'Check-up',
      status: 'scheduled',
      date_time: clinicTime(2026, 10, 24, 9, 30).toISOString(),
    });
    expect(previous).toEqual({ ...old, status: 'canceled', rescheduled_to: next.id });
    expect(storedJson('appointments')).toEqual([previous, next]);
  });

  it('changes nothing when the new slot is taken, or the write is refused', async () => {
    const old = await book(10);
    const taken = await book(11);
    const before = window.localStorage.getItem('appointments');
    await expect(
      localAppointmentRepository.reschedule(old.id, clinicTime(2026, 10, 23, 11, 0), pat, now),
    ).rejects.toThrow('That time is no longer available. Please choose another.');
    expect(window.localStorage.getItem('appointments')).toBe(before);

    const setItem = refuseWrites((key) => key === 'appointments');
    try {
      await expect(
        localAppointmentRepository.reschedule(old.id, clinicTime(2026, 10, 24, 9, 0), pat, now),
      ).rejects.toThrow(/storage is full|quota/i);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem('appointments')).toBe(before);
    expect(taken.status).toBe('scheduled');
  });

  it("refuses to reschedule another patient's appointment", async () => {
    const old = await book(10);
    const stranger = { ...pat, id: 5, email: 's@example.com' };
    await expect(
      localAppointmentRepository.reschedule(old.id, clinicTime(2026, 10, 24, 9, 0), stranger, now),
    ).rejects.toThrow('There was a problem canceling your appointment. Please try again.');
  });
});

describe('a cancel in a long stored list', () => {
  const now = new Date(2026, 10, 20, 8, 0);
  const STORED = 2_000;
  /** Upcoming appointments; every tenth is the patient's, the rest another patient's. */
  const list = Array.from({ length: STORED }, (_, index) =>
    appointmentAt(
      index + 1,
      new Date(2026, 10, 23 + Math.floor(index / 16), 9 + ((index % 16) >> 1), (index % 2) * 30),
      index % 10 === 0 ? pat : { ...pat, id: 5, email: 'other@example.com' },
    ),
  );

  /** Counts, from now on, parses of the whole stored list and records validated. */
  function countWork() {
    const parse = jest.spyOn(JSON, 'parse');
    const validate = jest.spyOn(appointmentSchema, 'safeParse');
    const raw = () => window.localStorage.getItem('appointments') ?? '';
    return {
      // The stored list is the only JSON this long; a cancel's own records are short.
      listParses: () =>
        parse.mock.calls.filter(([text]) => String(text).length > raw().length / 2).length,
      validations: () => validate.mock.calls.length,
      reset: () => {
        parse.mockClear();
        validate.mockClear();
      },
      restore: () => {
        parse.mockRestore();
        validate.mockRestore();
      },
    };
  }

  /** Cancels the patient's `id` through the store and waits for the re-read that follows. */
  async function cancel(id: number) {
    const canceled = useAppointmentsStore.getState().cancelAppointment(id, pat, spyNotifier(), {
      now,
    });
    await canceled;
    // The store re-reads without awaiting it; the list then shows the cancel from storage.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  let work: ReturnType<typeof countWork>;
  beforeEach(async () => {
    writeStored('appointments', list);
    await resync();
    work = countWork();
  });
  afterEach(() => work.restore());

  it('parses the stored list at most once and validates each record at most once', async () => {
    await cancel(11);
    expect(work.listParses()).toBeLessThanOrEqual(1);
    expect(work.validations()).toBeLessThanOrEqual(STORED);
    const canceled = (storedJson('appointments') as typeof list).find((item) => item.id === 11);
    expect(canceled?.status).toBe('canceled');
    expect(useAppointmentsStore.getState().appointments).toHaveLength(STORED);
  });

  it('reuses the list this tab read or wrote: only the changed record is validated', async () => {
    await cancel(11);
    work.reset();
    await cancel(21);
    expect(work.listParses()).toBe(0);
    expect(work.validations()).toBe(1);
  });

  it("still reads another tab's write, setting its bad records aside (D5, D6)", async () => {
    const theirs = appointmentAt(STORED + 1, new Date(2026, 11, 1, 9, 0), pat, { reason: 'New' });
    const bad = { id: 'broken' };
    writeStored('appointments', [...list, theirs, bad]);
    await resync();
    expect(work.listParses()).toBe(1);
    expect(useAppointmentsStore.getState().appointments).toContainEqual(theirs);
    expect(storedJson('appointments.invalid')).toEqual([bad]);

    work.reset();
    await cancel(STORED + 1);
    expect(work.listParses()).toBe(0);
    expect(storedJson('appointments')).toContainEqual({ ...theirs, status: 'canceled' });
    expect(storedJson('appointments')).toHaveLength(STORED + 1);
  });
});

afterAll(() => useAppointmentsStore.setState(initialAppointmentsState));
