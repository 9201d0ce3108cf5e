/** @jest-environment node */
import { FALLBACK_REPLIES } from '@/lib/chat/fallback-texts';
import { createModelClient } from '@/lib/chat/model-client';
import { RED_FLAGS, redFlagReply } from '@/lib/chat/red-flags';
import { EMERGENCY_CORPUS } from '../fixtures/triage/emergency';
import { chatEngine } from '@/lib/chat/engine';
import { createChatStore } from '@/stores/chat-store';
import { clientFor, DEFAULT_MODEL_REPLY, fakeModel } from '../support/fake-model';

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A store whose fake model answered the probe: the model is up. */
async function connectedStore() {
  const model = fakeModel();
  const store = createChatStore({ engine: chatEngine, client: clientFor(model) });
  await store.getState().connect();
  expect(store.getState().connection.status).toBe('ready');
  return { store, model };
}

async function sendAndSettle(store: ReturnType<typeof createChatStore>, text: string) {
  const sent = store.getState().sendMessage(text);
  await jest.runAllTimersAsync();
  await sent;
}

describe('chat store: red flags while the model is up (docs/chat.md#red-flags)', () => {
  // The first line of each category, and one more, so every answer is seen through the store.
  const lines = RED_FLAGS.flatMap((flag) =>
    EMERGENCY_CORPUS[flag].slice(0, 2).map((text) => [flag, text] as const),
  );

  it.each(lines)(
    'answers a %s message at once with its own answer and asks the model nothing: %j',
    async (flag, text) => {
      const { store, model } = await connectedStore();
      // At once: with the clock held, no timer runs, so the send settles only without the
      // typing delay (a delayed answer would leave this await hanging).
      await store.getState().sendMessage(text);
      const last = store.getState().messages.at(-1);
      expect(last).toMatchObject({ text: redFlagReply(flag), isBot: true });
      expect(last?.fromApi).toBeUndefined();
      await jest.runAllTimersAsync();
      expect(model.queries()).toEqual([]);
      expect(store.getState().messages.at(-1)?.text).toBe(redFlagReply(flag));
    },
  );

  it('asks the model the next, routine message, whose reply keeps the AI-generated mark', async () => {
    const { store, model } = await connectedStore();
    await sendAndSettle(store, 'worst headache of my life');
    expect(model.queries()).toEqual([]);
    await sendAndSettle(store, 'how much water should I drink a day?');
    expect(model.queries()).toHaveLength(1);
    expect(store.getState().messages.at(-1)).toMatchObject({
      text: DEFAULT_MODEL_REPLY,
      isBot: true,
      fromApi: true,
    });
  });

  it('lets a negated sign go to the model as usual', async () => {
    const { store, model } = await connectedStore();
    await sendAndSettle(store, 'no chest pain, just a cough');
    expect(model.queries()).toHaveLength(1);
    expect(store.getState().messages.at(-1)?.fromApi).toBe(true);
  });
});

describe('chat store: the emergencies the assistant used to miss (docs/chat.md#red-flags)', () => {
  // Each of these once got the routine diabetes or headache answer.
  const missed = [
    [
      'my daughter is diabetic, she is drowsy, breathing deeply and her breath smells fruity',
      'diabetic-ketoacidosis',
    ],
    ['he uses insulin and he is sweaty, shaking, confused and not making sense', 'hypoglycemia'],
    ['our CO alarm went off and everyone has headaches and feels dizzy', 'carbon-monoxide'],
  ] as const;

  it.each(missed)('answers %j with the %s answer while the model is up', async (text, flag) => {
    const { store, model } = await connectedStore();
    await sendAndSettle(store, text);
    expect(model.queries()).toEqual([]);
    expect(store.getState().messages.at(-1)).toMatchObject({
      text: redFlagReply(flag),
      isBot: true,
    });
  });

  it.each(missed)(
    'answers %j with the %s answer in fallback mode, not the routine one',
    async (text, flag) => {
      const store = createChatStore({
        engine: chatEngine,
        client: createModelClient({ fetch: fakeModel().fetch }),
      });
      await sendAndSettle(store, text);
      const reply = store.getState().messages.at(-1)?.text;
      expect(reply).toBe(redFlagReply(flag));
      expect(reply).not.toBe(FALLBACK_REPLIES.diabetes);
      expect(reply).not.toBe(FALLBACK_REPLIES.headache);
    },
  );

  it('keeps a foot-care question about diabetes routine: the model is asked', async () => {
    const { store, model } = await connectedStore();
    await sendAndSettle(store, 'I have diabetes, how often should I check my feet?');
    expect(model.queries()).toHaveLength(1);
    expect(store.getState().messages.at(-1)).toMatchObject({
      text: DEFAULT_MODEL_REPLY,
      fromApi: true,
    });
  });
});
