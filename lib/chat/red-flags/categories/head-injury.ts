import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const HEAD_HIT = [
  '(hit|hits|hitting|hurt|banged|bumped|knocked|smashed|struck|cracked|injured|whacked|landed on|fell on) {0-3} (head|skull)',
  '(head|skull) (injury|injuries|trauma|wound|knock|bang|bump)',
  '(knock|blow|bang|bump|hit|whack|kick) (to|on|in) (the|his|her|my) (head|skull)',
  '(concussion|concussed)',
  '(fell|fall|falling|came off|thrown) {0-6} (head|skull)',
  '(head|skull) {0-3} (hit|hitting|against|on the (floor|ground|pavement|concrete|table))',
];
const WARNING_SIGNS = [
  '(confused|confusion|disoriented|not making sense|drowsy|sleepy|cannot stay awake|keeps falling asleep|hard to wake)',
  '(vomit|vomited|vomiting|threw up|throwing up|thrown up|been sick|being sick|keeps being sick)',
  '(does not remember|cannot remember|memory loss|forgetting)',
  '(blurred vision|blurry vision|double vision|seeing double|clear fluid)',
  'fluid coming? (from|out of) (his|her|my) (nose|ear|ears)',
  'bleeding from (his|her|my) (ear|ears)',
  'acting (strange|weird|strangely|odd|oddly)',
  '(not himself|not herself|slurr|unequal pupils|one pupil|dazed)',
  '(knocked out|blacked out|lost consciousness|knocked unconscious|passed out)',
];

/** A knock to the head with confusion, drowsiness, vomiting, memory loss or a sign of a fracture. */
export const HEAD_INJURY = {
  id: 'head-injury',
  label: 'Head injury with warning signs',
  rules: [{ phrases: HEAD_HIT, with: [WARNING_SIGNS] }],
  answer:
    'A head injury with confusion, drowsiness, vomiting or memory loss needs emergency care. Call 911 or go to the nearest emergency room now, and do not let the person drive. Keep them still and stay with them.',
  sources: [{ name: "NHS, 'Head injury and concussion'", url: 'nhs.uk' }, NHS_999],
  order: 9,
} as const satisfies RedFlagCategory;
