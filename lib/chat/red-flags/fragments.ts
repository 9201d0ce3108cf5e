/**
 * Phrase fragments that several red-flag categories splice into their rules
 * (docs/chat.md#red-flags, lib/chat/red-flags/README.md). A change here changes every category
 * named beside the fragment: review them together.
 */
import { FEVER_CELSIUS } from '../temperature';
import type { Reading } from './phrases';

/** A sudden onset, as one group to splice into a phrase: stroke and sudden headache. */
export const SUDDEN =
  '(sudden|suddenly|all of a sudden|all at once|out of nowhere|from nowhere|came on fast|out of the blue|just now|instant|instantly|in seconds|within seconds|in a split second)';

/** Struggling for air: trouble-breathing, and anaphylaxis with an allergen. */
export const CANNOT_BREATHE = [
  'gasping',
  '(cannot|could not|can barely|could barely|can hardly|unable to|not able to|struggling to|struggles to|struggled to|fighting to|trying to) {0-1} (breathe|breath|breathing|get (a|any|my|his|her)? (breath|air))',
  'cannot catch {0-1} breath',
  '(struggling|fighting|gasping) for (breath|air)',
  '(trouble|difficulty|hard time|problem|problems) breathing',
  'breathing is? (very|really|so)? (difficult|hard|laboured|labored)',
  'cannot (speak|talk) in full? sentences',
  'too breathless to (talk|speak)',
  'ribs {0-2} sucking in',
  'sucking in (under|between) (his|her|the) ribs',
  'grunting (with|when) (each|every)? breath',
];

/** Words that say the person has diabetes: diabetic vomiting, DKA and hypoglycemia. */
export const DIABETIC_WORDS = [
  '(diabetes|diabetic|diabetics|t1d|t1|t2d|insulin|metformin|gliclazide|glipizide|glimepiride|glucagon|glucose|hypo|hypos|dka)',
  '(ketone|ketones|cgm|libre|dexcom)',
  '(hypoglycemia|hypoglycaemia|hypoglycemic|hypoglycaemic)',
  'type (1|one|i|2|two)',
  'blood (sugar|sugars)',
  'sugar (level|levels)',
  '(my|his|her|their|the) (sugar|sugars)',
];

/**
 * A stated temperature of 38 °C / 100.4 °F or more, or fever words without a number: a feverish
 * baby, and meningitis and sepsis.
 */
export const FEVER: Reading = {
  reading: 'temperature',
  atLeast: FEVER_CELSIUS,
  orElse: [
    '(fever|fevers|feverish|febrile|temp)',
    '(high|a)? temperature',
    '(hot to the touch|burning up|running hot)',
    '(very|really|so|burning) hot',
    '(feel|feels) hot',
  ],
};

/** Heat exhaustion by name: heat-stroke. */
export const HEAT_EXHAUSTION = ['heat exhaustion'];

/** Heat around the person: heat-stroke, and unconsciousness, which leaves a collapse in it to heat-stroke. */
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

/** Cold around the person: hypothermia, and unconsciousness, which leaves a collapse in it to hypothermia. */
export const COLD = [
  '(snow|blizzard|frozen|freezing|soaked)',
  '(freezing|ice|icy|stone|bitterly|very|really|so|extremely) cold',
  'cold (house|home|flat|apartment|room|water|night|garden|weather|floor|lake|river|sea)',
  '(in|into|out in|through) the (snow|cold|ice|icy water|freezing water|lake|river|sea)',
  '(icy|freezing|cold) (lake|river|water|pond|sea)',
  'fell through the? ice',
  'outside {0-3} (all night|overnight|for hours)',
  '(no|without) heating',
  'heating {0-2} (broke|broken|off|not working|cut off)',
  'afford {0-1} heating',
  'cold to the? touch',
  '(wet and cold|cold and wet)',
  '(in|out in|through|caught in) the (rain|storm|wind|sleet)',
];

/** Words that say someone is pregnant: pregnancy and pre-eclampsia. */
export const PREGNANT = [
  '(pregnant|pregnancy|preggo|preggers|trimester|miscarriage|miscarrying|miscarry)',
  'found out (i am|she is|we are) expecting',
  'expecting (a|our|my|her|his|their) (first|second|third)? (baby|child|twins)',
  '(i am|she is|wife is|partner is|girlfriend is) #4-42 (weeks|wks) !old',
  'expecting (a baby|twins)',
  '(weeks|wks) along',
  '(my|her) waters',
  'at #20-42 (weeks|wks)',
  // '35 weeks, blurry vision': a bare count of weeks, not a baby's age or how long something lasted.
  '!(for|past|last|every|in|over|than|about|after|is|was|already) #20-42 (weeks|wks) !(old|ago|later|of|since|now)',
];
