import type { IntentPhrases } from './types';

export const CONVERSATION_TOPICS = {
  'off-topic': ['(car|cars|cat|cats|dog|dogs|weather)', 'difference between'],
  thanks: ['(thanks|thank|thx|ty|cheers)', 'thank you', 'appreciate it'],
  greeting: ['(hi|hello|hey|hiya|howdy|greetings)', 'good (morning|afternoon|evening)'],
} satisfies IntentPhrases;
