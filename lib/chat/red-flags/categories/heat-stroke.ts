import type { RedFlagCategory } from '../category';
import { HEAT, HEAT_EXHAUSTION } from '../fragments';

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
export const HEAT_STROKE = {
  id: 'heat-stroke',
  label: 'Heatstroke',
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
  answer:
    "These can be signs of heatstroke, which is an emergency. Call 911 now. Move the person somewhere cool, take off extra clothing, and cool them fast: cool water on the skin, wet cloths or ice packs at the neck, armpits and groin, and a fan. Don't give them anything to drink if they are confused or not fully awake.",
  sources: [
    {
      name: "NHS, 'Heat exhaustion and heatstroke'",
      url: 'nhs.uk/conditions/heat-exhaustion-heatstroke',
    },
    { name: "CDC, 'Heat-related illnesses'", url: 'cdc.gov/heat-health' },
  ],
  // Before stroke and sepsis, whose confusion it shares.
  order: 13,
} as const satisfies RedFlagCategory;
