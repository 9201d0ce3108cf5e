import { heading, pickSlot, timesGroup } from './support/app';
import {
  botMessages,
  chatButton,
  chatInput,
  chatLog,
  chatMessageTexts,
  chatPanel,
  chatStatus,
  expect,
  MODEL_TOKEN,
  openChat,
  pauseClockAhead,
  sendButton,
  sendChatMessage,
  settlePaused,
  stubReply,
  test,
  type StubRequest,
} from './support/chat';
import { gotoAsUser, makeUser } from './support/storage';
import { TGI_PARAMETERS } from '../support/factories';

/**
 * The chat assistant against the normal export, whose endpoint is the model stub speaking the
 * text-generation wire format (docs/chat.md#model-protocols;). Each test scripts its own stub session.
 */

const GREETING =
  "Hello! I'm the clinic's virtual doctor. I can answer general health questions, tell you our clinic hours or help you book an appointment. How can I help you today?";
const AI_NOTE =
  'AI-generated reply, not medical advice. In an emergency call 911 or go to the nearest emergency room.';
const BANNER = 'AI assistant unavailable. Using fallback responses.';

function queries(requests: StubRequest[]): StubRequest[] {
  return requests.filter((request) => request.kind === 'query');
}

/** Opens the home page and the panel, and waits for the probe to have connected. */
async function openConnectedChat(page: import('@playwright/test').Page): Promise<void> {
  await page.goto('/');
  await openChat(page);
  await expect(chatStatus(page)).toHaveText('Connected');
}

test.describe('Chat widget', () => {
  test('a Chat button on every page opens the Medical Assistant dialog; Escape closes it and focus returns to the button', async ({
    page,
  }) => {
    for (const path of ['/login/', '/register/', '/']) {
      await page.goto(path);
      await expect(chatButton(page)).toBeVisible();
    }
    await expect(chatPanel(page)).toBeHidden();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');

    await chatButton(page).click();
    const panel = chatPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Medical Assistant' })).toBeVisible();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chatInput(page)).toBeFocused();
    await expect(chatLog(page)).toHaveAttribute('aria-live', 'polite');
    await expect(chatMessageTexts(page)).toHaveText([GREETING]);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chatButton(page)).toBeFocused();

    // The close button does the same.
    await chatButton(page).click();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });

  test('Escape closes the open panel wherever focus is, and on the booking form’s times', async ({
    page,
  }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await openChat(page);
    const reason = page.getByLabel('Reason for visit');
    await reason.click();
    await expect(reason).toBeFocused();
    await expect(chatPanel(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();

    // Escape on the form's times (no pop-up to close any more) closes the panel, as elsewhere.
    await openChat(page);
    await pickSlot(page);
    await timesGroup(page).getByRole('radio', { checked: true }).focus();
    await expect(chatPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });

  test("'Message a Doctor' on the home page opens the panel (D9)", async ({ page }) => {
    const user = makeUser({ name: 'Chatty Patient' });
    await gotoAsUser(page, '/', user);
    await expect(heading(page)).toHaveText(`Welcome, ${user.name}!`);
    await page.getByRole('button', { name: 'Message a Doctor' }).click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatInput(page)).toBeFocused();
  });

  test('Send is disabled while the input is empty and while a reply is awaited', async ({
    page,
    modelSession,
  }) => {
    // The reply is held until the test has tried Enter: a fixed delay is a race a busy machine
    // loses (Enter then came after the reply and sent a second message).
    await modelSession.script({ replies: [{ hold: true }] });
    await openConnectedChat(page);
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();

    await sendChatMessage(page, 'Is a sore throat serious?');
    await expect(chatStatus(page)).toHaveText('Thinking...');
    await chatInput(page).fill('And a cough?');
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).press('Enter');
    await expect(chatStatus(page)).toHaveText('Thinking...');
    expect(queries(await modelSession.requests())).toHaveLength(1);

    await modelSession.release();
    await expect(chatLog(page)).toContainText(stubReply('Is a sore throat serious?'));
    await expect(sendButton(page)).toBeEnabled();
    await expect(chatInput(page)).toHaveValue('And a cough?');
    expect(queries(await modelSession.requests())).toHaveLength(1);
  });
});

test.describe('Chat with the model ready (text-generation protocol)', () => {
  test("shows the model's reply with the AI note and 'Connected'; sends the spec's request with the bearer token", async ({
    page,
    modelSession,
  }) => {
    await openConnectedChat(page);
    await expect(chatPanel(page).getByText(BANNER)).toHaveCount(0);

    const question = 'What helps with a sore throat?';
    await sendChatMessage(page, question);
    await expect(chatMessageTexts(page)).toHaveText([GREETING, question, stubReply(question)]);
    await expect(chatStatus(page)).toHaveText('Connected');
    await expect(botMessages(page).last().getByText(AI_NOTE)).toBeVisible();
    // The greeting is ours, not the model's: no AI note on it.
    await expect(botMessages(page).first().getByText(AI_NOTE)).toHaveCount(0);

    const [probe, query, ...rest] = await modelSession.requests();
    expect(rest).toEqual([]);
    expect(probe?.kind).toBe('probe');
    expect(probe?.body).toMatchObject({ parameters: { max_new_tokens: 50 } });
    expect(query?.kind).toBe('query');
    expect(query?.path).toBe('/generate');
    expect(query?.authorization).toBe(`Bearer ${MODEL_TOKEN}`);
    expect(query?.contentType).toBe('application/json');
    expect(query?.body?.parameters).toEqual(TGI_PARAMETERS);
    const prompt = String(query?.body?.inputs);
    // Gemma 2's chat template without <bos> (the server adds it): no system role; the persona
    // opens the first user turn.
    expect(prompt.startsWith('<start_of_turn>user\nYou are a friendly, caring doctor')).toBe(true);
    expect(prompt).toContain(
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays',
    );
    expect(prompt).toContain('call 911 or go to the nearest emergency room');
    expect(prompt).not.toContain('system');
    expect(prompt.endsWith(`${question}<end_of_turn>\n<start_of_turn>model\n`)).toBe(true);
  });

  test('the prompt carries the last 6 messages and the new one', async ({ page, modelSession }) => {
    await openConnectedChat(page);
    const questions = ['First question?', 'Second question?', 'Third question?', 'Fourth?'];
    for (const question of questions) {
      await sendChatMessage(page, question);
      await expect(chatLog(page)).toContainText(stubReply(question));
    }
    const last = queries(await modelSession.requests()).at(-1);
    const prompt = String(last?.body?.inputs);
    // Before 'Fourth?' the log held 7 messages: the greeting, then Q1 A1 Q2 A2 Q3 A3. The last
    // 6 are Q1 to A3: the greeting is left out.
    expect(prompt).not.toContain("I'm the clinic's virtual doctor");
    for (const question of questions) expect(prompt).toContain(question);
    expect(prompt.match(/<start_of_turn>model\n/g)).toHaveLength(4);

    await sendChatMessage(page, 'Fifth?');
    await expect(chatLog(page)).toContainText(stubReply('Fifth?'));
    const fifth = String(queries(await modelSession.requests()).at(-1)?.body?.inputs);
    expect(fifth).not.toContain('First question?');
    expect(fifth).toContain('Second question?');
    expect(fifth).toContain('Fifth?');
  });

  test("accepts generated_text in an array, an object or a plain string; strips 'Assistant:' and says 'As a doctor'", async ({
    page,
    modelSession,
  }) => {
    await modelSession.script({
      replies: [
        { shape: 'object', text: 'Object-shaped reply.' },
        { shape: 'string', text: 'Plain string reply.' },
        { shape: 'array', text: 'Assistant: As an AI language model, I suggest rest.' },
      ],
    });
    await openConnectedChat(page);
    await sendChatMessage(page, 'One?');
    await expect(chatLog(page)).toContainText('Object-shaped reply.');
    await sendChatMessage(page, 'Two?');
    await expect(chatLog(page)).toContainText('Plain string reply.');
    await sendChatMessage(page, 'Three?');
    await expect(chatMessageTexts(page).last()).toHaveText('As a doctor, I suggest rest.');
    await expect(botMessages(page).getByText(AI_NOTE)).toHaveCount(3);
    await expect(chatStatus(page)).toHaveText('Connected');
  });

  test('model replies render as text, never as HTML (D7)', async ({ page, modelSession }) => {
    const html = 'Try <img src="x" onerror="window.__chatXss = 1"> <b>rest</b>.';
    await modelSession.script({ replies: [{ text: html }] });
    await openConnectedChat(page);
    await sendChatMessage(page, 'Tell me something');
    await expect(chatMessageTexts(page).last()).toHaveText(html);
    await expect(chatLog(page).locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
  });

  test("HTTP 500 shows 'Error: 500 - Internal Server Error', then a fallback reply, and the assistant goes offline", async ({
    page,
    modelSession,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 500/);
    await modelSession.script({ replies: [{ status: 500 }] });
    await openConnectedChat(page);

    await sendChatMessage(page, 'I have a cold, what should I do?');
    await expect(chatStatus(page)).toHaveText('Error: 500 - Internal Server Error');
    await expect(chatMessageTexts(page).last()).toContainText(
      'A common cold usually clears up on its own',
    );
    await expect(botMessages(page).last().getByText(AI_NOTE)).toHaveCount(0);
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();
    await expect(chatStatus(page)).toHaveText('Error: 500 - Internal Server Error');

    // Offline now: the next message is answered by the fallback bot without asking the model.
    await sendChatMessage(page, 'What are your clinic hours?');
    await expect(chatMessageTexts(page).last()).toContainText(
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays',
    );
    await expect(chatStatus(page)).toHaveText('Using fallback (API offline)');
    expect(queries(await modelSession.requests())).toHaveLength(1);
  });

  test("a dropped connection shows 'Error: No response from server', the offline banner, then a fallback reply", async ({
    page,
    modelSession,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_EMPTY_RESPONSE/);
    await modelSession.script({ replies: [{ drop: true }] });
    await openConnectedChat(page);

    await sendChatMessage(page, 'My fever has lasted 3 hours');
    await expect(chatStatus(page)).toHaveText('Error: No response from server');
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();
    await expect(chatMessageTexts(page).last()).toContainText('103°F');
    await expect(botMessages(page).last().getByText(AI_NOTE)).toHaveCount(0);
    await expect(chatStatus(page)).toHaveText('Error: No response from server');
    const sent = queries(await modelSession.requests());
    expect(sent.map((request) => request.answered)).toEqual(['dropped']);
  });

  test("a reply slower than 15 s is aborted: 'Error: Request timed out', then a fallback reply", async ({
    page,
    modelSession,
  }) => {
    await modelSession.script({ replies: [{ hang: true }] });
    await page.clock.install();
    await openConnectedChat(page);
    // Paused, the clock stands still from the moment the query starts its 15 s timer.
    await pauseClockAhead(page);

    await sendChatMessage(page, 'I have a headache');
    await expect(chatStatus(page)).toHaveText('Thinking...');
    await expect.poll(async () => queries(await modelSession.requests()).length).toBe(1);
    await page.clock.runFor(14_999);
    await settlePaused(page);
    await expect(chatStatus(page)).toHaveText('Thinking...');
    expect(queries(await modelSession.requests())[0]?.answered).toBe('never');

    await page.clock.runFor(1);
    await expect(chatStatus(page)).toHaveText('Error: Request timed out');
    await page.clock.runFor(600); // the fallback bot's typing delay
    await expect(chatMessageTexts(page).last()).toContainText('Most headaches ease with rest');
    await expect(chatPanel(page).getByText(BANNER)).toBeVisible();
    await expect
      .poll(async () => queries(await modelSession.requests())[0]?.answered)
      .toBe('closed by client');
  });

  test("a reply with a blocked phrase gives '(poor API response)' and a fallback reply", async ({
    page,
    modelSession,
  }) => {
    await modelSession.script({
      replies: [{ text: "I'm sorry, but I cannot provide medical advice about fevers." }],
    });
    await openConnectedChat(page);
    await sendChatMessage(page, 'I have a fever of 101');
    await expect(chatStatus(page)).toHaveText('(poor API response)');
    await expect(chatMessageTexts(page).last()).toContainText('103°F');
    await expect(chatLog(page)).not.toContainText('I cannot provide');
    await expect(botMessages(page).last().getByText(AI_NOTE)).toHaveCount(0);
    // A poor reply is not a connection error: the model stays in use.
    await expect(chatPanel(page).getByText(BANNER)).toHaveCount(0);
  });

  test('a red-flag message gets emergency advice at once, even with the model ready, without asking the model (D7)', async ({
    page,
    modelSession,
  }) => {
    await openConnectedChat(page);
    await sendChatMessage(page, 'I have crushing chest pain and my left arm is numb');
    await expect(chatMessageTexts(page).last()).toContainText('call 911');
    await expect(chatMessageTexts(page).last()).toContainText('nearest emergency room');
    await expect(botMessages(page).last().getByText(AI_NOTE)).toHaveCount(0);
    expect(queries(await modelSession.requests())).toEqual([]);

    await sendChatMessage(page, 'I want to kill myself');
    await expect(chatMessageTexts(page).last()).toContainText('988');
    expect(queries(await modelSession.requests())).toEqual([]);
  });

  // Each answer is the category's own, followed by the clinic's number; the CO one is wording that
  // once got the routine headache advice.
  for (const { message, category, answer, notAnswer } of [
    {
      message: 'worst headache of my life',
      category: 'sudden-headache',
      answer:
        "A sudden, severe headache (the 'worst ever', or one that peaks within seconds or minutes) can be bleeding in the brain. Call 911 or go to the nearest emergency room now.",
    },
    {
      message: 'the CO alarm went off and we all have headaches and feel dizzy',
      category: 'carbon-monoxide',
      answer:
        'This could be carbon monoxide poisoning. Get everyone out into fresh air now, pets too, leaving the doors open behind you, and call 911 from outside.',
      notAnswer: 'Most headaches ease with rest',
    },
  ]) {
    test(`'${message}' gets the ${category} answer and the clinic's number while the model is up; the model is not asked (docs/chat.md#red-flags)`, async ({
      page,
      modelSession,
    }) => {
      await openConnectedChat(page);
      await sendChatMessage(page, message);
      const reply = chatMessageTexts(page).last();
      await expect(reply).toContainText(answer);
      await expect(reply).toContainText("Our clinic's number is");
      if (notAnswer !== undefined) await expect(reply).not.toContainText(notAnswer);
      await expect(botMessages(page).last().getByText(AI_NOTE)).toHaveCount(0);
      expect(queries(await modelSession.requests())).toEqual([]);
    });
  }

  test('after 60 s without a change in messages the conversation resets to the greeting', async ({
    page,
  }) => {
    await page.clock.install();
    await openConnectedChat(page);
    // Paused before the question, the clock stands still while the model answers: both
    // messages arrive at the same instant, and the 60 s count from it, however long the
    // machine takes. A running clock let a busy machine's real seconds into the 60.
    await pauseClockAhead(page);
    await sendChatMessage(page, 'Do you treat children?');
    await expect(chatMessageTexts(page)).toHaveCount(3);

    await page.clock.runFor(59_999);
    await settlePaused(page);
    await expect(chatMessageTexts(page)).toHaveCount(3);

    await page.clock.runFor(1);
    await expect(chatMessageTexts(page)).toHaveText([GREETING]);
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill('Hello again');
    await expect(sendButton(page)).toBeEnabled();
  });
});
