import type { RedFlagCategory } from '../category';

const NAMED = [
  'carbon monoxide',
  'monoxide',
  'co (alarm|alarms|detector|detectors|monitor|sensor|poisoning|level|levels|leak)',
];
const ALARM_SOUNDING = [
  '(alarm|alarms|detector|detectors|monitor|sensor) {0-3} (went off|going off|goes off|gone off|go off|keeps going off|beeping|beeps|beeped|sounding|sounded|sounds|ringing|rang|blaring|screaming|triggered|flashing|detected|detecting)',
  '(reads|reading|says|shows|showing) #',
  '# ppm',
];
const EXPOSED = ['(poisoning|poisoned|leak|leaking|leaked|exposure|exposed)'];
const SYMPTOMS = [
  '(headache|headaches)',
  'head {0-2} (pounding|hurts|aches|splitting)',
  '(dizzy|dizziness|light headed|lightheaded|nausea|nauseous)',
  '(feel|feels|feeling) sick',
  '(throwing up|vomiting|been sick|being sick|drowsy|sleepy|confused|confusion|weak|breathless|groggy|woozy|faint)',
  '(short of breath|collapsed|fainted|passed out|nodding off|dozing off)',
  '(bad|sore|thumping|banging|pounding|throbbing) (head|heads)',
];
const FUEL_BURNING = [
  '(generator|grill|barbecue|bbq|charcoal|camp stove|campstove|heater|boiler|furnace|flue)',
  'pilot light',
  '(turned|turn|put|switched|switch) the? heating on',
  'heating (came|comes|goes|went|is|was) on',
  'gas (heater|fire|stove|boiler|oven|appliance)',
  '(paraffin|kerosene|space|patio) heater',
  '(wood stove|woodstove|wood burner|woodburner|log burner|fireplace|chimney|exhaust|fumes)',
  'car {0-2} running',
  'engine {0-1} (running|on)',
];
const FUEL_SIGN = [
  '(yellow|orange|lazy|floppy) {0-1} (flame|flames)',
  '(soot|sooty|inside|indoors|closed garage|no ventilation)',
  'in the (garage|tent|house|basement|cabin|caravan|camper|room|bedroom|kitchen)',
  '(windows|window|doors|door) (shut|closed)',
  '(pilot light|flame|flames) {0-2} (keeps going out|keeps blowing out|goes out|went out|going out)',
  '(flue|boiler|heater|fire|exhaust|fumes) {0-3} (leaking|leak|leaks|blocked|cracked|spilling)',
  '(funny|strange|odd|weird|loud) (noise|noises|smell)',
  'better (when|once|after) {0-3} (outside|out|leave|left|away)',
];
const UNWELL =
  '(headache|headaches|dizzy|sick|nausea|nauseous|drowsy|sleepy|unwell|ill|groggy|woozy|nodding off|dozing off|falling asleep)';
const HOUSEHOLD_ILL = [
  `(everyone|everybody|all of us|we all|we both|both of us|the whole (family|house|household)|all the family|whole family|the kids|my kids|both kids|the children|my family|both) {0-5} ${UNWELL}`,
  `(wife|husband|partner|flatmate|housemate|roommate|kids|children|son|daughter|mum|mom|dad) and (i|me) {0-5} ${UNWELL}`,
];
/** A pet ill too is a sign of carbon monoxide (NHS). */
const PET_ILL = [
  '(dog|dogs|cat|cats|pet|pets|puppy|kitten|budgie|bird|parrot|rabbit) {0-4} (dopey|drowsy|sleepy|lethargic|wobbly|unwell|sick|ill|vomiting|weak|collapsed|not (himself|herself|itself))',
  '(dopey|drowsy|sleepy|lethargic|wobbly) (dog|cat|pet|pets|puppy|kitten)',
];

/**
 * The CO alarm sounding or CO named with a symptom; fuel burning indoors with symptoms; a
 * household, or a pet and a person, ill near a fuel (NHS: no alarm needs to sound).
 */
export const CARBON_MONOXIDE = {
  id: 'carbon-monoxide',
  label: 'Carbon monoxide',
  rules: [
    { phrases: NAMED, with: [[...ALARM_SOUNDING, ...EXPOSED, ...SYMPTOMS]] },
    { phrases: FUEL_BURNING, with: [FUEL_SIGN, SYMPTOMS] },
    { phrases: HOUSEHOLD_ILL, with: [[...FUEL_BURNING, ...FUEL_SIGN]] },
    { phrases: PET_ILL, with: [SYMPTOMS, [...FUEL_BURNING, ...FUEL_SIGN]] },
  ],
  answer:
    "This could be carbon monoxide poisoning. Get everyone out into fresh air now, pets too, leaving the doors open behind you, and call 911 from outside. Don't go back in until the fire department says it is safe. If someone is unconscious or not breathing, tell the 911 operator, who will talk you through what to do.",
  sources: [
    {
      name: "NHS, 'Carbon monoxide poisoning'",
      url: 'nhs.uk/conditions/carbon-monoxide-poisoning',
    },
    {
      name: "CDC, 'Carbon Monoxide Poisoning: Frequently Asked Questions'",
      url: 'cdc.gov/carbon-monoxide',
    },
  ],
  // Next: everyone must get out of the building before any of its signs is answered.
  order: 2,
} as const satisfies RedFlagCategory;
