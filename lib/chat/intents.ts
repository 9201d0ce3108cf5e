/**
 * What a user's chat message is about (docs/product.md#fallback-dialogue, docs/product.md#fallback-dialogue,
 * docs/decisions/007-assistant-safety-first.md red flags). Matching is on whole words and whole phrases only, so 'flu' does not match
 * 'influence' and 'cat' does not match 'education'.
 */

import { detectRedFlag } from '@/lib/chat/red-flags';
import { createNormaliser, splitWords } from '@/lib/chat/red-flags/normalise';

/**
 * Topics the fallback bot can answer (docs/product.md#timings-and-limits). `red-flag` and `self-harm` are docs/decisions/007-assistant-safety-first.md emergencies;
 * `unknown` is anything not recognised.
 */
export type Intent =
  | 'red-flag'
  | 'self-harm'
  | 'emergency'
  | 'clinic-hours'
  | 'reschedule'
  | 'cancel'
  | 'medicines'
  | 'appointment'
  | 'covid'
  | 'flu'
  | 'fever'
  | 'cold'
  | 'headache'
  | 'diabetes'
  | 'blood-pressure'
  | 'pain'
  | 'off-topic'
  | 'thanks'
  | 'greeting'
  | 'unknown';

/**
 * Lower-cases `text`, turns curly apostrophes into straight ones and every other character that
 * is not a letter, digit or in-word apostrophe into a single space: the red-flag normaliser's
 * first step (`splitWords`), without its clause marks. Phrases are matched against
 * this form with a space on either side, which is what makes matching whole-word.
 * @example normalizeForMatching('I’ve got the FLU-like “chills”!') === "i've got the flu like chills"
 */
export function normalizeForMatching(text: string): string {
  return splitWords(text, { clauses: false }).join(' ');
}

/** A topic's whole-word phrases, plus patterns for wordings a list cannot cover. */
interface Rule<T> {
  id: T;
  phrases: readonly string[];
  patterns?: readonly RegExp[];
}

function matches<T>(normalized: string, rule: Rule<T>): boolean {
  const padded = ` ${normalized} `;
  return (
    rule.phrases.some((phrase) => padded.includes(` ${normalizeForMatching(phrase)} `)) ||
    (rule.patterns ?? []).some((pattern) => pattern.test(normalized))
  );
}

/**
 * Every word of 7 letters or more the rules below are written with; the typo corrector reads it
 * live. Shorter words have too many real neighbours ('think' is not 'thank', 'chilly' not 'chills').
 */
const ruleWords = new Set<string>();
const typos = createNormaliser(ruleWords);

function firstMatch<T>(text: string, rules: readonly Rule<T>[]): T | null {
  // A slip in a word the rules use ('diabetis', 'apointment') is read as meant, as red flags are.
  const normalized = normalizeForMatching(text)
    .split(' ')
    .map((word) => (/^[a-z]+$/.test(word) ? typos.correctTypo(word) : word))
    .join(' ');
  return rules.find((rule) => matches(normalized, rule))?.id ?? null;
}

/*
 * Order matters: the first topic that matches wins.
 * - Emergencies first (after the docs/decisions/007-assistant-safety-first.md red flags, which `detectIntent` checks before these).
 * - Clinic hours next, but only on phrases that ask about the clinic ('your hours', 'are you
 *   open', 'what time do you close'): bare 'hours', 'open' or 'close' are everyday words, as in
 *   "I've had a headache for two hours" or "I can't open my eyes".
 * - Symptom topics before booking, so 'Do I need a flu shot before my visit?' is about the flu
 *   and does not get a yes/no booking question; pain comes after the named symptoms, so 'my head
 *   hurts' is a headache, and before booking, so 'book a visit for my back pain' gets the pain
 *   advice (whose own follow-up offers an appointment).
 * - Off-topic words after all of these, so 'I was in a car accident and my back hurts' is about
 *   pain, not cars; greetings and thanks last, so 'Hi, I have a fever' is about the fever.
 */
const INTENT_RULES: readonly Rule<Exclude<Intent, 'red-flag' | 'self-harm' | 'unknown'>>[] = [
  {
    id: 'emergency',
    phrases: ['emergency', 'emergencies', 'urgent', 'urgently', '911', 'ambulance'],
  },
  {
    id: 'clinic-hours',
    phrases: [
      'your hours',
      'what are the hours',
      'what hours',
      'opening hours',
      'opening times',
      'clinic hours',
      'office hours',
      'business hours',
      'working hours',
      'hours of operation',
      'closing time',
      'open on weekends',
      'open on the weekend',
      'open on saturday',
      'open on saturdays',
      'open on sunday',
      'open on sundays',
      'open on holidays',
      'open today',
      'open tomorrow',
    ],
    patterns: [
      // 'are you open', 'is the clinic still open', "I wonder if you're closed on Sunday"
      /\b(?:are|is) (?:you|you guys|y'all|the clinic|the office|the practice|your clinic|your office)(?: \S+)? (?:open|closed)\b/,
      /\b(?:you're|youre|you are|clinic is|office is) (?:\S+ )?(?:open|closed)\b/,
      // 'when do you open', 'when does the clinic close on Fridays'
      /\bwhen (?:do|does|are|is|will) (?:you|you guys|the clinic|the office|the practice)\b(?: \S+){0,2} (?:open|opens|close|closes|closed|opened)\b/,
      // 'what time do you open', 'what time does the clinic close on Fridays'; not 'what time do
      // you recommend I take it', which is about a patient's day, not the clinic's
      /\bwhat time (?:do you|does the clinic|does the office|does the practice)\b(?: \S+){0,2} (?:open|opens|close|closes|shut|shuts|start|starts|finish|finishes)\b/,
    ],
  },
  // Moving or canceling a booking before any symptom, so 'I need to reschedule my flu shot' is
  // about the booking; both before 'appointment', so they never get booking help.
  {
    id: 'reschedule',
    phrases: [
      'reschedule',
      'rescheduling',
      'rebook',
      'change my appointment',
      'change the appointment',
      'change my booking',
      'move my appointment',
      'move the appointment',
      'move my booking',
    ],
    // 'another day' alone is too loose ('a fever for another day'); it counts with a visit word.
    patterns: [
      /\b(?:come|come in|appointment|visit|booking) (?:on )?(?:another|a different) (?:day|time)\b/,
    ],
  },
  {
    id: 'cancel',
    phrases: ['cancel', 'canceling', 'cancelling', 'cancellation', 'call off', "can't make it"],
  },
  // Before the symptom topics, so 'can I take ibuprofen with my blood pressure pills' gets the
  // pharmacist caution, not blood-pressure facts.
  {
    id: 'medicines',
    phrases: [
      'medicine',
      'medicines',
      'medication',
      'medications',
      'meds',
      'pill',
      'pills',
      'tablet',
      'tablets',
      'drug',
      'drugs',
      'dose',
      'dosage',
      'prescription',
      'prescriptions',
      'interaction',
      'interactions',
      'interact',
      'side effect',
      'side effects',
      'ibuprofen',
      'acetaminophen',
      'paracetamol',
      'tylenol',
      'advil',
      'motrin',
      'aspirin',
      'naproxen',
      'aleve',
      'antibiotic',
      'antibiotics',
      'antihistamine',
      'antihistamines',
      'supplement',
      'supplements',
      'warfarin',
      'metformin',
      'statin',
      'statins',
    ],
  },
  {
    id: 'covid',
    phrases: ['covid', 'covid19', 'covid 19', 'coronavirus', 'corona virus', 'sars cov 2'],
  },
  { id: 'flu', phrases: ['flu', 'influenza'] },
  {
    id: 'fever',
    // A bare 'temperature' is as often the weather's as a patient's, so it only counts in a
    // body context: 'I have a temperature', 'my temperature is 101', 'her temperature'.
    phrases: [
      'fever',
      'fevers',
      'feverish',
      'chills',
      'a temperature',
      'high temperature',
      'body temperature',
      'my temperature',
      "baby's temperature",
      "child's temperature",
      "son's temperature",
      "daughter's temperature",
      'his temperature',
      'her temperature',
      'their temperature',
    ],
  },
  {
    id: 'cold',
    phrases: [
      'cold',
      'colds',
      'runny nose',
      'stuffy nose',
      'blocked nose',
      'sneezing',
      'sore throat',
      'congestion',
      'congested',
      'cough',
      'coughing',
    ],
  },
  {
    id: 'headache',
    phrases: ['headache', 'headaches', 'migraine', 'migraines', 'head hurts', 'head ache'],
  },
  {
    id: 'diabetes',
    phrases: [
      'diabetes',
      'diabetic',
      'blood sugar',
      'insulin',
      'glucose',
      'a1c',
      'hba1c',
      'sugar level',
      'sugar levels',
    ],
  },
  {
    id: 'blood-pressure',
    phrases: ['blood pressure', 'hypertension', 'hypotension', 'bp'],
  },
  {
    id: 'pain',
    phrases: [
      'pain',
      'pains',
      'painful',
      'hurt',
      'hurts',
      'hurting',
      'ache',
      'aches',
      'aching',
      'sore',
      'backache',
      'stomachache',
      'toothache',
      'cramps',
    ],
  },
  {
    id: 'appointment',
    phrases: [
      'appointment',
      'appointments',
      'book',
      'booking',
      'schedule',
      'scheduling',
      'see a doctor',
      'see the doctor',
      'see a physician',
      'visit',
      'consultation',
      'checkup',
      'check up',
    ],
  },
  {
    id: 'off-topic',
    phrases: ['car', 'cars', 'cat', 'cats', 'dog', 'dogs', 'weather', 'difference between'],
  },
  {
    id: 'thanks',
    phrases: ['thanks', 'thank you', 'thank', 'thx', 'ty', 'appreciate it', 'cheers'],
  },
  {
    id: 'greeting',
    phrases: [
      'hi',
      'hello',
      'hey',
      'hiya',
      'howdy',
      'good morning',
      'good afternoon',
      'good evening',
      'greetings',
    ],
  },
];

for (const rule of INTENT_RULES)
  for (const text of [...rule.phrases, ...(rule.patterns ?? []).map((pattern) => pattern.source)])
    for (const word of text.toLowerCase().match(/[a-z]{7,}/g) ?? []) ruleWords.add(word);

/**
 * Classifies a user message for the fallback bot (docs/product.md#chat-assistant, docs/product.md#timings-and-limits). Red flags are checked first
 * (`self-harm` for thoughts of suicide or self-harm, `red-flag` for the other docs/decisions/007-assistant-safety-first.md emergencies),
 * then topics in a fixed priority order; words only count whole.
 * @param text - The user's message as typed.
 * @returns The intent; `unknown` when nothing matched.
 * @example detectIntent('Does the flu vaccine have any influence on colds?') === 'flu'
 */
export function detectIntent(text: string): Intent {
  const redFlag = detectRedFlag(text);
  if (redFlag === 'self-harm') return 'self-harm';
  if (redFlag !== null) return 'red-flag';
  return firstMatch(text, INTENT_RULES) ?? 'unknown';
}

/** The answer to a yes/no follow-up question, or null when the message is neither. */
export type YesNo = 'yes' | 'no' | null;

const YES_PATTERN =
  /^(?:yes|yeah|yea|yep|yup|ya|sure|ok|okay|alright|of course|definitely|absolutely|certainly|please do|yes please|y)\b/;
const NO_PATTERN =
  /^(?:no|nope|nah|not now|not really|not yet|no thanks|no thank you|never mind|nevermind|n)\b/;

/**
 * Reads a reply to a yes/no question (docs/product.md#fallback-dialogue): the message must start
 * with a yes-word ('yes', 'yeah', 'sure', 'ok', …) or a no-word ('no', 'nope', 'not now', …).
 * 'Yes please, tomorrow' is yes; 'I'm not sure' and 'what are your hours?' are neither.
 * @returns 'yes', 'no' or null.
 */
export function detectYesNo(text: string): YesNo {
  const normalized = normalizeForMatching(text);
  if (YES_PATTERN.test(normalized)) return 'yes';
  if (NO_PATTERN.test(normalized)) return 'no';
  return null;
}
