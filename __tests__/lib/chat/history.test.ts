/** @jest-environment node */
import {
  appendMessages,
  capHistory,
  createInitialMessages,
  isConversationStale,
} from '@/lib/chat/history';
import type { ChatMessage } from '@/lib/chat/types';

const numbered = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, index) => ({ text: `m${index}`, isBot: index % 2 === 0 }));

describe('capHistory', () => {
  it('keeps a log of 20 messages or fewer unchanged', () => {
    const messages = numbered(20);
    expect(capHistory(messages)).toEqual(messages);
  });

  it('keeps the first message plus the last 19 of a longer log', () => {
    const capped = capHistory(numbered(25));
    expect(capped).toHaveLength(20);
    expect(capped.map((message) => message.text)).toEqual([
      'm0',
      ...Array.from({ length: 19 }, (_, index) => `m${index + 6}`),
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const messages = numbered(21);
    const capped = capHistory(messages);
    expect(capped).not.toBe(messages);
    expect(messages).toHaveLength(21);
  });
});

describe('appendMessages', () => {
  it('adds messages and applies the cap', () => {
    const result = appendMessages(numbered(20), { text: 'new', isBot: false });
    expect(result).toHaveLength(20);
    expect(result[0]?.text).toBe('m0');
    expect(result[1]?.text).toBe('m2');
    expect(result[19]?.text).toBe('new');
  });
});

describe('createInitialMessages', () => {
  it('starts a conversation with the bot greeting only', () => {
    const [greeting, ...rest] = createInitialMessages();
    expect(rest).toHaveLength(0);
    expect(greeting?.isBot).toBe(true);
    expect(greeting?.text).toMatch(/^Hello!/);
  });
});

describe('isConversationStale', () => {
  it('is stale once 60 s have passed without a change', () => {
    expect(isConversationStale(1_000, 60_999)).toBe(false);
    expect(isConversationStale(1_000, 61_000)).toBe(true);
  });
});
