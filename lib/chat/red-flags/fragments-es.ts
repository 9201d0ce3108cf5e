/**
 * Spanish phrase fragments that several red-flag categories splice into their Spanish rules
 * (docs/chat.md#red-flags, lib/chat/red-flags/README.md), as ./fragments.ts has them in
 * English. Accents folded, 'ñ' written 'n'. A change here changes every category named beside
 * the fragment: review them together.
 */
import { FEVER_CELSIUS } from '../temperature';
import type { Reading } from './phrases';

/** A sudden onset, as one group to splice into a phrase: stroke and sudden headache. */
export const SUBITO =
  '(de repente|derepente|repentinamente|repentino|repentina|de golpe|de pronto|subitamente|subito|subita|de la nada|sin aviso|en segundos|en un segundo|de un momento a otro|al instante|en un instante)';

/** Struggling for air ('no puedo respirar', 'me cuesta respirar'): trouble-breathing, and anaphylaxis with an allergen. */
export const NO_PUEDE_RESPIRAR = [
  '(jadeando|boqueando)',
  '(no|casi no|apenas|ya no) (puedo|puede|podes|pueden|podia|podemos|pudo) respirar !(bien? (por|con) la nariz)',
  '(me|le|nos|te|les) (cuesta|cuesta mucho|cuesta trabajo|costaba) respirar !(bien? (por|con) la nariz)',
  '(dificultad|problemas|trabajo) (para|al) respirar',
  'respira con (mucha)? dificultad',
  '(lucha|luchando|pelea|peleando) (por|para) respirar',
  '(no|ni) (me|le|nos) entra (el)? aire',
  '(no|ya no) (puedo|puede) (agarrar|tomar|recuperar|jalar|sacar) (el)? (aire|aliento)',
  '(me|se|le) (estoy|esta|estan)? (quedando|queda|quedo) sin aire',
  '(me|se) (ahogo|ahoga|estoy ahogando|esta ahogando) !(de|en|con)',
  'se le hunden las costillas',
  '(no puede|no puedo) hablar (de lo que|por lo que|porque) (le|me) falta (el)? aire',
];

/** Words that say the person has diabetes: diabetic vomiting, DKA and hypoglycemia. */
export const DIABETICO = [
  '(diabetes|diabetico|diabetica|diabeticos|diabeticas|insulina|metformina|glucosa|glucometro|glucagon|hipoglucemia|hipoglicemia|cetonas|cetona)',
  '(libre|dexcom|cgm)',
  'tipo (1|uno|2|dos)',
  '(el|la|su|mi|sus|mis) (azucar|azucares)',
  'azucar (en la sangre|alta|baja|de la sangre)',
  'nivel (de|del) azucar',
];

/**
 * A stated temperature of 38 °C / 100.4 °F or more, or fever words without a number: a feverish
 * baby, and meningitis and sepsis. 'Calentura' is fever across Mexico and Central America.
 */
export const FIEBRE: Reading = {
  reading: 'temperature',
  atLeast: FEVER_CELSIUS,
  orElse: [
    '(fiebre|fiebres|calentura|calenturas|febril|afiebrado|afiebrada|calenturiento|calenturienta)',
    '(temperatura|temp) (alta|elevada)?',
    '(ardiendo|volando|hirviendo|prendido|prendida) en (fiebre|calentura)',
    '(esta|se siente|lo siento|la siento|lo noto|la noto|esta muy|se siente muy) (caliente|calientito|calientita|hirviendo|ardiendo)',
  ],
};

/** Heat exhaustion by name: heat-stroke. */
export const AGOTAMIENTO_CALOR = ['agotamiento por (el)? calor', 'agotado por el calor'];

/** Heat around the person: heat-stroke, and unconsciousness, which leaves a collapse in it to heat-stroke. */
export const CALOR = [
  ...AGOTAMIENTO_CALOR,
  '(calor|caloron|calorazo|calorones|bochorno|sauna|desierto)',
  'ola de calor',
  '(en|bajo|al|debajo del) (el)? (sol|rayo del sol|solazo)',
  '(todo el dia|toda la tarde|horas) (en|bajo|al) (el)? sol',
  '(carro|coche|auto|camioneta|cuarto|casa|cocina|fabrica|bodega|traila) (muy|bien|super)? (caliente|caluroso|calurosa|encerrado)',
  'sin (aire acondicionado|aire|clima|ventilador|abanico)',
  '#25-130 grados (afuera|de calor|a la sombra|hoy)',
  '(hace|hacia|hizo|estaba haciendo) #25-130 grados',
];

/** Cold around the person: hypothermia, and unconsciousness, which leaves a collapse in it to hypothermia. */
export const FRIO = [
  '(nieve|nevada|nevando|congelado|congelada|congelados|congelando|ventisca|empapado|empapada|helada|intemperie)',
  '(mucho|muchisimo|tanto|un|el|del|de|con) frio',
  '(hace|hacia|hizo) (mucho|muchisimo|un)? frio',
  'frio (extremo|horrible|intenso|tremendo)',
  '(agua|lago|rio|mar|laguna|estanque) (helada|helado|fria|frio|congelada|congelado)',
  '(sin|no tenemos|no hay|no tiene|no tienen|nos cortaron la|se descompuso la) (calefaccion|calentador|heater)',
  '(afuera|en la calle|a la intemperie) {0-3} (toda la noche|horas|muchas horas)',
  '(en|bajo) la (lluvia|nieve|tormenta)',
  'frio al tacto',
];

/** Words that say someone is pregnant: pregnancy and pre-eclampsia. */
export const EMBARAZADA = [
  '(embarazada|embarazadas|embarazo|encinta|gestacion|trimestre)',
  '(aborto espontaneo|amenaza de aborto)',
  '(perdiendo|perder) (al|el|a mi|a su)? bebe',
  '(estoy|esta|estaba|estamos) esperando (un|una|mi|nuestro|nuestra|su)? (bebe|bebito|nino|nina|gemelos|hijo|hija)',
  '#4-42 semanas (de embarazo|de gestacion|de embarazada)',
  '(tengo|tiene|ya tengo|voy en|va en|estoy de|esta de|con) #4-42 semanas !(con|sin|de (tos|dolor|fiebre|gripa|gripe|diarrea)|enfermo|enferma|asi|que)',
  '(mi|la|su) (fuente|bolsa) (se)? (rompio|reviento)',
];
