import type { RedFlagCategory } from '../category';
import { CANNOT_BREATHE } from '../fragments';
import { NHS_999 } from '../sources';

/** Blue or grey lips or skin; beside hard shivering, hypothermia's sign instead. */
const BLUE = [
  '(lips|face|fingers|tongue) {0-3} (blue|grey|gray|purple)',
  '(blue lips|turning blue|gone blue)',
];
const BREATHLESS = [
  '(breathless|winded|wheezing|wheezy)',
  '(short|shortness|out) of breath',
  'tight chest and (cannot|wheez)',
];
const RELIEVER = '(inhaler|puffer|ventolin|albuterol|salbutamol)';
const ASTHMA_NOT_HELPED = [
  `(${RELIEVER}|nebuliser|nebulizer) {0-4} (is not|not|does not|did not|has not|is no|are not) {0-1} (helping|working|help|work|helped|worked|good|use|touching)`,
  `${RELIEVER} {0-4} (no|little) (help|difference|effect)`,
  `${RELIEVER} {0-3} (does|did|is doing|doing|do) nothing`,
  'asthma attack? {0-4} (getting worse|will not stop|not stopping|bad one|severe)',
  'severe asthma attack',
  '(used|taken|had|took) {0-3} (puffs|inhaler) {0-4} (still|nothing)',
];
const CHOKING = [
  'choking !(hazard|on (his|her|my|their) words)',
  'is choking',
  'choked {0-3} (cannot|not) (breathe|breathing|cough|speak)',
  '(stuck|lodged) in (his|her|my|their|the) (throat|windpipe|airway)',
  'cannot (cough|breathe) (or|and) (speak|talk|cough)',
];

/** Cannot breathe or speak for breath, an inhaler not helping, choking; not 'a bit breathless'. */
export const TROUBLE_BREATHING = {
  id: 'trouble-breathing',
  label: "Can't breathe, blue lips, asthma, choking",
  rules: [
    { phrases: [...CANNOT_BREATHE, ...ASTHMA_NOT_HELPED, ...CHOKING] },
    { phrases: BLUE, unless: ['(shivering|shivers|shaking with cold)'] },
    {
      phrases: BREATHLESS,
      softenable: true,
      // Out of breath on exertion is a question for a review, not an emergency.
      unless: [
        '(when|after|while|if) (i|he|she|we)? (run|running|exercise|exercising|climb|climbing|jog|jogging|play|playing|do sport|go up)',
      ],
    },
  ],
  answer:
    "Trouble breathing is an emergency. Call 911 now or go to the nearest emergency room. Sit upright and keep calm; with asthma, keep using the reliever inhaler as your plan says while you wait. If someone is choking and can't cough, speak or breathe, give up to 5 back blows, then up to 5 abdominal thrusts, and call 911.",
  sources: [NHS_999],
  order: 8,
} as const satisfies RedFlagCategory;
