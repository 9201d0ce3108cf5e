import type { CategoryRules } from '../phrases';

/** Struggling for air; the anaphylaxis rules read it too. */
export const CANNOT_BREATHE = [
  'gasping',
  '(cannot|could not|can barely|could barely|can hardly|unable to|not able to|struggling to|struggles to|struggled to|fighting to|trying to) {0-1} (breathe|breath|breathing|get (a|any|my|his|her)? (breath|air))',
  'cannot catch {0-1} breath',
  '(struggling|fighting|gasping) for (breath|air)',
  '(trouble|difficulty|hard time|problem|problems) breathing',
  'breathing is? (very|really|so)? (difficult|hard|laboured|labored)',
  'cannot (speak|talk) in full? sentences',
  'too breathless to (talk|speak)',
  'ribs {0-2} sucking in',
  'sucking in (under|between) (his|her|the) ribs',
  'grunting (with|when) (each|every)? breath',
];
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
export const TROUBLE_BREATHING: CategoryRules = {
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
};
