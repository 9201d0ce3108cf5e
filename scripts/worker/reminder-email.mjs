/**
 * The reminder e-mail's content (docs/reminders.md): the doctor, the clinic time
 * (and the visitor's own, when the booking stored the visitor's zone), the clinic's address and
 * phone, the booking reference and a link to /appointments. The link only opens the list: a
 * person must press Cancel or Reschedule there, so a mail scanner following it changes nothing.
 * When the clinic offers several visit types the e-mail names the visit's type and length, when
 * the visit is for a family member it names them, and a type's instructions follow as a line of
 * their own; the default clinic's e-mails (one type, the holder's own visits) stay as they were.
 *
 * The booking reference, the visitor-time wording and the clinic's facts come from the site's
 * own modules (loaded with jiti), so the e-mail and the site never disagree.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { loadClinicFile } from '../clinic-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {object} VisitFacts what the database says of a visit's type and person (migration
 *   016); each may be missing from a payload of before, which then reads as the default clinic's
 * @property {string | null} [visit_type_name] e.g. 'Follow-up'
 * @property {number | null} [duration] the visit's length, minutes
 * @property {string | null} [instructions] the type's instructions for the patient
 * @property {string | null} [family_member_name] whom the visit is for; null: the account holder
 * @property {number | null} [visit_type_count] how many visit types the clinic has
 */

/**
 * @typedef {VisitFacts & object} ReminderAppointment what clinic.claim_reminder returns about
 *   the visit
 * @property {number | string} id
 * @property {string} doctor_name
 * @property {string | null} specialty
 * @property {string} patient_name
 * @property {string} patient_email
 * @property {string} date_time ISO 8601 instant
 * @property {string} formatted_date clinic time, e.g. 'Monday, November 23, 2026 at 2:30 PM'
 * @property {string} reason
 * @property {string | null} visitor_time_zone IANA zone of the visitor who booked, if stored
 * @property {string} clinic_time_zone IANA zone of the clinic (app.clinic_timezone)
 */

/**
 * @typedef {object} ReminderContext
 * @property {{ name: string, phone: string, email: string, address: string }} clinic
 * @property {string} siteUrl the site's public URL, without a trailing slash
 * @property {(id: number | string) => string} bookingReference
 * @property {(instant: number, zones: { zone: string, visitorZone: string }) => string | null}
 *   describeVisitorTime
 */

/**
 * @typedef {object} ReminderEmail
 * @property {string} to
 * @property {string} subject
 * @property {string} text the whole message as plain text
 * @property {Record<string, string>} templateParams EmailJS template_params: the site's
 *   appointment-notice fields (to_email, to_name, doctor_name, appointment_date, reason) plus
 *   subject, message, booking_reference, clinic_name, clinic_address, clinic_phone,
 *   appointments_url and reminder_lead_time
 */

/**
 * The site's modules the e-mail uses, loaded from its TypeScript. Reads the NEXT_PUBLIC_CLINIC_*
 * settings of the worker's environment, with the site's defaults and checks.
 * @param {string} siteUrl the site's public URL (SITE_URL)
 * @returns {Promise<ReminderContext>}
 * @throws {Error} naming every malformed NEXT_PUBLIC_* setting
 */
export async function loadReminderContext(siteUrl) {
  await loadClinicFile();
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const { bookingReference } = await jiti.import(
    path.join(root, 'lib/appointments/booking/booking-reference.ts'),
  );
  const { clinic, describeVisitorTime } = await jiti.import(path.join(root, 'lib/clinic/index.ts'));
  return {
    clinic,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    bookingReference,
    describeVisitorTime,
  };
}

/**
 * How long before the visit a reminder goes, in words: 1440 → '24 hours', 120 → '2 hours',
 * 90 → '1 hour 30 minutes', 2880 → '2 days'.
 * @param {number} minutes
 */
export function leadTime(minutes) {
  const plural = (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0 && minutes > 1440) return plural(minutes / 1440, 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? plural(hours, 'hour') : '', rest ? plural(rest, 'minute') : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * What an e-mail says of the visit beyond its doctor and time (docs/reminders.md#content):
 * `visit` names the type with its length ('Follow-up, 15 minutes') when the clinic has more than
 * one type; `forWhom` is the family member the visit is for; `instructions` the type's. Each is
 * null when not said, so the default clinic's e-mails say none. `params` are the EmailJS template
 * params the site's notices carry (visit_type, visit_length, visit_instructions, visit_for: the
 * family member, else `holder`), sent when the e-mail says any of them.
 * @param {VisitFacts} facts
 * @param {string} holder the account holder's name
 * @returns {{ visit: string | null, forWhom: string | null, instructions: string | null,
 *   params: Record<string, string> }}
 */
export function visitDetails(facts, holder) {
  const length = facts.duration ? `${facts.duration} minutes` : '';
  const visit =
    (facts.visit_type_count ?? 1) > 1 && facts.visit_type_name
      ? `${facts.visit_type_name}, ${length}`
      : null;
  const forWhom = facts.family_member_name || null;
  const instructions = facts.instructions || null;
  const params =
    visit || forWhom || instructions
      ? {
          visit_type: facts.visit_type_name ?? '',
          visit_length: length,
          visit_instructions: instructions ?? '',
          visit_for: forWhom ?? holder,
        }
      : {};
  return { visit, forWhom, instructions, params };
}

/**
 * Builds one reminder.
 * @param {ReminderAppointment} appointment
 * @param {number} offsetMinutes minutes before the visit this reminder is for
 * @param {ReminderContext} context
 * @returns {ReminderEmail}
 */
export function buildReminderEmail(appointment, offsetMinutes, context) {
  const { clinic, siteUrl } = context;
  const reference = context.bookingReference(appointment.id);
  const zone = appointment.clinic_time_zone;
  const visitorTime = appointment.visitor_time_zone
    ? context.describeVisitorTime(Date.parse(appointment.date_time), {
        zone,
        visitorZone: appointment.visitor_time_zone,
      })
    : null;
  const when = `${appointment.formatted_date} (clinic time, ${zone.replace(/_/g, ' ')})`;
  const doctor = appointment.specialty
    ? `${appointment.doctor_name} (${appointment.specialty})`
    : appointment.doctor_name;
  const appointmentsUrl = `${siteUrl}/appointments`;
  const lead = leadTime(offsetMinutes);
  const details = visitDetails(appointment, appointment.patient_name);
  const forWhom = details.forWhom ? ` for ${details.forWhom}` : '';
  const subject = `Reminder: your appointment${forWhom} with ${appointment.doctor_name} on ${appointment.formatted_date}`;
  const text = [
    `Hello ${appointment.patient_name},`,
    '',
    `This is a reminder of your appointment${forWhom} at ${clinic.name}, in about ${lead}.`,
    '',
    ...(details.visit ? [`Visit: ${details.visit}`] : []),
    `Doctor: ${doctor}`,
    `When: ${when}`,
    ...(visitorTime ? [`Your time: ${visitorTime}`] : []),
    `Booking reference: ${reference}`,
    `Where: ${clinic.address}`,
    `Phone: ${clinic.phone}`,
    ...(details.instructions ? ['', `Before your visit: ${details.instructions}`] : []),
    '',
    `To cancel or reschedule, open your appointments and use the buttons there:`,
    appointmentsUrl,
    'Opening the link changes nothing by itself.',
    '',
    clinic.name,
  ].join('\n');
  return {
    to: appointment.patient_email,
    subject,
    text,
    templateParams: {
      to_email: appointment.patient_email,
      to_name: appointment.patient_name,
      doctor_name: appointment.doctor_name,
      appointment_date: visitorTime
        ? `${appointment.formatted_date} (${visitorTime})`
        : appointment.formatted_date,
      reason: appointment.reason,
      subject,
      message: text,
      booking_reference: reference,
      clinic_name: clinic.name,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      appointments_url: appointmentsUrl,
      reminder_lead_time: lead,
      ...details.params,
    },
  };
}
