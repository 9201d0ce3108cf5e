import type { RedFlagCategory } from '../category';
import type { PhraseRule } from '../phrases';
import { CANNOT_BREATHE } from '../fragments';
import { NHS_999 } from '../sources';
import { NO_PUEDE_RESPIRAR } from '../fragments-es';

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  severeReaction: readonly string[];
  faceSwelling: readonly string[];
  allergyContext: readonly string[];
  allergen: readonly string[];
  cannotBreathe: readonly string[];
}

const ENGLISH: Words = {
  severeReaction: [
    '(anaphylaxis|anaphylactic)',
    '(throat|tongue|airway) {0-3} (swelling|swollen|swelled|closing|closing up|puffing up|blowing up|getting tight|tight) !(gland|glands|tonsil|tonsils|lymph)',
    '(swelling|swollen) {0-2} (throat|tongue)',
    'tongue {0-3} (huge|massive|getting (big|bigger|huge|fat))',
    '(used|use|gave|give|giving|given|need|needs|needed|inject|injected|jabbed|stabbed) {0-3} epipen',
    'epipen {0-2} (did not|is not|not|has not) (work|working|help|helping|helped)',
  ],
  faceSwelling: [
    '(lip|lips|face|eyes|mouth) {0-3} (swelling|swollen|swelled|puffing up|blowing up|puffed up)',
    '(swelling|swollen) {0-2} (lip|lips|face|eyes)',
    '(hives all over|covered in hives)',
  ],
  allergyContext: [
    '(allergic|allergy|allergies|reaction|sting|stung|bee|wasp|hornet|peanut|peanuts|nut|nuts|shellfish|shrimp|penicillin|antibiotic|antibiotics|medicine|epipen|hives|ate|eating)',
  ],
  allergen: [
    '(allergic|allergy|stung|sting|bee|wasp|hornet|peanut|peanuts|nuts|shellfish|penicillin)',
  ],
  cannotBreathe: CANNOT_BREATHE,
};

// Spanish: accents folded. A sore, swollen throat ('garganta inflamada') is tonsillitis, not this.
const SPANISH: Words = {
  severeReaction: [
    '(anafilaxia|anafilaxis|anafilactico|anafilactica)',
    '(garganta|via aerea) {0-3} (cerrando|cerrada|cerro|cierra|apretada|hinchando)',
    '(se me|se le|me|le) (cierra|esta cerrando|cerro|hincho|esta hinchando) la garganta',
    'lengua {0-3} (hinchada|hinchado|hinchando|inflamada|inflamando|inflada|enorme|gigante|gorda)',
    '(hinchazon|hinchada|hinchado|hinchando|hincho|inflamando|inflamo|inflo) {0-2} (de)? (la)? lengua',
    '(use|puse|le puse|le pusimos|pusimos|inyecte|le inyecte|usamos|ponerle|ponerme) {0-3} (epipen|epinefrina|adrenalina|autoinyector|auto inyector)',
    'epipen {0-3} no (funciono|sirvio|ayudo|hizo nada)',
  ],
  faceSwelling: [
    '(labios|labio|boca|cara|ojos|parpados) {0-3} (hinchado|hinchados|hinchada|hinchadas|hinchadisima|hinchadisimo|hinchadisimos|hinchadisimas|hinchando|inflamados|inflamada|inflado|inflada|inflados|enormes|gigantes)',
    '(se le|se me|me|le) (hincharon|hincho|estan hinchando|esta hinchando) (los|la|el)? (labios|boca|cara|ojos|parpados)',
    '(ronchas|urticaria|habones) (por todo el cuerpo|en todo el cuerpo|por todos lados|por todo)',
    '(lleno|llena) de ronchas',
  ],
  allergyContext: [
    '(alergico|alergica|alergia|alergias|reaccion|picadura|pico|pica|abeja|avispa|cacahuate|cacahuates|mani|nuez|nueces|marisco|mariscos|camaron|camarones|penicilina|antibiotico|antibioticos|medicina|medicamento|epipen|ronchas|comio|comer|comiendo|despues de)',
  ],
  allergen: [
    '(alergico|alergica|alergia|picadura|pico|abeja|avispa|cacahuate|cacahuates|mani|nueces|mariscos|camarones|penicilina)',
  ],
  cannotBreathe: NO_PUEDE_RESPIRAR,
};

/** A severe reaction; a swollen face with an allergy's context; an allergen and no air. */
function rulesOver(words: Words): PhraseRule[] {
  const { severeReaction, faceSwelling, allergyContext, allergen, cannotBreathe } = words;
  return [
    { phrases: severeReaction },
    { phrases: faceSwelling, softenable: true, with: [allergyContext] },
    { phrases: allergen, with: [cannotBreathe] },
  ];
}

/** A closing throat or an adrenaline pen used; a swollen face after an allergen; an allergen and no air. */
export const ANAPHYLAXIS = {
  id: 'anaphylaxis',
  label: 'Anaphylaxis',
  rules: rulesOver(ENGLISH),
  answer:
    'This sounds like a severe allergic reaction (anaphylaxis). Use an epinephrine auto-injector (EpiPen) now if there is one, then call 911, even if the person starts to feel better. Lie them down with their legs raised, or sit them up if breathing is hard; a second auto-injector can be used after 5 minutes if there is no improvement.',
  sources: [{ name: "NHS, 'Anaphylaxis'", url: 'nhs.uk/conditions/anaphylaxis' }, NHS_999],
  order: 6,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'Esto parece una reacción alérgica grave (anafilaxia). Use ahora un autoinyector de epinefrina (EpiPen) si lo tiene y después llame al 911, aunque la persona empiece a sentirse mejor. Acuéstela con las piernas levantadas, o siéntela si le cuesta respirar; si no mejora, puede usar un segundo autoinyector después de 5 minutos.',
  },
} as const satisfies RedFlagCategory;
