import type { RedFlagCategory } from '../category';
import { SUDDEN } from '../fragments';
import { NHS_999 } from '../sources';

const STROKE_SIGN = [
  '(tia|mini stroke)',
  '!(heat|sun|back|breast|brush|pen|swimming|swim) (stroke|strokes) !(of luck|of genius|technique|rate)',
  '(face|mouth|smile|eyelid|lip) {0-3} (drooping|droopy|droops|drooped|droop|sagging|sagged|saggy|fallen|dropped|dropping|lopsided|crooked|uneven|twisted|numb)',
  '(drooping|droopy|sagging|crooked|lopsided|uneven) {0-1} (face|mouth|smile)',
  'facial droop',
  'one side of (my|his|her|their|the) face',
  '(slurred|slurring)',
  'slurry speech',
  'speech {0-3} (slurred|garbled|jumbled|strange|weird|funny|off|wrong|gone)',
  'words {0-3} (jumbled|wrong|garbled|mixed up)',
  'words {0-3} (coming|come|came|comes) out {0-2} (wrong|jumbled|garbled|mixed up|muddled|slurred|funny|strange|weird)',
  '(talking|speaking) gibberish',
  'cannot get (my|his|her) words out',
  'cannot find (the|my|his|her) words',
  '(weak|weakness|numb|numbness|heavy|dead|paralysed|paralyzed|tingling) {0-4} (one|left|right) side',
  '(one|left|right) side of (my|his|her|the) body',
  '(cannot|could not|unable to) (move|feel) {0-2} (one|left|right) side',
  '(cannot|could not|unable to) (lift|raise|move) {0-2} (arm|arms|leg) {0-4} (suddenly|face|speech|one side)',
  `${SUDDEN} {0-4} (weakness|weak|numbness|numb|confused|confusion|disoriented|cannot (see|speak|talk|walk|stand|understand)|lost {0-2} (vision|sight|balance)|loss of {0-1} (vision|sight|balance)|blind|double vision|dizzy and cannot)`,
  `(weakness|weak|numbness|numb|confused|confusion|blind|lost (his|her|my) (vision|sight|balance)) {0-4} ${SUDDEN}`,
  'went blind',
  'lost the? (vision|sight) in (one|my|his|her) {0-1} eye',
];
const ARM_OR_LEG_WEAK = [
  '(arm|arms|leg|legs|hand) {0-3} (weak|numb|dead|limp|heavy)',
  '(weak|numb|limp) {0-2} (arm|leg|hand)',
  '(cannot|could not) (lift|raise|move|hold up) {0-2} (arm|arms|leg)',
];
const SPEECH_TROUBLE = [
  '(cannot|could not|unable to|struggling to|trouble) (speak|talk|talking|speaking)',
];
const LIMB = ['(arm|arms|leg|legs|hand|hands|side|face)'];
const WENT_WEAK = ['(went|gone|going|goes|is|are|feel|feels|got) all? (weak|numb|dead|limp|heavy)'];

/** A drooping face, slurred speech, one side weak, sudden loss of vision or balance; not a heat or swimming stroke. */
export const STROKE = {
  id: 'stroke',
  label: 'Stroke (BE FAST)',
  rules: [
    { phrases: STROKE_SIGN },
    { phrases: ARM_OR_LEG_WEAK, with: [SPEECH_TROUBLE] },
    { phrases: LIMB, with: [WENT_WEAK, [SUDDEN]] },
  ],
  answer:
    "These can be signs of a stroke, and every minute counts. Call 911 right away; don't drive to the hospital. Note the time the symptoms started and tell the 911 operator. Don't give food, drink or medicine.",
  sources: [{ name: "American Stroke Association, 'Stroke Symptoms'", url: 'stroke.org' }, NHS_999],
  order: 15,
} as const satisfies RedFlagCategory;
