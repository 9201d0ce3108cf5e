import type { RedFlagCategory } from '../category';
import { NHS_999, NHS_BURNS } from '../sources';

/** Smoke breathed in, in so many words. */
const SMOKE_BREATHED = [
  'smoke inhalation',
  '(breathed|breathing|breathe|inhaled|inhaling|inhale|swallowed|took|got|taken) {0-4} smoke',
  '(lungful|lungfuls|face full|mouthful|lot|lots|load|loads) of {0-1} smoke',
  '(smoke filled|smoky|smokey) (room|house|flat|home|bedroom|stairwell|hallway|building|corridor|kitchen)',
  '(stuck|trapped|caught) in {0-1} (the|thick)? smoke',
  'smoke (poured|pouring|came|coming|filled|filling) {0-2} (into|in|through)',
  'full of smoke',
];
/** Trapped by the smoke: said with a negation ('could not get out'), which must not cancel it. */
const TRAPPED = [
  '(could not|cannot|can not|did not|unable to|not able to) (get|escape|find (his|her|their|my|a) way) (out|away) (of|from) (the|a)? (smoke|smoky|smoke filled|fire|burning|flames|blaze)',
];
/** A fire that happened to the person, not a gas fire in the lounge or a bonfire at a distance. */
const FIRE = [
  '(house|flat|apartment|home|kitchen|building|garage|car|bedroom|office|barn|tent|sofa|electrical|chip pan|bin|shed|caravan|room) {0-1} (fire|blaze)',
  '(caught|catches|catching|set|went up in) (fire|alight|flames)',
  '(house|flat|apartment|kitchen|building|car|room|home|place|garage|tent|sofa|clothes|everything) {0-2} on fire',
  '(burning|blazing) (building|house|flat|car|room|home)',
  '(during|after|escaped|escaping|out of) (the|a) (fire|blaze)',
  '(in|caught in|trapped in) a (fire|blaze)',
  '(chip pan|frying pan|pan) {0-2} (went up|caught|on fire)',
  '(firefighters|fire brigade|fire service|fire department|firemen)',
];
/** The airway signs: cough, a hoarse voice, soot, black phlegm, noisy breathing; drowsiness from the gases. */
const SIGNS = [
  '(cough|coughs|coughing|coughed|wheezing|wheezy|wheeze|breathless|croaky|raspy|hoarse|husky)',
  '(short|shortness|out) of breath',
  '(voice|voices) {0-3} (gone|going|lost|changed|hoarse|croaky|raspy|almost gone|strange|funny)',
  '(can|could) only whisper',
  '(soot|sooty|black) {0-3} (nose|nostrils|mouth|face|lips|spit|phlegm|mucus|sputum|snot|stuff|saliva)',
  '(spitting|coughing|bringing) up? {0-3} (black|dark|grey|gray|sooty)',
  '(black|dark|grey|gray|sooty) (spit|phlegm|mucus|sputum|snot|stuff|gunk)',
  'lips {0-2} black',
  '(singed|burnt|burned) (eyebrows|eyelashes|nose hairs|nostril hairs|hair)',
  '(noisy|rattly|rattling|whistling|wheezy) (breathing|breath|breaths)',
  '(throat|chest|airway) {0-3} (raw|burning|burns|tight|closing|sore|swollen|hurts)',
  '(drowsy|sleepy|confused|dizzy|headache|vomiting|unconscious)',
  '(cannot|struggling to|hard to) breathe',
];

/** Smoke breathed in, or a fire, with an airway sign (NHS: anyone who breathed in smoke needs help). */
export const SMOKE_INHALATION = {
  id: 'smoke-inhalation',
  label: 'Smoke inhalation',
  rules: [
    { phrases: ['smoke inhalation'] },
    { phrases: SMOKE_BREATHED, with: [SIGNS] },
    { phrases: TRAPPED, negation: false, with: [SIGNS] },
    {
      phrases: FIRE,
      with: [[...SMOKE_BREATHED, ...SIGNS]],
      unless: ['(drill|alarm|safety|extinguisher|exit|escape plan)'],
    },
  ],
  answer:
    'Breathing in smoke needs emergency care, even if the person seems fine now: the airway can swell and the smoke carries carbon monoxide. Get everyone into fresh air, away from the smoke, and call 911 now. A hoarse voice, noisy breathing, soot around the nose or mouth, or coughing up black phlegm are warning signs. If someone is not breathing, the 911 operator will talk you through CPR.',
  sources: [
    NHS_BURNS,
    { name: "MedlinePlus, 'Smoke inhalation'", url: 'medlineplus.gov/ency/article/002341.htm' },
    NHS_999,
  ],
  // Before collapse and breathing trouble: this answer covers those that smoke brings.
  order: 3,
} as const satisfies RedFlagCategory;
