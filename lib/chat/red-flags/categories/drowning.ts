import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const WATER =
  '(water|pool|swimming pool|paddling pool|river|lake|sea|ocean|canal|pond|bath|bathtub|tub|harbour|harbor|quarry|reservoir|surf|waves|loch|stream)';
/** Under the water, pulled out of it, or water breathed in. */
const SUBMERSION = [
  '(nearly|almost|near|half) (drowned|drowning|drown)',
  '(drowned|drowning) !(in (paperwork|work|debt|emails|bills)|my phone|the phone|sorrows)',
  '(went|gone|go|goes|slipped|slid|sank|sunk|dunked|pulled|dragged|held|pushed) {0-1} (under|underwater|beneath) !(anaesthetic|anesthetic|anaesthesia|general|sedation|the knife)',
  '(was|been|were) (under|underwater) (for|the water)',
  '(under|beneath) the {0-1} (water|bathwater|bath water|surface|waves)',
  `(pulled|dragged|fished|rescued|got|lifted|hauled|carried|brought) {0-4} (out of|from) (the|a)? (icy|cold|freezing|deep|deep end of the)? ${WATER}`,
  `(face down|floating|bottom) {0-3} ${WATER}`,
  '(inhaled|swallowed|gulped|breathed in|took in|breathing in) {0-4} (water|seawater|sea water|pool water|bathwater|bath water|lake water|river water)',
  '(caught in|pulled out by|dragged out by|swept away by|swept out by) (a|the)? (rip|rip current|riptide|rip tide|current|wave|waves)',
  '(a|the) (rip|riptide|current|wave) (dragged|pulled|knocked|took|swept)',
];
/** After the water: breathing trouble, cough, froth, vomiting, drowsiness (NHS 999, St John Ambulance). */
const SIGNS = [
  '(cough|coughs|coughing|coughed|spluttering|spluttered|gasping|wheezing|wheezy|breathless|froth|frothy|foam|foaming)',
  '(vomit|vomits|vomiting|vomited|throwing up|threw up|being sick|been sick|keeps being sick)',
  '(drowsy|lethargic|floppy|limp|confused|pale|blue|grey|unconscious|unresponsive|dazed)',
  // Tired after a swim is usual; unusually so is not.
  '(very|really|unusually|so|extremely) (tired|sleepy)',
  '(not|stopped|is not|was not) breathing',
  '(breathing|breathes|breaths) {0-2} (fast|quickly|rapidly|quick|hard|strange|funny|noisy)',
  '(struggling|fighting|gasping) (for|to) (breath|air|breathe)',
  '(cannot|could not|can barely|can hardly) (breathe|catch (his|her|my|their)? breath)',
  '(chest|breathing) {0-3} (tight|heavy|hurts|rattly|rattling|crackly|wheezy|sore)',
  '(rattly|rattling|crackly) chest',
  '(fever|temperature)',
  'not (himself|herself|themselves|right)',
];

// Spanish: 'ahogarse' is drowning and choking both, so it needs the water named beside it.
const AGUA_ES =
  '(agua|alberca|piscina|pileta|pool|rio|lago|mar|playa|oceano|canal|estanque|laguna|tina|banera|cubeta|balde|presa|olas|ola|corriente|pozo)';
const SUMERSION_ES = [
  '(casi|por poco) (se|me) (ahoga|ahogo|ahogaba|ahogue)',
  '(debajo|bajo|abajo) (del|de el|el)? agua',
  '(se hundio|se hundia|se fue al fondo|se sumergio|quedo sumergido|quedo sumergida)',
  `(sacamos|saque|sacaron|saco|rescatamos|rescataron|rescate|jalamos|jale) {0-4} (del|de la|de el|de una|de un)? ${AGUA_ES}`,
  `(flotando|boca abajo) {0-3} (en)? (el|la)? ${AGUA_ES}`,
  '(trago|trague|tragaron|tragado) {0-3} (mucha|bastante)? agua',
  '(la|una) (corriente|ola|resaca) (lo|la|los|las|me|nos)? (arrastro|jalo|revolco|tumbo|llevo)',
  '(arrastrado|arrastrada) por la (corriente|ola|resaca)',
];
const AHOGO_ES = ['(ahoga|ahogo|ahogaba|ahogando|ahogado|ahogada|ahogarse|ahogue|hundio|hundia)'];
const SIGNOS_AGUA_ES = [
  '(tos|tose|tosiendo|tosio|toser|jadeando|silbido|espuma)',
  '(vomito|vomitando|vomita|vomitos|devolvio|devolviendo)',
  '(somnoliento|somnolienta|adormilado|adormilada|aguadito|aguadita|flojito|flojita|confundido|confundida|palido|palida|morado|morada|azul|inconsciente|desmayado|desmayada|aturdido|aturdida)',
  '(muy|demasiado|super|bien) (cansado|cansada|dormido|dormida)',
  '(no|no esta|dejo de) (respira|respirando|respirar)',
  '(sin respirar|no respiraba|no estaba respirando)',
  '(respira|respirando) {0-2} (rapido|raro|feo|con dificultad|agitado)',
  '(le|me) cuesta respirar',
  '(no puede|no puedo) respirar',
  'pecho {0-3} (apretado|duele|silba|suena)',
  '(fiebre|calentura)',
  'no (es|esta) (el mismo|la misma|normal)',
];

/** Under the water or pulled out of it, with any sign after: anyone who went under needs to be checked. */
export const DROWNING = {
  id: 'drowning',
  label: 'Drowning, pulled from the water',
  rules: [{ phrases: SUBMERSION, with: [SIGNS] }],
  answer:
    'Call 911 now, even if they seem fine now: water in the lungs can cause breathing problems hours later, so anyone who went under and is coughing, breathless, drowsy or being sick must be checked in an emergency room. If they are not breathing, the 911 operator will talk you through CPR, starting with 5 rescue breaths. If they are breathing, lay them on their side, take off wet clothes and keep them warm until help arrives.',
  sources: [{ name: "St John Ambulance, 'Drowning'", url: 'sja.org.uk' }, NHS_999],
  // Before collapse and breathing trouble: this answer covers those that drowning brings.
  order: 4,
  spanish: {
    rules: [
      { phrases: SUMERSION_ES, with: [SIGNOS_AGUA_ES] },
      { phrases: AHOGO_ES, with: [[AGUA_ES], SIGNOS_AGUA_ES] },
    ],
    answer:
      'Llame al 911 ahora, aunque la persona parezca estar bien: el agua en los pulmones puede causar problemas para respirar horas después, así que cualquier persona que estuvo bajo el agua y tiene tos, falta de aire, somnolencia o vómito debe ser revisada en una sala de emergencias. Si no respira, el operador del 911 le indicará cómo dar RCP, empezando con 5 respiraciones de rescate. Si respira, acuéstela de lado, quítele la ropa mojada y manténgala abrigada hasta que llegue la ayuda.',
  },
} as const satisfies RedFlagCategory;
