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
 */

/**
 * A red-flag category. The names of the first six are kept from the assistant's earlier list:
 * `chest-pain` is the heart-attack category, `unconsciousness` covers collapse and 'not
 * breathing', `trouble-breathing` covers blue lips, asthma not helped by the inhaler and choking.
 */
export type RedFlag =
  | 'self-harm'
  | 'unconsciousness'
  | 'anaphylaxis'
  | 'chest-pain'
  | 'trouble-breathing'
  | 'head-injury'
  | 'stroke'
  | 'seizure'
  | 'meningitis-sepsis'
  | 'feverish-baby'
  | 'sudden-headache'
  | 'pregnancy'
  | 'poisoning'
  | 'severe-bleeding'
  | 'severe-burn';

/**
 * Every category in the order a message is checked: when a message shows several, the first
 * wins, so self-harm (whose answer gives 988) comes first, collapse next, and a heart attack
 * before breathing trouble, which often comes with it.
 */
export const RED_FLAGS = [
  'self-harm',
  'unconsciousness',
  'anaphylaxis',
  'chest-pain',
  'trouble-breathing',
  'head-injury',
  'stroke',
  'seizure',
  'meningitis-sepsis',
  'feverish-baby',
  'sudden-headache',
  'pregnancy',
  'poisoning',
  'severe-bleeding',
  'severe-burn',
] as const satisfies readonly RedFlag[];

/** A short English name of each category, for reports (not shown to visitors). */
export const RED_FLAG_LABELS: Readonly<Record<RedFlag, string>> = {
  'self-harm': 'Suicide and self-harm',
  unconsciousness: 'Collapse, unconscious, not breathing',
  anaphylaxis: 'Anaphylaxis',
  'trouble-breathing': "Can't breathe, blue lips, asthma, choking",
  'chest-pain': 'Heart attack',
  'head-injury': 'Head injury with warning signs',
  stroke: 'Stroke (BE FAST)',
  seizure: 'Seizure over 5 minutes or first seizure',
  'meningitis-sepsis': 'Meningitis and sepsis',
  'feverish-baby': 'Baby under 3 months with 38 °C / 100.4 °F',
  'sudden-headache': 'Sudden severe headache',
  pregnancy: 'Bleeding or severe pain in pregnancy',
  poisoning: 'Poisoning and overdose',
  'severe-bleeding': 'Heavy bleeding',
  'severe-burn': 'Severe burns',
};
