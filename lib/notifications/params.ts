import { CLINIC_TIME_ZONE, describeVisitorTime } from '@/lib/appointments';
import type { User } from '@/lib/account';
import type { Appointment } from '@/lib/appointments';

/**
 * Pure builders of EmailJS `template_params` for the four notified events (docs/product.md#e-mail-notices) and the recipient rule of docs/product.md#texts. Every field is picked explicitly, never spread
 * from a record: users read back from storage may carry extra fields (docs/decisions/001-storage-stays-compatible.md), and no password or
 * anything from the credentials store may ever reach an e-mail.
 */

/** The events that send e-mail; the names of the `Notifier` methods (lib/notifications). */
export type EmailEvent =
  | 'registered'
  | 'loggedIn'
  | 'appointmentBooked'
  | 'appointmentCanceled'
  | 'appointmentRescheduled';

/** Who an e-mail goes to, as the template names it. */
type EmailRecipient = {
  /** The address, trimmed; contains an at sign. */
  to_email: string;
  /** The person's name, trimmed; not empty. */
  to_name: string;
};

/**
 * Params of the registration and login notices (docs/product.md#e-mail-notices). Type aliases, not interfaces, so
 * they are assignable to the library's `Record<string, unknown>`.
 */
export type AccountNoticeParams = EmailRecipient & {
  /** When the event happened, clinic time (docs/product.md#clinic-time), see {@link formatNoticeDate}. */
  date: string;
};

/** Params of the appointment confirmation and cancellation (docs/product.md#e-mail-notices), plus the recipient. */
export type AppointmentNoticeParams = EmailRecipient & {
  doctor_name: string;
  /**
   * The appointment's `formatted_date` (clinic time), e.g. 'Monday, November 23, 2026 at
   * 10:00 AM'; when the visitor's zone differs, followed by both clocks:
   * '… at 10:00 AM (10:00 clinic time — 07:00 your time)' (docs/product.md#clinic-time).
   */
  appointment_date: string;
  reason: string;
  /** Why the patient canceled, when they said (docs/product.md#cancellation); else absent. */
  cancel_reason?: string;
  /** A reschedule's old time, as `appointment_date` (docs/product.md#rescheduling); else absent. */
  previous_date?: string;
};

/** The outcome of the recipient rule: the recipient, or why the send is skipped. */
export type RecipientCheck =
  | { ok: true; recipient: EmailRecipient }
  | { ok: false; problem: 'missing name' | 'blank name' | 'address without @' };

/** A built set of params, or why the send is skipped. */
export type ParamsResult<P> = { ok: true; params: P } | { ok: false; problem: string };

/**
 * The recipient rule (docs/product.md#texts): a send needs a name that is a string and not blank once
 * trimmed, and an address (a string) containing an at sign. Values are typed `unknown`
 * because records from storage are not trusted to have the declared types.
 */
export function checkRecipient(name: unknown, email: unknown): RecipientCheck {
  if (typeof name !== 'string') return { ok: false, problem: 'missing name' };
  const to_name = name.trim();
  if (to_name === '') return { ok: false, problem: 'blank name' };
  const to_email = typeof email === 'string' ? email.trim() : '';
  if (!to_email.includes('@')) return { ok: false, problem: 'address without @' };
  return { ok: true, recipient: { to_email, to_name } };
}

const noticeDateFormat = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A readable date-time in the same long US style as an appointment's `formatted_date`:
 * weekday, month name, day, year, 12-hour time, no seconds, no zone — e.g.
 * 'Monday, November 23, 2026 at 10:00 AM'. The narrow no-break space newer ICU versions put
 * before AM/PM is replaced by a plain space, so the text is the same in every browser.
 * @param timeZone IANA zone; default the browser's local zone (tests pass 'UTC').
 * @throws {RangeError} for an unknown `timeZone` or an invalid date.
 */
export function formatNoticeDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...noticeDateFormat, timeZone })
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Params of the registration (`registered`) and login (`loggedIn`) notices: the user's name and
 * address and the moment of the event.
 * @param at when the event happened; rendered by {@link formatNoticeDate}.
 * @param timeZone IANA zone of the date; default the clinic's (docs/product.md#clinic-time).
 * @returns the params, or `{ ok: false, problem }` when the user fails the recipient rule.
 */
export function buildAccountNoticeParams(
  user: Pick<User, 'name' | 'email'>,
  at: Date,
  timeZone: string = CLINIC_TIME_ZONE,
): ParamsResult<AccountNoticeParams> {
  const check = checkRecipient(user.name, user.email);
  if (!check.ok) return check;
  return { ok: true, params: { ...check.recipient, date: formatNoticeDate(at, timeZone) } };
}

/**
 * Params of the appointment confirmation (`appointmentBooked`) and cancellation
 * (`appointmentCanceled`). The recipient is `patient` (the signed-in user who acted), not the
 * appointment's copied `patient_name`/`patient_email`.
 * @param options.visitorZone the IANA zone of the visitor who acted: when its clock differs
 *   from the clinic's at the appointment's `date_time`, `appointment_date` adds both
 *   (docs/product.md#clinic-time). Unset: `formatted_date` alone.
 * @param options.zone the clinic's zone; default `NEXT_PUBLIC_CLINIC_TIMEZONE`.
 * @returns the params, or `{ ok: false, problem }` when the patient fails the recipient rule.
 */
export function buildAppointmentNoticeParams(
  appointment: Pick<Appointment, 'doctor_name' | 'formatted_date' | 'reason'> &
    Partial<Pick<Appointment, 'date_time' | 'cancel_reason'>>,
  patient: Pick<User, 'name' | 'email'>,
  options: { visitorZone?: string; zone?: string } = {},
): ParamsResult<AppointmentNoticeParams> {
  const check = checkRecipient(patient.name, patient.email);
  if (!check.ok) return check;
  const start = Date.parse(String(appointment.date_time));
  const both =
    options.visitorZone && !Number.isNaN(start)
      ? describeVisitorTime(start, { zone: options.zone, visitorZone: options.visitorZone })
      : null;
  const formatted = String(appointment.formatted_date);
  return {
    ok: true,
    params: {
      doctor_name: String(appointment.doctor_name),
      appointment_date: both ? `${formatted} (${both})` : formatted,
      reason: String(appointment.reason),
      ...(appointment.cancel_reason ? { cancel_reason: String(appointment.cancel_reason) } : {}),
      ...check.recipient,
    },
  };
}
