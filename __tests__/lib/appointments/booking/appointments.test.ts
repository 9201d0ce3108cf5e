import { clinicTime } from '../../../support/clinic-time';
import {
  createAppointmentRecord,
  displayStatus,
  formatAppointmentDate,
  listAppointmentsFor,
  nextStatusChange,
  validateBooking,
} from '@/lib/appointments/booking/appointments';
import { clinic } from '@/lib/clinic';
import { type User } from '@/lib/account/user';
import { type Appointment, appointmentSchema } from '@/lib/appointments/domain';

const user: User = { id: 100, name: 'Pat', email: 'pat@example.com', role: 'patient' };
const doctor = clinic.doctors[0]!;
const now = clinicTime(2026, 10, 23, 12, 0);

function appointmentAt(id: number, start: Date, overrides: Partial<Appointment> = {}): Appointment {
  return {
    ...createAppointmentRecord({ doctor, start, reason: 'Checkup' }, user, [], now),
    id,
    ...overrides,
  };
}

describe('validateBooking', () => {
  it('asks for a doctor, a date and a reason, in form order', () => {
    expect(validateBooking({ doctor: null, start: null, reason: '  ' })).toEqual([
      { field: 'doctor', message: 'Please select a doctor', code: 'booking.doctorRequired' },
      { field: 'start', message: 'Please choose a date and time.', code: 'booking.dateRequired' },
      {
        field: 'reason',
        message: 'Please enter a reason for your visit.',
        code: 'booking.reasonRequired',
      },
    ]);
  });

  it('accepts a complete booking', () => {
    expect(validateBooking({ doctor, start: now, reason: 'Rash' })).toEqual([]);
  });
});

describe('createAppointmentRecord', () => {
  it('fills every field of the stored appointment', () => {
    const start = clinicTime(2026, 10, 25, 14, 30);
    const record = createAppointmentRecord(
      { doctor, start, reason: '  Knee pain ' },
      user,
      [],
      now,
    );
    expect(record).toEqual({
      id: now.getTime(),
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      patient_id: 100,
      patient_name: 'Pat',
      patient_email: 'pat@example.com',
      date_time: start.toISOString(),
      formatted_date: 'Wednesday, November 25, 2026 at 2:30 PM',
      duration: 30,
      reason: 'Knee pain',
      status: 'scheduled',
      created_at: now.toISOString(),
    });
    expect(appointmentSchema.safeParse(record).success).toBe(true);
  });

  it('steps past an id already taken in the same millisecond', () => {
    const first = createAppointmentRecord({ doctor, start: now, reason: 'a' }, user, [], now);
    const second = createAppointmentRecord({ doctor, start: now, reason: 'b' }, user, [first], now);
    expect(second.id).toBe(now.getTime() + 1);
  });
});

describe('formatAppointmentDate', () => {
  it('writes the long US style in local time', () => {
    expect(formatAppointmentDate(clinicTime(2026, 0, 5, 9, 0))).toBe(
      'Monday, January 5, 2026 at 9:00 AM',
    );
  });
});

describe('displayStatus', () => {
  it('reads Completed once a scheduled appointment has ended, without touching the record (D10)', () => {
    const ended = appointmentAt(1, clinicTime(2026, 10, 23, 11, 30));
    const running = appointmentAt(2, clinicTime(2026, 10, 23, 11, 45));
    expect(displayStatus(ended, now)).toBe('completed');
    expect(ended.status).toBe('scheduled');
    expect(displayStatus(running, now)).toBe('upcoming');
    expect(displayStatus({ ...running, status: 'canceled' }, now)).toBe('canceled');
  });

  it('reads Missed for a no-show and Completed as soon as it is marked completed (shared mode, D18)', () => {
    const running = appointmentAt(2, clinicTime(2026, 10, 23, 11, 45));
    expect(displayStatus({ ...running, attendance: 'no_show' }, now)).toBe('missed');
    expect(displayStatus({ ...running, attendance: 'completed' }, now)).toBe('completed');
    expect(displayStatus({ ...running, attendance: 'arrived' }, now)).toBe('upcoming');
    const ended = appointmentAt(1, clinicTime(2026, 10, 23, 11, 0), { attendance: 'no_show' });
    expect(displayStatus(ended, now)).toBe('missed');
  });
});

describe('listAppointmentsFor', () => {
  it("lists the user's appointments by id or e-mail, upcoming soonest first, then the rest most recent first", () => {
    const list = [
      appointmentAt(1, clinicTime(2026, 10, 30, 10)),
      appointmentAt(2, clinicTime(2026, 10, 24, 10)),
      appointmentAt(3, clinicTime(2026, 10, 20, 10)),
      appointmentAt(4, clinicTime(2026, 10, 26, 10), { status: 'canceled' }),
      appointmentAt(5, clinicTime(2026, 10, 10, 10)),
      appointmentAt(6, clinicTime(2026, 10, 25, 10), {
        patient_id: 999,
        patient_email: 'PAT@example.com',
      }),
      appointmentAt(7, clinicTime(2026, 10, 25, 11), {
        patient_id: 999,
        patient_email: 'x@example.com',
      }),
    ];
    const listed = listAppointmentsFor(list, user, now);
    expect(listed.map((item) => [item.appointment.id, item.status])).toEqual([
      [2, 'upcoming'],
      [6, 'upcoming'],
      [1, 'upcoming'],
      [4, 'canceled'],
      [3, 'completed'],
      [5, 'completed'],
    ]);
  });
});

describe('nextStatusChange', () => {
  const listedAt = (start: Date, status: 'upcoming' | 'canceled' | 'completed') => ({
    appointment: createAppointmentRecord({ doctor, start, reason: 'x' }, user, [], start),
    status,
  });

  it('is the end of the earliest upcoming appointment, in ms', () => {
    const later = listedAt(clinicTime(2026, 10, 27, 9), 'upcoming');
    const sooner = listedAt(clinicTime(2026, 10, 26, 14), 'upcoming');
    const canceled = listedAt(clinicTime(2026, 10, 24, 9), 'canceled');
    expect(nextStatusChange([later, canceled, sooner])).toBe(
      clinicTime(2026, 10, 26, 14, 30).getTime(),
    );
  });

  it('is null when nothing is upcoming', () => {
    expect(nextStatusChange([listedAt(clinicTime(2026, 10, 24, 9), 'completed')])).toBeNull();
    expect(nextStatusChange([])).toBeNull();
  });
});
