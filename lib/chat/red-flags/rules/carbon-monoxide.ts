import type { CategoryRules } from '../phrases';

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
  '(throwing up|vomiting|been sick|drowsy|sleepy|confused|confusion|weak|breathless)',
  '(short of breath|collapsed|fainted|passed out)',
];
const FUEL_BURNING = [
  '(generator|grill|barbecue|bbq|charcoal|camp stove|campstove|heater|boiler|furnace)',
  'gas (heater|fire|stove|boiler|oven|appliance)',
  '(paraffin|kerosene|space|patio) heater',
  '(wood stove|woodstove|log burner|fireplace|chimney|exhaust|fumes)',
  'car {0-2} running',
  'engine {0-1} (running|on)',
];
const FUEL_SIGN = [
  '(yellow|orange|lazy|floppy) {0-1} (flame|flames)',
  '(soot|sooty|inside|indoors|closed garage|no ventilation)',
  'in the (garage|tent|house|basement|cabin|caravan|camper|room|bedroom|kitchen)',
  'windows (shut|closed)',
  'better (when|once|after) {0-3} (outside|out|leave|left|away)',
];
const HOUSEHOLD_ILL = [
  '(everyone|everybody|all of us|we all|we both|both of us|the whole (family|house|household)|all the family|whole family|the kids and|my family) {0-5} (headache|headaches|dizzy|sick|nausea|nauseous|drowsy|sleepy|unwell|ill)',
];

/** The CO alarm sounding or CO named with a symptom; fuel burning indoors with symptoms; a household ill near a fuel. */
export const CARBON_MONOXIDE: CategoryRules = {
  rules: [
    { phrases: NAMED, with: [[...ALARM_SOUNDING, ...EXPOSED, ...SYMPTOMS]] },
    { phrases: FUEL_BURNING, with: [FUEL_SIGN, SYMPTOMS] },
    { phrases: HOUSEHOLD_ILL, with: [[...FUEL_BURNING, ...FUEL_SIGN]] },
  ],
};
