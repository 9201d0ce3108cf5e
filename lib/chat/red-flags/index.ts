/**
 * Emergency red flags of the chat assistant (docs/product.md#red-flags,
 * docs/decisions/007-assistant-safety-first.md): the categories and their sources
 * (`categories.ts`), the matcher, the answers, and the small readers they use.
 */
export { RED_FLAGS, RED_FLAG_LABELS, type RedFlag } from './categories';
export { correctTypo, detectRedFlag, normaliseMessage } from './matcher';
export { RED_FLAG_ANSWERS, clinicPhoneLine, redFlagReply } from './answers';
export { parseAgeInWeeks, parseTemperature, type Temperature } from './measures';
