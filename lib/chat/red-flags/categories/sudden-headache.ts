import type { RedFlagCategory } from '../category';
import { SUDDEN } from '../fragments';
import { NHS_999 } from '../sources';

const SEVERE =
  '(severe|excruciating|explosive|terrible|intense|awful|blinding|agonising|agonizing|horrible|splitting|crushing|massive|unbearable|violent|really bad|very bad)';
const WORST_HEADACHE = [
  '(thunderclap|thunderbolt)',
  'thunder (headache|head pain)',
  'worst (headache|head pain|pain) {0-3} (life|ever|ever had)',
  '(headache|head pain|back of (my|his|her|the) head|pain in (my|his|her) head) {0-3} worst (ever|pain ever|of (my|his|her) life)',
  'worst ever headache',
  '(worst|most painful|most intense|most severe) (headache|head pain|pain) (i|he|she) (have|has|had|have ever|has ever|ever) {0-1} (had|felt)',
  '(headache|head pain|pain in (my|his|her) head) {0-3} (came on|hit|started|struck|came) (me|him|her)? (suddenly|all at once|out of nowhere|like a|in seconds|instantly|in an instant|in a split second|in a second|in a flash|within (a|one) minute|within seconds)',
  `${SUDDEN} {0-3} ${SEVERE} {0-2} (headache|head pain|pain in (my|his|her|the) (head|back of))`,
  `${SEVERE} (headache|head pain) {0-4} (${SUDDEN}|seconds|in a second|instantly)`,
  `${SUDDEN} (headache|head pain|pain in (my|his|her|the) head) {0-2} (so bad|so severe|so painful|unbearable|excruciating)`,
  '(head|headache|head pain) {0-6} like (i|he|she) (was|had been|got) (hit|struck|smacked|whacked) (with|by)',
  'like (i|he|she) (was|got|have been|had been) (hit|struck|kicked) {0-5} (head|skull)',
  '(head|brain) {0-4} (exploding|exploded|explode)',
  'exploding headache',
  '(headache|head pain) {0-3} (10 10|10 out of 10|ten out of ten)',
  '(head|skull) {0-4} (split|splitting) open',
  '(headache|head pain|head) {0-3} (from)? (0|zero|nothing) to (10|ten) in',
  '(headache|head pain|pain in (my|his|her) head|back of (my|his|her) head) {0-3} like nothing (i|he|she) (have|has|had)? ever? (felt|had|experienced)',
  'headache {0-2} like (an|a) (explosion|bomb|bolt|thunder)',
  '(headache|head pain) {0-6} ((in|within) (seconds|a second|a few seconds|an instant)|full force)',
];

/** The worst headache of one's life, or a severe one that came on in seconds; not 'a bit of a headache'. */
export const SUDDEN_HEADACHE = {
  id: 'sudden-headache',
  label: 'Sudden severe headache',
  rules: [{ phrases: WORST_HEADACHE, softenable: true }],
  answer:
    "A sudden, severe headache (the 'worst ever', or one that peaks within seconds or minutes) can be bleeding in the brain. Call 911 or go to the nearest emergency room now. Don't drive yourself.",
  sources: [NHS_999],
  order: 20,
} as const satisfies RedFlagCategory;
