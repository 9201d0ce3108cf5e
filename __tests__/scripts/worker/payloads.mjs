/**
 * The payloads the worker's pure tests build e-mails from, as the database functions return
 * them (no database here): an English account's reminder and offer, the Spanish account's
 * fields, and a child's follow-up at a clinic with several visit types; and how a test reads
 * an e-mail's opening.
 */
import assert from 'node:assert/strict';

/** An appointment as clinic.claim_reminder returns it: Ann Lee's check-up, clinic time 10:00. */
export const REMINDER = {
  id: 42,
  doctor_name: 'Dr. Amelia Hart',
  specialty: 'Cardiology',
  patient_name: 'Ann Lee',
  patient_email: 'ann@example.com',
  date_time: '2026-11-23T15:00:00+00:00',
  formatted_date: 'Monday, November 23, 2026 at 10:00 AM',
  reason: 'Check-up',
  visitor_time_zone: null,
  clinic_time_zone: 'America/New_York',
};

/** The subject of REMINDER's English e-mail, whoever the account: it names no patient. */
export const REMINDER_SUBJECT =
  'Reminder: your appointment with Dr. Amelia Hart on Monday, November 23, 2026 at 10:00 AM';

/** An offer as clinic.offer_freed_slot returns it, to the same account, of the same time. */
export const OFFER = {
  offer_id: 7,
  token: 'tok',
  hold_until: '2026-11-23T14:30:00+00:00',
  patient_name: 'Ann Lee',
  patient_email: 'ann@example.com',
  doctor_name: 'Dr. Amelia Hart',
  specialty: 'Cardiology',
  date_time: '2026-11-23T15:00:00+00:00',
  formatted_date: 'Monday, November 23, 2026 at 10:00 AM',
  clinic_time_zone: 'America/New_York',
  later_formatted_date: null,
};

/** A Spanish-speaking account's fields, to spread over REMINDER or OFFER. */
export const ANA_IN_SPANISH = {
  patient_name: 'Ana López',
  patient_email: 'ana@example.com',
  patient_language: 'es',
};

/** The facts of a follow-up for a child, at a clinic with several visit types (migration 016). */
export const FOLLOW_UP_FOR_MIA = {
  visit_type_name: 'Follow-up',
  duration: 15,
  instructions: 'Bring your inhaler.',
  family_member_name: 'Mia Lee',
  visit_type_count: 4,
};

/**
 * Asserts `email`'s subject and its opening sentence (the text's third line, after the greeting
 * and a blank line), each read through `read` (e.g. one that folds Intl's no-break spaces), and
 * returns the text's lines, read the same way.
 * @param {{ subject: string, text: string }} email
 * @param {string} subject
 * @param {string} opening
 * @param {(text: string) => string} [read] - the identity unless given
 * @returns {string[]}
 */
export function assertOpening(email, subject, opening, read = (text) => text) {
  assert.equal(read(email.subject), subject);
  const lines = read(email.text).split('\n');
  assert.equal(lines[2], opening);
  return lines;
}
