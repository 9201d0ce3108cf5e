/** @jest-environment node */
import * as constants from '@/lib/chat/constants';
import { httpErrorStatusText } from '@/lib/chat/texts';

// The fixed wordings are spelled out where the visitor sees them: status.test.ts (every status
// line), chat-store.test.ts (the fatal reply) and chat-widget.test.tsx (banner, note, labels).
describe('httpErrorStatusText', () => {
  it('formats an HTTP error as Error: {status} - {text}', () => {
    expect(httpErrorStatusText(503, 'Service Unavailable')).toBe(
      'Error: 503 - Service Unavailable',
    );
  });
});

describe('chat constants', () => {
  it('match the fixed wordings of docs/texts.md', () => {
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
