/**
 * The `offer_slot` job (docs/waitlist.md): a freed slot offered by e-mail to
 * the waitlist, in join order. clinic.offer_freed_slot picks who is offered it now (one patient
 * with a hold, or everyone matching, the clinic's setting) and records each offer with a fresh
 * token; the e-mail carries the token's link to /offer; clinic.finish_offer records whether it
 * went. One at a time, the database queues the job again for the hold's end, when the next
 * patient's turn comes if the slot is still free.
 */
import {
  clinicDate,
  contactLines,
  emailTexts,
  instructionLines,
  visitLines,
} from './reminder-email.mjs';
import { SendRefused } from './transports.mjs';

/**
 * @typedef {import('./reminder-email.mjs').VisitFacts & object} SlotOffer what
 *   clinic.offer_freed_slot returns for each offer: the visit waited for, and
 * @property {number} offer_id
 * @property {string} token the offer link's token (in clear only here and in the e-mail)
 * @property {string} hold_until ISO 8601 instant the offer is held until
 * @property {string} patient_name
 * @property {string | null} patient_email
 * @property {string} doctor_name
 * @property {string} specialty
 * @property {string} date_time ISO 8601 instant the slot starts
 * @property {string} formatted_date clinic time, e.g. 'Monday, November 23, 2026 at 2:30 PM'
 * @property {string} clinic_time_zone IANA zone of the clinic
 * @property {string | null} later_formatted_date the later appointment it would replace
 * @property {string | null} [later_date_time] its ISO 8601 instant, which a Spanish e-mail writes
 *   the date from; without it the e-mail quotes `later_formatted_date`
 * @property {string} [patient_language] the account's language, 'en' or 'es'; missing or
 *   another value: English
 */

/**
 * The job's payload, checked.
 * @param {unknown} payload
 * @returns {{ doctorId: number, dateTime: string }} dateTime: ISO 8601 instant
 * @throws {Error} when the payload is not `{ doctor_id, date_time }`
 */
export function parseOfferPayload(payload) {
  const doctorId = Number(payload?.doctor_id);
  const dateTime = String(payload?.date_time ?? '');
  if (!Number.isSafeInteger(doctorId) || Number.isNaN(Date.parse(dateTime))) {
    throw new Error(`offer_slot needs {doctor_id, date_time}; got ${JSON.stringify(payload)}`);
  }
  return { doctorId, dateTime };
}

/**
 * Builds one offer e-mail in the patient's language (`patient_language`; English without it):
 * the slot, how long it is held, the link to the offer page (which only shows the slot; booking
 * takes a press of its button) and the clinic's contacts; the visit's type, person and
 * instructions as a reminder names them (emailTexts).
 * @param {SlotOffer} offer
 * @param {import('./reminder-email.mjs').ReminderContext} context
 * @param {{ allAtOnce: boolean }} options allAtOnce: offered to several patients, first wins
 * @returns {import('./reminder-email.mjs').ReminderEmail}
 */
export function buildOfferEmail(offer, context, { allAtOnce }) {
  const { clinic, siteUrl } = context;
  const texts = emailTexts(offer, context);
  const link = `${siteUrl}${texts.pagePrefix}/offer/?token=${encodeURIComponent(offer.token)}`;
  const { t, when, person } = texts;
  const later = offer.later_formatted_date
    ? clinicDate(texts, offer.later_formatted_date, offer.later_date_time)
    : null;
  const subject = t('offers.subject', { ...person, doctor: offer.doctor_name, when });
  const terms = allAtOnce
    ? t('offers.termsAllAtOnce')
    : t('offers.termsHeld', { until: new Date(offer.hold_until) });
  const text = [
    t('reminders.greeting', { name: offer.patient_name }),
    '',
    t('offers.intro', { ...person, clinic: clinic.name }),
    '',
    ...visitLines(texts, `${offer.doctor_name} (${offer.specialty})`),
    ...(later ? [t('offers.replaces', { later })] : []),
    ...instructionLines(texts),
    '',
    terms,
    '',
    t('offers.book'),
    link,
    t('reminders.linkChangesNothing'),
    '',
    ...contactLines(clinic, t),
    '',
    clinic.name,
  ].join('\n');
  return {
    to: offer.patient_email ?? '',
    language: texts.locale,
    subject,
    text,
    templateParams: {
      to_email: offer.patient_email ?? '',
      to_name: offer.patient_name,
      doctor_name: offer.doctor_name,
      appointment_date: when,
      reason: t('offers.reason'),
      language: texts.locale,
      subject,
      message: text,
      clinic_name: clinic.name,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      offer_url: link,
      ...texts.details.params,
    },
  };
}

/**
 * Makes the task function graphile-worker runs for `offer_slot`.
 * @param {{ transport: import('./transports.mjs').Transport,
 *   context: import('./reminder-email.mjs').ReminderContext }} options
 * @returns {import('graphile-worker').Task}
 */
export function createOfferSlotTask({ transport, context }) {
  return async function offerSlot(payload, helpers) {
    const { doctorId, dateTime } = parseOfferPayload(payload);
    const picked = (
      await helpers.query('select clinic.offer_freed_slot($1, $2) as result', [doctorId, dateTime])
    ).rows[0].result;
    const mode = (await helpers.query('select clinic.waitlist_offer_mode() as mode')).rows[0].mode;
    if (!picked.offers.length) {
      helpers.logger.info(`slot ${doctorId}@${dateTime}: no offer now (${picked.reason})`);
      return;
    }
    for (const offer of picked.offers) {
      const email = buildOfferEmail(offer, context, { allAtOnce: mode === 'all-at-once' });
      let error = null;
      try {
        if (!String(email.to).includes('@')) {
          throw new SendRefused('The patient has no e-mail address.', { temporary: false });
        }
        await transport.send(email, `offer.${offer.offer_id}`);
      } catch (caught) {
        error = caught;
      }
      await helpers.query('select clinic.finish_offer($1, $2, $3)', [
        offer.offer_id,
        error === null,
        error ? error.message : null,
      ]);
      helpers.logger.info(
        `slot ${doctorId}@${dateTime}: offer ${offer.offer_id} ${error ? `not sent (${error.message})` : 'sent'}`,
      );
    }
  };
}
