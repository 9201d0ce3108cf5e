/** @jest-environment node */
import { createModelClient, type ModelClient } from '@/lib/chat/model-client';
import { statusText } from '@/lib/chat/status';
import { chatEngine } from '@/lib/chat/engine';
import { createChatStore } from '@/stores/chat-store';
import {
  clientFor,
  DEFAULT_MODEL_REPLY,
  fakeModel,
  withQuietFakeTimers,
} from '../support/fake-model';
import { TGI_PARAMETERS } from '@/__tests__/support/factories';

// Texts fixed by the spec are spelled out here, so a typo in lib/chat/texts.ts cannot pass.
const GREETING =
  "Hello! I'm the clinic's virtual doctor. I can answer general health questions, tell you our clinic hours or help you book an appointment. How can I help you today?";
const FATAL =
  "I apologize, but I'm having technical difficulties at the moment. Please try again shortly.";
const HOURS =
  'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays';

withQuietFakeTimers();

/** A store on a fake model server, connected (probe answered) unless `connect` is false. */
async function readyStore(model = fakeModel(), { connect = true } = {}) {
  const store = createChatStore({ engine: chatEngine, client: clientFor(model) });
  if (connect) await store.getState().connect();
  return { store, model };
}

/** A store with no endpoint: fallback mode (docs/decisions/008-configurable-model-endpoint.md). */
function offlineStore() {
  const model = fakeModel();
  const store = createChatStore({
    engine: chatEngine,
    client: createModelClient({ fetch: model.fetch }),
  });
  return { store, model };
}

function texts(store: ReturnType<typeof createChatStore>): string[] {
  return store.getState().messages.map((message) => message.text);
}

/** Sends and lets every timer run (typing delay, model call) until the reply is in. */
async function sendAndSettle(store: ReturnType<typeof createChatStore>, text: string) {
  const sent = store.getState().sendMessage(text);
  await jest.runAllTimersAsync();
  await sent;
}

describe('chat store: connection ', () => {
  it('starts in fallback mode with the greeting and makes no network call when no endpoint is set', async () => {
    const { store, model } = offlineStore();
    expect(texts(store)).toEqual([GREETING]);
    expect(store.getState().connection).toEqual({ status: 'fallback', attempts: 0 });
    expect(statusText(store.getState())).toBe('Using fallback (API offline)');
    await store.getState().connect();
    await sendAndSettle(store, 'Hello');
    expect(model.calls).toEqual([]);
  });

  it("probes with max_new_tokens 50 and becomes ready with 'Connected'", async () => {
    const model = fakeModel();
    const store = createChatStore({ engine: chatEngine, client: clientFor(model) });
    expect(store.getState().connection.status).toBe('loading');
    expect(statusText(store.getState())).toBe('Connecting');
    await store.getState().connect();
    expect(store.getState().connection).toEqual({ status: 'ready', attempts: 0 });
    expect(statusText(store.getState())).toBe('Connected');
    expect(model.probes()).toHaveLength(1);
    expect(model.probes()[0]?.body.parameters).toMatchObject({ max_new_tokens: 50 });
  });

  it('runs one probe at a time', async () => {
    const model = fakeModel();
    const store = createChatStore({ engine: chatEngine, client: clientFor(model) });
    await Promise.all([store.getState().connect(), store.getState().connect()]);
    expect(model.probes()).toHaveLength(1);
  });

  it('goes offline after a failed probe, retries when told, and stays in fallback after the third failure', async () => {
    const model = fakeModel({ probes: [{ status: 503 }, { status: 503 }, { status: 503 }] });
    const { store } = await readyStore(model);
    expect(store.getState().connection).toEqual({ status: 'offline', attempts: 1 });
    expect(statusText(store.getState())).toBe('Using fallback (API offline)');

    await store.getState().retryConnection();
    expect(store.getState().connection).toEqual({ status: 'offline', attempts: 2 });
    await store.getState().retryConnection();
    expect(store.getState().connection).toEqual({ status: 'fallback', attempts: 3 });
    await store.getState().retryConnection();
    expect(model.probes()).toHaveLength(3);
    expect(store.getState().connection.status).toBe('fallback');
  });

  it('finds a recovered server on retry', async () => {
    const { store } = await readyStore(fakeModel({ probes: [{ networkError: true }] }));
    expect(store.getState().connection.status).toBe('offline');
    await store.getState().retryConnection();
    expect(store.getState().connection).toEqual({ status: 'ready', attempts: 0 });
    expect(statusText(store.getState())).toBe('Connected');
  });
});

describe('chat store: asking the model ', () => {
  it('shows the reply as a model message, marks a reply as awaited meanwhile, and says Connected', async () => {
    const { store } = await readyStore();
    const sent = store.getState().sendMessage('  What helps a sore throat?  ');
    expect(store.getState().isAwaitingReply).toBe(true);
    expect(statusText(store.getState())).toBe('Thinking...');
    expect(texts(store)).toEqual([GREETING, 'What helps a sore throat?']);
    await sent;
    expect(store.getState().isAwaitingReply).toBe(false);
    expect(statusText(store.getState())).toBe('Connected');
    expect(store.getState().messages.at(-1)).toMatchObject({
      text: DEFAULT_MODEL_REPLY,
      isBot: true,
      fromApi: true,
      model: 'test/gemma',
    });
    expect(store.getState().messages[1]).toEqual({
      id: expect.any(Number),
      text: 'What helps a sore throat?',
      isBot: false,
    });
  });

  it('sends the persona, the last 6 messages and the new one, with the spec parameters and the bearer token', async () => {
    const { store, model } = await readyStore();
    for (const question of ['Q one?', 'Q two?', 'Q three?', 'Q four?']) {
      await store.getState().sendMessage(question);
    }
    const last = model.queries().at(-1);
    const prompt = String(last?.body.inputs);
    expect(prompt.startsWith('<start_of_turn>user\nYou are a friendly, caring doctor')).toBe(true);
    expect(prompt).toContain(HOURS);
    expect(prompt).not.toContain(GREETING);
    for (const question of ['Q one?', 'Q two?', 'Q three?']) expect(prompt).toContain(question);
    expect(
      prompt.endsWith('<start_of_turn>user\nQ four?<end_of_turn>\n<start_of_turn>model\n'),
    ).toBe(true);
    expect(last?.body.parameters).toEqual(TGI_PARAMETERS);
    expect(last?.headers.Authorization).toBe('Bearer test-token');
  });

  it('speaks chat completions with the openai-chat protocol (D8)', async () => {
    const model = fakeModel({
      probes: [{ json: { choices: [{ message: { content: 'Hi' } }] } }],
      replies: [
        { json: { choices: [{ message: { role: 'assistant', content: 'Sleep well.' } }] } },
      ],
    });
    const store = createChatStore({
      engine: chatEngine,
      client: clientFor(model, { protocol: 'openai-chat', token: null }),
    });
    await store.getState().connect();
    await store.getState().sendMessage('Any tips?');
    expect(texts(store).at(-1)).toBe('Sleep well.');
    const body = model.queries()[0]?.body;
    expect(body).toMatchObject({ model: 'test/gemma', max_tokens: 200, temperature: 0.7 });
    expect((body?.messages as { role: string }[]).map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
    ]);
    expect(model.queries()[0]?.headers.Authorization).toBeUndefined();
  });

  it.each([
    ['an HTTP error', { status: 500 }, 'Error: 500 - Internal Server Error'],
    ['no response', { networkError: true as const }, 'Error: No response from server'],
    ['an unreadable response', { json: { unexpected: true } }, '(API error)'],
  ])(
    'on %s shows the error status, goes offline and answers with a fallback reply after 600 ms',
    async (_name, step, status) => {
      const { store } = await readyStore(fakeModel({ replies: [step] }));
      const sent = store.getState().sendMessage('I have a cold');
      await jest.advanceTimersByTimeAsync(0);
      expect(statusText(store.getState())).toBe(status);
      expect(store.getState().connection.status).toBe('offline');
      await jest.advanceTimersByTimeAsync(599);
      expect(texts(store)).toHaveLength(2);
      expect(store.getState().isAwaitingReply).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      await sent;
      expect(texts(store).at(-1)).toContain('A common cold usually clears up');
      expect(store.getState().messages.at(-1)?.fromApi).toBeUndefined();
      expect(statusText(store.getState())).toBe(status);
      expect(store.getState().isAwaitingReply).toBe(false);
    },
  );

  it("aborts a query at 15 s with 'Error: Request timed out'", async () => {
    const { store } = await readyStore(fakeModel({ replies: [{ hang: true }] }));
    const sent = store.getState().sendMessage('I have a headache');
    await jest.advanceTimersByTimeAsync(14_999);
    expect(statusText(store.getState())).toBe('Thinking...');
    await jest.advanceTimersByTimeAsync(1);
    expect(statusText(store.getState())).toBe('Error: Request timed out');
    await jest.advanceTimersByTimeAsync(600);
    await sent;
    expect(texts(store).at(-1)).toContain('Most headaches ease');
    expect(store.getState().connection.status).toBe('offline');
  });

  it("replaces a reply with a blocked phrase by a fallback reply, '(poor API response)', and stays ready", async () => {
    const model = fakeModel({
      replies: [{ text: "I don't have information about fevers." }, { text: '' }],
    });
    const { store } = await readyStore(model);
    await sendAndSettle(store, 'I have a fever');
    expect(statusText(store.getState())).toBe('(poor API response)');
    expect(texts(store).at(-1)).toContain('103°F');
    expect(store.getState().connection.status).toBe('ready');

    await sendAndSettle(store, 'What about the flu?');
    expect(statusText(store.getState())).toBe('(poor API response)');
    expect(texts(store).at(-1)).toContain('The flu usually starts suddenly');
  });

  it("post-processes replies: 'Assistant:' stripped, 'As an AI' becomes 'As a doctor'", async () => {
    const model = fakeModel({ replies: [{ text: 'Assistant: As an AI, I suggest rest.' }] });
    const { store } = await readyStore(model);
    await store.getState().sendMessage('Tips?');
    expect(texts(store).at(-1)).toBe('As a doctor, I suggest rest.');
  });

  it('answers with the fatal-error reply when answering fails altogether', async () => {
    const model = fakeModel();
    const real = clientFor(model);
    const broken: ModelClient = {
      ...real,
      probe: real.probe,
      generate: () => Promise.reject(new TypeError('undefined is not a function')),
    };
    const store = createChatStore({ engine: chatEngine, client: broken });
    await store.getState().connect();
    await sendAndSettle(store, 'Hello there');
    expect(texts(store).at(-1)).toBe(FATAL);
    expect(statusText(store.getState())).toBe('(API error)');
    expect(store.getState().connection.status).toBe('offline');
    expect(store.getState().isAwaitingReply).toBe(false);
  });
});

describe('chat store: red flags (D7)', () => {
  it.each([
    ['I have crushing chest pain', '911'],
    ["I can't breathe", '911'],
    ['I want to end my life', '988'],
  ])('answers %p at once with emergency advice, without asking the model', async (text, advice) => {
    const { store, model } = await readyStore();
    // With the clock held the send settles only if no typing delay stands before the answer.
    await store.getState().sendMessage(text);
    expect(texts(store).at(-1)).toContain(advice);
    expect(store.getState().isAwaitingReply).toBe(false);
    expect(model.queries()).toEqual([]);
  });
});

describe('chat store: fallback dialogue ', () => {
  it('shows fallback replies after the 600 ms typing delay', async () => {
    const { store } = offlineStore();
    const sent = store.getState().sendMessage('What are your hours?');
    expect(statusText(store.getState())).toBe('Thinking...');
    await jest.advanceTimersByTimeAsync(599);
    expect(texts(store)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await sent;
    expect(texts(store).at(-1)).toContain(HOURS);
    expect(statusText(store.getState())).toBe('Using fallback (API offline)');
  });

  it('states the clinic hours it was given (shared mode: the database’s) in the reply and the persona', async () => {
    const sunday =
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, Sunday 11:00 AM to 3:00 PM, closed on holidays';
    const model = fakeModel();
    const store = createChatStore({
      engine: chatEngine,
      client: createModelClient({ fetch: model.fetch }),
      hoursText: async () => sunday,
    });
    await sendAndSettle(store, 'What are your hours?');
    expect(texts(store).at(-1)).toBe(
      `Our clinic is open ${sunday}. For an emergency, please go to the nearest emergency room or call 911.`,
    );

    const server = fakeModel();
    const withHours = createChatStore({
      engine: chatEngine,
      client: clientFor(server),
      hoursText: async () => sunday,
    });
    await withHours.getState().connect();
    await sendAndSettle(withHours, 'Hi');
    expect(String(server.queries().at(-1)?.body.inputs)).toContain(`Clinic hours: ${sunday}.`);
  });

  it('keeps the clinic file’s hours when reading them fails', async () => {
    const failing = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createChatStore({
      engine: chatEngine,
      client: createModelClient({ fetch: fakeModel().fetch }),
      hoursText: () => Promise.reject(new Error('offline')),
    });
    await sendAndSettle(store, 'What are your hours?');
    expect(texts(store).at(-1)).toContain(HOURS);
    expect(failing).toHaveBeenCalledWith('Could not read the clinic hours.', expect.any(Error));
    failing.mockRestore();
  });

  it('asks yes or no after an appointment intent: anything else re-asks, yes gives booking instructions', async () => {
    const { store } = offlineStore();
    await sendAndSettle(store, 'Can I book an appointment?');
    expect(texts(store).at(-1)).toContain(
      'Would you like me to explain how to book an appointment?',
    );
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(true);

    await sendAndSettle(store, 'hmm');
    expect(texts(store).at(-1)).toBe(
      "Sorry, I didn't catch that. Would you like me to explain how to book an appointment? Please answer yes or no.",
    );
    await sendAndSettle(store, 'yes');
    expect(texts(store).at(-1)).toContain("choose 'Schedule New Appointment'");
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(false);
  });

  it('no clears the wait after a pain intent', async () => {
    const { store } = offlineStore();
    await sendAndSettle(store, 'My back hurts');
    expect(store.getState().context).toMatchObject({
      lastIntent: 'pain',
      waitingForAppointmentConfirmation: true,
    });
    await sendAndSettle(store, 'no');
    expect(texts(store).at(-1)).toBe('No problem. Is there anything else I can help you with?');
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(false);
  });
});

describe('chat store: sending and the log ', () => {
  it('ignores blank text and a message while a reply is awaited', async () => {
    const { store } = offlineStore();
    await store.getState().sendMessage('   ');
    expect(texts(store)).toEqual([GREETING]);
    const first = store.getState().sendMessage('Hello');
    await store.getState().sendMessage('Again');
    expect(texts(store)).toEqual([GREETING, 'Hello']);
    await jest.runAllTimersAsync();
    await first;
  });

  it('keeps at most 20 messages: the greeting plus the last 19', async () => {
    const { store } = offlineStore();
    for (let index = 1; index <= 12; index += 1) await sendAndSettle(store, `thanks ${index}`);
    const messages = texts(store);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe(GREETING);
    expect(messages[1]).not.toBe('thanks 1');
    expect(messages.at(-2)).toBe('thanks 12');
    const ids = store.getState().messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(20);
  });

  it('records when the messages last changed', async () => {
    jest.setSystemTime(new Date('2026-05-04T10:00:00Z'));
    const { store } = offlineStore();
    const sent = store.getState().sendMessage('Hello');
    expect(store.getState().lastChangeAt).toBe(Date.parse('2026-05-04T10:00:00Z'));
    await jest.advanceTimersByTimeAsync(600);
    await sent;
    expect(store.getState().lastChangeAt).toBe(Date.parse('2026-05-04T10:00:00.600Z'));
  });

  it('resetConversation goes back to the greeting and drops a pending reply', async () => {
    const { store, model } = await readyStore(fakeModel({ replies: [{ hang: true }] }));
    const sent = store.getState().sendMessage('I have a cough');
    await jest.advanceTimersByTimeAsync(10);
    store.getState().resetConversation();
    expect(texts(store)).toEqual([GREETING]);
    expect(store.getState().isAwaitingReply).toBe(false);
    expect(statusText(store.getState())).toBe('Connected');
    await jest.runAllTimersAsync();
    await sent;
    expect(texts(store)).toEqual([GREETING]);
    expect(store.getState().connection.status).toBe('ready');
    expect(model.queries()).toHaveLength(1);
  });
});

describe('chat store: answers while waiting for yes or no', () => {
  it("answers a child's temperature in °C with the fever advice and ends the wait", async () => {
    const { store } = offlineStore();
    await sendAndSettle(store, "I'd like an appointment");
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(true);

    await sendAndSettle(store, 'my kid has a temperature of 39.5 C');
    const reply = texts(store).at(-1);
    expect(reply).toContain('A temperature of 39.5°C (103.1°F) is a high fever.');
    expect(reply).not.toContain('Please answer yes or no');
    expect(store.getState().context).toEqual({
      lastIntent: 'fever',
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    });

    // The wait is over: a later 'yes' is no answer to the old question.
    await sendAndSettle(store, 'yes');
    expect(texts(store).at(-1)).not.toContain("choose 'Schedule New Appointment'");
  });

  it('answers the clinic hours while waiting, and re-asks only an unrecognised message', async () => {
    const { store } = offlineStore();
    await sendAndSettle(store, 'My back hurts');
    await sendAndSettle(store, 'hmm');
    expect(texts(store).at(-1)).toBe(
      "Sorry, I didn't catch that. Would you like to schedule an appointment so one of our doctors can examine you? Please answer yes or no.",
    );
    await sendAndSettle(store, 'What are your hours?');
    expect(texts(store).at(-1)).toContain(HOURS);
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(false);
  });

  it('stores the link to My Appointments with the reschedule and cancel replies', async () => {
    const { store } = offlineStore();
    await sendAndSettle(store, 'How do I reschedule?');
    expect(store.getState().messages.at(-1)).toMatchObject({
      isBot: true,
      link: { href: '/appointments/', label: 'My Appointments' },
    });
    expect(texts(store).at(-1)).toContain('press Reschedule');
    await sendAndSettle(store, 'How do I cancel my appointment?');
    expect(store.getState().messages.at(-1)?.link).toEqual({
      href: '/appointments/',
      label: 'My Appointments',
    });
    expect(texts(store).at(-1)).toContain('press Cancel Appointment and confirm');
    await sendAndSettle(store, 'Can I take ibuprofen with my blood pressure pills?');
    expect(texts(store).at(-1)).toContain('ask a pharmacist or your doctor');
    expect(store.getState().messages.at(-1)?.link).toBeUndefined();
  });

  it('ends a fallback yes/no wait when the model answers the next message', async () => {
    const { store } = await readyStore(fakeModel({ replies: [{ status: 500 }] }));
    await sendAndSettle(store, 'Can I book an appointment?');
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(true);
    expect(statusText(store.getState())).toBe('Error: 500 - Internal Server Error');
    await store.getState().retryConnection();
    await sendAndSettle(store, 'yes');
    expect(store.getState().messages.at(-1)?.fromApi).toBe(true);
    expect(store.getState().context.waitingForAppointmentConfirmation).toBe(false);
  });
});

describe('chat store: the status line is derived from the state', () => {
  it("keeps 'queryProblem' as data and shows its text until the next message", async () => {
    const { store } = await readyStore(fakeModel({ replies: [{ status: 503 }] }));
    await sendAndSettle(store, 'I have a cold');
    expect(store.getState().queryProblem).toEqual({
      kind: 'http',
      status: 503,
      statusText: 'Service Unavailable',
    });
    expect(statusText(store.getState())).toBe('Error: 503 - Service Unavailable');
    const sent = store.getState().sendMessage('And a cough?');
    // Once the message is read (no timer runs), the old problem is gone while the reply is awaited.
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().queryProblem).toBeNull();
    expect(statusText(store.getState())).toBe('Thinking...');
    await jest.runAllTimersAsync();
    await sent;
    expect(statusText(store.getState())).toBe('Using fallback (API offline)');
  });

  it("shows 'Connecting' again when a retry probes after a failed query", async () => {
    const model = fakeModel({ replies: [{ networkError: true }], probes: [{}, { hang: true }] });
    const { store } = await readyStore(model);
    await sendAndSettle(store, 'I have a cold');
    expect(statusText(store.getState())).toBe('Error: No response from server');
    const retry = store.getState().retryConnection();
    expect(statusText(store.getState())).toBe('Connecting');
    store.getState().dispose();
    await retry;
  });

  it('leaves the status line alone on a red flag', async () => {
    const { store } = await readyStore();
    await store.getState().sendMessage('I have crushing chest pain');
    expect(statusText(store.getState())).toBe('Connected');
  });
});
