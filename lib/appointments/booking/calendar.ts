import { createEvent, type EventAttributes } from 'ics';
import type { Appointment } from '@/lib/appointments';
import { clinic as clinicSettings, specialtyOf } from '@/lib/clinic';
import { formatAppointmentDate } from './appointments';
import { bookingReference } from './booking-reference';
import { timeTexts } from './texts';

/** The clinic as a calendar file names it. Default: this build's clinic (lib/clinic/clinic.ts). */
export interface CalendarClinic {
  name: string;
  address: string;
  phone: string;
  email: string;
  timeZone: string;
}

type CalendarMethod = 'PUBLISH' | 'CANCEL';

/**
 * The words of a calendar file's event (docs/product.md#calendar-files), in one language;
 * English by default (`timeTexts`), another from the page's catalog
 * (docs/languages.md#catalogs).
 */
export interface CalendarTexts {
  title: (doctorName: string, clinicName: string) => string;
  /** Its lines; `start` is the appointment's instant, `zone` the clinic's IANA zone. */
  description: (details: {
    doctorName: string;
    specialty: string | undefined;
    start: Date;
    zone: string;
    reference: string;
    clinicPhone: string;
  }) => string;
  reminder: (doctorName: string, when: 'day' | 'hour') => string;
}

const ENGLISH: CalendarTexts = {
  title: timeTexts.calendarTitle,
  description: ({ start, zone, ...details }) =>
    timeTexts.calendarDescription({
      ...details,
      clinicTime: formatAppointmentDate(start, zone),
      zone,
    }),
  reminder: timeTexts.calendarReminder,
};

/** Options of a calendar file: the clinic, SEQUENCE, METHOD and DTSTAMP; defaults from the record and now. */
export interface CalendarOptions {
  clinic?: CalendarClinic;
  /** Raised on every change of one appointment, so calendars replace their copy. */
  sequence?: number;
  method?: CalendarMethod;
  now?: Date;
  /** The event's words: English unless a page of another language gives its own. */
  texts?: CalendarTexts;
}

const defaultClinic: CalendarClinic = {
  name: clinicSettings.name,
  address: clinicSettings.address,
  phone: clinicSettings.phone,
  email: clinicSettings.email,
  timeZone: clinicSettings.timeZone,
};

const CALENDAR_REMINDER_HOURS = [24, 1] as const;

/** The same UID in every calendar file of an appointment, so a later file replaces the event (docs/product.md#calendar-files). */
export function calendarUid(
  appointment: Pick<Appointment, 'id'>,
  clinic: CalendarClinic = defaultClinic,
): string {
  const domain = /@([^@\s]+)$/.exec(clinic.email.trim())?.[1] ?? 'clinic.invalid';
  const id = String(appointment.id).replace(/[^A-Za-z0-9_-]/g, '_');
  return `appointment-${id}@${domain.toLowerCase()}`;
}

/** 0 while scheduled, 1 once canceled: the only change a stored appointment undergoes. */
function calendarSequence(appointment: Pick<Appointment, 'status'>): number {
  return appointment.status === 'canceled' ? 1 : 0;
}

/** The calendar file's name: 'appointment-WTJ6-X4N3.ics', after the booking reference. */
export function calendarFileName(appointment: Pick<Appointment, 'id'>): string {
  return `appointment-${bookingReference(appointment.id)}.ics`;
}

/**
 * The calendar file (.ics) of one appointment (docs/product.md#calendar-files), DTSTART in UTC;
 * METHOD:CANCEL when canceled. No reason: calendars are often shared.
 * @throws {Error} for an unparseable `date_time`.
 */
export function buildAppointmentCalendar(
  appointment: Pick<
    Appointment,
    'id' | 'doctor_id' | 'doctor_name' | 'date_time' | 'duration' | 'status'
  >,
  options: CalendarOptions = {},
): string {
  const clinic = options.clinic ?? defaultClinic;
  const method = options.method ?? (appointment.status === 'canceled' ? 'CANCEL' : 'PUBLISH');
  const canceled = method === 'CANCEL';
  const start = Date.parse(appointment.date_time);
  if (Number.isNaN(start)) {
    throw new Error(`Appointment ${String(appointment.id)} has no valid date_time.`);
  }
  const reference = bookingReference(appointment.id);
  const texts = options.texts ?? ENGLISH;
  const attributes: EventAttributes & { timestamp: number } = {
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: appointment.duration },
    timestamp: (options.now ?? new Date()).getTime(),
    title: texts.title(appointment.doctor_name, clinic.name),
    description: texts.description({
      doctorName: appointment.doctor_name,
      specialty: specialtyOf(appointment),
      start: new Date(start),
      zone: clinic.timeZone,
      reference,
      clinicPhone: clinic.phone,
    }),
    location: `${clinic.name}, ${clinic.address}`,
    organizer: { name: clinic.name, email: clinic.email },
    uid: calendarUid(appointment, clinic),
    sequence: options.sequence ?? calendarSequence(appointment),
    method,
    status: canceled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: canceled ? 'FREE' : 'BUSY',
    productId: `-//${clinic.name}//Appointments//EN`,
    calName: clinic.name,
    alarms: canceled
      ? []
      : CALENDAR_REMINDER_HOURS.map((hours) => ({
          action: 'display' as const,
          description: texts.reminder(appointment.doctor_name, hours === 24 ? 'day' : 'hour'),
          trigger: { hours, before: true },
        })),
  };
  const { error, value } = createEvent(attributes);
  if (error || value === null) {
    throw new Error(`Could not make the calendar file: ${error?.message ?? 'no output'}`);
  }
  return value;
}

/** The two calendar files of a reschedule, the old event canceled and the new one published (docs/product.md#rescheduling). */
export function buildRescheduleCalendars(
  previous: Parameters<typeof buildAppointmentCalendar>[0],
  next: Parameters<typeof buildAppointmentCalendar>[0],
  options: Pick<CalendarOptions, 'clinic' | 'now'> = {},
): { canceled: string; published: string } {
  return {
    canceled: buildAppointmentCalendar(previous, {
      ...options,
      method: 'CANCEL',
      sequence: calendarSequence({ status: 'canceled' }),
    }),
    published: buildAppointmentCalendar(next, { ...options, method: 'PUBLISH' }),
  };
}
