/**
 * Emergency red flags of the chat assistant (docs/chat.md#red-flags,
 * docs/decisions/007-assistant-safety-first.md): the categories and their sources
 * (`categories.ts`), the matcher and the answers. Temperatures and ages are read by
 * lib/chat/temperature.ts and lib/chat/age.ts, which the fever answer shares.
 */
export { RED_FLAG_LABELS, RED_FLAG_SOURCES, RED_FLAGS, type RedFlag } from './categories';
export { correctTypo, detectRedFlag, normaliseMessage } from './matcher';
export { RED_FLAG_ANSWERS, redFlagReply } from './answers';
