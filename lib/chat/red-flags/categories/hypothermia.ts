import type { RedFlagCategory } from '../category';
import type { PhraseRule } from '../phrases';
import { COLD } from '../fragments';
import { FRIO } from '../fragments-es';

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  named: readonly string[];
  cold: readonly string[];
  danger: readonly string[];
  shivering: readonly string[];
  confused: readonly string[];
  notCold: readonly string[];
}

const ENGLISH: Words = {
  named: ['(hypothermia|hypothermic)'],
  cold: COLD,
  danger: [
    '(confused|confusion|disoriented|mumbling|slurring|slurred|drowsy|sleepy|stumbling|clumsy|limp|unresponsive|collapsed|collapses|collapsing|keeled over|unconscious)',
    '(very|really|so|extremely) (sleepy|tired)',
    '(hard|difficult) to wake',
    '(stopped|no longer) shivering',
    '(shivering|shaking) {0-1} (violently|uncontrollably|non stop)',
    '(cannot|will not|would not) stop shivering',
    '(slow|shallow) breathing',
    'breathing {0-1} (slowly|slow|shallow)',
    '(bright red|not responding)',
    '(very|really) quiet',
    '(not|will not|refusing to|refuses to) (feed|feeding)',
  ],
  /** Shivering hard: a cold sign even where the cold is not named; with a fever it is sepsis's chills. */
  shivering: ['(shivering|shaking) {0-1} (violently|uncontrollably|non stop)'],
  confused: ['(confused|confusion|disoriented|mumbling|slurring|slurred|stumbling|drowsy)'],
  notCold: ['(fever|feverish|temperature|temp|infection|flu|rigors|chills)'],
};

// Spanish: accents folded.
const SPANISH: Words = {
  named: ['(hipotermia|hipotermico|hipotermica)'],
  cold: FRIO,
  danger: [
    '(confundido|confundida|confusion|desorientado|desorientada|balbuceando|somnoliento|somnolienta|adormilado|adormilada|tambaleando|torpe|no responde|desplomado|desplomada|inconsciente)',
    '(arrastra|arrastrando) las palabras',
    '(muy|bien|super) (dormido|dormida|cansado|cansada)',
    '(no se|no lo podemos|no la podemos|no puedo) (despierta|despertar|despertarlo|despertarla)',
    '(dejo de|ya no) (temblar|tiritar|tiembla)',
    '(temblando|tiritando) {0-1} (sin parar|muchisimo|sin control|muy fuerte)',
    '(no puede|no puedo) dejar de (temblar|tiritar)',
    '(respira|respiracion) {0-1} (lento|lenta|despacio|muy poco|debil)',
    'no se le entiende',
  ],
  /** Shivering hard: a cold sign even where the cold is not named; with a fever it is sepsis's chills. */
  shivering: [
    '(temblando|tiritando) {0-1} (sin parar|sin control|muy fuerte|muchisimo)',
    '(no puede|no puedo) dejar de (temblar|tiritar)',
  ],
  confused: [
    '(confundido|confundida|desorientado|desorientada|balbuceando|tambaleando|somnoliento|somnolienta)',
  ],
  notCold: ['(fiebre|calentura|temperatura|infeccion|gripe|gripa|escalofrios)'],
};

/** A body under 35 °C; hypothermia named; cold with danger signs; shivering hard with confusion, not a fever's. */
function rulesOver(words: Words): PhraseRule[] {
  const { named, cold, danger, shivering, confused, notCold } = words;
  return [
    { reading: 'body temperature', below: 35 },
    { phrases: named },
    { phrases: cold, with: [danger] },
    { phrases: shivering, with: [confused], unless: notCold },
  ];
}

/** Hypothermia named; cold with confusion, drowsiness or shivering stopped; a body under 35 °C (NHS). */
export const HYPOTHERMIA = {
  id: 'hypothermia',
  label: 'Hypothermia',
  rules: rulesOver(ENGLISH),
  answer:
    "These can be signs of hypothermia, which is an emergency. Call 911 now. Move the person somewhere warm, take off wet clothes, and warm the middle of the body first with dry blankets, skin to skin if needed. Give a warm, sweet drink only if they are fully awake, never alcohol. Don't rub their arms and legs or put them in a hot bath; handle them gently.",
  sources: [
    { name: "NHS, 'Hypothermia'", url: 'nhs.uk/conditions/hypothermia' },
    { name: "CDC, 'Winter Weather: Hypothermia'", url: 'cdc.gov/winter-weather' },
  ],
  // Before stroke and sepsis, whose confusion it shares.
  order: 14,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'Estos pueden ser signos de hipotermia, que es una emergencia. Llame al 911 ahora. Lleve a la persona a un lugar cálido, quítele la ropa mojada y caliente primero el centro del cuerpo con cobijas secas, piel con piel si hace falta. Dele una bebida tibia y dulce solo si está completamente despierta, nunca alcohol. No le frote los brazos ni las piernas ni la meta en agua caliente; muévala con cuidado.',
  },
} as const satisfies RedFlagCategory;
