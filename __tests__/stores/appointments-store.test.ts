import { clinicTime } from '../support/clinic-time';
import { DOCTORS } from '@/lib/appointments/doctors';
import type { Appointment, User } from '@/lib/domain';
import { type Notifier, setNotifier, silentNotifier } from '@/lib/notifications/notifier';
import { StorageQuotaError } from '@/lib/storage/web-storage';
import { initialAppointmentsState, useAppointmentsStore } from '@/stores/appointments-store';
import { spyNotifier } from '../support/component-helpers';
import { refuseWrites } from '../support/storage-faults';

const patient: User = { id: 100, name: 'Pat', email: 'pat@example.com', role: 'patient' };
const doctor = DOCTORS[1]!;
const now = clinicTime(2026, 10, 23, 8, 0); // Monday morning
const start = clinicTime(2026, 10, 23, 10, 0);
const storedJson = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

let notifier: ReturnType<typeof spyNotifier>;
beforeEach(() => {
  useAppointmentsStore.setState(initialAppointmentsState);
  notifier = spyNotifier();
  setNotifier(notifier as Notifier);
});
afterEach(() => setNotifier(silentNotifier));

const book = (overrides: Partial<{ start: Date; reason: string }> = {}, who: User = patient) =>
  useAppointmentsStore
    .getState()
    .bookAppointment({ doctor, start, reason: 'Rash', ...overrides }, who, now);

describe('useAppointmentsStore.bookAppointment', () => {
  it('stores a scheduled 30-minute appointment, updates state and notifies', () => {
    const appointment = book();
    expect(storedJson('appointments')).toEqual([appointment]);
    expect(useAppointmentsStore.getState().appointments).toEqual([appointment]);
    expect(appointment).toMatchObject({ status: 'scheduled', duration: 30, doctor_id: doctor.id });
    expect(notifier.appointmentBooked).toHaveBeenCalledWith(appointment, patient);
  });

  it("re-checks the slot against another tab's fresh write and keeps that tab's record (D4, D5)", () => {
    const other: User = { id: 200, name: 'Other', email: 'o@example.com', role: 'patient' };
    const theirs = book({}, other);
    // This tab's store never saw it: reset its memory to before the other tab's write.
    useAppointmentsStore.setState(initialAppointmentsState);
    window.localStorage.setItem('appointments', JSON.stringify([theirs]));
    expect(() => book()).toThrow('That time is no longer available. Please choose another.');
    expect(storedJson('appointments')).toEqual([theirs]);
  });

  it('merges with records another tab added for other slots', () => {
    const theirs = { ...book({ start: clinicTime(2026, 10, 23, 11, 0) }), id: 1 } as Appointment;
    window.localStorage.setItem('appointments', JSON.stringify([theirs]));
    useAppointmentsStore.setState(initialAppointmentsState);
    const mine = book();
    expect(storedJson('appointments')).toEqual([theirs, mine]);
  });

  it('fails with the storage message on a full quota and changes nothing', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => book()).toThrow(/storage is full/);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem('appointments')).toBeNull();
    expect(useAppointmentsStore.getState().appointments).toEqual([]);
    expect(notifier.appointmentBooked).not.toHaveBeenCalled();
  });

  it('refuses a missing reason with the form message', () => {
    expect(() => book({ reason: ' ' })).toThrow('Please enter a reason for your visit.');
  });
});

describe('useAppointmentsStore.cancelAppointment', () => {
  it('cancels only that appointment, keeping the record otherwise unchanged', () => {
    const first = book();
    const second = book({ start: clinicTime(2026, 10, 23, 11, 0) });
    const canceled = useAppointmentsStore.getState().cancelAppointment(first.id, patient, now);
    expect(canceled).toEqual({ ...first, status: 'canceled' });
    expect(storedJson('appointments')).toEqual([{ ...first, status: 'canceled' }, second]);
    expect(notifier.appointmentCanceled).toHaveBeenCalledWith(canceled, patient);
  });

  it("refuses an appointment that has ended: it reads 'Completed' (D10)", () => {
    const appointment = book();
    const ended = clinicTime(2026, 10, 23, 10, 30); // its 30 minutes are over
    expect(() =>
      useAppointmentsStore.getState().cancelAppointment(appointment.id, patient, ended),
    ).toThrow('There was a problem canceling your appointment. Please try again.');
    expect(storedJson('appointments')).toEqual([appointment]);
    // One minute before its end it could still be canceled.
    expect(
      useAppointmentsStore
        .getState()
        .cancelAppointment(appointment.id, patient, clinicTime(2026, 10, 23, 10, 29)).status,
    ).toBe('canceled');
  });

  it("refuses another patient's appointment and an unknown id", () => {
    const appointment = book();
    const stranger: User = { id: 5, name: 'S', email: 's@example.com', role: 'patient' };
    const { cancelAppointment } = useAppointmentsStore.getState();
    expect(() => cancelAppointment(appointment.id, stranger, now)).toThrow(
      'There was a problem canceling your appointment. Please try again.',
    );
    expect(() => cancelAppointment(12345, patient, now)).toThrow(/problem canceling/);
    expect(storedJson('appointments')).toEqual([appointment]);
  });

  it('fails with the storage message when the quota refuses the write, changing nothing', () => {
    const appointment = book();
    const before = window.localStorage.getItem('appointments');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() =>
        useAppointmentsStore.getState().cancelAppointment(appointment.id, patient, now),
      ).toThrow(StorageQuotaError);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem('appointments')).toBe(before);
    expect(useAppointmentsStore.getState().appointments[0]?.status).toBe('scheduled');
    expect(notifier.appointmentCanceled).not.toHaveBeenCalled();
  });

  it.each(['book', 'cancel'] as const)(
    'will not %s when an invalid record it found cannot be set aside: storage stays byte-for-byte (D6)',
    (action) => {
      const appointment = book({ start: clinicTime(2026, 10, 23, 14, 0) });
      // Written by another tab after this one last read: not yet set aside.
      const raw = JSON.stringify([appointment, { id: 'broken', status: 'lost' }]);
      window.localStorage.setItem('appointments', raw);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      // A full quota refuses what grows storage; the shorter list alone would still fit.
      const setItem = refuseWrites((key) => key === 'appointments.invalid');
      try {
        const { cancelAppointment } = useAppointmentsStore.getState();
        expect(() =>
          action === 'book' ? book() : cancelAppointment(appointment.id, patient, now),
        ).toThrow(StorageQuotaError);
      } finally {
        setItem.mockRestore();
        warn.mockRestore();
      }
      expect(window.localStorage.getItem('appointments')).toBe(raw);
      expect(window.localStorage.getItem('appointments.invalid')).toBeNull();
    },
  );
});
