/**
 * The reminder e-mail's content (docs/reminders.md): the doctor, the clinic time
 * (and the visitor's own, when the booking stored the visitor's zone), the clinic's address and
 * phone, the booking reference and a link to /appointments. The link only opens the list: a
 * person must press Cancel or Reschedule there, so a mail scanner following it changes nothing.
 * When the clinic offers several visit types the e-mail names the visit's type and length, when
 * the visit is for a family member it names them, and a type's instructions follow as a line of
 * their own; the default clinic's e-mails (one type, the holder's own visits) stay as they were.
 *
 * It is written in the patient's language (the payload's `patient_language`, English without
 * it) from the site's own catalogs, messages/*.json (docs/reminders.md#language). The booking
 * reference, the two clocks and the clinic's facts come from the site's own modules (loaded with
 * jiti), so the e-mail and the site never disagree.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { loadClinicFile } from '../clinic-file.mjs';
import { loadWorkerMessages, translator } from './messages.mjs';

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
 * @property {string} [patient_language] the account's language, 'en' or 'es'; missing or
 *   another value: English
 */

/**
 * @typedef {object} EmailTexts one e-mail's language and what its lines share
 * @property {'en' | 'es'} locale the patient's language (docs/reminders.md#language)
 * @property {'' | '/es'} pagePrefix what goes before a site path the e-mail links to: '/es' for
 *   Spanish, so the link opens the Spanish page
 * @property {import('./messages.mjs').Translate} t the catalogs' messages in it, dates and times in
 *   the clinic's zone
 * @property {string} when the visit's clinic time: the database's `formatted_date` in English
 *   ('Monday, November 23, 2026 at 10:00 AM'), the catalog's `appointments.when` otherwise
 *   ('lunes, 23 de noviembre de 2026, 10:00 a. m.')
 * @property {string} zoneName the clinic's zone as written: 'America/New York'
 * @property {{ person: 'member' | 'holder', member: string }} person the ICU select of whom
 *   the visit is for, as the messages' `{person, select, member {…}}` take it
 * @property {ReturnType<typeof visitDetails>} details
 */

/**
 * @typedef {object} ReminderContext
 * @property {{ name: string, phone: string, email: string, address: string }} clinic
 * @property {string} siteUrl the site's public URL, without a trailing slash
 * @property {(id: number | string) => string} bookingReference
 * @property {(instant: number, zones: { zone: string, visitorZone: string }) =>
 *   { clinicClock: string, visitorClock: string, visitorZone: string, sameDay: boolean } | null}
 *   visitorTimeOf lib/clinic's two clocks of an instant, null when they read the same
 * @property {(instant: number, visitorZone: string, locale: string) => string} formatVisitorDay
 * @property {(language: unknown, zone: string) => { locale: 'en' | 'es', pagePrefix: '' | '/es',
 *   t: import('./messages.mjs').Translate }} textsFor the messages of a payload's
 *   `patient_language`; missing or not a site language: English. `pagePrefix` goes before a
 *   site path the e-mail links to, so a Spanish e-mail opens the Spanish page
 */

/**
 * @typedef {object} ReminderEmail
 * @property {string} to
 * @property {'en' | 'es'} language the patient's, which the e-mail is written in
 * @property {string} subject
 * @property {string} text the whole message as plain text
 * @property {Record<string, string>} templateParams EmailJS template_params: the site's
 *   appointment-notice fields (to_email, to_name, doctor_name, appointment_date, reason) plus
 *   language, subject, message, booking_reference, clinic_name, clinic_address, clinic_phone,
 *   appointments_url and reminder_lead_time
 */

/**
 * The site's modules and catalogs the e-mail uses, loaded from its TypeScript and
 * messages/*.json. Reads the NEXT_PUBLIC_CLINIC_* settings of the worker's environment, with
 * the site's defaults and checks.
 * @param {string} siteUrl the site's public URL (SITE_URL)
 * @returns {Promise<ReminderContext>}
 * @throws {Error} naming every malformed NEXT_PUBLIC_* setting, or a catalog's bad message
 */
export async function loadReminderContext(siteUrl) {
  await loadClinicFile();
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const { bookingReference } = await jiti.import(
    path.join(root, 'lib/appointments/booking/booking-reference.ts'),
  );
  const { clinic, formatVisitorDay, visitorTimeOf } = await jiti.import(
    path.join(root, 'lib/clinic/index.ts'),
  );
  const { DEFAULT_LOCALE, isLocale } = await jiti.import(path.join(root, 'lib/i18n/locales.ts'));
  const messages = await loadWorkerMessages(path.join(root, 'messages'), isLocale);
  return {
    clinic,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    bookingReference,
    visitorTimeOf,
    formatVisitorDay,
    textsFor(language, zone) {
      const locale = isLocale(language) ? language : DEFAULT_LOCALE;
      // A Spanish e-mail links to the Spanish pages (docs/reminders.md#language).
      const pagePrefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
      return { locale, pagePrefix, t: translator(messages, locale, zone) };
    },
  };
}

/**
 * How long before the visit a reminder goes, in words of the catalog's `reminders.days`,
 * `hours` and `minutes`: 1440 → '24 hours', 120 → '2 hours', 90 → '1 hour 30 minutes',
 * 2880 → '2 days'; in Spanish '24 horas', '1 hora y 30 minutos', '2 días'.
 * @param {number} minutes
 * @param {import('./messages.mjs').Translate} t
 */
export function leadTime(minutes, t) {
  if (minutes % 1440 === 0 && minutes > 1440) return t('reminders.days', { days: minutes / 1440 });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const words = [
    hours ? t('reminders.hours', { hours }) : '',
    rest ? t('reminders.minutes', { minutes: rest }) : '',
  ];
  return words.every(Boolean)
    ? t('reminders.hoursAndMinutes', { hours: words[0], minutes: words[1] })
    : words.join('');
}

/**
 * What an e-mail says of the visit beyond its doctor and time (docs/reminders.md#content):
 * `visit` names the type with its length ('Follow-up, 15 minutes', the catalog's
 * `appointments.visitValue`) when the clinic has more than one type; `forWhom` is the family
 * member the visit is for; `instructions` the type's. Each is null when not said, so the default
 * clinic's e-mails say none. `params` are the EmailJS template params the site's notices carry
 * (visit_type, visit_length, visit_instructions, visit_for: the family member, else `holder`),
 * sent when the e-mail says any of them.
 * @param {VisitFacts} facts
 * @param {string} holder the account holder's name
 * @param {import('./messages.mjs').Translate} t the e-mail's language
 * @returns {{ visit: string | null, forWhom: string | null, instructions: string | null,
 *   params: Record<string, string> }}
 */
export function visitDetails(facts, holder, t) {
  const minutes = facts.duration;
  const length = minutes ? t('reminders.minutes', { minutes }) : '';
  const name = facts.visit_type_name;
  const visit =
    (facts.visit_type_count ?? 1) > 1 && name
      ? minutes
        ? t('appointments.visitValue', { name, minutes })
        : name
      : null;
  const forWhom = facts.family_member_name || null;
  const instructions = facts.instructions || null;
  const params =
    visit || forWhom || instructions
      ? {
          visit_type: name ?? '',
          visit_length: length,
          visit_instructions: instructions ?? '',
          visit_for: forWhom ?? holder,
        }
      : {};
  return { visit, forWhom, instructions, params };
}

/**
 * A clinic time in the e-mail's language: the database's wording in English, the catalog's
 * `appointments.when` of `instant` otherwise, as the site's list writes a card's date.
 * @param {{ locale: string, t: import('./messages.mjs').Translate }} language
 * @param {string} formatted the database's `formatted_date`
 * @param {string | null | undefined} instant ISO 8601; without it, `formatted` in any language
 * @returns {string}
 */
export function clinicDate({ locale, t }, formatted, instant) {
  if (locale === 'en' || !instant) return formatted;
  return t('appointments.when', { start: new Date(instant) });
}

/**
 * The language and shared words of the e-mail about `record` (a reminder's appointment or an
 * offer), from its `patient_language` (docs/reminders.md#language).
 * @param {VisitFacts & { patient_language?: unknown, patient_name: string,
 *   formatted_date: string, date_time: string, clinic_time_zone: string }} record
 * @param {ReminderContext} context
 * @returns {EmailTexts}
 */
export function emailTexts(record, context) {
  const zone = record.clinic_time_zone;
  const language = context.textsFor(record.patient_language, zone);
  const details = visitDetails(record, record.patient_name, language.t);
  return {
    ...language,
    when: clinicDate(language, record.formatted_date, record.date_time),
    zoneName: zone.replace(/_/g, ' '),
    person: { person: details.forWhom ? 'member' : 'holder', member: details.forWhom ?? '' },
    details,
  };
}

/**
 * The lines of an e-mail that follow the greeting's paragraph, in `texts`' language: the visit
 * type, the doctor and the clinic time (the `reminders.visit`, `doctor` and `when` messages).
 * @param {EmailTexts} texts
 * @param {string} doctor the doctor as written, with the specialty when known
 */
export function visitLines({ t, details, when, zoneName }, doctor) {
  return [
    ...(details.visit ? [t('reminders.visit', { visit: details.visit })] : []),
    t('reminders.doctor', { doctor }),
    t('reminders.when', { when, zone: zoneName }),
  ];
}

/** The type's instructions as a paragraph of their own, when it has any. @param {EmailTexts} texts */
export function instructionLines({ t, details }) {
  const { instructions } = details;
  return instructions ? ['', t('reminders.instructions', { instructions })] : [];
}

/**
 * The clinic's address and phone lines. @param {ReminderContext['clinic']} clinic
 * @param {import('./messages.mjs').Translate} t
 */
export function contactLines(clinic, t) {
  return [
    t('reminders.where', { address: clinic.address }),
    t('reminders.phone', { phone: clinic.phone }),
  ];
}

/**
 * The visitor's own clock beside the clinic's in the e-mail's language, as the site's list
 * writes it ('10:00 clinic time — 16:00 your time', the catalog's `clinicTime`), or null when
 * the two read the same.
 * @param {string} instant ISO 8601
 * @param {string} visitorZone IANA zone the patient booked from
 * @param {EmailTexts} texts the e-mail's language
 * @param {ReminderContext} context
 * @param {string} zone IANA zone of the clinic
 * @returns {string | null}
 */
function visitorTimeText(instant, visitorZone, { locale, t }, context, zone) {
  const start = Date.parse(instant);
  const time = context.visitorTimeOf(start, { zone, visitorZone });
  if (!time) return null;
  const clocks = { clinicClock: time.clinicClock, visitorClock: time.visitorClock };
  if (time.sameDay) return t('clinicTime.visitorTime', clocks);
  const visitorDay = context.formatVisitorDay(start, visitorZone, locale);
  return t('clinicTime.visitorTimeOtherDay', { ...clocks, visitorDay });
}

/**
 * Builds one reminder in the patient's language (`patient_language`; English without it).
 * @param {ReminderAppointment} appointment
 * @param {number} offsetMinutes minutes before the visit this reminder is for
 * @param {ReminderContext} context
 * @returns {ReminderEmail}
 */
export function buildReminderEmail(appointment, offsetMinutes, context) {
  const { clinic, siteUrl } = context;
  const texts = emailTexts(appointment, context);
  const { t, when, person } = texts;
  const reference = context.bookingReference(appointment.id);
  const zone = appointment.clinic_time_zone;
  const visitorTime = appointment.visitor_time_zone
    ? visitorTimeText(appointment.date_time, appointment.visitor_time_zone, texts, context, zone)
    : null;
  const doctor = appointment.specialty
    ? `${appointment.doctor_name} (${appointment.specialty})`
    : appointment.doctor_name;
  const appointmentsUrl = `${siteUrl}${texts.pagePrefix}/appointments`;
  const lead = leadTime(offsetMinutes, t);
  const subject = t('reminders.subject', { ...person, doctor: appointment.doctor_name, when });
  const text = [
    t('reminders.greeting', { name: appointment.patient_name }),
    '',
    t('reminders.intro', { ...person, clinic: clinic.name, lead }),
    '',
    ...visitLines(texts, doctor),
    ...(visitorTime ? [t('reminders.visitorTime', { time: visitorTime })] : []),
    t('reminders.reference', { reference }),
    ...contactLines(clinic, t),
    ...instructionLines(texts),
    '',
    t('reminders.manage'),
    appointmentsUrl,
    t('reminders.linkChangesNothing'),
    '',
    clinic.name,
  ].join('\n');
  return {
    to: appointment.patient_email,
    language: texts.locale,
    subject,
    text,
    templateParams: {
      to_email: appointment.patient_email,
      to_name: appointment.patient_name,
      doctor_name: appointment.doctor_name,
      appointment_date: visitorTime ? `${when} (${visitorTime})` : when,
      reason: appointment.reason,
      language: texts.locale,
      subject,
      message: text,
      booking_reference: reference,
      clinic_name: clinic.name,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      appointments_url: appointmentsUrl,
      reminder_lead_time: lead,
      ...texts.details.params,
    },
  };
}
