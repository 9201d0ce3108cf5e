import type { CategoryRules } from '../phrases';

/** Cold around the person; the collapse rule reads it too. */
export const COLD = [
  '(snow|blizzard|frozen|freezing|soaked)',
  '(freezing|ice|icy|stone|bitterly|very|really|so|extremely) cold',
  'cold (house|home|flat|apartment|room|water|night|garden|weather|floor|lake|river|sea)',
  '(in|into|out in|through) the (snow|cold|ice|icy water|freezing water|lake|river|sea)',
  '(icy|freezing|cold) (lake|river|water|pond|sea)',
  'fell through the? ice',
  'outside {0-3} (all night|overnight|for hours)',
  '(no|without) heating',
  'heating {0-2} (broke|broken|off|not working|cut off)',
  'afford {0-1} heating',
  'cold to the? touch',
  '(wet and cold|cold and wet)',
  '(in|out in|through|caught in) the (rain|storm|wind|sleet)',
];
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
export const HYPOTHERMIA: CategoryRules = {
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
};
