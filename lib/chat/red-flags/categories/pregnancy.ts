import type { RedFlagCategory } from '../category';
import { PREGNANT } from '../fragments';
import { NHS_999 } from '../sources';

const WARNING = [
  '(bleeding|bleed|bled|clot|clots|spotting|miscarrying|seizure|fit|fitting)',
  'blood !(pressure|test|tests|sugar|sugars|type|group|results|count)',
  '(fell|fallen|fall|kicked|punched|hit) {0-4} (on|onto|in) (my|her|the) (bump|belly|stomach|tummy)',
  '(kicked|punched|hit) (her|my) (bump|belly|stomach|tummy)',
  '(severe|bad|really bad|terrible|horrible|awful|sharp|intense|agonising|agonizing|excruciating|unbearable|strong|constant) {0-3} (pain|pains|cramps|cramping|stomach ache|tummy ache)',
  '(pain|pains|cramps|cramping|hurts|hurting|aches) {0-4} (severe|unbearable|excruciating|terrible|really bad|very bad|agony)',
  '(tummy|belly|stomach|abdomen|bump|pelvis) {0-2} (hurts|hurting|pain|aches) so (much|bad|badly)',
  '(pain|pains|cramps|cramping) {0-2} (will not|does not|is not|has not) (go away|gone away|stop|stopped|ease|eased|settle|settled)',
  '(pain|pains|cramps|cramping) {0-4} (getting worse|worse and worse|worsening)',
  '(one sided|shoulder tip) (pain|pains|cramps)',
  '(hurts|hurting|pain|aching) (constantly|all the time|non stop|nonstop)',
  '(doubled|doubling) over',
  'curled up in pain',
  '(soaking|soaked|soaks|filling) (through)? {0-1} (pad|pads)',
  '(gush|gushing|trickle|trickling|leak|leaking|leaked) (of)? (fluid|water|liquid)',
  'pain in (my|her) shoulder tip',
  '(faint|fainting|dizzy|light headed|lightheaded) {0-4} (pain|pains|cramps|bleeding)',
  '(contractions|contracting|in labour|in labor) {0-3} (#20-36) (weeks|wks)',
  '(#20-36) (weeks|wks) {0-5} (contractions|contracting|in labour|in labor)',
  '(water|waters) {0-1} (broke|broken|breaking|gone)',
  'leaking (fluid|water)',
  '(baby|bump) {0-3} (not moving|stopped moving|moving less|not kicking|stopped kicking)',
  'not felt {0-2} (baby|kick|kicks|move|moving)',
  'think i am (having a|losing)',
];

/**
 * Pregnant and bleeding, in severe pain, the waters broken or the baby not moving; not 'mild
 * cramps'. A headache, vision changes or sudden swelling are pre-eclampsia's, checked first.
 */
export const PREGNANCY = {
  id: 'pregnancy',
  label: 'Bleeding or severe pain in pregnancy',
  rules: [{ phrases: PREGNANT, with: [{ phrases: WARNING, softenable: true }] }],
  answer:
    "Bleeding, severe pain, fluid leaking or fewer baby movements in pregnancy need to be checked right away. Call 911 or go to the nearest emergency room now if the bleeding is heavy or the pain is severe; otherwise call your maternity unit or obstetrician now. Don't wait until tomorrow.",
  sources: [NHS_999],
  order: 21,
} as const satisfies RedFlagCategory;
