import type { CategoryRules } from '../phrases';

const HEAT_EXHAUSTION = ['heat exhaustion'];
/** Heat around the person; the collapse rule reads it too. */
export const HEAT = [
  ...HEAT_EXHAUSTION,
  '(heat|heatwave|sunshine|sauna|sunbathing|sunbathed|sweltering|humid|humidity|desert)',
  // 'Scorching' and 'boiling hot' also say how a feverish body feels: only the weather's count.
  '(it is|its|it was|a) (scorching|boiling|baking)',
  'scorching (day|days|weather|heat|sun|today|afternoon|outside|summer)',
  'heat wave',
  '(overheated|overheating)',
  '(it is|its|it was|it has been|temperatures of) #25-130 (degree|degrees)',
  'hottest (day|days|weather)',
  '(blazing|baking|boiling) (sun|heat)',
  '(blazing|baking|boiling) hot (day|days|weather|outside|today|afternoon|sun|car|room|flat|house|apartment)',
  'hot (day|days|weather|car|sun|room|apartment|flat|house|attic|kitchen)',
  '(in|out in|under) the (sun|heat)',
  'sun all day',
  'hot tub',
  'no (ac|air conditioning|aircon|air con)',
  '# (degree|degrees) (outside|heat|out|today|in the shade)',
  '(in|out in) #25-130 (degree|degrees)',
];
const DANGER = [
  '(confused|confusion|disoriented|disorientated|delirious|muddled|incoherent|stumbling|hallucinating|collapsed|collapses|collapsing|keeled over|fainted|seizure|fitting|unresponsive|drowsy|slurring|slurred)',
  '(not making|stopped making|talking) (sense|nonsense|gibberish|rubbish)',
  '(dopey|lethargic|floppy)',
  'dry and (scorching|burning|hot)',
  'cannot think (straight|clearly)',
  'not (himself|herself|themselves|myself)',
  'acting {0-1} (strange|strangely|weird|weirdly|odd|oddly|confused|drunk)',
  '(stopped|not|no longer) sweating',
  '(skin|he|she) {0-3} (hot and dry|dry and hot)',
  '(hot|red) and? dry skin',
  'dry and? hot skin',
  '(passed out|not responding|hard to wake)',
];

/** Heatstroke named; heat exhaustion not getting better; heat with confusion, collapse or 40 °C and over (NHS). */
export const HEAT_STROKE: CategoryRules = {
  rules: [
    {
      phrases: ['(heatstroke|sunstroke|hyperthermia)', '(heat|sun) stroke', 'heat collapse'],
      softenable: true,
    },
    {
      phrases: HEAT_EXHAUSTION,
      with: [['not {0-1} (better|improving|improved|helping|helped)', 'getting worse']],
    },
    { phrases: HEAT, with: [DANGER] },
    { reading: 'body temperature', atLeast: 40, with: [HEAT] },
  ],
};
