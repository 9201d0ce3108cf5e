/**
 * The languages the red flags are written in and the words the engine reads each with
 * (docs/chat.md#red-flags): English (./lexicon.ts, ./spelling.ts) and Spanish (./lexicon-es.ts,
 * ./spelling-es.ts). Data only; ./matcher.ts is the code that reads them.
 */
import {
  BODY_TEMPERATURE_WORDS,
  GENERAL_QUESTION,
  HISTORY,
  MARKERS,
  NEGATORS,
  PERSON_WORDS,
  PSEUDO_NEGATIONS,
  SOFTENERS,
} from './lexicon';
import {
  BODY_TEMPERATURE_WORDS_ES,
  CLAUSE_WORDS_ES,
  GENERAL_QUESTION_ES,
  HISTORY_ES,
  MARKERS_ES,
  NEGATORS_ES,
  PERSON_WORDS_ES,
  PSEUDO_NEGATIONS_ES,
  SOFTENERS_ES,
} from './lexicon-es';
import { ENGLISH_SPELLING, type Spelling } from './normalise';
import {
  CONTRACTIONS_ES,
  EVERYDAY_WORDS_ES,
  KEYWORDS_ES,
  PROTECTED_WORDS_ES,
  SHORT_TYPOS_ES,
  SOUND_ALIKES_ES,
} from './spelling-es';

/** A language of the red flags and of their answers: English or Spanish. */
export type Language = 'en' | 'es';

/** The words the engine reads a message of one language with (lib/chat/red-flags/README.md). */
export interface LanguageWords {
  spelling: Spelling;
  /** Clause words a phrase may be written across: 'and', 'but'. */
  phraseClauseWords: readonly string[];
  negators: readonly string[];
  pseudoNegations: readonly string[];
  softeners: readonly string[];
  history: readonly string[];
  generalQuestion: readonly string[];
  personWords: readonly string[];
  bodyTemperatureWords: readonly string[];
  /** Words that say a message is in this language and not the other. */
  markers: readonly string[];
}

/** Each language's words, English first: the order a message's readings are tried in. */
export const LANGUAGE_WORDS: Readonly<Record<Language, LanguageWords>> = {
  en: {
    spelling: ENGLISH_SPELLING,
    phraseClauseWords: ['and', 'but'],
    negators: NEGATORS,
    pseudoNegations: PSEUDO_NEGATIONS,
    softeners: SOFTENERS,
    history: HISTORY,
    generalQuestion: GENERAL_QUESTION,
    personWords: PERSON_WORDS,
    bodyTemperatureWords: BODY_TEMPERATURE_WORDS,
    markers: MARKERS,
  },
  es: {
    spelling: {
      contractions: CONTRACTIONS_ES,
      keywords: KEYWORDS_ES,
      everydayWords: EVERYDAY_WORDS_ES,
      protectedWords: PROTECTED_WORDS_ES,
      shortTypos: SHORT_TYPOS_ES,
      clauseWords: CLAUSE_WORDS_ES,
      shortestRuleWordTarget: 7,
      soundAlikes: SOUND_ALIKES_ES,
    },
    phraseClauseWords: ['y', 'pero'],
    negators: NEGATORS_ES,
    pseudoNegations: PSEUDO_NEGATIONS_ES,
    softeners: SOFTENERS_ES,
    history: HISTORY_ES,
    generalQuestion: GENERAL_QUESTION_ES,
    personWords: PERSON_WORDS_ES,
    bodyTemperatureWords: BODY_TEMPERATURE_WORDS_ES,
    markers: MARKERS_ES,
  },
};
