import type { IntentPhrases } from './types';

/* Small talk and what the bot does not cover, in the phrase syntax of lib/chat/red-flags/phrases.ts. */

export const CONVERSATION_TOPICS = {
  'off-topic': ['(car|cars|cat|cats|dog|dogs|weather)', 'difference between'],
  thanks: ['(thanks|thank|thx|ty|cheers)', 'thank you', 'appreciate it'],
  greeting: ['(hi|hello|hey|hiya|howdy|greetings)', 'good (morning|afternoon|evening)'],
} satisfies IntentPhrases;
