import type { RedFlagCategory } from '../category';
import type { PhraseRule } from '../phrases';
import { NHS_999, NHS_BURNS } from '../sources';

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  named: readonly string[];
  breathed: readonly string[];
  trapped: readonly string[];
  fire: readonly string[];
  signs: readonly string[];
  notFire: readonly string[];
}

const ENGLISH: Words = {
  named: ['smoke inhalation'],
  /** Smoke breathed in, in so many words. */
  breathed: [
    'smoke inhalation',
    '(breathed|breathing|breathe|inhaled|inhaling|inhale|swallowed|took|got|taken) {0-4} smoke',
    '(lungful|lungfuls|face full|mouthful|lot|lots|load|loads) of {0-1} smoke',
    '(smoke filled|smoky|smokey) (room|house|flat|home|bedroom|stairwell|hallway|building|corridor|kitchen)',
    '(stuck|trapped|caught) in {0-1} (the|thick)? smoke',
    'smoke (poured|pouring|came|coming|filled|filling) {0-2} (into|in|through)',
    'full of smoke',
  ],
  /** Trapped by the smoke: said with a negation ('could not get out'), which must not cancel it. */
  trapped: [
    '(could not|cannot|can not|did not|unable to|not able to) (get|escape|find (his|her|their|my|a) way) (out|away) (of|from) (the|a)? (smoke|smoky|smoke filled|fire|burning|flames|blaze)',
  ],
  /** A fire that happened to the person, not a gas fire in the lounge or a bonfire at a distance. */
  fire: [
    '(house|flat|apartment|home|kitchen|building|garage|car|bedroom|office|barn|tent|sofa|electrical|chip pan|bin|shed|caravan|room) {0-1} (fire|blaze)',
    '(caught|catches|catching|set|went up in) (fire|alight|flames)',
    '(house|flat|apartment|kitchen|building|car|room|home|place|garage|tent|sofa|clothes|everything) {0-2} on fire',
    '(burning|blazing) (building|house|flat|car|room|home)',
    '(during|after|escaped|escaping|out of) (the|a) (fire|blaze)',
    '(in|caught in|trapped in) a (fire|blaze)',
    '(chip pan|frying pan|pan) {0-2} (went up|caught|on fire)',
    '(firefighters|fire brigade|fire service|fire department|firemen)',
  ],
  /** The airway signs: cough, a hoarse voice, soot, black phlegm, noisy breathing; drowsiness from the gases. */
  signs: [
    '(cough|coughs|coughing|coughed|wheezing|wheezy|wheeze|breathless|croaky|raspy|hoarse|husky)',
    '(short|shortness|out) of breath',
    '(voice|voices) {0-3} (gone|going|lost|changed|hoarse|croaky|raspy|almost gone|strange|funny)',
    '(can|could) only whisper',
    '(soot|sooty|black) {0-3} (nose|nostrils|mouth|face|lips|spit|phlegm|mucus|sputum|snot|stuff|saliva)',
    '(spitting|coughing|bringing) up? {0-3} (black|dark|grey|gray|sooty)',
    '(black|dark|grey|gray|sooty) (spit|phlegm|mucus|sputum|snot|stuff|gunk)',
    'lips {0-2} black',
    '(singed|burnt|burned) (eyebrows|eyelashes|nose hairs|nostril hairs|hair)',
    '(noisy|rattly|rattling|whistling|wheezy) (breathing|breath|breaths)',
    '(throat|chest|airway) {0-3} (raw|burning|burns|tight|closing|sore|swollen|hurts)',
    '(drowsy|sleepy|confused|dizzy|headache|vomiting|unconscious)',
    '(cannot|struggling to|hard to) breathe',
  ],
  notFire: ['(drill|alarm|safety|extinguisher|exit|escape plan)'],
};

// Spanish: accents folded. 'Estoy que echo humo' is anger, not smoke.
const SPANISH: Words = {
  named: ['inhalacion de humo'],
  breathed: [
    'inhalacion de humo',
    '(respiro|respire|respiraron|respiramos|respirando|respirar|inhalo|inhale|inhalaron|inhalando|trago|trague|tragaron|tragamos|aspiro|aspire) {0-4} humo',
    '(cuarto|casa|cocina|departamento|apartamento|edificio|pasillo|recamara|escalera) (lleno|llena) de humo',
    '(se lleno|se llenaba|se esta llenando) de humo',
    '(atrapado|atrapada|atrapados|atrapadas|encerrado|encerrada) (en|entre) (el)? humo',
  ],
  /** Trapped by the smoke: said with a negation ('no pudo salir'), which must not cancel it. */
  trapped: [
    '(no|no pudo|no pudimos|no podia|no podian|no puede) (salir|escapar) (del|de la|de el) (humo|fuego|incendio|casa|cuarto|departamento)',
  ],
  fire: [
    '(incendio|incendios|llamas|bomberos)',
    '(se incendio|se quemo|se prendio|agarro fuego|se prendio fuego) (la casa|el departamento|el apartamento|la cocina|el edificio|el cuarto|el carro|la recamara|la traila|el sofa|el sillon)',
    '(se prendio|agarro|cogio|prendio) fuego',
    'en llamas',
  ],
  signs: [
    '(tos|tose|tosiendo|tosio|toser|ronco|ronca|ronquera|afonico|afonica|silbido|silba|silbando|sibilancias)',
    '(sin|perdio la|perdi la|se le fue la|se me fue la) voz',
    'voz {0-3} (ronca|rara|cambiada|apagada)',
    '(hollin|tiznado|tiznada) {0-3} (nariz|boca|cara|labios|flema|saliva|moco|mocos)',
    '(nariz|boca|cara|labios) {0-3} (hollin|tiznada|tiznado|negra|negro)',
    '(escupe|escupiendo|escupio|tose|tosiendo|flema|gargajo) {0-2} (negro|negra|gris|oscuro|oscura|hollin)',
    '(cejas|pestanas|pelo|vellos) (quemados|quemadas|chamuscados|chamuscadas)',
    '(garganta|pecho) {0-3} (quemada|arde|ardor|duele|cerrada|apretado|apretada|irritada|hinchada)',
    '(somnoliento|somnolienta|mareado|mareada|confundido|confundida|vomitando|inconsciente)',
    '(no puede|no puedo|le cuesta|me cuesta) respirar',
    'falta (de)? aire',
  ],
  notFire: ['(simulacro|extintor|salida de emergencia|plan de escape)'],
};

/** Smoke inhalation named; smoke breathed or trapped in it with a sign; a fire with either, not a drill. */
function rulesOver(words: Words): PhraseRule[] {
  const { named, breathed, trapped, fire, signs, notFire } = words;
  return [
    { phrases: named },
    { phrases: breathed, with: [signs] },
    { phrases: trapped, negation: false, with: [signs] },
    { phrases: fire, with: [[...breathed, ...signs]], unless: notFire },
  ];
}

/** Smoke breathed in, or a fire, with an airway sign (NHS: anyone who breathed in smoke needs help). */
export const SMOKE_INHALATION = {
  id: 'smoke-inhalation',
  label: 'Smoke inhalation',
  rules: rulesOver(ENGLISH),
  answer:
    'Breathing in smoke needs emergency care, even if the person seems fine now: the airway can swell and the smoke carries carbon monoxide. Get everyone into fresh air, away from the smoke, and call 911 now. A hoarse voice, noisy breathing, soot around the nose or mouth, or coughing up black phlegm are warning signs. If someone is not breathing, the 911 operator will talk you through CPR.',
  sources: [
    NHS_BURNS,
    { name: "MedlinePlus, 'Smoke inhalation'", url: 'medlineplus.gov/ency/article/002341.htm' },
    NHS_999,
  ],
  // Before collapse and breathing trouble: this answer covers those that smoke brings.
  order: 3,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'Respirar humo necesita atención de emergencia, aunque la persona parezca estar bien: las vías respiratorias pueden hincharse y el humo contiene monóxido de carbono. Lleve a todos al aire libre, lejos del humo, y llame al 911 ahora. La voz ronca, la respiración ruidosa, el hollín alrededor de la nariz o la boca, o la tos con flema negra son señales de alarma. Si alguien no respira, el operador del 911 le indicará cómo dar RCP.',
  },
} as const satisfies RedFlagCategory;
