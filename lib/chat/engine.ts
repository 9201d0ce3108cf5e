import { initialConnectionState, isModelAvailable, nextConnectionState } from './connection';
import { CHAT_TYPING_DELAY_MS } from './constants';
import { INITIAL_CHAT_CONTEXT, nextFallbackState } from './fallback';
import { appendMessages, createInitialMessages } from './history';
import { ModelAbortedError, ModelError, queryProblemForError } from './model-errors';
import { postProcessReply } from './post-process';
import { buildModelInput } from './prompt';
import { detectRedFlag } from './red-flags';
import { CHAT_FATAL_ERROR_REPLY } from './texts';

/**
 * The chat's rules (red-flag check first, docs/decisions/007-assistant-safety-first.md), as one
 * value the chat store is given (docs/chat.md): they load with the lazily loaded widget, so the
 * store's panel state, read on every page, stays small.
 */
export const chatEngine = {
  initialConnectionState,
  nextConnectionState,
  isModelAvailable,
  /** The fallback bot's typing delay, ms. */
  typingDelayMs: CHAT_TYPING_DELAY_MS,
  initialContext: INITIAL_CHAT_CONTEXT,
  nextFallbackState,
  createInitialMessages,
  appendMessages,
  detectRedFlag,
  buildModelInput,
  postProcessReply,
  queryProblemForError,
  /** Whether `error` is one of the model client's typed errors (anything else is a defect). */
  isModelError: (error: unknown): error is ModelError => error instanceof ModelError,
  /** Whether `error` is the model client's abort (a reset or the widget going away). */
  isAborted: (error: unknown): boolean => error instanceof ModelAbortedError,
  /** The reply when answering fails altogether. */
  fatalErrorReply: CHAT_FATAL_ERROR_REPLY,
};

/** The chat's rules as the store uses them. */
export type ChatEngine = typeof chatEngine;
