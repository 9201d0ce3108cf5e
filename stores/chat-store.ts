import { createContext, useContext } from 'react';
import { create, useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConnectionEvent, ConnectionState } from '@/lib/chat/connection';
import type { ChatEngine } from '@/lib/chat/engine';
import type { FallbackStep } from '@/lib/chat/fallback';
import type { ModelClient } from '@/lib/chat/model-client';
import type { QueryProblem } from '@/lib/chat/status';
import type { ChatContext, ChatMessage } from '@/lib/chat/types';

// The panel state is read on every page, so this module imports only lib/chat's types: the
// rules come in as a `ChatEngine` from the lazily loaded widget.

/** Whether the chat assistant's panel is open (docs/chat.md). Not persisted. */
export interface ChatPanelState {
  isOpen: boolean;
}

/** Opening and closing the chat panel (docs/chat.md). */
export interface ChatPanelActions {
  /** The Chat button and 'Message a Doctor' (docs/decisions/009-message-a-doctor-opens-chat.md). */
  openPanel: () => void;
  closePanel: () => void;
}

export const initialChatPanelState: ChatPanelState = { isOpen: false };

/** Whether the chat panel is open; not persisted. */
export const useChatPanelStore = create<ChatPanelState & ChatPanelActions>()((set) => ({
  ...initialChatPanelState,
  openPanel: () => set({ isOpen: true }),
  closePanel: () => set({ isOpen: false }),
}));

/** One chat message of the log, with React's key. */
export interface ChatLogEntry extends ChatMessage {
  id: number;
}

/**
 * The conversation (docs/chat.md); not persisted. The 120 s retry and the 60 s
 * reset are scheduled by the widget's `useChatAssistant` hook.
 */
interface ChatState {
  /** The chat log, oldest first: the greeting plus the last 19 messages. */
  messages: ChatLogEntry[];
  /** The fallback dialogue's last intent and pending yes/no question. */
  context: ChatContext;
  /** The model connection's status and failed probes in a row. */
  connection: ConnectionState;
  /** What went wrong with the last query, or null; `statusText` derives the status line. */
  queryProblem: QueryProblem | null;
  /** True from a sent message until its reply is shown; Send is disabled meanwhile. */
  isAwaitingReply: boolean;
  /** When `messages` last changed, ms since the epoch; the 60 s reset counts from here. */
  lastChangeAt: number;
}

/** The chat store's actions. None of them rejects. */
interface ChatActions {
  /** Probes the model while `loading` (docs/chat.md#connection); nothing without an endpoint. */
  connect: () => Promise<void>;
  /** The 120 s retry is due: back to `loading` and probe again, if attempts remain. */
  retryConnection: () => Promise<void>;
  /** Starts loading the rules that read a message, on the panel's open (docs/chat.md#how-the-assistant-loads). */
  prepare: () => void;
  /**
   * Sends a message and adds the reply: a red flag's at once (docs/decisions/007-assistant-safety-first.md),
   * else the model's when `ready`, else the fallback bot's after the 600 ms typing delay.
   */
  sendMessage: (text: string) => Promise<void>;
  /** Starts over with the greeting, aborting a query in flight and dropping its reply. */
  resetConversation: () => void;
  /** Aborts the probe and any query in flight and drops pending replies (the widget went away). */
  dispose: () => void;
}

/** The chat store's state and actions. */
export type ChatStore = ChatState & ChatActions;

/** What a chat store works with. */
export interface ChatStoreDependencies {
  /** Not configured means fallback mode from the start (docs/decisions/008-configurable-model-endpoint.md). */
  client: ModelClient;
  engine: ChatEngine;
  /** The clock, ms since the epoch; default `Date.now`. */
  now?: () => number;
  /**
   * The clinic's hours as read out, for the hours answer and the model's persona, read once
   * when the store is made (shared mode: from the database, docs/clinic-calendar.md#the-clinics-data);
   * until it answers, or when it fails, the clinic file's hours are used.
   */
  hoursText?: () => Promise<string>;
}

function initialChatState(
  engine: ChatEngine,
  isConfigured: boolean,
  nowMs: number,
): Omit<ChatState, 'messages'> {
  const connection = engine.initialConnectionState(isConfigured);
  return {
    context: engine.initialContext,
    connection,
    queryProblem: null,
    isAwaitingReply: false,
    lastChangeAt: nowMs,
  };
}

function botReply(step: FallbackStep): ChatMessage {
  return step.link === undefined
    ? { text: step.reply, isBot: true }
    : { text: step.reply, isBot: true, link: step.link };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What a store's replies and actions share beyond its state: ids, the hours, what is in flight. */
interface ChatFlight {
  /** The clinic's hours as read out, once `hoursText` answered. */
  clinicHours: string | undefined;
  /** The next log entry's id. */
  nextId: number;
  /** Bumped by a reset: replies begun before it are dropped. */
  conversation: number;
  queryController: AbortController | null;
  probeController: AbortController | null;
}

type SetChat = StoreApi<ChatStore>['setState'];
type GetChat = StoreApi<ChatStore>['getState'];

/**
 * How a store appends to the log, moves its connection, and answers a message with the fallback
 * bot or the model, over `flight` (docs/chat.md).
 */
function chatReplies(
  { client, engine, now }: Required<Pick<ChatStoreDependencies, 'client' | 'engine' | 'now'>>,
  flight: ChatFlight,
  set: SetChat,
  get: GetChat,
) {
  const toEntry = (message: ChatMessage): ChatLogEntry => ({ ...message, id: flight.nextId++ });

  const append = (...added: ChatMessage[]) =>
    set((state) => ({
      messages: engine.appendMessages(state.messages, ...added.map(toEntry)),
      lastChangeAt: now(),
    }));

  const transition = (event: ConnectionEvent): ConnectionState => {
    const connection = engine.nextConnectionState(get().connection, event);
    if (connection !== get().connection) set({ connection });
    return connection;
  };

  async function replyFromFallback(text: string, started: number) {
    await delay(engine.typingDelayMs);
    if (started !== flight.conversation) return;
    const step = await engine.nextFallbackState(get().context, text, flight.clinicHours);
    if (started !== flight.conversation) return;
    append(botReply(step));
    set({ context: step.context });
  }

  async function replyFromModel(history: readonly ChatMessage[], text: string, started: number) {
    const controller = new AbortController();
    flight.queryController = controller;
    let raw: string;
    try {
      raw = await client.generate(
        engine.buildModelInput(client.protocol, history, text, {
          hoursText: flight.clinicHours,
        }),
        {
          signal: controller.signal,
        },
      );
    } catch (error) {
      // Anything but the client's typed errors is a defect: the fatal-error reply (sendMessage).
      if (!engine.isModelError(error)) throw error;
      if (engine.isAborted(error) || started !== flight.conversation) return;
      console.warn('Chat: the model query failed; answering with a fallback reply.', error);
      transition({ type: 'query-failed' });
      set({ queryProblem: engine.queryProblemForError(error) });
      await replyFromFallback(text, started);
      return;
    } finally {
      if (flight.queryController === controller) flight.queryController = null;
    }
    if (started !== flight.conversation) return;

    const reply = engine.postProcessReply(raw);
    if (reply.replaced) {
      set({ queryProblem: { kind: 'poor-response' } });
      await replyFromFallback(text, started);
      return;
    }
    append({ text: reply.text, isBot: true, fromApi: true, model: client.model });
    // The model answered this turn, so a yes/no question the fallback bot asked is moot.
    set((state) => ({
      context: {
        ...state.context,
        waitingForAppointmentConfirmation: false,
        followUpQuestion: null,
      },
    }));
  }

  return { toEntry, append, transition, replyFromFallback, replyFromModel };
}

/** Creates a chat store (one per page in the product; one per test in tests). */
export function createChatStore({
  client,
  engine,
  now = () => Date.now(),
  hoursText,
}: ChatStoreDependencies): StoreApi<ChatStore> {
  const flight: ChatFlight = {
    clinicHours: undefined,
    nextId: 1,
    conversation: 0,
    queryController: null,
    probeController: null,
  };
  hoursText?.().then(
    (text) => {
      flight.clinicHours = text;
    },
    (error: unknown) => console.warn('Could not read the clinic hours.', error),
  );

  return createStore<ChatStore>()((set, get) => {
    const { toEntry, append, transition, replyFromFallback, replyFromModel } = chatReplies(
      { client, engine, now },
      flight,
      set,
      get,
    );

    return {
      messages: engine.createInitialMessages().map(toEntry),
      ...initialChatState(engine, client.isConfigured, now()),

      connect: async () => {
        if (get().connection.status !== 'loading' || flight.probeController !== null) return;
        const controller = new AbortController();
        flight.probeController = controller;
        // A new probe's 'Connecting' replaces an old query's error, unless a reply is awaited.
        if (!get().isAwaitingReply) set({ queryProblem: null });
        let event: ConnectionEvent;
        try {
          await client.probe({ signal: controller.signal });
          event = { type: 'probe-succeeded' };
        } catch (error) {
          if (engine.isAborted(error)) return;
          console.warn('Chat: the connection probe failed.', error);
          event = { type: 'probe-failed' };
        } finally {
          if (flight.probeController === controller) flight.probeController = null;
        }
        transition(event);
      },

      retryConnection: async () => {
        if (transition({ type: 'retry-due' }).status === 'loading') await get().connect();
      },

      prepare: () => engine.prepare(),

      sendMessage: async (rawText) => {
        const text = rawText.trim();
        if (text === '' || get().isAwaitingReply) return;
        const started = flight.conversation;
        const history = get().messages;
        append({ text, isBot: false });
        set({ isAwaitingReply: true });
        let usedModel = false;
        try {
          // A red flag is answered at once, model or not (docs/chat.md#red-flags).
          if ((await engine.detectRedFlag(text)) !== null) {
            const step = await engine.nextFallbackState(get().context, text, flight.clinicHours);
            if (started !== flight.conversation) return;
            append({ text: step.reply, isBot: true });
            set({ context: step.context });
            return;
          }
          if (started !== flight.conversation) return;
          set({ queryProblem: null });
          usedModel = engine.isModelAvailable(get().connection);
          if (usedModel) await replyFromModel(history, text, started);
          else await replyFromFallback(text, started);
        } catch (error) {
          if (started !== flight.conversation) return;
          console.warn('Chat: answering failed.', error);
          if (usedModel && get().connection.status === 'ready')
            transition({ type: 'query-failed' });
          append({ text: engine.fatalErrorReply, isBot: true });
          set({ queryProblem: { kind: 'api-error' } });
        } finally {
          if (started === flight.conversation) set({ isAwaitingReply: false });
        }
      },

      resetConversation: () => {
        flight.conversation += 1;
        flight.queryController?.abort();
        flight.queryController = null;
        set({
          messages: engine.createInitialMessages().map(toEntry),
          context: engine.initialContext,
          isAwaitingReply: false,
          queryProblem: null,
          lastChangeAt: now(),
        });
      },

      dispose: () => {
        flight.conversation += 1;
        flight.queryController?.abort();
        flight.queryController = null;
        flight.probeController?.abort();
        flight.probeController = null;
        set({ isAwaitingReply: false });
      },
    };
  });
}

/** The chat store in scope: the widget provides the page's; a test may provide its own. */
export const ChatStoreContext = createContext<StoreApi<ChatStore> | null>(null);

/**
 * The chat store in scope (for its actions: `useChatStoreApi().getState().sendMessage(text)`).
 * @throws {Error} outside a `ChatStoreContext` provider (a defect: the widget provides one).
 */
export function useChatStoreApi(): StoreApi<ChatStore> {
  const store = useContext(ChatStoreContext);
  if (!store) throw new Error('The chat store is used outside the chat widget.');
  return store;
}

/** Reads the chat store in scope through a selector: `useChatStore((s) => s.messages)`. */
export function useChatStore<T>(selector: (state: ChatStore) => T): T {
  return useStore(useChatStoreApi(), selector);
}
