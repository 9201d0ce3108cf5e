import type { CategoryRules } from '../phrases';

const COLLAPSE = [
  '(unconscious|unresponsive|not responding|does not respond|is not responsive)',
  '(has|have)? passed out',
  '(passing out|pass out|blacked out|fainted|lost consciousness|losing consciousness|loss of consciousness|knocked out)',
  '(collapsed|collapses|collapsing|keeled over)',
  '(is|are|was|he is|she is) not breathing',
  'not breathing',
  '(stopped|no longer) breathing',
  '(has|have) no pulse',
  'no pulse',
  '(his|her|my|their) heart stopped',
  '(will|would) not wake up',
  'cannot wake (him|her|them|my|up)',
  'not (waking|woken) up',
  'doing cpr',
  '(need|needs) cpr',
  'giving (him|her) cpr',
];
/** A page, an app or a device 'not responding' is no one collapsing. */
const NOT_A_PERSON = [
  '(page|app|website|site|button|screen|phone|computer|laptop|form|link|browser|chat|system|portal)',
];

/** Someone collapsed, unconscious, not breathing or needing CPR. */
export const UNCONSCIOUSNESS: CategoryRules = {
  rules: [{ phrases: COLLAPSE, unless: NOT_A_PERSON }],
};
