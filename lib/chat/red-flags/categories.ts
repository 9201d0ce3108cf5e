/**
 * The emergency red flags the assistant checks every message for, before anything else and
 * whatever the model's state (docs/product.md#red-flags, docs/decisions/007-assistant-safety-first.md).
 *
 * The categories follow the public lists of signs that need 911 / 999, an emergency room or
 * an urgent call, written for the public rather than clinicians:
 * - NHS, 'When to call 999' (nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999)
 *   and NHS 111 (111.nhs.uk): chest pain, stroke, severe breathing difficulty, choking, fits,
 *   severe bleeding, severe allergic reaction, sudden severe headache, serious head injury,
 *   severe burns, loss of consciousness, a baby under 3 months with a temperature of 38 °C or
 *   more, bleeding or severe pain in pregnancy, self-harm.
 * - American Heart Association, 'Warning Signs of a Heart Attack' and 'Stroke Symptoms'
 *   (heart.org, stroke.org), and CDC, 'Heart Attack Symptoms' and 'Signs and Symptoms of Stroke'
 *   (cdc.gov): pressure, squeezing, fullness or pain in the chest, spreading to the arms, jaw,
 *   neck or back, with sweating or nausea; BE FAST (balance, eyes, face, arm, speech, time).
 * - NICE NG51 'Suspected sepsis' and NG240 / CG102 'Meningitis (bacterial) and meningococcal
 *   disease', and NHS 'Meningitis' and 'Sepsis': stiff neck with fever, a rash that does not fade
 *   under a glass, mottled or blue skin, a floppy, unresponsive or hard-to-wake child; NICE NG143
 *   'Fever in under 5s': under 3 months with 38 °C / 100.4 °F or more is high risk.
 * - NHS 'Epilepsy' and 'What to do if someone has a seizure': call 999 for a first seizure,
 *   one lasting over 5 minutes, or one after another without waking.
 * - 988 Suicide & Crisis Lifeline (988lifeline.org), 'Know the signs': talking about wanting to
 *   die, being a burden, having a plan.
 * - America's Poison Centers / Poison Control (poison.org, 1-800-222-1222): medicines,
 *   household chemicals, laundry pods and button batteries swallowed by children; overdoses.
 * - NHS, 'Diabetic ketoacidosis' (nhs.uk/conditions/diabetic-ketoacidosis): go to A&E or call
 *   999 with diabetes and deep or fast breathing, breath that smells fruity (like pear drops or
 *   nail varnish remover), being sick, tummy pain, confusion or sleepiness, or high ketones.
 * - NHS, 'Low blood sugar (hypoglycaemia)' (nhs.uk/conditions/low-blood-sugar): call 999 when
 *   someone with diabetes has low blood sugar and is confused, drowsy, not making sense, cannot
 *   swallow, has a fit or has passed out.
 * - CDC, 'Managing Sick Days' (cdc.gov/diabetes): a diabetic who cannot keep food or liquids
 *   down, or vomits for hours, calls the doctor or goes to the emergency room.
 * - NHS, 'Carbon monoxide poisoning' (nhs.uk/conditions/carbon-monoxide-poisoning), and CDC,
 *   'Carbon Monoxide Poisoning: Frequently Asked Questions' (cdc.gov/carbon-monoxide): get out
 *   into fresh air and call 911 when the alarm sounds or a household has headaches, dizziness
 *   or sickness that ease outside.
 * - NHS, 'Heat exhaustion and heatstroke' (nhs.uk/conditions/heat-exhaustion-heatstroke), and
 *   CDC, 'Heat and Health: Heat-related illnesses' (cdc.gov/heat-health): confusion, hot dry
 *   skin, no sweating, a fit, collapse, or heat exhaustion not better after 30 minutes of cooling.
 * - NHS, 'Hypothermia' (nhs.uk/conditions/hypothermia), and CDC, 'Winter Weather: Hypothermia'
 *   (cdc.gov/winter-weather): a body temperature under 35 °C / 95 °F, or cold with confusion,
 *   slurred speech, drowsiness or shivering that stops; a baby cold with bright red skin, very
 *   quiet and not feeding.
 */

/**
 * A red-flag category. The names of six are kept from the assistant's earlier list:
 * `chest-pain` is the heart-attack category, `unconsciousness` covers collapse and 'not
 * breathing', `trouble-breathing` covers blue lips, asthma not helped by the inhaler and choking.
 */
export type RedFlag =
  | 'self-harm'
  | 'carbon-monoxide'
  | 'unconsciousness'
  | 'anaphylaxis'
  | 'chest-pain'
  | 'trouble-breathing'
  | 'head-injury'
  | 'diabetic-ketoacidosis'
  | 'hypoglycemia'
  | 'heat-stroke'
  | 'hypothermia'
  | 'stroke'
  | 'seizure'
  | 'meningitis-sepsis'
  | 'feverish-baby'
  | 'sudden-headache'
  | 'pregnancy'
  | 'poisoning'
  | 'diabetic-vomiting'
  | 'severe-bleeding'
  | 'severe-burn';

/**
 * Every category in the order a message is checked: when a message shows several, the first
 * wins, so self-harm (whose answer gives 988) comes first; carbon monoxide next, since its
 * answer gets everyone out of the building before anything else; collapse next, and a heart
 * attack before breathing trouble, which often comes with it. A diabetic's high sugar (DKA,
 * which needs its own signs) before a low one, whose confusion alone is enough; both, and heat
 * and cold, before stroke, whose slurring and confusion they share, and before meningitis and
 * sepsis, whose 'hot' and 'confused' they share.
 */
export const RED_FLAGS = [
  'self-harm',
  'carbon-monoxide',
  'unconsciousness',
  'anaphylaxis',
  'chest-pain',
  'trouble-breathing',
  'head-injury',
  'diabetic-ketoacidosis',
  'hypoglycemia',
  'heat-stroke',
  'hypothermia',
  'stroke',
  'seizure',
  'meningitis-sepsis',
  'feverish-baby',
  'sudden-headache',
  'pregnancy',
  'poisoning',
  'diabetic-vomiting',
  'severe-bleeding',
  'severe-burn',
] as const satisfies readonly RedFlag[];

/** A short English name of each category, for reports (not shown to visitors). */
export const RED_FLAG_LABELS: Readonly<Record<RedFlag, string>> = {
  'self-harm': 'Suicide and self-harm',
  'carbon-monoxide': 'Carbon monoxide',
  unconsciousness: 'Collapse, unconscious, not breathing',
  anaphylaxis: 'Anaphylaxis',
  'trouble-breathing': "Can't breathe, blue lips, asthma, choking",
  'chest-pain': 'Heart attack',
  'head-injury': 'Head injury with warning signs',
  hypoglycemia: 'Low blood sugar with confusion',
  'diabetic-ketoacidosis': 'Diabetic ketoacidosis',
  stroke: 'Stroke (BE FAST)',
  seizure: 'Seizure over 5 minutes or first seizure',
  'heat-stroke': 'Heatstroke',
  hypothermia: 'Hypothermia',
  'meningitis-sepsis': 'Meningitis and sepsis',
  'feverish-baby': 'Baby under 3 months with 38 °C / 100.4 °F',
  'sudden-headache': 'Sudden severe headache',
  pregnancy: 'Bleeding or severe pain in pregnancy',
  poisoning: 'Poisoning and overdose',
  'diabetic-vomiting': "Diabetic who can't keep fluids down",
  'severe-bleeding': 'Heavy bleeding',
  'severe-burn': 'Severe burns',
};

/** A public page a category's signs and answer follow. */
export interface RedFlagSource {
  /** Publisher and title, e.g. "NHS, 'Carbon monoxide poisoning'". */
  name: string;
  /** Address without the scheme, e.g. 'nhs.uk/conditions/carbon-monoxide-poisoning'. */
  url: string;
}

const NHS_999: RedFlagSource = {
  name: "NHS, 'When to call 999'",
  url: 'nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999',
};
const AHA_HEART: RedFlagSource = {
  name: "American Heart Association, 'Warning Signs of a Heart Attack'",
  url: 'heart.org',
};
const POISON_CONTROL: RedFlagSource = {
  name: "America's Poison Centers / Poison Control",
  url: 'poison.org',
};
const NICE_SEPSIS: RedFlagSource = { name: "NICE NG51, 'Suspected sepsis'", url: 'nice.org.uk' };

/**
 * The public pages each category follows, for the clinicians who review the rules and answers
 * (docs/product.md#red-flags). The first is the one the answer's advice comes from.
 */
export const RED_FLAG_SOURCES: Readonly<Record<RedFlag, readonly RedFlagSource[]>> = {
  'self-harm': [
    { name: "988 Suicide & Crisis Lifeline, 'Know the signs'", url: '988lifeline.org' },
  ],
  'carbon-monoxide': [
    {
      name: "NHS, 'Carbon monoxide poisoning'",
      url: 'nhs.uk/conditions/carbon-monoxide-poisoning',
    },
    {
      name: "CDC, 'Carbon Monoxide Poisoning: Frequently Asked Questions'",
      url: 'cdc.gov/carbon-monoxide',
    },
  ],
  unconsciousness: [NHS_999],
  anaphylaxis: [{ name: "NHS, 'Anaphylaxis'", url: 'nhs.uk/conditions/anaphylaxis' }, NHS_999],
  'chest-pain': [AHA_HEART, { name: "CDC, 'Heart Attack Symptoms'", url: 'cdc.gov' }, NHS_999],
  'trouble-breathing': [NHS_999],
  'head-injury': [{ name: "NHS, 'Head injury and concussion'", url: 'nhs.uk' }, NHS_999],
  hypoglycemia: [
    { name: "NHS, 'Low blood sugar (hypoglycaemia)'", url: 'nhs.uk/conditions/low-blood-sugar' },
    NHS_999,
  ],
  'diabetic-ketoacidosis': [
    { name: "NHS, 'Diabetic ketoacidosis'", url: 'nhs.uk/conditions/diabetic-ketoacidosis' },
    NHS_999,
  ],
  stroke: [{ name: "American Stroke Association, 'Stroke Symptoms'", url: 'stroke.org' }, NHS_999],
  seizure: [{ name: "NHS, 'What to do if someone has a seizure'", url: 'nhs.uk' }],
  'heat-stroke': [
    {
      name: "NHS, 'Heat exhaustion and heatstroke'",
      url: 'nhs.uk/conditions/heat-exhaustion-heatstroke',
    },
    { name: "CDC, 'Heat-related illnesses'", url: 'cdc.gov/heat-health' },
  ],
  hypothermia: [
    { name: "NHS, 'Hypothermia'", url: 'nhs.uk/conditions/hypothermia' },
    { name: "CDC, 'Winter Weather: Hypothermia'", url: 'cdc.gov/winter-weather' },
  ],
  'meningitis-sepsis': [NICE_SEPSIS, { name: "NHS, 'Meningitis'", url: 'nhs.uk' }],
  'feverish-baby': [{ name: "NICE NG143, 'Fever in under 5s'", url: 'nice.org.uk' }],
  'sudden-headache': [NHS_999],
  pregnancy: [NHS_999],
  poisoning: [POISON_CONTROL],
  'diabetic-vomiting': [
    { name: "CDC, 'Managing Sick Days'", url: 'cdc.gov/diabetes' },
    { name: "NHS, 'Diabetic ketoacidosis'", url: 'nhs.uk/conditions/diabetic-ketoacidosis' },
  ],
  'severe-bleeding': [NHS_999],
  'severe-burn': [{ name: "NHS, 'Burns and scalds'", url: 'nhs.uk' }, NHS_999],
};
