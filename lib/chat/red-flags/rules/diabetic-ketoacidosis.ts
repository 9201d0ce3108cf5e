import type { CategoryRules, Reading } from '../phrases';
import { DIABETIC_WORDS } from './diabetic-vomiting';

const KETOACIDOSIS = [
  '(dka|ketoacidosis|ketoacidotic)',
  '(high|large|moderate|big|raised|lots of|dark purple) {0-1} ketones',
  'ketones {0-3} (high|large|moderate|raised|through the roof|off the (chart|scale)|dark purple|purple)',
];
const FRUITY_BREATH = [
  '(breath|mouth) {0-4} (fruity|fruit|sweet|pear drop|pear drops|nail (polish|varnish) remover?|acetone)',
  '(fruity|sweet|acetone|pear drop) smelling? breath',
];
const DEEP_BREATHING = [
  'kussmaul',
  '(breathing|breaths|breathes) {0-3} (deep|deeply|heavy|heavily|fast|rapid|rapidly|quick|quickly|hard|weird|funny|strange|strangely|odd|oddly)',
  '(deep|heavy|fast|rapid|sighing|big) (breathing|breaths)',
];
const HIGH_SUGAR = [
  '(sugar|sugars|glucose|level|levels) {0-3} (very high|sky high|through the roof|off the (chart|scale))',
  '(sugar|sugars|glucose|level|levels) (is|are|was|were|has been|have been|been|running|reading|going|gone|went) {0-1} (high|up)',
  '(meter|reading|monitor|cgm|libre|dexcom) {0-2} (says|reads|shows|showing|reading) hi',
  '(very|really|so) high blood? sugar',
];
const SIGNS = [
  '(vomit|vomits|vomiting|vomited|drowsy|sleepy|confused|confusion|exhausted)',
  '(keep|keeps)? (throwing|threw|thrown) up',
  '(being|been) sick',
  '(stomach|tummy|belly|abdominal) (pain|ache|cramps)',
  '(stomach|tummy|belly) {0-1} (hurts|hurting)',
  '(cannot|barely|hardly) stay awake',
  '(so|very|really|extremely) thirsty',
  '(peeing|weeing|urinating) {0-2} (all the time|a lot|constantly|loads|non stop)',
  'cannot stop (peeing|weeing)',
];
const HIGH_GLUCOSE: Reading = { reading: 'glucose', atLeast: 13.9 };
const WITH_HIGH_SUGAR = [[...FRUITY_BREATH, ...DEEP_BREATHING, ...SIGNS]];

/** Ketones in mmol/L: 1.5 and over is a risk of DKA, 3 and over an emergency (NHS); glucose 13.9 (250 mg/dL). */
export const DIABETIC_KETOACIDOSIS: CategoryRules = {
  rules: [
    { phrases: KETOACIDOSIS },
    { reading: 'ketones', atLeast: 3 },
    { reading: 'ketones', atLeast: 1.5, with: [SIGNS] },
    { phrases: FRUITY_BREATH, with: [[...DEEP_BREATHING, ...SIGNS, ...DIABETIC_WORDS]] },
    { phrases: HIGH_SUGAR, softenable: true, with: WITH_HIGH_SUGAR },
    { ...HIGH_GLUCOSE, with: WITH_HIGH_SUGAR },
    { phrases: DIABETIC_WORDS, with: [DEEP_BREATHING, SIGNS] },
  ],
};
