/*
 * The assistant's rules that carry the red-flag phrases, the larger part of its code: the engine
 * imports this module on the panel's first open, not with the widget
 * (docs/chat.md#how-the-assistant-loads).
 */
export { nextFallbackState } from './fallback';
export { detectRedFlag } from './red-flags';
