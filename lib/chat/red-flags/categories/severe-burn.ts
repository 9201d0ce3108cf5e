import type { RedFlagCategory } from '../category';
import { NHS_999, NHS_BURNS } from '../sources';

const BURN = '(burn|burns|burned|burnt|scald|scalded|scalding|scalds)';
const HOT_LIQUID = '(boiling|hot) (water|oil|fat|soup|tea|coffee|kettle)';
const FIRE = '(fire|burn|burned|boiling|hot|flames)';
const SEVERE_BURN_SIGNS = [
  '(electrocuted|live wire|electric shock)',
  `(severe|serious|bad|badly|very bad|really bad|large|big|huge|massive|deep|third degree|3rd degree|full thickness|terrible|awful|horrible|chemical|acid|electrical|electric) {0-2} ${BURN}`,
  `${BURN} {0-8} (charred|white|leathery|black|blackened|waxy|skin is? (peeling off|came off|coming off|falling off)|(bigger|larger) than (his|her|my|a|the|your) (hand|palm)|whole (arm|leg|back|chest|face|hand|side)|all over|entire|on (his|her|my|their) face|face and (neck|hands)|(blister|blisters) all over|huge (blister|blisters)|(is|are) not (feeling|painful|hurting)|no feeling|numb|cannot feel)`,
  `${HOT_LIQUID} {0-6} (baby|toddler|child|kid|son|daughter|face|chest|all over|his body|her body)`,
  '(caught|catches|catching) on? fire',
  'set (himself|herself|myself|themselves) on fire',
  '(clothes|hair|clothing) {0-2} (on fire|caught fire|burning)',
  `(baby|toddler|child|kid|son|daughter|infant) {0-4} (scalded|burned|burnt) {0-2} ${HOT_LIQUID}`,
  `(huge|large|big) blisters {0-5} ${FIRE}`,
  `blisters all over {0-4} ${FIRE}`,
  '(touched|grabbed|bit|chewed) {0-2} (wire|cable|socket|outlet|power line)',
  '(burn|burns) (to|on) (the|his|her|my) (airway|mouth|throat) {0-3} fire',
];

// Spanish: accents folded; 'se quemó feo' is a bad burn, 'quemarse las pestañas' is studying hard.
const QUEMADURA_ES =
  '(quemadura|quemaduras|quemo|se quemo|me queme|quemado|quemada|quemados|quemadas|escaldado|escaldada|se escaldo)';
const LIQUIDO_CALIENTE_ES =
  '(agua|aceite|manteca|sopa|cafe|te|leche|caldo) (hirviendo|hirviente|muy caliente)';
const SIGNOS_QUEMADURA_GRAVE_ES = [
  '(electrocuto|electrocutado|electrocutada|se electrocuto|descarga electrica|choque electrico|toque electrico|cable pelado|cable de alta)',
  '(le dio|le paso|me dio|me paso) (la)? corriente',
  `${QUEMADURA_ES} {0-3} (grave|grande|enorme|muy grande|profunda|profundo|fea|feo|terrible|horrible|severa|seria|de tercer grado|de 3er grado|quimica|electrica|por acido|de acido|con acido|con cloro)`,
  `(gran|grave|terrible|horrible|tremenda|enorme) ${QUEMADURA_ES}`,
  `${QUEMADURA_ES} {0-8} (negra|negro|blanca|blanco|carbonizada|carbonizado|como cuero|acartonada|cerosa|se (le|me) (cae|cayo|desprendio|esta cayendo|pelo|despega|levanto) la piel|mas grande que (la|su|mi) (mano|palma)|todo el (brazo|pierna|espalda|pecho|cuerpo)|toda la (mano|cara|espalda|pierna)|(en)? (la|su|mi) cara|cara y (cuello|manos)|ampollas por todos lados|ampollas enormes|no (le|me) duele|no siente|no siento)`,
  `${LIQUIDO_CALIENTE_ES} {0-6} (bebe|nino|nina|hijo|hija|cara|pecho|todo el cuerpo|encima|piernas)`,
  `(se echo|se tiro|se cayo|le cayo|se volteo|se le cayo|se le volteo|encima) {0-3} ${LIQUIDO_CALIENTE_ES}`,
  '(se le volteo|se le cayo|se echo|le cayo|se volteo) (la|el|una|un) (olla|sarten|cazuela|cafetera|tetera|agua|aceite|caldo|sopa)',
  '(hirviendo|hirviente) {0-2} encima',
  '(se le|se me|le|me) (prendio|quemo|incendio) (la)? (ropa|pelo|cabello)',
  '(ropa|pelo) {0-2} (en llamas|se prendio|prendida|se incendio|agarro fuego)',
  '(se prendio|agarro|cogio) fuego (la|su|mi)? (ropa|pelo|cabello)',
  '(ampollas|ampolla) (enormes|grandes|por todos lados|por todo)',
  '(toco|mordio|agarro|metio) {0-3} (cable|enchufe|contacto|toma corriente|cable de luz)',
  '(acido|cloro|sosa) {0-3} (en la|en los|en su|en mi) (cara|piel)',
];

/** A large, deep, facial, chemical or electrical burn, or a child scalded; not 'a minor burn'. */
export const SEVERE_BURN = {
  id: 'severe-burn',
  label: 'Severe burns',
  rules: [
    { phrases: SEVERE_BURN_SIGNS, softenable: true },
    // The burn and the look of the skin in separate clauses: 'burned my hand, the skin is white'.
    {
      phrases: ['skin {0-2} (looks|is|has gone|gone|turned)? (white|leathery|charred|waxy)'],
      with: [[BURN]],
    },
  ],
  answer:
    'A large, deep, chemical or electrical burn needs emergency care. Call 911 or go to the nearest emergency room now. Cool the burn under cool running water for 20 minutes (not ice), remove jewelry and clothing near it unless stuck, and cover it loosely with plastic wrap or a clean plastic bag.',
  sources: [NHS_BURNS, NHS_999],
  order: 25,
  spanish: {
    rules: [
      { phrases: SIGNOS_QUEMADURA_GRAVE_ES, softenable: true },
      {
        phrases: [
          'piel {0-2} (se ve|esta|se puso|quedo)? (blanca|negra|carbonizada|como cuero|cerosa)',
          'piel {0-3} (desprendio|desprende|cae|cayo|levanto|pelo|despego|esta cayendo)',
          'se (le|me) (cae|cayo|desprendio|levanto|pelo|despego) la piel',
        ],
        with: [[QUEMADURA_ES]],
      },
    ],
    answer:
      'Una quemadura grande, profunda, química o eléctrica necesita atención de emergencia. Llame al 911 o vaya a la sala de emergencias más cercana ahora. Enfríe la quemadura con agua fresca de la llave durante 20 minutos (no use hielo), quite anillos y ropa cerca de la quemadura a menos que estén pegados, y cúbrala sin apretar con plástico de cocina o una bolsa de plástico limpia.',
  },
} as const satisfies RedFlagCategory;
