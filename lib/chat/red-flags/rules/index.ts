import type { RedFlag } from '../categories';
import type { CategoryRules } from '../phrases';
import { ANAPHYLAXIS } from './anaphylaxis';
import { CARBON_MONOXIDE } from './carbon-monoxide';
import { CHEST_PAIN } from './chest-pain';
import { DIABETIC_KETOACIDOSIS } from './diabetic-ketoacidosis';
import { DIABETIC_VOMITING } from './diabetic-vomiting';
import { DROWNING } from './drowning';
import { FEVERISH_BABY } from './feverish-baby';
import { HEAD_INJURY } from './head-injury';
import { HEAT_STROKE } from './heat-stroke';
import { HYPOGLYCEMIA } from './hypoglycemia';
import { HYPOTHERMIA } from './hypothermia';
import { MENINGITIS_SEPSIS } from './meningitis-sepsis';
import { NEUTROPENIC_SEPSIS } from './neutropenic-sepsis';
import { POISONING_RULES } from './poisoning';
import { PRE_ECLAMPSIA } from './pre-eclampsia';
import { PREGNANCY } from './pregnancy';
import { SEIZURE_RULES } from './seizure';
import { SELF_HARM_RULES } from './self-harm';
import { SEVERE_BLEEDING } from './severe-bleeding';
import { SEVERE_BURN_RULES } from './severe-burn';
import { SMOKE_INHALATION } from './smoke-inhalation';
import { STROKE } from './stroke';
import { SUDDEN_HEADACHE } from './sudden-headache';
import { TROUBLE_BREATHING } from './trouble-breathing';
import { UNCONSCIOUSNESS } from './unconsciousness';

/** Every category's rules file, by category (docs/chat.md#red-flags). */
export const CATEGORY_RULES: Readonly<Record<RedFlag, CategoryRules>> = {
  'self-harm': SELF_HARM_RULES,
  'carbon-monoxide': CARBON_MONOXIDE,
  'smoke-inhalation': SMOKE_INHALATION,
  drowning: DROWNING,
  unconsciousness: UNCONSCIOUSNESS,
  anaphylaxis: ANAPHYLAXIS,
  'trouble-breathing': TROUBLE_BREATHING,
  'chest-pain': CHEST_PAIN,
  'head-injury': HEAD_INJURY,
  'neutropenic-sepsis': NEUTROPENIC_SEPSIS,
  hypoglycemia: HYPOGLYCEMIA,
  'diabetic-ketoacidosis': DIABETIC_KETOACIDOSIS,
  stroke: STROKE,
  seizure: SEIZURE_RULES,
  'heat-stroke': HEAT_STROKE,
  hypothermia: HYPOTHERMIA,
  'meningitis-sepsis': MENINGITIS_SEPSIS,
  'feverish-baby': FEVERISH_BABY,
  'pre-eclampsia': PRE_ECLAMPSIA,
  'sudden-headache': SUDDEN_HEADACHE,
  pregnancy: PREGNANCY,
  poisoning: POISONING_RULES,
  'diabetic-vomiting': DIABETIC_VOMITING,
  'severe-bleeding': SEVERE_BLEEDING,
  'severe-burn': SEVERE_BURN_RULES,
};
