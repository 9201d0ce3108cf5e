import type { CategoryRules } from '../phrases';

/** Words that say the person has diabetes; the DKA and low-sugar rules read them too. */
export const DIABETIC_WORDS = [
  '(diabetes|diabetic|diabetics|t1d|t1|t2d|insulin|metformin|gliclazide|glipizide|glimepiride|glucagon|glucose|hypo|hypos|dka)',
  '(ketone|ketones|cgm|libre|dexcom)',
  '(hypoglycemia|hypoglycaemia|hypoglycemic|hypoglycaemic)',
  'type (1|one|i|2|two)',
  'blood (sugar|sugars)',
  'sugar (level|levels)',
  '(my|his|her|their|the) (sugar|sugars)',
];
const KEEPS_NOTHING_DOWN = [
  '(cannot|could not|unable to|not able to|will not|does not|struggling to) (keep|keeping|hold|holding) {0-4} (down|in)',
  '(cannot|could not|unable to|not able to|struggling to) (keep|hold) (any|even)? (fluids|water|liquids|drinks)',
  '(everything|every drink|every sip|anything|any drink|all drink|all drinks|water|fluids|drink|drinks|liquid|liquids) {0-4} (come|comes|coming|came) {0-1} back? (up|out)',
  '(vomit|vomits|vomited|vomiting|throw up|throws up|throwing up|threw up|thrown up) {0-1} (everything|every drink|every time|all (fluids|drinks|water))',
  '!(feel|feels|feeling|felt) sick every time (i|he|she|they|we) (drink|drinks|sip|sips|have a drink|try to drink)',
];
const VOMITING_FOR_LONG = [
  '(vomiting|vomited|throwing up|thrown up|threw up|being sick|been sick) {0-3} (all day|all night|all morning|for hours|since|for (#|two|three|several|a few|a couple of) (hours|days)|non stop|nonstop|constantly|repeatedly|again and again)',
  '(cannot|could not|will not|does not|not) stop (vomiting|throwing up|being sick)',
  '(keep|keeps) (vomiting|throwing up|being sick)',
  '(vomited|vomiting|thrown up|threw up|been sick|sick) (#|five|six|seven|eight|several|many|multiple) times',
  'has? vomited every',
  '(vomiting|throwing up|being sick|sick) every (hour|half hour|#5-90 (minutes|mins))',
];

/** A diabetic who can't keep fluids down, or who has vomited for hours. */
export const DIABETIC_VOMITING: CategoryRules = {
  rules: [{ phrases: DIABETIC_WORDS, with: [[...KEEPS_NOTHING_DOWN, ...VOMITING_FOR_LONG]] }],
};
