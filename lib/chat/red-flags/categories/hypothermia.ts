import type { RedFlagCategory } from '../category';
import { COLD } from '../fragments';

const DANGER = [
  '(confused|confusion|disoriented|mumbling|slurring|slurred|drowsy|sleepy|stumbling|clumsy|limp|unresponsive|collapsed|collapses|collapsing|keeled over|unconscious)',
  '(very|really|so|extremely) (sleepy|tired)',
  '(hard|difficult) to wake',
  '(stopped|no longer) shivering',
  '(shivering|shaking) {0-1} (violently|uncontrollably|non stop)',
  '(cannot|will not|would not) stop shivering',
  '(slow|shallow) breathing',
  'breathing {0-1} (slowly|slow|shallow)',
  '(bright red|not responding)',
  '(very|really) quiet',
  '(not|will not|refusing to|refuses to) (feed|feeding)',
];

/** Shivering hard: a cold sign even where the cold is not named; with a fever it is sepsis's chills. */
const SHIVERING_HARD = ['(shivering|shaking) {0-1} (violently|uncontrollably|non stop)'];
const CONFUSED = ['(confused|confusion|disoriented|mumbling|slurring|slurred|stumbling|drowsy)'];

/** Hypothermia named; cold with confusion, drowsiness or shivering stopped; a body under 35 °C (NHS). */
export const HYPOTHERMIA = {
  id: 'hypothermia',
  label: 'Hypothermia',
  rules: [
    { reading: 'body temperature', below: 35 },
    { phrases: ['(hypothermia|hypothermic)'] },
    { phrases: COLD, with: [DANGER] },
    {
      phrases: SHIVERING_HARD,
      with: [CONFUSED],
      unless: ['(fever|feverish|temperature|temp|infection|flu|rigors|chills)'],
    },
  ],
  answer:
    "These can be signs of hypothermia, which is an emergency. Call 911 now. Move the person somewhere warm, take off wet clothes, and warm the middle of the body first with dry blankets, skin to skin if needed. Give a warm, sweet drink only if they are fully awake, never alcohol. Don't rub their arms and legs or put them in a hot bath; handle them gently.",
  sources: [
    { name: "NHS, 'Hypothermia'", url: 'nhs.uk/conditions/hypothermia' },
    { name: "CDC, 'Winter Weather: Hypothermia'", url: 'cdc.gov/winter-weather' },
  ],
  // Before stroke and sepsis, whose confusion it shares.
  order: 14,
} as const satisfies RedFlagCategory;
