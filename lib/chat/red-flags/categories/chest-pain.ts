import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const CHEST = '(chest|breastbone|sternum)';
const FEELING =
  '(pain|pains|painful|hurts|hurting|hurt|ache|aches|aching|killing|clutching|clutched|grabbing|gripped|pressure|tight|tightness|squeezing|squeezed|squeeze|crushing|crushed|crush|heavy|heaviness|discomfort|clenching|gripping|vice|vise|band|weight|elephant|sitting|stabbing)';
const HEART_ATTACK = [
  `${CHEST} {0-4} ${FEELING}`,
  `${FEELING} {0-5} ${CHEST}`,
  '(heart attack|cardiac arrest)',
  'elephant {0-5} (chest|on me|on top of me)',
  '(someone|something|a truck|a car) is? (sitting|standing|parked) on (my|his|her) (chest|heart)',
  '(pain|ache|pressure|tightness|discomfort) {0-3} (spreading|radiating|radiates|spreads|going|goes|moving|shooting|traveling|travelling) {0-3} (arm|arms|jaw|neck|back|shoulder|shoulders)',
];
const ARM_JAW_PAIN = [
  '(arm|jaw|shoulder|neck) {0-3} (pain|hurt|hurts|hurting|ache|aching|aches|heavy|numb)',
  '(pain|ache|aching) {0-3} (arm|jaw|shoulder)',
];
const COMPANIONS = [
  '(sweating|sweaty|sweats|clammy|nausea|nauseous|nauseated|vomiting|breathless|dizzy|lightheaded)',
  '(cold sweat|throwing up|short of breath|light headed)',
  '(feel|feeling) sick',
];

/** Chest pain or pressure, pain spreading to the arm or jaw, or arm or jaw pain with sweating or sickness. */
export const CHEST_PAIN = {
  id: 'chest-pain',
  label: 'Heart attack',
  rules: [{ phrases: HEART_ATTACK }, { phrases: ARM_JAW_PAIN, with: [COMPANIONS] }],
  answer:
    "These can be signs of a heart attack. Call 911 now, and don't drive yourself. Sit down and rest while you wait, and follow what the 911 operator tells you. Don't wait to see whether it passes.",
  sources: [
    { name: "American Heart Association, 'Warning Signs of a Heart Attack'", url: 'heart.org' },
    { name: "CDC, 'Heart Attack Symptoms'", url: 'cdc.gov' },
    NHS_999,
  ],
  // Before trouble-breathing: this answer covers the breathlessness a heart attack brings.
  order: 7,
} as const satisfies RedFlagCategory;
