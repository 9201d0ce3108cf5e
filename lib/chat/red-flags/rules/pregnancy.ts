import type { CategoryRules } from '../phrases';

const PREGNANT = [
  '(pregnant|pregnancy|trimester|miscarriage|miscarrying|miscarry)',
  'expecting (a baby|twins)',
  'weeks along',
];
const WARNING = [
  '(bleeding|bleed|bled|blood|spotting|miscarrying|seizure|fit|fitting)',
  '(severe|bad|really bad|terrible|sharp|intense|agonising|agonizing|excruciating|unbearable|strong|constant) {0-3} (pain|pains|cramps|cramping|stomach ache|tummy ache)',
  '(pain|pains|cramps|cramping|hurts|hurting|aches) {0-4} (severe|unbearable|excruciating|terrible|really bad|very bad|agony)',
  '(water|waters) {0-1} (broke|broken|breaking|gone)',
  'leaking (fluid|water)',
  '(baby|bump) {0-3} (not moving|stopped moving|moving less|not kicking|stopped kicking)',
  'not felt {0-2} (baby|kick|kicks|move|moving)',
  'sudden swelling',
  'think i am (having a|losing)',
  '(severe|terrible|bad) headache {0-5} (vision|swelling|seeing)',
];

/** Pregnant and bleeding, in severe pain, the waters broken or the baby not moving; not 'mild cramps'. */
export const PREGNANCY: CategoryRules = {
  rules: [{ phrases: PREGNANT, with: [{ phrases: WARNING, softenable: true }] }],
};
