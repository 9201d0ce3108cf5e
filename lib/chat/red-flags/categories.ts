/**
 * The emergency red flags the assistant checks every message for, before anything else and
 * whatever the model's state (docs/chat.md#red-flags, docs/decisions/007-assistant-safety-first.md).
 * Each follows public lists of signs that need 911 / 999 or an urgent call (RED_FLAG_SOURCES).
 */

/**
 * A red-flag category. The names of six are kept from the assistant's earlier list:
 * `chest-pain` is the heart-attack category, `unconsciousness` covers collapse and 'not
 * breathing', `trouble-breathing` covers blue lips, asthma not helped by the inhaler and choking.
 */
export type RedFlag =
  | 'self-harm'
  | 'carbon-monoxide'
  | 'smoke-inhalation'
  | 'drowning'
  | 'unconsciousness'
  | 'anaphylaxis'
  | 'chest-pain'
  | 'trouble-breathing'
  | 'head-injury'
  | 'neutropenic-sepsis'
  | 'diabetic-ketoacidosis'
  | 'hypoglycemia'
  | 'heat-stroke'
  | 'hypothermia'
  | 'stroke'
  | 'seizure'
  | 'meningitis-sepsis'
  | 'feverish-baby'
  | 'pre-eclampsia'
  | 'sudden-headache'
  | 'pregnancy'
  | 'poisoning'
  | 'diabetic-vomiting'
  | 'severe-bleeding'
  | 'severe-burn';

/**
 * Every category in the order a message is checked; the first found wins: self-harm (988)
 * first, carbon monoxide (get out) next, then smoke and drowning, whose answers cover the collapse
 * and breathing trouble they bring; a heart attack before the breathing trouble it brings; fever on
 * chemotherapy (the cancer team's line) before the sepsis, heat and cold it resembles; DKA before a
 * hypo, and both, with heat and cold, before stroke and sepsis, whose confusion they share;
 * pre-eclampsia before the headache and pregnancy answers.
 */
export const RED_FLAGS = [
  'self-harm',
  'carbon-monoxide',
  'smoke-inhalation',
  'drowning',
  'unconsciousness',
  'anaphylaxis',
  'chest-pain',
  'trouble-breathing',
  'head-injury',
  'neutropenic-sepsis',
  'diabetic-ketoacidosis',
  'hypoglycemia',
  'heat-stroke',
  'hypothermia',
  'stroke',
  'seizure',
  'meningitis-sepsis',
  'feverish-baby',
  'pre-eclampsia',
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
  'smoke-inhalation': 'Smoke inhalation',
  drowning: 'Drowning, pulled from the water',
  unconsciousness: 'Collapse, unconscious, not breathing',
  anaphylaxis: 'Anaphylaxis',
  'trouble-breathing': "Can't breathe, blue lips, asthma, choking",
  'chest-pain': 'Heart attack',
  'head-injury': 'Head injury with warning signs',
  'neutropenic-sepsis': 'Fever or unwell during chemotherapy',
  hypoglycemia: 'Low blood sugar with confusion',
  'diabetic-ketoacidosis': 'Diabetic ketoacidosis',
  stroke: 'Stroke (BE FAST)',
  seizure: 'Seizure over 5 minutes or first seizure',
  'heat-stroke': 'Heatstroke',
  hypothermia: 'Hypothermia',
  'meningitis-sepsis': 'Meningitis and sepsis',
  'feverish-baby': 'Baby under 3 months with 38 °C / 100.4 °F',
  'pre-eclampsia': 'Pre-eclampsia signs, in pregnancy or after the birth',
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
const NHS_BURNS: RedFlagSource = {
  name: "NHS, 'Burns and scalds'",
  url: 'nhs.uk/conditions/burns-and-scalds',
};

/**
 * The public pages each category follows, for the clinicians who review the rules and answers
 * (docs/chat.md#red-flags). The first is the one the answer's advice comes from.
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
  'smoke-inhalation': [
    NHS_BURNS,
    { name: "MedlinePlus, 'Smoke inhalation'", url: 'medlineplus.gov/ency/article/002341.htm' },
    NHS_999,
  ],
  drowning: [{ name: "St John Ambulance, 'Drowning'", url: 'sja.org.uk' }, NHS_999],
  unconsciousness: [NHS_999],
  anaphylaxis: [{ name: "NHS, 'Anaphylaxis'", url: 'nhs.uk/conditions/anaphylaxis' }, NHS_999],
  'chest-pain': [AHA_HEART, { name: "CDC, 'Heart Attack Symptoms'", url: 'cdc.gov' }, NHS_999],
  'trouble-breathing': [NHS_999],
  'head-injury': [{ name: "NHS, 'Head injury and concussion'", url: 'nhs.uk' }, NHS_999],
  'neutropenic-sepsis': [
    {
      name: "NICE CG151, 'Neutropenic sepsis: prevention and management in people with cancer'",
      url: 'nice.org.uk/guidance/cg151',
    },
    NICE_SEPSIS,
    {
      name: "CDC, 'Preventing Infections During Cancer Treatment'",
      url: 'cdc.gov/cancer/features/preventing-infections.html',
    },
  ],
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
  'pre-eclampsia': [
    { name: "NHS, 'Pre-eclampsia'", url: 'nhs.uk/conditions/pre-eclampsia' },
    {
      name: "ACOG, 'Preeclampsia and High Blood Pressure During Pregnancy'",
      url: 'acog.org/womens-health/faqs/preeclampsia-and-high-blood-pressure-during-pregnancy',
    },
  ],
  'sudden-headache': [NHS_999],
  pregnancy: [NHS_999],
  poisoning: [POISON_CONTROL],
  'diabetic-vomiting': [
    { name: "CDC, 'Managing Sick Days'", url: 'cdc.gov/diabetes' },
    { name: "NHS, 'Diabetic ketoacidosis'", url: 'nhs.uk/conditions/diabetic-ketoacidosis' },
  ],
  'severe-bleeding': [NHS_999],
  'severe-burn': [NHS_BURNS, NHS_999],
};
