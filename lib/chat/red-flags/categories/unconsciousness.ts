import type { RedFlagCategory } from '../category';
import { COLD, HEAT } from '../fragments';
import { NHS_999 } from '../sources';

const COLLAPSE = [
  '(unconscious|unresponsive|not responding|does not respond|is not responsive)',
  '(will not|would not|did not|cannot) (respond|react) !to',
  '(has|have)? passed out',
  // 'I feel like I'm going to pass out' is faintness, not a collapse.
  '!(to|might|could|gonna|like|almost|nearly) (passing out|pass out)',
  '(blacked out|fainted|lost consciousness|losing consciousness|loss of consciousness)',
  '(is|are|was|he is|she is) not breathing',
  'not breathing',
  '(stopped|no longer) breathing',
  '(has|have) no pulse',
  'no pulse',
  '(his|her|my|their) heart stopped',
  '(will|would) not wake up',
  '(cannot|could not|can not) (wake|rouse) (him|her|them|my|up)',
  'not (waking|woken) up',
  'doing cpr',
  '(need|needs) cpr',
  'giving (him|her) cpr',
];
/** A page, an app or a device 'not responding' is no one collapsing. */
const NOT_A_PERSON = [
  '(page|app|website|site|button|screen|phone|computer|laptop|form|link|browser|chat|system|portal)',
];

/** A collapse; in heat or cold, and nothing worse said, its cause's answer fits better (cool or warm them). */
const COLLAPSED = ['(collapsed|collapses|collapsing|keeled over)'];

/** Someone collapsed, unconscious, not breathing or needing CPR. */
export const UNCONSCIOUSNESS = {
  id: 'unconsciousness',
  label: 'Collapse, unconscious, not breathing',
  rules: [
    // 'My heart stopped when I saw the bill' is a figure of speech.
    {
      phrases: COLLAPSE,
      unless: [
        ...NOT_A_PERSON,
        'my heart (stopped|skipped) {0-1} when i (saw|read|heard|opened|got)',
      ],
    },
    { phrases: COLLAPSED, unless: [...NOT_A_PERSON, ...HEAT, ...COLD] },
    // Not come round after a seizure: the seizure answer fits.
    {
      phrases: [
        '(will not|would not|has not|have not|did not|not) (come|came) (round|around|to) !(for|to|today|tomorrow|tonight|later|here|again|this|at|on|with|my|our|your)',
      ],
      unless: ['(fit|fits|seizure|seizures|seizing|fitting|convulsion|convulsions|convulsing)'],
    },
    // Knocked out by a blow to the head: the head-injury answer fits (keep still, no driving).
    { phrases: ['knocked out'], unless: [...NOT_A_PERSON, '(head|skull)'] },
  ],
  answer:
    "Call 911 now. If the person is not breathing normally, the 911 operator will talk you through CPR: push hard and fast in the middle of the chest. If they are breathing, lay them on their side and stay with them until help arrives. Don't give them anything to eat or drink.",
  sources: [NHS_999],
  order: 5,
} as const satisfies RedFlagCategory;
