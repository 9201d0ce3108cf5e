import { clinicTime } from '../support/clinic-time';
import { clinic, CONSULTATION } from '@/lib/clinic';
import type { User } from '@/lib/account/user';
import type { Appointment } from '@/lib/appointments/domain';
import type { Notifier } from '@/lib/notifications/notifier';
import { StorageQuotaError } from '@/lib/storage/web-storage';
import { initialAppointmentsState, useAppointmentsStore } from '@/stores/appointments-store';
import { spyNotifier } from '../support/component-helpers';
import { refuseWrites } from '../support/storage-faults';

const patient: User = { id: 100, name: 'Pat', email: 'pat@example.com', role: 'patient' };
const doctor = clinic.doctors[1]!;
const now = clinicTime(2026, 10, 23, 8, 0); // Monday morning
const start = clinicTime(2026, 10, 23, 10, 0);
const storedJson = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

let notifier: ReturnType<typeof spyNotifier>;
beforeEach(() => {
  useAppointmentsStore.setState(initialAppointmentsState);
  notifier = spyNotifier();
});

const book = (overrides: Partial<{ start: Date; reason: string }> = {}, who: User = patient) =>
  useAppointmentsStore
    .getState()
    .bookAppointment(
      { doctor, start, reason: 'Rash', ...overrides },
      who,
      notifier as Notifier,
      now,
    );

describe('useAppointmentsStore.bookAppointment', () => {
  it('stores a scheduled 30-minute appointment, updates state and notifies', async () => {
    const appointment = await book();
    expect(storedJson('appointments')).toEqual([appointment]);
    expect(useAppointmentsStore.getState().appointments).toEqual([appointment]);
    expect(appointment).toMatchObject({ status: 'scheduled', duration: 30, doctor_id: doctor.id });
    expect(notifier.appointmentBooked).toHaveBeenCalledWith(appointment, patient, CONSULTATION);
  });

  it("re-checks the slot against another tab's fresh write and keeps that tab's record (D4, D5)", async () => {
    const other: User = { id: 200, name: 'Other', email: 'o@example.com', role: 'patient' };
    const theirs = await book({}, other);
    // This tab's store never saw it: reset its memory to before the other tab's write.
    useAppointmentsStore.setState(initialAppointmentsState);
    window.localStorage.setItem('appointments', JSON.stringify([theirs]));
    await expect(book()).rejects.toThrow(
      'That time is no longer available. Please choose another.',
    );
    expect(storedJson('appointments')).toEqual([theirs]);
  });

  it('merges with records another tab added for other slots', async () => {
    const theirs = {
      ...(await book({ start: clinicTime(2026, 10, 23, 11, 0) })),
      id: 1,
    } as Appointment;
    window.localStorage.setItem('appointments', JSON.stringify([theirs]));
    useAppointmentsStore.setState(initialAppointmentsState);
    const mine = await book();
    expect(storedJson('appointments')).toEqual([theirs, mine]);
  });

  it('fails with the storage message on a full quota and changes nothing', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(book()).rejects.toThrow(/storage is full/);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem('appointments')).toBeNull();
    expect(useAppointmentsStore.getState().appointments).toEqual([]);
    expect(notifier.appointmentBooked).not.toHaveBeenCalled();
  });

  it('refuses a missing reason with the form message', async () => {
    await expect(book({ reason: ' ' })).rejects.toThrow('Please enter a reason for your visit.');
  });
});

describe('useAppointmentsStore.cancelAppointment', () => {
  it('cancels only that appointment, keeping the record otherwise unchanged', async () => {
    const first = await book();
    const second = await book({ start: clinicTime(2026, 10, 23, 11, 0) });
    const canceled = await useAppointmentsStore
      .getState()
      .cancelAppointment(first.id, patient, notifier as Notifier, { now });
    expect(canceled).toEqual({ ...first, status: 'canceled' });
    expect(storedJson('appointments')).toEqual([{ ...first, status: 'canceled' }, second]);
    expect(notifier.appointmentCanceled).toHaveBeenCalledWith(canceled, patient, CONSULTATION);
  });

  it("refuses an appointment that has ended: it reads 'Completed' (D10)", async () => {
    const appointment = await book();
    const ended = clinicTime(2026, 10, 23, 10, 30); // its 30 minutes are over
    await expect(
      useAppointmentsStore
        .getState()
        .cancelAppointment(appointment.id, patient, notifier as Notifier, { now: ended }),
    ).rejects.toThrow('There was a problem canceling your appointment. Please try again.');
    expect(storedJson('appointments')).toEqual([appointment]);
    // One minute before its end it could still be canceled.
    expect(
      (
        await useAppointmentsStore
          .getState()
          .cancelAppointment(appointment.id, patient, notifier as Notifier, {
            now: clinicTime(2026, 10, 23, 10, 29),
          })
      ).status,
    ).toBe('canceled');
  });

  it("refuses another patient's appointment and an unknown id", async () => {
    const appointment = await book();
    const stranger: User = { id: 5, name: 'S', email: 's@example.com', role: 'patient' };
    const { cancelAppointment } = useAppointmentsStore.getState();
    await expect(
      cancelAppointment(appointment.id, stranger, notifier as Notifier, { now }),
    ).rejects.toThrow('There was a problem canceling your appointment. Please try again.');
    await expect(cancelAppointment(12345, patient, notifier as Notifier, { now })).rejects.toThrow(
      /problem canceling/,
    );
    expect(storedJson('appointments')).toEqual([appointment]);
  });

  it('fails with the storage message when the quota refuses the write, changing nothing', async () => {
    const appointment = await book();
    const before = window.localStorage.getItem('appointments');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(
        useAppointmentsStore
          .getState()
          .cancelAppointment(appointment.id, patient, notifier as Notifier, { now }),
      ).rejects.toThrow(StorageQuotaError);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem('appointments')).toBe(before);
    expect(useAppointmentsStore.getState().appointments[0]?.status).toBe('scheduled');
    expect(notifier.appointmentCanceled).not.toHaveBeenCalled();
  });

  it.each(['book', 'cancel'] as const)(
    'will not %s when an invalid record it found cannot be set aside: storage stays byte-for-byte (D6)',
    async (action) => {
      const appointment = await book({ start: clinicTime(2026, 10, 23, 14, 0) });
      // Written by another tab after this one last read: not yet set aside.
      const raw = JSON.stringify([appointment, { id: 'broken', status: 'lost' }]);
      window.localStorage.setItem('appointments', raw);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      // A full quota refuses what grows storage; the shorter list alone would still fit.
      const setItem = refuseWrites((key) => key === 'appointments.invalid');
      try {
        const { cancelAppointment } = useAppointmentsStore.getState();
        await expect(
          action === 'book'
            ? book()
            : cancelAppointment(appointment.id, patient, notifier as Notifier, { now }),
        ).rejects.toThrow(StorageQuotaError);
      } finally {
        setItem.mockRestore();
        warn.mockRestore();
      }
      expect(window.localStorage.getItem('appointments')).toBe(raw);
      expect(window.localStorage.getItem('appointments.invalid')).toBeNull();
    },
  );
});

describe('useAppointmentsStore.lastSaved', () => {
  it('names the appointment just booked, for the calendar line after the success alert', async () => {
    expect(useAppointmentsStore.getState().lastSaved).toBeNull();
    const appointment = await book();
    expect(useAppointmentsStore.getState().lastSaved).toBe(appointment.id);
  });
});
