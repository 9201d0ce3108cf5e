/**
 * Emergency red flags of the chat assistant (docs/chat.md#red-flags,
 * docs/decisions/007-assistant-safety-first.md): one file per category in `categories/`, with its
 * rules, label, order, answer and sources (README.md), the matcher and the reply. Temperatures
 * and ages are read by lib/chat/temperature.ts and lib/chat/age.ts, which the fever answer shares.
 */
export {
  RED_FLAG_ANSWERS,
  RED_FLAG_ANSWERS_ES,
  RED_FLAG_LABELS,
  RED_FLAG_SOURCES,
  RED_FLAGS,
  type RedFlag,
} from './categories';
export { correctTypo, detectRedFlag, findRedFlag, normaliseMessage } from './matcher';
export type { Language } from './language';
export { redFlagReply } from './reply';
