/**
 * Every user-visible text of the chat assistant that is not a canned fallback reply
 * (those live in `fallback.ts`). Texts fixed by the spec are spelled exactly as docs/product.md#texts has them;
 * tests spell them out again so a typo cannot pass.
 */

/** Status-line texts (docs/product.md#texts). */
export const CHAT_STATUS = {
  /** While the connection probe runs. */
  connecting: 'Connecting',
  /** While a reply is awaited. */
  thinking: 'Thinking...',
  /** The model answered the probe or the last query. */
  connected: 'Connected',
  /** A network failure: the request never got an HTTP response. */
  noResponse: 'Error: No response from server',
  /** The request was aborted at its timeout. */
  timedOut: 'Error: Request timed out',
  /** Offline or in fallback mode: canned replies are used. */
  fallbackOffline: 'Using fallback (API offline)',
  /** The model answered but its reply was discarded by post-processing (docs/product.md#texts); a fallback reply was shown. */
  poorApiResponse: '(poor API response)',
  /** The model's answer could not be used (unreadable response or an unexpected error); a fallback reply was shown. */
  apiError: '(API error)',
} as const;

/**
 * Status line for an HTTP error from the model (docs/product.md#texts).
 * @param status - HTTP status code, e.g. 500.
 * @param text - Its reason phrase, e.g. 'Internal Server Error'.
 * @returns e.g. 'Error: 500 - Internal Server Error'.
 */
export function httpErrorStatusText(status: number, text: string): string {
  return `Error: ${status} - ${text}`;
}

/** Banner shown while the assistant is offline or in fallback mode (docs/product.md#texts). */
export const CHAT_OFFLINE_BANNER = 'AI assistant unavailable. Using fallback responses.';

/** The reply when answering failed altogether (docs/product.md#texts), exact wording. */
export const CHAT_FATAL_ERROR_REPLY =
  "I apologize, but I'm having technical difficulties at the moment. Please try again shortly.";

/** The bot's first message, and the message the conversation resets to after 60 s (docs/product.md#appointments-list). */
export const CHAT_GREETING =
  "Hello! I'm the clinic's virtual doctor. I can answer general health questions, tell you our clinic hours or help you book an appointment. How can I help you today?";

/** Note shown with every reply that came from the model (docs/decisions/007-assistant-safety-first.md). */
export const CHAT_AI_DISCLAIMER =
  'AI-generated reply, not medical advice. In an emergency call 911 or go to the nearest emergency room.';

/** Labels of the chat widget (docs/product.md#routes). */
export const CHAT_UI_TEXT = {
  /** The floating button that opens the panel. */
  openButton: 'Chat',
  /** Title of the panel. */
  panelTitle: 'Medical Assistant',
  /** The send button. */
  sendButton: 'Send',
  /** The welcome popup shown once (docs/product.md#routes). */
  welcomePopup: 'Try our new AI Chat!',
  /** The close button's glyph (its accessible name is 'Close chat'). */
  closeGlyph: '×',
  /** The message field's label (visually hidden). */
  inputLabel: 'Your message',
} as const;
