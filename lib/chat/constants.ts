/** The chat assistant's numbers (docs/product.md#timings-and-limits); durations in ms. */

/** Overall limit of one model query: the call fails even if `fetch` ignores the abort. */
export const CHAT_MODEL_OVERALL_TIMEOUT_MS = 20_000;

export const CHAT_MODEL_ABORT_MS = 15_000;

export const CHAT_PROBE_TIMEOUT_MS = 8_000;

export const CHAT_MAX_NEW_TOKENS = 200;

export const CHAT_PROBE_MAX_NEW_TOKENS = 50;

export const CHAT_TEMPERATURE = 0.7;

export const CHAT_TOP_P = 0.95;

/** Probes before the assistant stays in fallback mode (docs/chat.md#connection). */
export const CHAT_MAX_CONNECTION_ATTEMPTS = 3;

export const CHAT_RETRY_INTERVAL_MS = 120_000;

/** The conversation resets to the greeting after this long without a change (docs/chat.md). */
export const CHAT_MEMORY_RESET_MS = 60_000;

/** Chat log cap: the first message plus the last 19. */
export const CHAT_HISTORY_CAP = 20;

/** History messages sent to the model with the new one (docs/chat.md#model-protocols). */
export const CHAT_PROMPT_HISTORY_MESSAGES = 6;

export const CHAT_TYPING_DELAY_MS = 600;

export const CHAT_POPUP_DELAY_MS = 2_000;

export const CHAT_POPUP_DURATION_MS = 5_000;

export const CHAT_CONFETTI_PIECES = 50;

export const CHAT_CONFETTI_DURATION_MS = 6_000;

/** The backup widget takes over if the chat widget is not detected within this long (docs/chat.md). */
export const CHAT_BACKUP_DETECTION_MS = 5_000;

/** Model id sent by the 'openai-chat' protocol when none is set: Gemma 2 9B instruction-tuned (docs/chat.md#model-protocols, docs/decisions/008-configurable-model-endpoint.md). */
export { DEFAULT_CHAT_MODEL_ID as CHAT_DEFAULT_MODEL_ID } from '@/lib/config/env';
