import type { Page, Request } from '@playwright/test';
import emailjsPackage from '@emailjs/browser/package.json';
import settings from './email-debug-env.json';
import { untilIdle } from './app';
import { expect } from './fixtures';

/**
 * The e-mail side of the end-to-end tests . The e2e builds post their e-mail to the
 * EmailJS stub (__tests__/e2e/stubs/emailjs-stub.mjs) through the real `@emailjs/browser`; these
 * helpers make recipient addresses that choose the stub's behaviour and read back what the stub
 * received. Settings and ports: ./email-debug-env.json (also read by scripts/e2e.mjs).
 */

/** The EmailJS stub's origin, as baked into the e2e builds (NEXT_PUBLIC_EMAILJS_ORIGIN). */
export const EMAILJS_STUB = settings.email.NEXT_PUBLIC_EMAILJS_ORIGIN;

/** The e-mail settings of the e2e builds. */
export const E2E_EMAIL = {
  publicKey: settings.email.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  serviceId: settings.email.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  templateId: settings.email.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  fallbackServiceId: settings.email.NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID,
  fallbackTemplateId: settings.email.NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID,
} as const;

/** The debug export (out-debug/), served beside the normal one. */
export const DEBUG_SITE = `http://127.0.0.1:${settings.ports.debugSite}`;

/** The backend stub the debug build's /api-test probes (NEXT_PUBLIC_API_URL is `{this}/api`). */
export const BACKEND_STUB = `http://127.0.0.1:${settings.ports.backendStub}`;

/** The version of the installed library, which it sends as `lib_version`. */
export const EMAILJS_LIB_VERSION: string = emailjsPackage.version;

/** What the stub does with a send; see emailjs-stub.mjs. */
export type StubBehaviour =
  'ok' | 'fail400' | 'fail403' | 'fail429' | 'fail451' | 'fail500' | 'failonce' | 'drop' | 'hang';

let counter = 0;

/**
 * A fresh address whose sends the stub answers with `behaviour`, unique across workers and
 * runs, e.g. 'fail429+w1-lq3x9-3@example.com'.
 */
export function stubAddress(behaviour: StubBehaviour): string {
  counter += 1;
  const unique = `${process.pid.toString(36)}-${Date.now().toString(36)}-${counter}`;
  return `${behaviour}+${unique}@example.com`;
}

/** A send as the stub recorded it. */
export interface RecordedSend {
  at: string;
  /** The Origin header (the site's origin: the browser made the request). */
  origin: string | null;
  contentType: string | null;
  body: {
    lib_version: string;
    user_id: string;
    service_id: string;
    template_id: string;
    template_params: Record<string, unknown>;
  };
  behaviour: StubBehaviour;
  /** The status the stub answered with, 'dropped', or 'never'. */
  answered: number | 'dropped' | 'never';
}

/** The sends the stub has received for `address`, oldest first. */
export async function sendsTo(address: string): Promise<RecordedSend[]> {
  const response = await fetch(`${EMAILJS_STUB}/__sends?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`EmailJS stub answered ${response.status}`);
  return (await response.json()) as RecordedSend[];
}

/** The e-mail sends of one page, watched from the moment {@link watchSends} was called. */
export interface SendWatch {
  /**
   * Resolves once the page has gone idle, so whatever its last action set going has started,
   * and every send it started has been answered or has failed: none is on its way to the stub.
   * Never resolves while a send hangs (the stub's 'hang' addresses).
   */
  settled(): Promise<void>;
}

/**
 * Watches the sends `page` makes to the EmailJS stub. The site sends without waiting (its
 * notices say 'e-mailed' as the request leaves), so this is how a test knows the page has no
 * send in flight.
 */
export function watchSends(page: Page): SendWatch {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const isSend = (request: Request) =>
    request.method() === 'POST' && request.url().startsWith(`${EMAILJS_STUB}/`);
  const ended = (request: Request) => {
    if (!isSend(request)) return;
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (isSend(request)) inFlight += 1;
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      await untilIdle(page);
      if (inFlight > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}

/**
 * Waits until the stub has `count` sends for `address`, then checks that no further one
 * arrived ("exactly `count`"): once `settled` (the page's {@link watchSends}) says the page
 * has no send left in flight, else after `settleMs` more.
 * @returns those sends.
 */
export async function expectSends(
  address: string,
  count: number,
  {
    timeout = 10_000,
    settleMs = 1_000,
    settled,
  }: { timeout?: number; settleMs?: number; settled?: SendWatch } = {},
): Promise<RecordedSend[]> {
  await expect
    .poll(async () => (await sendsTo(address)).length, {
      message: `sends to ${address}`,
      timeout,
    })
    .toBeGreaterThanOrEqual(count);
  if (settled) await settled.settled();
  else await new Promise((resolve) => setTimeout(resolve, settleMs));
  const sends = await sendsTo(address);
  expect(sends, `sends to ${address}`).toHaveLength(count);
  return sends;
}

/** The long US date-time the notices carry, e.g. 'Monday, November 23, 2026 at 2:30 PM'. */
export const NOTICE_DATE = /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/;

/**
 * The params of an account notice (registration, login, the debug page's test send) to `name`
 * at `email` (docs/notifications.md), as toEqual expects them: a date matching `date`, in
 * `language`.
 */
export function accountNoticeParams(
  email: string,
  name: string,
  date: RegExp,
  language: 'en' | 'es',
) {
  return { to_email: email, to_name: name, date: expect.stringMatching(date), language };
}

/**
 * Collects the page's console warnings from now on (the notifier logs every failure with one
 * `console.warn` and swallows it).
 */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * Chromium logs a failed request to the console as an error. The failure tests expect those
 * for the stub's error statuses and dropped connections; nothing else may log an error.
 */
export const FAILED_SEND_CONSOLE_ERROR =
  /Failed to load resource: (the server responded with a status of (400|403|429|451|500)|net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED))/;

/**
 * The visit's params every appointment notice carries (docs/notifications.md), as the default
 * clinic sends them: its one 30-minute consultation, no instructions, for the account holder
 * `name` (the notice's `to_name`), in English, the account's language
 * (docs/notifications.md#languages).
 */
export function consultationParams(name: string) {
  return {
    visit_type: 'Consultation',
    visit_length: '30 minutes',
    visit_instructions: '',
    visit_for: name,
    language: 'en',
  };
}
