import type { Page } from '@playwright/test';
import debugEnv from './support/email-debug-env.json';
import {
  botMessages,
  chatMessageTexts,
  chatPanel,
  chatStatus,
  expect,
  gotoWithPausedClock,
  MODEL_STUB_URL,
  type ModelSession,
  OPENAI_CHAT_MODEL,
  OPENAI_CHAT_SITE_URL,
  openChat,
  pauseClockAhead,
  sendChatMessage,
  settle,
  settlePaused,
  stubReply,
  test,
} from './support/chat';
import type { ConsoleErrors } from './support/fixtures';

/**
 * The assistant's connection to the model (docs/chat.md#connection, docs/product.md#timings-and-limits; docs/decisions/008-configurable-model-endpoint.md): the
 * probe, the 120 s retries and the fallback mode; the fallback dialogue; a build without an
 * endpoint; and the chat-completions protocol. Timers are driven by Playwright's clock.
 */

const AI_NOTE =
  'AI-generated reply, not medical advice. In an emergency call 911 or go to the nearest emergency room.';
const BANNER = 'AI assistant unavailable. Using fallback responses.';
const FALLBACK_STATUS = 'Using fallback (API offline)';
const PROBE_FAILED = /Failed to load resource: the server responded with a status of 503/;
/** The retry interval while offline, ms (docs/product.md#timings-and-limits). */
const RETRY_MS = 120_000;
/** The fallback bot's typing delay, ms (docs/product.md#timings-and-limits). */
const TYPING_DELAY_MS = 600;

/** The debug export , built with no chat endpoint. */
const NO_ENDPOINT_SITE_URL = `http://127.0.0.1:${debugEnv.ports.debugSite}`;

async function probeCount(session: ModelSession): Promise<number> {
  return (await session.requests()).filter((request) => request.kind === 'probe').length;
}

async function queryCount(session: ModelSession): Promise<number> {
  return (await session.requests()).filter((request) => request.kind === 'query').length;
}

/**
 * Has the model stub fail its first `failedProbes` probes with 503 (their console errors are
 * expected), loads the site with `load`, opens the chat and waits for the fallback status.
 */
async function openChatOffline(
  {
    page,
    modelSession,
    consoleErrors,
  }: { page: Page; modelSession: ModelSession; consoleErrors: ConsoleErrors },
  load: (page: Page) => Promise<unknown>,
  failedProbes = 1,
): Promise<void> {
  consoleErrors.allow(PROBE_FAILED);
  await modelSession.script({
    probes: Array.from({ length: failedProbes }, () => ({ status: 503 })),
  });
  await load(page);
  await openChat(page);
  await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
}

test.describe('Chat connection', () => {
  test('after a failed probe it is offline with fallback replies; the 120 s retry finds the recovered server', async ({
    page,
    modelSession,
    consoleErrors,
  }) => {
    // Paused from the start, the clock stands still while the probe fails and the retry is
    // scheduled: the retry is then due exactly 120 s of clock time later.
    await openChatOffline({ page, modelSession, consoleErrors }, gotoWithPausedClock);
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();

    await sendChatMessage(page, 'What are your clinic hours?');
    await page.clock.runFor(TYPING_DELAY_MS);
    await expect(chatMessageTexts(page).last()).toContainText(
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays',
    );
    expect(await queryCount(modelSession)).toBe(0);

    // 1 ms before the retry is due (the typing delay took 600 ms of the 120 s): no probe yet.
    await page.clock.runFor(RETRY_MS - TYPING_DELAY_MS - 1);
    await settlePaused(page);
    await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
    expect(await probeCount(modelSession)).toBe(1);
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();

    await page.clock.runFor(1);
    await expect(chatStatus(page)).toHaveText('Connected');
    await expect(chatPanel(page).getByText(BANNER)).toHaveCount(0);
    expect(await probeCount(modelSession)).toBe(2);

    const question = 'Is it flu season?';
    await sendChatMessage(page, question);
    await expect(chatMessageTexts(page).last()).toHaveText(stubReply(question));
    await expect(botMessages(page).last().getByText(AI_NOTE)).toBeVisible();
  });

  test('after three failed probes it stays in fallback mode and probes no more', async ({
    page,
    modelSession,
    consoleErrors,
  }) => {
    // A fourth probe would succeed: the test would see it.
    await openChatOffline({ page, modelSession, consoleErrors }, gotoWithPausedClock, 3);
    await expect.poll(() => probeCount(modelSession)).toBe(1);

    // Each retry is due 120 s after the probe before it failed: not 1 ms earlier.
    for (const attempt of [2, 3]) {
      await settlePaused(page);
      await page.clock.runFor(RETRY_MS - 1);
      await settlePaused(page);
      await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
      expect(await probeCount(modelSession)).toBe(attempt - 1);

      await page.clock.runFor(1);
      await expect.poll(() => probeCount(modelSession)).toBe(attempt);
      await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
    }

    // No fourth attempt, 120 s later or after.
    await settlePaused(page);
    await page.clock.runFor(RETRY_MS);
    await settlePaused(page);
    await page.clock.runFor(RETRY_MS);
    await sendChatMessage(page, 'I have the flu');
    await page.clock.runFor(TYPING_DELAY_MS);
    await expect(chatMessageTexts(page).last()).toContainText('The flu usually starts suddenly');
    await expect(botMessages(page).last().getByText(AI_NOTE)).toHaveCount(0);
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();
    await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
    expect(await probeCount(modelSession)).toBe(3);
    expect(await queryCount(modelSession)).toBe(0);
  });

  test('fallback replies come after the 600 ms typing delay; the yes/no follow-up after an appointment or pain intent', async ({
    page,
    modelSession,
    consoleErrors,
  }) => {
    await openChatOffline({ page, modelSession, consoleErrors }, async () => {
      await page.clock.install();
      await page.goto('/');
    });
    await settle(page);
    await pauseClockAhead(page);

    /** Sends `text` and returns the reply, checking it appears 600 ms later, not before. */
    async function ask(text: string): Promise<string> {
      const before = await chatMessageTexts(page).count();
      await sendChatMessage(page, text);
      await expect(chatMessageTexts(page)).toHaveCount(before + 1);
      await expect(chatStatus(page)).toHaveText('Thinking...');
      await page.clock.runFor(590);
      await expect(chatMessageTexts(page)).toHaveCount(before + 1);
      await page.clock.runFor(10);
      await expect(chatMessageTexts(page)).toHaveCount(before + 2);
      return (await chatMessageTexts(page).last().textContent()) ?? '';
    }

    expect(await ask("I'd like to book an appointment")).toContain(
      'Would you like me to explain how to book an appointment?',
    );
    expect(await ask('maybe later')).toBe(
      "Sorry, I didn't catch that. Would you like me to explain how to book an appointment? Please answer yes or no.",
    );
    expect(await ask('yes please')).toContain("choose 'Schedule New Appointment'");
    expect(await ask('My back hurts')).toContain(
      'Would you like to schedule an appointment so one of our doctors can examine you?',
    );
    expect(await ask('no')).toBe('No problem. Is there anything else I can help you with?');
    expect(await ask('What is the difference between a car and a cat?')).toContain(
      'I can only help with health and clinic questions',
    );
    await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
    expect(await queryCount(modelSession)).toBe(0);
  });

  test("while it waits for yes or no, a child's temperature in °C gets the fever answer in °C; 'how do I reschedule' gets the steps and a link to My Appointments", async ({
    page,
    modelSession,
    consoleErrors,
  }) => {
    await openChatOffline({ page, modelSession, consoleErrors }, () => page.goto('/'));

    await sendChatMessage(page, "I'd like an appointment");
    await expect(chatMessageTexts(page).last()).toContainText(
      'Would you like me to explain how to book an appointment?',
    );
    await sendChatMessage(page, 'my kid has a temperature of 39.5 C');
    await expect(chatMessageTexts(page)).toHaveCount(5);
    const fever = chatMessageTexts(page).last();
    await expect(fever).toContainText('A temperature of 39.5°C (103.1°F) is a high fever.');
    await expect(fever).not.toContainText('Please answer yes or no');

    // The wait has ended; rescheduling gets its own steps, not booking help.
    await sendChatMessage(page, 'How do I reschedule?');
    await expect(chatMessageTexts(page)).toHaveCount(7);
    await expect(chatMessageTexts(page).last()).toContainText(
      'open My Appointments (/appointments). On the upcoming appointment, press Reschedule',
    );
    const link = botMessages(page).last().getByRole('link', { name: 'My Appointments' });
    await expect(link).toHaveAttribute('href', '/appointments/');
    await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
    expect(await queryCount(modelSession)).toBe(0);
  });

  test('with no endpoint set the banner shows from the start and the assistant makes no network call (D8)', async ({
    page,
  }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(NO_ENDPOINT_SITE_URL)) offSite.push(request.url());
    });
    await page.goto(`${NO_ENDPOINT_SITE_URL}/`);
    await openChat(page);
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();
    await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);

    await sendChatMessage(page, 'How can I manage my diabetes?');
    await expect(chatMessageTexts(page).last()).toContainText('Managing diabetes');
    await expect(chatStatus(page)).toHaveText(FALLBACK_STATUS);
    expect(offSite).toEqual([]);
    expect(offSite.some((url) => url.startsWith(MODEL_STUB_URL))).toBe(false);
  });
});

test.describe('Chat-completions protocol (D8)', () => {
  test('the openai-chat export probes and asks over chat completions and shows the reply', async ({
    page,
    modelSession,
  }) => {
    await page.goto(`${OPENAI_CHAT_SITE_URL}/`);
    await openChat(page);
    await expect(chatStatus(page)).toHaveText('Connected');

    const question = 'How can I lower my blood pressure?';
    await sendChatMessage(page, question);
    await expect(chatMessageTexts(page).last()).toHaveText(stubReply(question));
    await expect(botMessages(page).last().getByText(AI_NOTE)).toBeVisible();
    await expect(chatStatus(page)).toHaveText('Connected');

    const [probe, query, ...rest] = await modelSession.requests();
    expect(rest).toEqual([]);
    expect(probe?.path).toBe('/v1/chat/completions');
    expect(probe?.body).toEqual({
      model: OPENAI_CHAT_MODEL,
      messages: [{ role: 'user', content: 'Hello' }],
      max_tokens: 50,
      temperature: 0.7,
      top_p: 0.95,
    });
    // This export has no token: no Authorization header.
    expect(query?.authorization).toBeNull();
    expect(query?.body).toMatchObject({
      model: OPENAI_CHAT_MODEL,
      max_tokens: 200,
      temperature: 0.7,
      top_p: 0.95,
    });
    const messages = query?.body?.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[0]?.content).toContain('You are a friendly, caring doctor');
    expect(messages[1]?.content).toContain("I'm the clinic's virtual doctor");
    expect(messages[2]?.content).toBe(question);
  });
});
