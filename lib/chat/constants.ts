/**
 * The chat assistant's numbers (docs/product.md#timings-and-limits, docs/product.md#routes, docs/product.md#model-protocols).
 * Durations are milliseconds and say so in their names.
 */

/** Overall limit for one model query, ms (docs/product.md#timings-and-limits): the call fails even if `fetch` ignores the abort. */
export const CHAT_MODEL_OVERALL_TIMEOUT_MS = 20_000;

/** A model query's request is aborted after this long, ms (docs/product.md#timings-and-limits). */
export const CHAT_MODEL_ABORT_MS = 15_000;

/** Connection probe timeout, ms (docs/product.md#timings-and-limits). */
export const CHAT_PROBE_TIMEOUT_MS = 8_000;

/** `max_new_tokens` for a query (docs/product.md#timings-and-limits). */
export const CHAT_MAX_NEW_TOKENS = 200;

/** `max_new_tokens` for the connection probe (docs/product.md#timings-and-limits). */
export const CHAT_PROBE_MAX_NEW_TOKENS = 50;

/** Sampling temperature (docs/product.md#timings-and-limits). */
export const CHAT_TEMPERATURE = 0.7;

/** Nucleus-sampling `top_p` (docs/product.md#timings-and-limits). */
export const CHAT_TOP_P = 0.95;

/** Connection attempts (probes) before the assistant stays in fallback mode (docs/product.md#chat-assistant, docs/product.md#timings-and-limits). */
export const CHAT_MAX_CONNECTION_ATTEMPTS = 3;

/** Delay between connection attempts while offline, ms (docs/product.md#chat-assistant, docs/product.md#timings-and-limits). */
export const CHAT_RETRY_INTERVAL_MS = 120_000;

/** Without a change in messages for this long the conversation resets to the greeting, ms (docs/product.md#appointments-list, docs/product.md#timings-and-limits). */
export const CHAT_MEMORY_RESET_MS = 60_000;

/** Most messages kept in the chat log: the first plus the last 19 (docs/product.md#chat-assistant, docs/product.md#timings-and-limits). */
export const CHAT_HISTORY_CAP = 20;

/** Messages of history sent to the model with the new one (docs/product.md#model-protocols). */
export const CHAT_PROMPT_HISTORY_MESSAGES = 6;

/** Fake typing delay before a fallback reply appears, ms (docs/product.md#timings-and-limits). */
export const CHAT_TYPING_DELAY_MS = 600;

/** The welcome popup appears this long after the first load, ms (docs/product.md#routes, docs/product.md#timings-and-limits). */
export const CHAT_POPUP_DELAY_MS = 2_000;

/** The welcome popup stays this long, ms (docs/product.md#routes, docs/product.md#timings-and-limits). */
export const CHAT_POPUP_DURATION_MS = 5_000;

/** Confetti pieces fired with the welcome popup (docs/product.md#timings-and-limits). */
export const CHAT_CONFETTI_PIECES = 50;

/** Confetti animation length, ms (docs/product.md#timings-and-limits). */
export const CHAT_CONFETTI_DURATION_MS = 6_000;

/** The backup widget takes over if the main one is not detected within this long, ms (docs/product.md#routes, docs/product.md#timings-and-limits). */
export const CHAT_BACKUP_DETECTION_MS = 5_000;

/** Model id sent by the 'openai-chat' protocol when none is set: Gemma 2 9B instruction-tuned (docs/product.md#model-protocols, docs/decisions/008-configurable-model-endpoint.md). */
export { DEFAULT_CHAT_MODEL_ID as CHAT_DEFAULT_MODEL_ID } from '@/lib/config/env';
