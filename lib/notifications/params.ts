import { clinic, type VisitType, visitTypeById } from '@/lib/clinic';
import type { User } from '@/lib/account';
import { type Appointment, visitTypeIdOf } from '@/lib/appointments';
import type { Locale } from '@/lib/i18n';
import { type EmailTexts, englishEmailTexts } from './email-texts';

export { formatNoticeDate } from './email-texts';

// Every e-mail field is picked, never spread from a record, so no credential reaches an e-mail.

/** The events that send e-mail: the `Notifier` method names. */
export type EmailEvent =
  | 'registered'
  | 'loggedIn'
  | 'appointmentBooked'
  | 'appointmentCanceled'
  | 'appointmentRescheduled'
  | 'claimLinkIssued';

type EmailRecipient = {
  to_email: string;
  to_name: string;
};

/** Params of the registration and login notices; type aliases so they fit EmailJS's `Record<string, unknown>`. */
export type AccountNoticeParams = EmailRecipient & {
  date: string;
  /** The recipient account's language: the params' own texts are in it (docs/notifications.md#languages). */
  language: Locale;
};

/** Params of the appointment notices (docs/notifications.md). */
export type AppointmentNoticeParams = EmailRecipient & {
  doctor_name: string;
  /** `formatted_date`, followed by both clocks when the visitor's differs: '… (10:00 clinic time — 07:00 your time)'. */
  appointment_date: string;
  reason: string;
  cancel_reason?: string;
  /** A reschedule's old time, as `appointment_date`. */
  previous_date?: string;
  /** The visit type's name: 'Follow-up' (docs/visit-types.md). */
  visit_type: string;
  /** The visit's length: '15 minutes'. */
  visit_length: string;
  /** The type's instructions for the patient, or '' when it has none. */
  visit_instructions: string;
  /** Whom the visit is for: the family member's name, else the account holder's (`to_name`). */
  visit_for: string;
  /** As the account notices' `language`. */
  language: Locale;
};

export type RecipientCheck =
  | { ok: true; recipient: EmailRecipient }
  | { ok: false; problem: 'missing name' | 'blank name' | 'address without @' };

export type ParamsResult<P> = { ok: true; params: P } | { ok: false; problem: string };

/** The recipient rule of e-mail notices: a name not blank, an address with '@' (docs/notifications.md); inputs untrusted. */
export function checkRecipient(name: unknown, email: unknown): RecipientCheck {
  if (typeof name !== 'string') return { ok: false, problem: 'missing name' };
  const to_name = name.trim();
  if (to_name === '') return { ok: false, problem: 'blank name' };
  const to_email = typeof email === 'string' ? email.trim() : '';
  if (!to_email.includes('@')) return { ok: false, problem: 'address without @' };
  return { ok: true, recipient: { to_email, to_name } };
}

/**
 * `person`'s recipient (checkRecipient's rule) followed by the notice's own `fields`, or why the
 * send is skipped; `fields` runs only for a valid recipient.
 */
function withRecipient<P>(
  person: Pick<User, 'name' | 'email'>,
  fields: () => P,
): ParamsResult<EmailRecipient & P> {
  const check = checkRecipient(person.name, person.email);
  if (!check.ok) return check;
  return { ok: true, params: { ...check.recipient, ...fields() } };
}

/**
 * Params of the registration and login e-mail notices, or why the send is skipped; `date` is
 * `at` in `timeZone` (default the clinic's), written by `texts` (default English).
 */
export function buildAccountNoticeParams(
  user: Pick<User, 'name' | 'email'>,
  at: Date,
  timeZone: string = clinic.timeZone,
  texts: EmailTexts = englishEmailTexts,
): ParamsResult<AccountNoticeParams> {
  return withRecipient(user, () => ({ date: texts.date(at, timeZone), language: texts.language }));
}

/**
 * Params of the appointment e-mail notices, to `patient` (who acted), or why it is skipped
 * (docs/notifications.md). The visit's type is `options.visitType` (the one the site read), else
 * the clinic file's of the record's id, else the record's own name; its length is the record's.
 * `options.texts` (default English) writes the date, the clocks, the length and the cancel reason
 * in the reader's language (docs/notifications.md#languages).
 */
export function buildAppointmentNoticeParams(
  appointment: Pick<Appointment, 'doctor_name' | 'formatted_date' | 'reason'> &
    Partial<
      Pick<
        Appointment,
        | 'date_time'
        | 'cancel_reason'
        | 'duration'
        | 'visitTypeId'
        | 'visitTypeName'
        | 'familyMemberName'
      >
    >,
  patient: Pick<User, 'name' | 'email'>,
  options: { visitorZone?: string; zone?: string; visitType?: VisitType; texts?: EmailTexts } = {},
): ParamsResult<AppointmentNoticeParams> {
  const check = checkRecipient(patient.name, patient.email);
  if (!check.ok) return check;
  const texts = options.texts ?? englishEmailTexts;
  const start = Date.parse(String(appointment.date_time));
  const both =
    options.visitorZone && !Number.isNaN(start)
      ? texts.bothClocks(start, { zone: options.zone, visitorZone: options.visitorZone })
      : null;
  const formatted = texts.appointmentDate(
    String(appointment.formatted_date),
    start,
    options.zone ?? clinic.timeZone,
  );
  const typeId = visitTypeIdOf(appointment);
  const type = options.visitType ?? visitTypeById(typeId);
  const minutes = appointment.duration ?? type?.durationMinutes;
  return {
    ok: true,
    params: {
      doctor_name: String(appointment.doctor_name),
      appointment_date: both ? `${formatted} (${both})` : formatted,
      reason: String(appointment.reason),
      ...(appointment.cancel_reason
        ? { cancel_reason: texts.cancelReason(String(appointment.cancel_reason)) }
        : {}),
      ...check.recipient,
      visit_type: String(type?.name ?? appointment.visitTypeName ?? typeId),
      visit_length: minutes === undefined ? '' : texts.visitLength(minutes),
      visit_instructions: type?.instructions ?? '',
      visit_for: appointment.familyMemberName || check.recipient.to_name,
      language: texts.language,
    },
  };
}

/** Params of the claim-link e-mail (docs/front-desk.md#patient-records-and-claim-links). */
export type ClaimLinkParams = EmailRecipient & {
  /** The one-time link to set a password. */
  claim_link: string;
  /** When the link stops working, clinic time, as `date` writes it. */
  claim_expires: string;
  /** The patient account's stored language, as the account notices' `language`. */
  language: Locale;
};

/** Params of the claim-link e-mail in `texts`' language (default English), or why the send is skipped. */
export function buildClaimLinkParams(
  patient: Pick<User, 'name' | 'email'>,
  link: string,
  expiresAt: string,
  timeZone: string = clinic.timeZone,
  texts: EmailTexts = englishEmailTexts,
): ParamsResult<ClaimLinkParams> {
  return withRecipient(patient, () => ({
    claim_link: link,
    claim_expires: texts.date(new Date(expiresAt), timeZone),
    language: texts.language,
  }));
}
