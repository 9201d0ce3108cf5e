/** The chat assistant's status-line texts (docs/chat.md); canned replies are in fallback.ts. */
export const CHAT_STATUS = {
  connecting: 'Connecting',
  thinking: 'Thinking...',
  connected: 'Connected',
  /** The request never got an HTTP response. */
  noResponse: 'Error: No response from server',
  timedOut: 'Error: Request timed out',
  fallbackOffline: 'Using fallback (API offline)',
  /** Post-processing discarded the model's reply; a fallback reply was shown. */
  poorApiResponse: '(poor API response)',
  /** The model's answer could not be used; a fallback reply was shown. */
  apiError: '(API error)',
} as const;

/** Status line for an HTTP error from the model: 'Error: 500 - Internal Server Error'. */
export function httpErrorStatusText(status: number, text: string): string {
  return `Error: ${status} - ${text}`;
}

const CHAT_OFFLINE_BANNER = 'AI assistant unavailable. Using fallback responses.';

export const CHAT_FATAL_ERROR_REPLY =
  "I apologize, but I'm having technical difficulties at the moment. Please try again shortly.";

/** The first message, and the one the conversation resets to after 60 s (docs/chat.md). */
export const CHAT_GREETING =
  "Hello! I'm the clinic's virtual doctor. I can answer general health questions, tell you our clinic hours or help you book an appointment. How can I help you today?";

/** Note shown with every model reply (docs/decisions/007-assistant-safety-first.md). */
const CHAT_AI_DISCLAIMER =
  'AI-generated reply, not medical advice. In an emergency call 911 or go to the nearest emergency room.';

/** Labels of the chat widget (docs/chat.md). */
export const CHAT_UI_TEXT = {
  openButton: 'Chat',
  panelTitle: 'Medical Assistant',
  sendButton: 'Send',
  welcomePopup: 'Try our new AI Chat!',
  /** The close button's glyph; its accessible name is closeLabel. */
  closeGlyph: '×',
  inputLabel: 'Your message',
  inputPlaceholder: 'Ask a health or clinic question',
  closeLabel: 'Close chat',
  conversationLabel: 'Conversation',
  widgetLabel: 'Chat assistant',
  /** Read before each message by screen readers only. */
  assistantPrefix: 'Assistant:',
  userPrefix: 'You:',
} as const;

/**
 * The widget's and the panel's own texts in one language (docs/chat.md#languages): labels, the
 * status line, the offline banner and the AI note. English pages use {@link ENGLISH_CHAT_UI_TEXTS};
 * Spanish ones the catalogs' `chat` namespace (components/chat/use-chat-texts.ts).
 */
export interface ChatUiTexts {
  ui: Readonly<Record<keyof typeof CHAT_UI_TEXT, string>>;
  status: Readonly<Record<keyof typeof CHAT_STATUS, string>>;
  /** The status line for an HTTP error: (500, 'Internal Server Error') → 'Error: 500 - …'. */
  httpErrorStatus: (status: number, text: string) => string;
  offlineBanner: string;
  aiDisclaimer: string;
}

/** The English pages' widget texts, the site's own. */
export const ENGLISH_CHAT_UI_TEXTS: ChatUiTexts = {
  ui: CHAT_UI_TEXT,
  status: CHAT_STATUS,
  httpErrorStatus: httpErrorStatusText,
  offlineBanner: CHAT_OFFLINE_BANNER,
  aiDisclaimer: CHAT_AI_DISCLAIMER,
};
