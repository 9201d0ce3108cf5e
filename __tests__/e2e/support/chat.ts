import type { Locator, Page } from '@playwright/test';
import chatEnv from './chat-env.json';
import clinicFileEnv from './clinic-file-env.json';
import { expectLoggedOut } from './app';
import { expect, test as base } from './fixtures';

/**
 * The chat assistant's end-to-end support : locators for the widget, and a per-test
 * session of the model stub (__tests__/e2e/stubs/model-stub.mjs). The browser of a test that
 * uses `test` from this module sends `model-stub-session/<id>` in its User-Agent, so the stub
 * tells its requests apart from those of tests running in parallel; the site itself is
 * unchanged. Scripts and recorded requests are read over HTTP from the stub's control endpoints.
 */

/** The model stub's base URL. */
export const MODEL_STUB_URL = `http://127.0.0.1:${chatEnv.ports.modelStub}`;

/**
 * The base URL of the export whose assistant speaks chat completions (protocol 'openai-chat'):
 * the example clinic's, out-example-clinic/.
 */
export const OPENAI_CHAT_SITE_URL = `http://127.0.0.1:${clinicFileEnv.ports.exampleSite}`;

/** The bearer token the text-generation export is built with. */
export const MODEL_TOKEN = chatEnv.tgi.NEXT_PUBLIC_CHAT_TOKEN;

/** The model id the chat-completions export is built with. */
export const OPENAI_CHAT_MODEL = chatEnv.openaiChat.NEXT_PUBLIC_CHAT_MODEL;

/** The model stub's default generated text for `question` (defaultReply in model-stub.mjs). */
export function stubReply(question: string): string {
  return `Thank you for your question about "${question}". Rest, drink plenty of fluids, and book a visit with one of our doctors if it does not get better.`;
}

/** One scripted answer of the stub (see model-stub.mjs). */
export interface StubStep {
  status?: number;
  text?: string;
  shape?: 'array' | 'object' | 'string' | 'text';
  delayMs?: number;
  /** Waits for {@link ModelSession.release}: a reply awaited as long as the test needs. */
  hold?: true;
  hang?: true;
  drop?: true;
}

/** A request as the stub recorded it. */
export interface StubRequest {
  at: string;
  path: string;
  kind: 'probe' | 'query';
  authorization: string | null;
  contentType: string | null;
  origin: string | null;
  body: Record<string, unknown> | null;
  answered: number | string | null;
}

/** This test's session of the model stub. */
export interface ModelSession {
  id: string;
  /** Scripts the next probes and queries of this test's browser (before or during the test). */
  script(steps: { probes?: StubStep[]; replies?: StubStep[] }): Promise<void>;
  /** Every request this test's browser sent to the stub, oldest first. */
  requests(): Promise<StubRequest[]>;
  /** Answers every request held by a `hold` step. */
  release(): Promise<void>;
}

function modelSession(id: string): ModelSession {
  const url = `${MODEL_STUB_URL}/__sessions/${encodeURIComponent(id)}`;
  return {
    id,
    async script(steps) {
      const response = await fetch(url, { method: 'PUT', body: JSON.stringify(steps) });
      if (!response.ok) throw new Error(`model stub refused the script: ${response.status}`);
    },
    async requests() {
      const response = await fetch(url);
      const { requests } = (await response.json()) as { requests: StubRequest[] };
      return requests;
    },
    async release() {
      const response = await fetch(`${url}/release`, { method: 'POST' });
      if (!response.ok) throw new Error(`model stub refused the release: ${response.status}`);
    },
  };
}

/** `test` with a model-stub session whose id is in the browser's User-Agent. */
export const test = base.extend<{ modelSession: ModelSession }>({
  modelSession: async ({}, provide, testInfo) => {
    const id = `${testInfo.testId}-${testInfo.retry}-${Math.random().toString(36).slice(2, 8)}`;
    await provide(modelSession(id));
  },
  userAgent: async ({ userAgent, modelSession: session }, provide) => {
    await provide(`${userAgent ?? 'Mozilla/5.0'} model-stub-session/${session.id}`);
  },
});

export { expect } from './fixtures';

/** The floating Chat button. */
export function chatButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Chat', exact: true });
}

/** The chat panel: a dialog titled 'Medical Assistant'. */
export function chatPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Medical Assistant' });
}

/** The panel's message input. */
export function chatInput(page: Page): Locator {
  return chatPanel(page).getByRole('textbox', { name: 'Your message' });
}

/** The panel's Send button. */
export function sendButton(page: Page): Locator {
  return chatPanel(page).getByRole('button', { name: 'Send', exact: true });
}

/** The message log (a polite live region). */
export function chatLog(page: Page): Locator {
  return chatPanel(page).getByRole('log');
}

/** The status line. */
export function chatStatus(page: Page): Locator {
  return chatPanel(page).getByRole('status');
}

/** The texts of the log's messages, oldest first. */
export function chatMessageTexts(page: Page): Locator {
  return chatLog(page).locator('.chat-message__text');
}

/** The assistant's messages. */
export function botMessages(page: Page): Locator {
  return chatLog(page).locator('.chat-message--bot');
}

/** Opens the panel with the Chat button (the widget loads after the page is idle). */
export async function openChat(page: Page): Promise<void> {
  await chatButton(page).click();
  await page.getByRole('dialog', { name: 'Medical Assistant' }).waitFor();
}

/** Types `text` into the panel and presses Send. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await sendButton(page).click();
}

/**
 * Lets the page finish reacting to what it just showed (React runs effects, which schedule
 * the assistant's timers, just after it paints), before a test moves the clock.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Pauses the page's running clock at `at`, or 1 s ahead of where it stands once it has passed
 * `at`: on a busy machine more than the planned second can pass between installing or reading
 * the clock and pausing it, and pauseAt refuses a time in the clock's past. The refused pauseAt
 * has stopped the clock already, so the second try reads a clock that stands still.
 */
async function pauseAtOrAhead(page: Page, at: number): Promise<void> {
  try {
    await page.clock.pauseAt(at);
  } catch (error) {
    if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }
}

/**
 * Installs Playwright's clock, paused, so that the page's timers move only when the test says.
 * The first page then loads at `START + 1 s` (later if pausing took a busy machine longer).
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T14:00:00Z').getTime();
  await page.clock.install({ time: start });
  await pauseAtOrAhead(page, start + 1_000);
}

/**
 * Opens `path` and lets the widget load: once the page has hydrated (the navigation shows its
 * links; the chat slot's effect, which notes the load time, ran in the same commit), 0.1 s of
 * clock time lets the idle callback fire that imports the widget. The clock then stands 0.1 s
 * after the load.
 */
export async function loadWithWidget(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expectLoggedOut(page);
  await page.clock.runFor(100);
  await expect(chatButton(page)).toBeVisible();
}

/** `pauseClock`, then `loadWithWidget`. */
export async function gotoWithPausedClock(page: Page, path = '/'): Promise<void> {
  await pauseClock(page);
  await loadWithWidget(page, path);
}

/**
 * Pauses a page's running clock (installed with `page.clock.install`) 1 s ahead of the page's
 * current time, so that from then on its timers move only with `page.clock.runFor`.
 */
export async function pauseClockAhead(page: Page): Promise<void> {
  await pauseAtOrAhead(page, (await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * `settle` for a paused clock, whose held timers would never let `settle` return: lets the page
 * run the tasks it has queued (React renders and runs effects in MessageChannel tasks, which the
 * clock does not hold), a few rounds, so a state change made by a timer is on screen.
 */
export async function settlePaused(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            resolve();
          };
          channel.port2.postMessage(null);
        }),
    );
  }
}
