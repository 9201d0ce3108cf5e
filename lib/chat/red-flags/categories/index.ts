/**
 * The emergency red flags the assistant checks every message for, before anything else and
 * whatever the model's state (docs/chat.md#red-flags, docs/decisions/007-assistant-safety-first.md).
 * Each category is one file here, with its rules, label, order, answer and sources
 * (lib/chat/red-flags/README.md); each follows public lists of signs that need 911 / 999 or an
 * urgent call.
 */
import type { RedFlagSource } from '../category';
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
import { POISONING } from './poisoning';
import { PRE_ECLAMPSIA } from './pre-eclampsia';
import { PREGNANCY } from './pregnancy';
import { SEIZURE } from './seizure';
import { SELF_HARM } from './self-harm';
import { SEVERE_BLEEDING } from './severe-bleeding';
import { SEVERE_BURN } from './severe-burn';
import { SMOKE_INHALATION } from './smoke-inhalation';
import { STROKE } from './stroke';
import { SUDDEN_HEADACHE } from './sudden-headache';
import { TROUBLE_BREATHING } from './trouble-breathing';
import { UNCONSCIOUSNESS } from './unconsciousness';

/**
 * Every category in the order a message is checked, each at its own `order` (a test holds the
 * two together); the first found wins: self-harm (988) first, carbon monoxide (get out) next,
 * then smoke and drowning, whose answers cover the collapse and breathing trouble they bring; a
 * heart attack before the breathing trouble it brings; fever on chemotherapy (the cancer team's
 * line) before the sepsis, heat and cold it resembles; DKA before a hypo, and both, with heat and
 * cold, before stroke and sepsis, whose confusion they share; pre-eclampsia before the headache
 * and pregnancy answers.
 */
export const RED_FLAG_CATEGORIES = [
  SELF_HARM,
  CARBON_MONOXIDE,
  SMOKE_INHALATION,
  DROWNING,
  UNCONSCIOUSNESS,
  ANAPHYLAXIS,
  CHEST_PAIN,
  TROUBLE_BREATHING,
  HEAD_INJURY,
  NEUTROPENIC_SEPSIS,
  DIABETIC_KETOACIDOSIS,
  HYPOGLYCEMIA,
  HEAT_STROKE,
  HYPOTHERMIA,
  STROKE,
  SEIZURE,
  MENINGITIS_SEPSIS,
  FEVERISH_BABY,
  PRE_ECLAMPSIA,
  SUDDEN_HEADACHE,
  PREGNANCY,
  POISONING,
  DIABETIC_VOMITING,
  SEVERE_BLEEDING,
  SEVERE_BURN,
] as const;

/**
 * A red-flag category's id. The names of six are kept from the assistant's earlier list:
 * `chest-pain` is the heart-attack category, `unconsciousness` covers collapse and 'not
 * breathing', `trouble-breathing` covers blue lips, asthma not helped by the inhaler and choking.
 */
export type RedFlag = (typeof RED_FLAG_CATEGORIES)[number]['id'];

/** Every category's id, in the order a message is checked (self-harm first). */
export const RED_FLAGS: readonly RedFlag[] = RED_FLAG_CATEGORIES.map((category) => category.id);

/** One field of every category, by id. */
function byId<T>(
  field: (category: (typeof RED_FLAG_CATEGORIES)[number]) => T,
): Readonly<Record<RedFlag, T>> {
  return Object.fromEntries(
    RED_FLAG_CATEGORIES.map((category) => [category.id, field(category)]),
  ) as Record<RedFlag, T>;
}

/** A short English name of each category, for reports (not shown to visitors). */
export const RED_FLAG_LABELS = byId<string>((category) => category.label);

/**
 * The public pages each category follows, for the clinicians who review the rules and answers
 * (docs/chat.md#red-flags). The first is the one the answer's advice comes from.
 */
export const RED_FLAG_SOURCES = byId<readonly RedFlagSource[]>((category) => category.sources);

/**
 * What the assistant says to each red flag (docs/chat.md#red-flags,
 * docs/decisions/007-assistant-safety-first.md): what to do now, then where to get help (911,
 * 988, Poison Control, out of the building for carbon monoxide, the cancer team's 24-hour line
 * for a fever on chemotherapy), per `RED_FLAG_SOURCES`.
 */
export const RED_FLAG_ANSWERS = byId<string>((category) => category.answer);

/**
 * Each red flag's answer in Spanish (docs/chat.md#red-flags): neutral Latin-American Spanish,
 * the formal 'usted', the terms US clinics use; 911, 988 with 'oprima 2' for Spanish, and Poison
 * Control's Spanish service, as `RED_FLAG_ANSWERS` has them in English.
 */
export const RED_FLAG_ANSWERS_ES = byId<string>((category) => category.spanish.answer);
