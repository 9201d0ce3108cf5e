import { EMAIL_SETTING_ENV_KEYS, missingEmailSettings, resolveEmailConfig } from './config';
import type { EmailConfig } from './config';
import { describeEmailFailure } from './failure';
import { type EmailJsClient, lazyEmailJs } from './lazy-emailjs';
import { buildAccountNoticeParams } from './params';

const TEST_SEND_TIMEOUT_MS = 15_000;

/** What became of a test e-mail send (docs/debug.md). */
export type TestSendOutcome =
  | { kind: 'sent'; status: number; text: string }
  /** `status: null` when nothing answered. */
  | { kind: 'failed'; status: number | null; text: string; description: string }
  | { kind: 'skipped'; reason: string };

/** Who the test e-mail goes to, as typed into /email-test's form. */
export interface TestRecipient {
  name: string;
  email: string;
}

/** A test send's EmailJS client, clock and timeout (ms); defaults are the real ones. */
export interface TestSendDeps {
  emailjs?: EmailJsClient;
  now?: () => Date;
  timeoutMs?: number;
}

/**
 * The test e-mail of /email-test (docs/debug.md): one registration-style notice with
 * the primary ids, its outcome shown rather than swallowed; unanswered after `timeoutMs` (15 s)
 * it is reported failed. Never rejects.
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
