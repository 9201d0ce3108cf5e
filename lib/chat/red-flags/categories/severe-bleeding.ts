import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const HEAVY_BLEEDING = [
  'amputated',
  '(severe|severely|heavy|heavily|profuse|profusely|uncontrolled|uncontrollable|uncontrollably|massive|badly|serious|major|a lot of|lots of|so much|tons of|pouring|gushing|spurting|squirting|pumping) {0-1} (bleeding|bleed|bleeds|blood|bled)',
  '(bleeding|bleed|bleeds|bled) {0-1} (severely|heavily|profusely|badly|uncontrollably|everywhere|a lot|so much|like crazy|through)',
  '(bleeding|bleed|blood|bleeds) {0-6} (will not|does not|did not|not|is not|cannot|has not) (stop|stopping|slow|slowing|ease)',
  '(cannot|could not|unable to|will not|would not|does not|did not|is not|not) (stop|slow) {0-2} (bleeding|blood)',
  'blood {0-3} (spurting|pouring|gushing|squirting|pumping|everywhere|all over)',
  'bleeding {0-4} (spurting|spurts|pouring|gushing|squirting|pumping|pulsing)',
  'pool of blood',
  'losing (a lot of|lots of|so much)? blood',
  'lost (a lot of|lots of|so much) blood',
  '(soaked|soaking|soaks) {0-5} (towel|towels|bandage|bandages|cloth|shirt|through)',
  '(nosebleed|nose bleed|bleed|bleeding) {0-4} (gone on|going on|lasted|lasting|been going) (for)? (an hour|over an hour|hours|#20-999 (minutes|mins))',
  '(coughing|coughed|vomiting|vomited|throwing|threw|spitting) up? (a lot of|lots of)? blood',
  'cut {0-4} (artery|to the bone|bone showing|very deep|really deep|gaping)',
  '(deep|gaping) (cut|wound|gash) {0-4} (will not|not|is not|does not) stop',
  'cut off (his|her|my) (finger|toe|hand)',
];

/** Bleeding that is heavy, spurting or will not stop; a heavy period only with a pad an hour, clots or fainting. */
export const SEVERE_BLEEDING = {
  id: 'severe-bleeding',
  label: 'Heavy bleeding',
  rules: [
    {
      phrases: HEAVY_BLEEDING,
      softenable: true,
      unless: ['(period|periods|menstrual|menstruation|monthly)'],
    },
    {
      phrases: HEAVY_BLEEDING,
      softenable: true,
      with: [
        [
          '(pad|tampon|pads|tampons) every (hour|half hour|30 minutes)',
          '(dizzy|faint|fainting|passing out|clots (the size|bigger|larger))',
        ],
      ],
    },
  ],
  answer:
    'Heavy bleeding needs emergency care. Call 911 now. Press firmly on the wound with a clean cloth and keep pressing; add more cloth on top if it soaks through. Raise the injured part if you can, and keep the person warm and lying down.',
  sources: [NHS_999],
  order: 24,
} as const satisfies RedFlagCategory;
