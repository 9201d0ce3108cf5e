import type { RedFlagCategory } from '../category';
import { DIABETIC_WORDS } from '../fragments';
import { NHS_999 } from '../sources';

const LOW_SUGAR = [
  '(hypo|hypos|hypoglycemia|hypoglycaemia|hypoglycemic|hypoglycaemic)',
  'low blood? sugar',
  'sugar {0-3} (low|dropped|dropping|crashed|crashing|plummeted|plummeting|tanked|fell|falling)',
  '(meter|reading|cgm|libre|dexcom|monitor|sugar|glucose) {0-2} (says|reads|shows|showing|reading) (lo|low)',
  '(took|taken|injected|had|gave|given) {0-3} (insulin|dose) {0-2} (twice|by mistake|too much|double)',
  '(too much|double|extra) insulin',
  'insulin {0-4} (did not|has not|not|without|forgot to|skipped) (eat|eaten|eating|food|a meal|lunch|dinner|breakfast)',
];
/** What NHS 111 calls for 999 in a diabetic, whatever the reading; not 'confused about the new pen'. */
const EMERGENCY = [
  'confused !(about|by|with|over|as to)',
  'confusion !(about|over)',
  '(disoriented|disorientated|gibberish|slurring|slurred|aggressive|combative|fainted|unconscious|unresponsive|seizure|fitting)',
  'not making any? sense',
  'talking (nonsense|gibberish|rubbish)',
  '(hard|difficult|impossible) to wake',
  '(cannot|will not) wake',
  '(acting|seem|seems|look|looks) {0-1} drunk',
  '(cannot|could not|can not|unable to|not able to) swallow',
  'too {1-1} to (eat|drink|swallow)',
  '(passed|passing) out',
  '(not responding|having a fit)',
];
/** With a low reading, the milder signs count too. */
const DANGER = [
  ...EMERGENCY,
  '(nonsense|drowsy|sleepy|muddled|seeing double|double vision|blurred vision|blurry vision|pass out)',
  '(cannot|could not|can not) think',
];
const SWEATY_SHAKY = [
  '(sweaty|sweating|sweats|clammy|shaking|shaky|trembling|tremble|trembly|pale)',
  'heart (racing|pounding)',
];

/** Blood sugar in mmol/L: under 4 is a hypo (NHS), under 3 a severe one. */
export const HYPOGLYCEMIA = {
  id: 'hypoglycemia',
  label: 'Low blood sugar with confusion',
  rules: [
    { phrases: ['(severe|bad|major|really bad) hypo'] },
    { phrases: LOW_SUGAR, with: [DANGER] },
    { reading: 'glucose', below: 4, with: [DANGER] },
    { reading: 'glucose', below: 3, with: [SWEATY_SHAKY] },
    { phrases: DIABETIC_WORDS, with: [EMERGENCY] },
    { phrases: DIABETIC_WORDS, with: [SWEATY_SHAKY, DANGER] },
  ],
  answer:
    "This sounds like a severe low blood sugar (hypo). Call 911 now if the person is confused, very drowsy, can't swallow, has a fit or has passed out, and give glucagon if they have it. Don't put food or drink in the mouth of someone who is drowsy or can't swallow. If they are awake and can swallow safely, give fast sugar now (half a cup of juice or regular soda, or 4 glucose tablets) and check again after 15 minutes.",
  sources: [
    { name: "NHS, 'Low blood sugar (hypoglycaemia)'", url: 'nhs.uk/conditions/low-blood-sugar' },
    NHS_999,
  ],
  // After DKA; before stroke and sepsis, whose confusion it shares.
  order: 12,
} as const satisfies RedFlagCategory;
