import type { RedFlagCategory } from '../category';
import { NHS_999, NHS_BURNS } from '../sources';

const BURN = '(burn|burns|burned|burnt|scald|scalded|scalding|scalds)';
const HOT_LIQUID = '(boiling|hot) (water|oil|fat|soup|tea|coffee|kettle)';
const FIRE = '(fire|burn|burned|boiling|hot|flames)';
const SEVERE_BURN_SIGNS = [
  '(electrocuted|live wire|electric shock)',
  `(severe|serious|bad|badly|very bad|really bad|large|big|huge|massive|deep|third degree|3rd degree|full thickness|terrible|awful|horrible|chemical|acid|electrical|electric) {0-2} ${BURN}`,
  `${BURN} {0-8} (charred|white|leathery|black|blackened|waxy|skin is? (peeling off|came off|coming off|falling off)|(bigger|larger) than (his|her|my|a|the|your) (hand|palm)|whole (arm|leg|back|chest|face|hand|side)|all over|entire|on (his|her|my|their) face|face and (neck|hands)|(blister|blisters) all over|huge (blister|blisters)|(is|are) not (feeling|painful|hurting)|no feeling|numb|cannot feel)`,
  `${HOT_LIQUID} {0-6} (baby|toddler|child|kid|son|daughter|face|chest|all over|his body|her body)`,
  '(caught|catches|catching) on? fire',
  'set (himself|herself|myself|themselves) on fire',
  '(clothes|hair|clothing) {0-2} (on fire|caught fire|burning)',
  `(baby|toddler|child|kid|son|daughter|infant) {0-4} (scalded|burned|burnt) {0-2} ${HOT_LIQUID}`,
  `(huge|large|big) blisters {0-5} ${FIRE}`,
  `blisters all over {0-4} ${FIRE}`,
  '(touched|grabbed|bit|chewed) {0-2} (wire|cable|socket|outlet|power line)',
  '(burn|burns) (to|on) (the|his|her|my) (airway|mouth|throat) {0-3} fire',
];

/** A large, deep, facial, chemical or electrical burn, or a child scalded; not 'a minor burn'. */
export const SEVERE_BURN = {
  id: 'severe-burn',
  label: 'Severe burns',
  rules: [
    { phrases: SEVERE_BURN_SIGNS, softenable: true },
    // The burn and the look of the skin in separate clauses: 'burned my hand, the skin is white'.
    {
      phrases: ['skin {0-2} (looks|is|has gone|gone|turned)? (white|leathery|charred|waxy)'],
      with: [[BURN]],
    },
  ],
  answer:
    'A large, deep, chemical or electrical burn needs emergency care. Call 911 or go to the nearest emergency room now. Cool the burn under cool running water for 20 minutes (not ice), remove jewelry and clothing near it unless stuck, and cover it loosely with plastic wrap or a clean plastic bag.',
  sources: [NHS_BURNS, NHS_999],
  order: 25,
} as const satisfies RedFlagCategory;
