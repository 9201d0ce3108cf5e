/** @jest-environment node */
import ICAL from 'ical.js';
import {
  buildAppointmentCalendar,
  buildRescheduleCalendars,
  calendarFileName,
  calendarUid,
  type CalendarClinic,
} from '@/lib/appointments/booking/calendar';
import { bookingReference } from '@/lib/appointments/booking/booking-reference';
import { wallClockOf } from '@/lib/clinic';
import type { Appointment } from '@/lib/appointments/domain';
import { clinicTime } from '../../../support/clinic-time';

const clinic: CalendarClinic = {
  name: 'Riverside Clinic',
  address: '120 Riverside Avenue, Springfield, NY 10001',
  phone: '(555) 010-2030',
  email: 'support@riverside-clinic.example',
  timeZone: 'America/New_York',
};
const now = new Date('2026-11-20T10:00:00Z');

/** Thursday 26 November 2026, 09:00 clinic time. */
const appointment: Appointment = {
  id: 1_764_000_000_000,
  doctor_id: 1,
  doctor_name: 'Dr. Amelia Hart',
  patient_id: 1,
  patient_name: 'Pat Lee',
  patient_email: 'pat@example.com',
  date_time: clinicTime(2026, 10, 26, 9, 0).toISOString(),
  formatted_date: 'Thursday, November 26, 2026 at 9:00 AM',
  duration: 30,
  reason: 'Private symptoms',
  status: 'scheduled',
  created_at: '2026-11-19T10:00:00.000Z',
};

/** Parses the text back with ical.js: the calendar component and its one event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0] as ICAL.Component;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('buildAppointmentCalendar', () => {
  it('makes a 30-minute event at the clinic time, naming the clinic, its address and the doctor', () => {
    const { calendar, vevent, event } = parse(
      buildAppointmentCalendar(appointment, { clinic, now }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.summary).toBe('Appointment with Dr. Amelia Hart — Riverside Clinic');
    expect(event.location).toBe('Riverside Clinic, 120 Riverside Avenue, Springfield, NY 10001');
    expect(event.description).toContain('Dr. Amelia Hart (Cardiology)');
    expect(event.description).toContain(
      'Thursday, November 26, 2026 at 9:00 AM (clinic time, America/New_York)',
    );
    expect(event.description).toContain(`Booking reference: ${bookingReference(appointment.id)}`);
    expect(event.description).not.toContain('Private symptoms');
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe(appointment.date_time);
    expect(wallClockOf(start, 'America/New_York')).toMatchObject({ hour: 9, minute: 0 });
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(30 * 60_000);
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:support@riverside-clinic.example',
    );
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T10:00:00Z');
  });

  it('reminds 24 hours and 1 hour before', () => {
    const { vevent } = parse(buildAppointmentCalendar(appointment, { clinic, now }));
    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual([
      'DISPLAY',
      'DISPLAY',
    ]);
    const triggers = alarms.map((alarm) => {
      const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
      return trigger.toSeconds();
    });
    expect(triggers).toEqual([-24 * 3600, -3600]);
  });

  it('keeps one UID per appointment across files, unique by id and the clinic domain', () => {
    const first = parse(buildAppointmentCalendar(appointment, { clinic, now })).event;
    const again = parse(
      buildAppointmentCalendar(appointment, { clinic, now: new Date('2026-11-21T00:00:00Z') }),
    ).event;
    const other = parse(
      buildAppointmentCalendar({ ...appointment, id: 1_764_000_000_001 }, { clinic, now }),
    ).event;
    expect(first.uid).toBe('appointment-1764000000000@riverside-clinic.example');
    expect(again.uid).toBe(first.uid);
    expect(other.uid).not.toBe(first.uid);
    expect(calendarUid({ id: 'old id/1' }, clinic)).toBe(
      'appointment-old_id_1@riverside-clinic.example',
    );
  });

  it('cancels a canceled appointment: METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE, no reminders', () => {
    const published = parse(buildAppointmentCalendar(appointment, { clinic, now }));
    const canceled = parse(
      buildAppointmentCalendar({ ...appointment, status: 'canceled' }, { clinic, now }),
    );
    expect(canceled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(canceled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(canceled.event.uid).toBe(published.event.uid);
    expect(canceled.event.sequence).toBeGreaterThan(published.event.sequence);
    expect(canceled.vevent.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('writes the SEQUENCE it is given', () => {
    expect(
      parse(buildAppointmentCalendar(appointment, { clinic, now, sequence: 4 })).event.sequence,
    ).toBe(4);
  });

  it('puts the same instant in the file whatever zone builds it (DTSTART in UTC)', () => {
    const text = buildAppointmentCalendar(appointment, { clinic, now });
    expect(text).toMatch(/^DTSTART:20261126T140000Z\r?$/m);
  });

  it('refuses a record without a valid date', () => {
    expect(() =>
      buildAppointmentCalendar({ ...appointment, date_time: 'soon' }, { clinic, now }),
    ).toThrow('Appointment 1764000000000 has no valid date_time.');
  });
});

describe('buildRescheduleCalendars', () => {
  it('cancels the old UID and publishes the new one', () => {
    const next: Appointment = {
      ...appointment,
      id: 1_764_100_000_000,
      date_time: clinicTime(2026, 10, 27, 14, 30).toISOString(),
    };
    const files = buildRescheduleCalendars(appointment, next, { clinic, now });
    const canceled = parse(files.canceled);
    const published = parse(files.published);
    expect(canceled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(canceled.event.uid).toBe(calendarUid(appointment, clinic));
    expect(canceled.event.sequence).toBeGreaterThan(0);
    expect(canceled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(published.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(published.event.uid).toBe(calendarUid(next, clinic));
    expect(published.event.startDate.toJSDate().toISOString()).toBe(next.date_time);
  });
});

describe('calendarFileName', () => {
  it('names the file after the booking reference', () => {
    expect(calendarFileName(appointment)).toBe(
      `appointment-${bookingReference(appointment.id)}.ics`,
    );
  });
});
