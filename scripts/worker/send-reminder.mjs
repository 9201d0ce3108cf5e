/**
 * The `send_reminder` job (docs/reminders.md): one reminder e-mail, sent at most
 * once however many workers run and whatever stops them.
 *
 * 1. clinic.claim_reminder, committed on its own: the delivery record (appointment, offset)
 *    goes from 'scheduled' to 'sending' with this try's claim, or says there is nothing to do
 *    (already sent, failed or uncertain; canceled; the visit has begun).
 * 2. The e-mail goes to the service.
 * 3. clinic.finish_reminder records the outcome and completes the job in one transaction.
 * A worker killed between 1 and 3 leaves the record 'sending'; the next try of the job (once
 * the dead worker's lock is released) finds it so. Over EmailJS it marks it 'uncertain' instead
 * of sending again: the patient may already have it. Over SMTP (clinic.claim_reminder_resending)
 * it sends it again under the same Message-ID, which mail systems keep one copy of, so the
 * patient gets it whether or not the killed try's e-mail had left. graphile-worker runs each job on one worker at a
 * time (SELECT … FOR UPDATE SKIP LOCKED), and the claim makes even a released-too-early job
 * harmless.
 */
import { randomUUID } from 'node:crypto';
import { buildReminderEmail } from './reminder-email.mjs';
import { SendRefused, SendUncertain } from './transports.mjs';

/**
 * The job's payload, checked.
 * @param {unknown} payload
 * @returns {{ appointmentId: number, offsetMinutes: number }}
 * @throws {Error} when the payload is not `{ appointment_id, offset_minutes }` of whole numbers
 */
export function parseReminderPayload(payload) {
  const appointmentId = Number(payload?.appointment_id);
  const offsetMinutes = Number(payload?.offset_minutes);
  if (
    !Number.isSafeInteger(appointmentId) ||
    !Number.isSafeInteger(offsetMinutes) ||
    offsetMinutes <= 0
  ) {
    throw new Error(
      `send_reminder needs {appointment_id, offset_minutes}; got ${JSON.stringify(payload)}`,
    );
  }
  return { appointmentId, offsetMinutes };
}

/**
 * Makes the task function graphile-worker runs for `send_reminder`.
 * @param {{ transport: import('./transports.mjs').Transport,
 *   context: import('./reminder-email.mjs').ReminderContext }} options
 * @returns {import('graphile-worker').Task}
 */
export function createSendReminderTask({ transport, context }) {
  return async function sendReminder(payload, helpers) {
    const { appointmentId, offsetMinutes } = parseReminderPayload(payload);
    const { job } = helpers;
    const claim = randomUUID();
    const claimed = (
      await helpers.query(
        `select clinic.${transport.keepsOneCopy ? 'claim_reminder_resending' : 'claim_reminder'}($1, $2, $3) as result`,
        [appointmentId, offsetMinutes, claim],
      )
    ).rows[0].result;
    if (claimed.action !== 'send') {
      helpers.logger.info(
        `reminder ${appointmentId}/${offsetMinutes} min: nothing to send (${claimed.status ?? 'no record'})`,
      );
      return;
    }

    // The zone the patient booked from, when the site recorded it (migration 011).
    const zone = (
      await helpers.query(
        'select time_zone from clinic.visitor_time_zones where appointment_id = $1',
        [appointmentId],
      )
    ).rows[0]?.time_zone;
    const appointment = zone
      ? { ...claimed.appointment, visitor_time_zone: zone }
      : claimed.appointment;
    const email = buildReminderEmail(appointment, offsetMinutes, context);
    const key = `reminder.${appointmentId}.${offsetMinutes}`;
    /** @type {{ outcome: 'sent' | 'retry' | 'failed' | 'uncertain', messageId?: string | null, error?: Error }} */
    let result;
    try {
      // A record staff made for someone who phoned may have no address; nothing to try then.
      if (!String(email.to ?? '').includes('@')) {
        throw new SendRefused('The patient has no e-mail address.', { temporary: false });
      }
      const { messageId } = await transport.send(email, key);
      result = { outcome: 'sent', messageId };
    } catch (error) {
      const lastTry = job.attempts >= job.max_attempts;
      if (error instanceof SendUncertain) result = { outcome: 'uncertain', error };
      else if (error instanceof SendRefused && error.temporary && !lastTry) {
        result = { outcome: 'retry', error };
      } else result = { outcome: 'failed', error };
    }

    const recorded = (
      await helpers.query(
        'select clinic.finish_reminder($1, $2, $3, $4, $5, $6, $7, $8, $9) as recorded',
        [
          appointmentId,
          offsetMinutes,
          claim,
          result.outcome,
          job.id,
          job.locked_by,
          transport.name,
          result.messageId ?? null,
          result.error ? result.error.message : null,
        ],
      )
    ).rows[0].recorded;
    const label = `reminder ${appointmentId}/${offsetMinutes} min (try ${claimed.attempt})`;
    if (!recorded) {
      helpers.logger.warn(
        `${label}: another worker decided it meanwhile; outcome ${result.outcome} not recorded`,
      );
      return;
    }
    if (result.outcome === 'retry') {
      // graphile-worker schedules the next try with exponential backoff.
      throw result.error;
    }
    const log = result.outcome === 'sent' ? helpers.logger.info : helpers.logger.error;
    log.call(
      helpers.logger,
      `${label}: ${result.outcome}${result.error ? ` (${result.error.message})` : ''}`,
    );
  };
}
