/**
 * The two ways the worker sends a reminder (docs/reminders.md): EmailJS's REST API
 * (the site's templates; the private access key lives only in the worker's environment) and
 * SMTP through nodemailer when SMTP_URL is set.
 *
 * Each send ends in one of three ways, because only one of them may be tried again:
 * - resolved: the service accepted the message;
 * - {@link SendRefused}: the service answered no, so nothing was sent; `temporary` says whether
 *   a later try may succeed (429, 5xx, SMTP 4xx, no connection) or not (other 4xx, SMTP 5xx);
 * - {@link SendUncertain}: the message was handed over but no answer came (a timeout, a
 *   connection lost after the request was written): it may have arrived, so it is never resent.
 */
import nodemailer from 'nodemailer';

/** The service answered that it did not send the message. */
export class SendRefused extends Error {
  /**
   * @param {string} message
   * @param {{ temporary: boolean }} options
   */
  constructor(message, { temporary }) {
    super(message);
    this.name = 'SendRefused';
    /** Whether a later try may succeed. */
    this.temporary = temporary;
  }
}

/** The message was handed to the service, but whether it was accepted is unknown. */
export class SendUncertain extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'SendUncertain';
  }
}

/**
 * @typedef {object} Transport
 * @property {'emailjs' | 'smtp'} name
 * @property {(email: import('./reminder-email.mjs').ReminderEmail, key: string) =>
 *   Promise<{ messageId: string | null }>} send `key` names the reminder (appointment and
 *   offset); SMTP puts it in the Message-ID, so mail systems that drop a repeated Message-ID
 *   keep one copy. Rejects with SendRefused or SendUncertain.
 * @property {boolean} keepsOneCopy whether the service keeps one copy of a message sent twice
 *   under the same key (SMTP's Message-ID: mail systems drop a repeated one; EmailJS has no
 *   key), so a send whose outcome is unknown may be made again
 * @property {() => void} close
 */

/** Connection failures that happen before any byte of the message left this machine. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * EmailJS's REST API: POST {origin}/api/v1.0/email/send with service_id, template_id, user_id
 * (public key), accessToken (private key) and template_params; 200 'OK' when sent.
 * @param {{ origin: string, serviceId: string, templateId: string, publicKey: string,
 *   privateKey: string, timeoutMs: number, fetch?: typeof fetch }} options
 * @returns {Transport}
 */
export function emailJsTransport({
  origin,
  serviceId,
  templateId,
  publicKey,
  privateKey,
  timeoutMs,
  fetch = globalThis.fetch,
}) {
  const url = `${origin.replace(/\/+$/, '')}/api/v1.0/email/send`;
  return {
    name: 'emailjs',
    keepsOneCopy: false,
    async send(email) {
      let response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            service_id: serviceId,
            template_id: templateId,
            user_id: publicKey,
            accessToken: privateKey,
            template_params: email.templateParams,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const code = error?.cause?.code ?? error?.code;
        if (NOT_CONNECTED.has(code)) {
          throw new SendRefused(`EmailJS not reached: ${code}`, { temporary: true });
        }
        const what =
          error?.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : String(code ?? error?.message);
        throw new SendUncertain(`EmailJS: ${what}`);
      }
      const text = (await response.text().catch(() => '')).slice(0, 200);
      if (response.ok) return { messageId: null };
      const temporary =
        response.status === 408 || response.status === 429 || response.status >= 500;
      throw new SendRefused(`EmailJS answered ${response.status}: ${text}`, { temporary });
    },
    close() {},
  };
}

/**
 * SMTP through nodemailer (one pooled connection set per worker process).
 * @param {{ url: string, from: string, timeoutMs: number }} options url e.g.
 *   smtps://user:pass@smtp.example.org:465 or smtp://127.0.0.1:2525
 * @returns {Transport}
 */
export function smtpTransport({ url, from, timeoutMs }) {
  const mailer = nodemailer.createTransport(url, {
    pool: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'clinic.invalid';
  return {
    name: 'smtp',
    keepsOneCopy: true,
    async send(email, key) {
      const messageId = `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@${domain}>`;
      try {
        await mailer.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          // Mail clients and screen readers read the text in the patient's language.
          headers: { 'Content-Language': email.language },
          messageId,
        });
        return { messageId };
      } catch (error) {
        if (typeof error?.responseCode === 'number') {
          throw new SendRefused(
            `SMTP answered ${error.responseCode}: ${error.response ?? error.message}`,
            {
              temporary: error.responseCode < 500,
            },
          );
        }
        // Before DATA nothing was handed over; after it, the server may have taken the message.
        if (
          error?.code === 'ECONNECTION' ||
          error?.code === 'EDNS' ||
          error?.command === 'CONN' ||
          NOT_CONNECTED.has(error?.code)
        ) {
          throw new SendRefused(`SMTP server not reached: ${error.message}`, { temporary: true });
        }
        if (error?.code === 'EAUTH' || error?.code === 'ETLS') {
          throw new SendRefused(`SMTP: ${error.message}`, { temporary: true });
        }
        throw new SendUncertain(`SMTP: ${error?.message ?? error}`);
      }
    },
    close() {
      mailer.close();
    },
  };
}
