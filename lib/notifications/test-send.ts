import { EMAIL_SETTING_ENV_KEYS, missingEmailSettings, resolveEmailConfig } from './config';
import type { EmailConfig } from './config';
import type { EmailJsClient } from './emailjs-notifier';
import { describeEmailFailure } from './failure';
import { lazyEmailJs } from './lazy-emailjs';
import { buildAccountNoticeParams } from './params';

/**
 * The test send of the debug page /email-test (docs/product.md#routes): one e-mail with this build's settings,
 * whose outcome is shown to the person testing instead of being swallowed.
 */

/** How long the page waits for the service before reporting that it did not answer. */
const TEST_SEND_TIMEOUT_MS = 15_000;

/** What became of a test send. */
export type TestSendOutcome =
  /** The service accepted it: its status (2xx) and text (EmailJS answers 'OK'). */
  | { kind: 'sent'; status: number; text: string }
  /**
   * The send failed: the service's status and text, or `status: null` and the error's text when
   * there was no answer; `description` as in lib/notifications/failure.ts.
   */
  | { kind: 'failed'; status: number | null; text: string; description: string }
  /** Nothing was sent: e-mail is off, or the recipient fails the rule of docs/product.md#texts. */
  | { kind: 'skipped'; reason: string };

/** Who the test e-mail goes to, as typed into the form. */
export interface TestRecipient {
  name: string;
  email: string;
}

/** What a test send needs from outside; defaults are the real ones. */
export interface TestSendDeps {
  /** Default: the real `@emailjs/browser`, loaded on first use. */
  emailjs?: EmailJsClient;
  /** The clock for the notice's `date`. Default ` => new Date`. */
  now?: () => Date;
  /** Default {@link TEST_SEND_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/**
 * Sends one registration-style notice (to_email, to_name, date) to `recipient` with the
 * primary service and template ids, through the same library as the notifier. Never rejects.
 * @returns the outcome; a send still unanswered after `timeoutMs` is reported as failed
 *   ('No answer within 15 s'), though the request itself is left to finish or fail.
 */
export async function sendTestEmail(
  config: EmailConfig,
  recipient: TestRecipient,
  {
    emailjs = lazyEmailJs,
    now = () => new Date(),
    timeoutMs = TEST_SEND_TIMEOUT_MS,
  }: TestSendDeps = {},
): Promise<TestSendOutcome> {
  const settings = resolveEmailConfig(config);
  if (!settings) {
    const missing = missingEmailSettings(config).map((key) => EMAIL_SETTING_ENV_KEYS[key]);
    return { kind: 'skipped', reason: `E-mail is off: ${missing.join(', ')} not set.` };
  }
  const built = buildAccountNoticeParams(recipient, now());
  if (!built.ok) {
    return { kind: 'skipped', reason: `Not sent: ${built.problem}.` };
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<TestSendOutcome>((resolve) => {
    timer = setTimeout(() => {
      const seconds = Math.round(timeoutMs / 1000);
      resolve({
        kind: 'failed',
        status: null,
        text: `No answer within ${seconds} s`,
        description: 'no answer from the e-mail service (timed out)',
      });
    }, timeoutMs);
  });
  const attempt = (async (): Promise<TestSendOutcome> => {
    try {
      emailjs.init({
        publicKey: settings.publicKey,
        origin: settings.origin,
        blockHeadless: false,
      });
      const result = await emailjs.send(settings.serviceId, settings.templateId, built.params);
      return { kind: 'sent', status: result.status, text: result.text };
    } catch (error) {
      const { status, text, description } = describeEmailFailure(error);
      return { kind: 'failed', status, text, description };
    }
  })();
  try {
    return await Promise.race([attempt, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
