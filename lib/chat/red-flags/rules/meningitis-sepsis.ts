import { CHILD_WORDS } from '../lexicon';
import type { CategoryRules } from '../phrases';
import { FEVER } from './feverish-baby';

const SIGN = [
  '(sepsis|septic|meningitis|meningococcal|mottled|mottling|nonblanching)',
  '(rash|spots|blotches|marks|dots) {0-8} (not|does not|did not|will not|never) (fade|fading|faded|go|going|disappear|blanch|blanching|change)',
  'non blanching',
  'glass test {0-5} (not|still|stay|stayed|visible)',
  '(rash|spots|blotches) {0-8} (through|under) (the|a) (glass|tumbler)',
  '(purple|dark red) (rash|spots|blotches|pin prick|pinprick)',
  '(pin prick|pinprick) (rash|spots)',
  'blotchy (skin|and (blue|grey|pale))',
  'skin {0-3} (blue|grey|gray|bluish|greyish|grayish|blotchy|ashen)',
  '(blue|grey|gray|ashen) (skin|colour|color|and (floppy|limp|cold))',
  '(blue|grey|gray) around (the|his|her) (lips|mouth)',
];
const STIFF_NECK = [
  'stiff neck',
  'neck {0-2} (stiff|stiffness|rigid)',
  'cannot (bend|move|touch) (his|her|my|their) (neck|head|chin)',
  '(chin|head) to (his|her|my|their) chest',
];
const FLOPPY = [
  '(floppy|limp)',
  '(hard|difficult|impossible) to (wake|rouse)',
  '(will not|cannot|does not) stay awake',
  '(hardly|barely) (wakes|waking|responding|responds)',
  'not (responding|reacting) (to|like) (me|us|normal)',
  '(will not|not) (feed|feeding|eat|drink|drinking) {0-4} (sleepy|drowsy|floppy)',
  '(weak|high pitched|strange) (cry|crying)',
  '(feel|feels) like (i am|he is|she is|they are) (dying|going to die)',
  '(not|has not|have not|no) (peed|weed|wee|urinated|passed urine|wet nappy|wet diaper|wet nappies|wet diapers) {0-3} (day|all day|hours|#)',
];
const CONFUSED = ['(confused|confusion|disoriented|delirious)', 'not making sense'];
const INFECTION = [
  '(infection|infected|uti|pneumonia|wound|cellulitis|flu|covid)',
  'chest infection',
];

/** A rash that does not fade, mottled skin; a stiff neck, floppiness or confusion with a fever or an infection. */
export const MENINGITIS_SEPSIS: CategoryRules = {
  rules: [
    { phrases: SIGN },
    { phrases: [...STIFF_NECK, ...FLOPPY, ...CONFUSED], with: [FEVER] },
    {
      phrases: STIFF_NECK,
      with: [
        [
          'photophobia',
          '(light|lights|brightness) {0-3} (hurts|hurt|hurting|painful)',
          'cannot (stand|bear|look at) the? (light|lights)',
        ],
      ],
    },
    { phrases: FLOPPY, with: [[...CHILD_WORDS, ...INFECTION]] },
    { phrases: CONFUSED, with: [INFECTION] },
  ],
};
