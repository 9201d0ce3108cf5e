import { SUDDEN } from '../lexicon';
import type { CategoryRules } from '../phrases';

const SEVERE =
  '(severe|excruciating|explosive|terrible|intense|awful|blinding|agonising|agonizing|horrible|splitting|crushing|massive|unbearable|violent|really bad|very bad)';
const WORST_HEADACHE = [
  'thunderclap',
  'worst (headache|head pain|pain) {0-2} (life|ever|ever had)',
  'worst ever headache',
  'worst (headache|pain) (i|he|she) (have|has|had|have ever|has ever|ever) {0-1} (had|felt)',
  '(headache|head pain|pain in (my|his|her) head) {0-3} (came on|hit|started|struck|came) (me|him|her)? (suddenly|all at once|out of nowhere|like a|in seconds|instantly|in an instant)',
  `${SUDDEN} {0-3} ${SEVERE} {0-2} (headache|head pain|pain in (my|his|her|the) (head|back of))`,
  `(severe|excruciating|explosive|terrible|intense|blinding|agonising|agonizing|splitting|unbearable|violent) (headache|head pain) {0-4} (${SUDDEN}|seconds|in a second|instantly)`,
  'like (i|he|she) (was|got|have been|had been) (hit|struck|kicked) {0-5} (head|skull)',
  '(head|brain) {0-4} (exploding|exploded|explode)',
  'exploding headache',
  'headache {0-2} like (an|a) (explosion|bomb|bolt|thunder)',
];

/** The worst headache of one's life, or a severe one that came on in seconds; not 'a bit of a headache'. */
export const SUDDEN_HEADACHE: CategoryRules = {
  rules: [{ phrases: WORST_HEADACHE, softenable: true }],
};
