import { createEvent, type EventAttributes } from 'ics';
import type { Appointment } from '@/lib/appointments/domain';
import { clinic as clinicSettings } from './clinic';
import { formatAppointmentDate } from './appointments';
import { bookingReference } from './booking-reference';
import { CLINIC_TIME_ZONE } from './clinic-time';
import { specialtyOf } from './doctors';
import { timeTexts } from './texts';

/**
 * Calendar files (docs/product.md#calendar-files): an iCalendar (.ics) text per appointment,
 * made with the `ics` package, for 'Add to calendar' and the updated file after a cancel or a
 * reschedule. Pure: the caller offers the text as a download (`text/calendar`).
 */

/** The clinic as a calendar file names it. Default: this build's clinic (lib/appointments/clinic.ts). */
export interface CalendarClinic {
  name: string;
  /** Postal address, the event's LOCATION. */
  address: string;
  phone: string;
  /** The organizer's address; its domain also makes the UIDs globally unique. */
  email: string;
  /** IANA zone of the clinic's clock (docs/product.md#clinic-time). */
  timeZone: string;
}

/** iTIP method of the file: a new or changed event, or its cancellation. */
type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** Options of {@link buildAppointmentCalendar}. */
export interface CalendarOptions {
  /** Default: this build's clinic (`NEXT_PUBLIC_CLINIC_*`). */
  clinic?: CalendarClinic;
  /**
   * The event's SEQUENCE: raise it on every change of one appointment, so calendars replace
   * the copy they hold. Default {@link calendarSequence}.
   */
  sequence?: number;
  /** Default: 'CANCEL' for a canceled appointment, otherwise 'PUBLISH'. */
  method?: CalendarMethod;
  /** DTSTAMP, when the file is made. Default: now. */
  now?: Date;
}

const defaultClinic: CalendarClinic = {
  name: clinicSettings.name,
  address: clinicSettings.address,
  phone: clinicSettings.phone,
  email: clinicSettings.email,
  timeZone: CLINIC_TIME_ZONE,
};

/** Reminders before the start, hours (docs/product.md#calendar-files). */
const CALENDAR_REMINDER_HOURS = [24, 1] as const;

/**
 * The UID of an appointment's event: the same in every file made for it, so a later file
 * (canceled, with a higher SEQUENCE) replaces the event instead of adding one. E.g.
 * 'appointment-1764000000000@riverside-clinic.example'.
 */
export function calendarUid(
  appointment: Pick<Appointment, 'id'>,
  clinic: CalendarClinic = defaultClinic,
): string {
  const domain = /@([^@\s]+)$/.exec(clinic.email.trim())?.[1] ?? 'clinic.invalid';
  const id = String(appointment.id).replace(/[^A-Za-z0-9_-]/g, '_');
  return `appointment-${id}@${domain.toLowerCase()}`;
}

/**
 * The default SEQUENCE of an appointment's event: 0 while scheduled, 1 once canceled (the only
 * change a stored appointment ever undergoes; a reschedule cancels the old one and books a new
 * one with its own UID).
 */
function calendarSequence(appointment: Pick<Appointment, 'status'>): number {
  return appointment.status === 'canceled' ? 1 : 0;
}

/** The download's file name, e.g. 'appointment-WTJ6-X4N3.ics' (the booking reference). */
export function calendarFileName(appointment: Pick<Appointment, 'id'>): string {
  return `appointment-${bookingReference(appointment.id)}.ics`;
}

/**
 * The iCalendar text of one appointment: a 30-minute VEVENT (DURATION from the record) whose
 * DTSTART is the appointment's instant in UTC — `ics` writes no TZID, and a UTC time is the
 * same instant in every calendar, which shows it in its reader's zone — with the clinic's
 * wall-clock time and zone in the description (docs/product.md#clinic-time). SUMMARY names the
 * doctor and the clinic, LOCATION is the clinic's address, ORGANIZER the clinic, two display
 * reminders (VALARM) 24 hours and 1 hour before, a stable UID ({@link calendarUid}), SEQUENCE
 * and METHOD. A canceled appointment (or `method: 'CANCEL'`) gives METHOD:CANCEL with
 * STATUS:CANCELLED and no reminders. The reason for the visit is left out: calendars are often
 * shared or synced to work accounts.
 * @throws {Error} when the record cannot make an event (an unparseable `date_time`).
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
  const attributes: EventAttributes & { timestamp: number } = {
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: appointment.duration },
    timestamp: (options.now ?? new Date()).getTime(),
    title: timeTexts.calendarTitle(appointment.doctor_name, clinic.name),
    description: timeTexts.calendarDescription({
      doctorName: appointment.doctor_name,
      specialty: specialtyOf(appointment),
      clinicTime: formatAppointmentDate(new Date(start), clinic.timeZone),
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
          description: timeTexts.calendarReminder(
            appointment.doctor_name,
            hours === 24 ? 'day' : 'hour',
          ),
          trigger: { hours, before: true },
        })),
  };
  const { error, value } = createEvent(attributes);
  if (error || value === null) {
    throw new Error(`Could not make the calendar file: ${error?.message ?? 'no output'}`);
  }
  return value;
}

/**
 * The two files of a reschedule (docs/product.md#rescheduling): the old appointment's event
 * canceled (its UID, METHOD:CANCEL, SEQUENCE above what was published) and the new
 * appointment's event published (its own UID).
 * @param previous the old appointment (its stored status may still be 'scheduled').
 * @param next the new appointment.
 * @throws {Error} as {@link buildAppointmentCalendar}.
 */
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
