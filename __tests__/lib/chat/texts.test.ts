/** @jest-environment node */
import * as constants from '@/lib/chat/constants';
import {
  CHAT_AI_DISCLAIMER,
  CHAT_FATAL_ERROR_REPLY,
  CHAT_OFFLINE_BANNER,
  CHAT_STATUS,
  CHAT_UI_TEXT,
  httpErrorStatusText,
} from '@/lib/chat/texts';

describe('chat texts', () => {
  it('spells the status texts exactly as the spec does', () => {
    expect(CHAT_STATUS).toEqual({
      connecting: 'Connecting',
      thinking: 'Thinking...',
      connected: 'Connected',
      noResponse: 'Error: No response from server',
      timedOut: 'Error: Request timed out',
      fallbackOffline: 'Using fallback (API offline)',
      poorApiResponse: '(poor API response)',
      apiError: '(API error)',
    });
  });

  it('formats an HTTP error as Error: {status} - {text}', () => {
    expect(httpErrorStatusText(503, 'Service Unavailable')).toBe(
      'Error: 503 - Service Unavailable',
    );
  });

  it('spells the banner, the fatal reply and the widget labels exactly', () => {
    expect(CHAT_OFFLINE_BANNER).toBe('AI assistant unavailable. Using fallback responses.');
    expect(CHAT_FATAL_ERROR_REPLY).toBe(
      "I apologize, but I'm having technical difficulties at the moment. Please try again shortly.",
    );
    expect(CHAT_UI_TEXT.panelTitle).toBe('Medical Assistant');
    expect(CHAT_UI_TEXT.welcomePopup).toBe('Try our new AI Chat!');
  });

  it('says in the AI note that replies are AI-generated and not medical advice', () => {
    expect(CHAT_AI_DISCLAIMER).toMatch(/AI-generated/);
    expect(CHAT_AI_DISCLAIMER).toMatch(/not medical advice/);
  });
});

describe('chat constants', () => {
  it('match the fixed wordings of docs/product.md#texts', () => {
    expect(constants).toMatchObject({
      CHAT_MODEL_OVERALL_TIMEOUT_MS: 20_000,
      CHAT_MODEL_ABORT_MS: 15_000,
      CHAT_PROBE_TIMEOUT_MS: 8_000,
      CHAT_MAX_NEW_TOKENS: 200,
      CHAT_PROBE_MAX_NEW_TOKENS: 50,
      CHAT_TEMPERATURE: 0.7,
      CHAT_TOP_P: 0.95,
      CHAT_MAX_CONNECTION_ATTEMPTS: 3,
      CHAT_RETRY_INTERVAL_MS: 120_000,
      CHAT_MEMORY_RESET_MS: 60_000,
      CHAT_HISTORY_CAP: 20,
      CHAT_PROMPT_HISTORY_MESSAGES: 6,
      CHAT_TYPING_DELAY_MS: 600,
      CHAT_POPUP_DELAY_MS: 2_000,
      CHAT_POPUP_DURATION_MS: 5_000,
      CHAT_CONFETTI_PIECES: 50,
      CHAT_CONFETTI_DURATION_MS: 6_000,
      CHAT_BACKUP_DETECTION_MS: 5_000,
    });
  });
});
