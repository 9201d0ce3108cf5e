import type { RedFlagCategory } from '../category';
import type { PhraseRule } from '../phrases';
import { CANNOT_BREATHE } from '../fragments';
import { NHS_999 } from '../sources';
import { NO_PUEDE_RESPIRAR } from '../fragments-es';

const RELIEVER = '(inhaler|puffer|ventolin|albuterol|salbutamol)';

const INHALADOR_ES =
  '(inhalador|ventolin|salbutamol|albuterol|nebulizador|nebulizacion|nebulizaciones)';

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  cannotBreathe: readonly string[];
  asthmaNotHelped: readonly string[];
  choking: readonly string[];
  blue: readonly string[];
  shiveringCold: readonly string[];
  breathless: readonly string[];
  exertion: readonly string[];
}

const ENGLISH: Words = {
  cannotBreathe: CANNOT_BREATHE,
  asthmaNotHelped: [
    `(${RELIEVER}|nebuliser|nebulizer) {0-4} (is not|not|does not|did not|has not|is no|are not) {0-1} (helping|working|help|work|helped|worked|good|use|touching)`,
    `${RELIEVER} {0-4} (no|little) (help|difference|effect)`,
    `${RELIEVER} {0-3} (does|did|is doing|doing|do) nothing`,
    'asthma attack? {0-4} (getting worse|will not stop|not stopping|bad one|severe)',
    'severe asthma attack',
    '(used|taken|had|took) {0-3} (puffs|inhaler) {0-4} (still|nothing)',
  ],
  choking: [
    'choking !(hazard|on (his|her|my|their) words)',
    'is choking',
    'choked {0-3} (cannot|not) (breathe|breathing|cough|speak)',
    '(stuck|lodged) in (his|her|my|their|the) (throat|windpipe|airway)',
    'cannot (cough|breathe) (or|and) (speak|talk|cough)',
  ],
  /** Blue or grey lips or skin; beside hard shivering, hypothermia's sign instead. */
  blue: [
    '(lips|face|fingers|tongue) {0-3} (blue|grey|gray|purple)',
    '(blue lips|turning blue|gone blue)',
  ],
  shiveringCold: ['(shivering|shivers|shaking with cold)'],
  breathless: [
    '(breathless|winded|wheezing|wheezy)',
    '(short|shortness|out) of breath',
    'tight chest and (cannot|wheez)',
  ],
  exertion: [
    '(when|after|while|if) (i|he|she|we)? (run|running|exercise|exercising|climb|climbing|jog|jogging|play|playing|do sport|go up)',
  ],
};

// Spanish: accents folded. 'Me ahogo de calor' and 'me ahogo en deudas' are figures of speech.
const SPANISH: Words = {
  cannotBreathe: NO_PUEDE_RESPIRAR,
  asthmaNotHelped: [
    `${INHALADOR_ES} {0-4} (no|no le|no me|ya no|ya no le|ya no me) {0-1} (hace|funciona|sirve|ayuda|hizo|funciono|sirvio|ayudo|calma|quita)`,
    '(ataque|crisis) de asma {0-4} (fuerte|grave|no (se)? (para|quita|calma|pasa)|empeora|peor)',
    'asma {0-3} (muy fuerte|grave|no se (le|me)? quita|empeorando)',
    'asma {0-6} (no puede ni hablar|no puede hablar|silbando mucho|silba mucho|se ahoga|no puede respirar)',
  ],
  choking: [
    '(se atraganto|se atraganta|se esta atragantando|atragantado|atragantada|me atragante|se le atoro|se me atoro|se atoro)',
    '(atorado|atorada|atascado|atascada|trabado|trabada) en (la|su|mi) (garganta|traquea)',
    '(ahogando|ahoga|ahogo) con (un|una|el|la|comida|pedazo|dulce|caramelo|chicle|hueso|moneda|juguete)',
    'no puede (toser|hablar) (ni|y no|o) (respirar|hablar|toser)',
    'se (le|me) (hunde|hunden) (la panza|el pecho|las costillas|el estomago|la barriga)',
    '(respira|respirando) (muy|bien) (feo|mal)',
  ],
  blue: [
    '(labios|cara|dedos|lengua|unas) {0-3} (morados|morado|morada|moradas|azules|azul|grises|gris|amoratados|amoratada)',
    '(se esta poniendo|se puso|se pone|se le puso|se le esta poniendo) (morado|morada|azul|azulito|azulita|gris)',
  ],
  shiveringCold: ['(temblando|tiritando) de frio'],
  breathless: [
    '(me|le|nos|te|les) falta (el)? (aire|aliento)',
    '(falta|corto|corta) de (aire|aliento|respiracion)',
    '(me quedo|se queda) sin aliento',
    'respiracion (agitada|entrecortada)',
    '(silbido|silba|silbando|sibilancias|chifla|chiflando) (el)? (pecho|al respirar)',
  ],
  exertion: [
    '(cuando|al|despues de|si) (correr|corro|corre|subir|subo|sube|hacer ejercicio|hago ejercicio|hace ejercicio|caminar rapido|camino rapido|jugar|juega|juego|hacer deporte)',
    'de tanto (reir|reirme|correr)',
  ],
};

/** No air, an inhaler not helping or choking; blue lips, not from the cold; breathless, not from exertion. */
function rulesOver(words: Words): PhraseRule[] {
  const { cannotBreathe, asthmaNotHelped, choking, blue, shiveringCold, breathless } = words;
  return [
    { phrases: [...cannotBreathe, ...asthmaNotHelped, ...choking] },
    { phrases: blue, unless: shiveringCold },
    // Out of breath on exertion is a question for a review, not an emergency.
    { phrases: breathless, softenable: true, unless: words.exertion },
  ];
}

/** Cannot breathe or speak for breath, an inhaler not helping, choking; not 'a bit breathless'. */
export const TROUBLE_BREATHING = {
  id: 'trouble-breathing',
  label: "Can't breathe, blue lips, asthma, choking",
  rules: rulesOver(ENGLISH),
  answer:
    "Trouble breathing is an emergency. Call 911 now or go to the nearest emergency room. Sit upright and keep calm; with asthma, keep using the reliever inhaler as your plan says while you wait. If someone is choking and can't cough, speak or breathe, give up to 5 back blows, then up to 5 abdominal thrusts, and call 911.",
  sources: [NHS_999],
  order: 8,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'La dificultad para respirar es una emergencia. Llame al 911 ahora o vaya a la sala de emergencias más cercana. Siéntese derecho y mantenga la calma; si tiene asma, siga usando el inhalador de rescate como indica su plan mientras espera. Si alguien se está atragantando y no puede toser, hablar ni respirar, dele hasta 5 golpes en la espalda, luego hasta 5 compresiones abdominales, y llame al 911.',
  },
} as const satisfies RedFlagCategory;
