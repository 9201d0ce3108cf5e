/**
 * The `offer_slot` job (docs/waitlist.md): a freed slot offered by e-mail to
 * the waitlist, in join order. clinic.offer_freed_slot picks who is offered it now (one patient
 * with a hold, or everyone matching, the clinic's setting) and records each offer with a fresh
 * token; the e-mail carries the token's link to /offer; clinic.finish_offer records whether it
 * went. One at a time, the database queues the job again for the hold's end, when the next
 * patient's turn comes if the slot is still free.
 */
import { visitDetails } from './reminder-email.mjs';
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
 * The clinic-time clock reading of an instant, e.g. '2:45 PM'.
 * @param {string} instant ISO 8601
 * @param {string} zone IANA zone
 */
function clockTime(instant, zone) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/**
 * Builds one offer e-mail: the slot, how long it is held, the link to the offer page (which
 * only shows the slot; booking takes a press of its button) and the clinic's contacts; the
 * visit's type, person and instructions as a reminder names them (visitDetails).
 * @param {SlotOffer} offer
 * @param {import('./reminder-email.mjs').ReminderContext} context
 * @param {{ allAtOnce: boolean }} options allAtOnce: offered to several patients, first wins
 * @returns {import('./reminder-email.mjs').ReminderEmail}
 */
export function buildOfferEmail(offer, context, { allAtOnce }) {
  const { clinic, siteUrl } = context;
  const link = `${siteUrl}/offer/?token=${encodeURIComponent(offer.token)}`;
  const zone = offer.clinic_time_zone;
  const details = visitDetails(offer, offer.patient_name);
  const forWhom = details.forWhom ? ` for ${details.forWhom}` : '';
  const subject = `An earlier time is free${forWhom}: ${offer.doctor_name} on ${offer.formatted_date}`;
  const terms = allAtOnce
    ? 'It has been offered to everyone waiting for it; the first to book it gets it.'
    : `We are holding it for you until ${clockTime(offer.hold_until, zone)} (clinic time). After that it goes to the next patient on the waitlist.`;
  const text = [
    `Hello ${offer.patient_name},`,
    '',
    `A time you asked to hear about${forWhom} has opened at ${clinic.name}.`,
    '',
    ...(details.visit ? [`Visit: ${details.visit}`] : []),
    `Doctor: ${offer.doctor_name} (${offer.specialty})`,
    `When: ${offer.formatted_date} (clinic time, ${zone.replace(/_/g, ' ')})`,
    ...(offer.later_formatted_date
      ? [`It would replace your appointment on ${offer.later_formatted_date}.`]
      : []),
    ...(details.instructions ? ['', `Before your visit: ${details.instructions}`] : []),
    '',
    terms,
    '',
    'To book it, open this page and press the button there:',
    link,
    'Opening the link changes nothing by itself.',
    '',
    `Where: ${clinic.address}`,
    `Phone: ${clinic.phone}`,
    '',
    clinic.name,
  ].join('\n');
  return {
    to: offer.patient_email ?? '',
    subject,
    text,
    templateParams: {
      to_email: offer.patient_email ?? '',
      to_name: offer.patient_name,
      doctor_name: offer.doctor_name,
      appointment_date: offer.formatted_date,
      reason: 'An earlier time from the waitlist',
      subject,
      message: text,
      clinic_name: clinic.name,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      offer_url: link,
      ...details.params,
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
