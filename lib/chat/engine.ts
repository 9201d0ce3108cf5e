import { initialConnectionState, isModelAvailable, nextConnectionState } from './connection';
import { CHAT_TYPING_DELAY_MS } from './constants';
import { INITIAL_CHAT_CONTEXT } from './fallback-texts';
import { appendMessages, createInitialMessages } from './history';
import { ModelAbortedError, ModelError, queryProblemForError } from './model-errors';
import { postProcessReply } from './post-process';
import { buildModelInput, type PromptOptions } from './prompt';
import type { ChatContext, ChatMessage, ModelProtocol } from './types';
import { type ChatTexts, ENGLISH_CHAT_TEXTS } from './languages';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { RedFlag } from './red-flags';
import type { FallbackStep } from './fallback';

/** The red-flag and dialogue rules, loaded once (docs/chat.md#how-the-assistant-loads). */
const loadRules = lazyModule(() => import('./rules'));

/**
 * The chat's rules (red-flag check first, docs/decisions/007-assistant-safety-first.md), as one
 * value the chat store is given (docs/chat.md), speaking the language of `texts`
 * (docs/chat.md#languages; default English): they load with the lazily loaded widget, so the
 * store's panel state, read on every page, stays small. The rules that read a message (red flags,
 * topics, yes/no) load apart, on the panel's first open or the first message
 * (docs/chat.md#how-the-assistant-loads): their two functions answer a promise, which rejects
 * when that code cannot be loaded.
 */
export const createChatEngine = (texts: ChatTexts = ENGLISH_CHAT_TEXTS) => ({
  initialConnectionState,
  nextConnectionState,
  isModelAvailable,
  /** The fallback bot's typing delay, ms. */
  typingDelayMs: CHAT_TYPING_DELAY_MS,
  initialContext: INITIAL_CHAT_CONTEXT,
  /** Starts loading the rules, so the first message is read at once; never rejects. */
  prepare: (): void => {
    loadRules().catch(() => undefined);
  },
  /** The fallback bot's answer in the page's language; `hoursText` as read out in it. */
  nextFallbackState: async (
    context: ChatContext,
    userText: string,
    hoursText?: string,
  ): Promise<FallbackStep> =>
    (await loadRules()).nextFallbackState(context, userText, hoursText, texts.fallback),
  createInitialMessages: () => createInitialMessages(texts.greeting),
  appendMessages,
  /** The message's red-flag category, or null (docs/chat.md#red-flags). */
  detectRedFlag: async (text: string): Promise<RedFlag | null> =>
    (await loadRules()).detectRedFlag(text),
  /** The model's input, asking for an answer in the page's language. */
  buildModelInput: (
    protocol: ModelProtocol,
    history: readonly ChatMessage[],
    userText: string,
    options: PromptOptions = {},
  ) =>
    buildModelInput(protocol, history, userText, { ...options, language: texts.fallback.language }),
  postProcessReply,
  queryProblemForError,
  /** Whether `error` is one of the model client's typed errors (anything else is a defect). */
  isModelError: (error: unknown): error is ModelError => error instanceof ModelError,
  /** Whether `error` is the model client's abort (a reset or the widget going away). */
  isAborted: (error: unknown): boolean => error instanceof ModelAbortedError,
  /** The reply when answering fails altogether. */
  fatalErrorReply: texts.fatalErrorReply,
});

/** The English pages' chat rules. */
export const chatEngine = createChatEngine();

/** The chat's rules as the store uses them. */
export type ChatEngine = ReturnType<typeof createChatEngine>;
