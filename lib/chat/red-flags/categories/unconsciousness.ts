import type { RedFlagCategory } from '../category';
import { COLD, HEAT } from '../fragments';
import { NHS_999 } from '../sources';
import { CALOR, FRIO } from '../fragments-es';

const COLLAPSE = [
  '(unconscious|unresponsive|not responding|does not respond|is not responsive)',
  '(will not|would not|did not|cannot) (respond|react) !to',
  '(has|have)? passed out',
  // 'I feel like I'm going to pass out' is faintness, not a collapse.
  '!(to|might|could|gonna|like|almost|nearly) (passing out|pass out)',
  '(blacked out|fainted|lost consciousness|losing consciousness|loss of consciousness)',
  '(is|are|was|he is|she is) not breathing',
  'not breathing',
  '(stopped|no longer) breathing',
  '(has|have) no pulse',
  'no pulse',
  '(his|her|my|their) heart stopped',
  '(will|would) not wake up',
  '(cannot|could not|can not) (wake|rouse) (him|her|them|my|up)',
  'not (waking|woken) up',
  'doing cpr',
  '(need|needs) cpr',
  'giving (him|her) cpr',
];
/** A page, an app or a device 'not responding' is no one collapsing. */
const NOT_A_PERSON = [
  '(page|app|website|site|button|screen|phone|computer|laptop|form|link|browser|chat|system|portal)',
];

/** A collapse; in heat or cold, and nothing worse said, its cause's answer fits better (cool or warm them). */
const COLLAPSED = ['(collapsed|collapses|collapsing|keeled over)'];

// Spanish: accents folded. 'Casi me desmayo con el precio' is a figure of speech.
const COLAPSO_ES = [
  '(inconsciente|inconscientes|desmayado|desmayada|desvanecido|desvanecida)',
  '(quedo|esta|estaba|cayo|se quedo|lo encontre|la encontre|lo encontramos|la encontramos) (tirado|tirada|ahi)? sin (sentido|conocimiento)',
  '(no|ya no|ni) (responde|reacciona|abre los ojos|respira) !(el|la|los|las|mi|mis|su|sus|a|al|mensajes|llamadas|correos)',
  '!(casi|por poco) (se|le|me|nos) (desmayo|desmaye|desmayaron|desvanecio)',
  '(no se mueve|no reacciona|no responde|no habla|no abre los ojos) (ni|y no) (respira|responde|reacciona)',
  '(perdio|perdi|pierde|perdiendo) el (conocimiento|sentido)',
  '(le dio|tuvo) (un)? (desmayo|desvanecimiento)',
  '(sin|no tiene|no le siento|no le encuentro|no encuentro) (el)? pulso',
  '(su|el|mi) corazon (se)? (paro|detuvo)',
  '(dando|dandole|le doy|le di|le dimos|le hago|le hice|haciendo|haciendole|hacerle|darle|necesita|necesitan) (la)? (rcp|cpr|reanimacion|reanimacion cardiopulmonar)',
  '(no|ya no) (puedo|podemos|pude|pudimos) (despertarlo|despertarla|despertarle|hacerlo reaccionar|hacerla reaccionar)',
];
/** A page, an app or a phone 'no responde' is no one collapsing; a course of CPR is no emergency. */
const NOT_A_PERSON_ES = [
  '(pagina|app|aplicacion|sitio|boton|pantalla|telefono|celular|computadora|formulario|enlace|link|navegador|chat|sistema|portal|internet|wifi|correo)',
  '(curso|clase|clases|certificacion|certificado|aprender|entrenamiento)',
  'cuando (vi|lei|escuche|abri|me llego)',
];
/** Not waking or not coming round: after a seizure, the seizure answer fits. */
const NO_DESPIERTA_ES = [
  '(no|ya no) (despierta|se despierta|vuelve en si) !(para|temprano|a tiempo|en la manana)',
];
const CONVULSION_ES = [
  '(convulsion|convulsiones|convulsiono|convulsionando|ataque epileptico|epilepsia|crisis epileptica)',
];
const COLAPSADO_ES = [
  '(se desplomo|se desploma|desplomado|desplomada|se cayo redondo|se cayo redonda|se derrumbo)',
];

/** Someone collapsed, unconscious, not breathing or needing CPR. */
export const UNCONSCIOUSNESS = {
  id: 'unconsciousness',
  label: 'Collapse, unconscious, not breathing',
  rules: [
    // 'My heart stopped when I saw the bill' is a figure of speech.
    {
      phrases: COLLAPSE,
      unless: [
        ...NOT_A_PERSON,
        'my heart (stopped|skipped) {0-1} when i (saw|read|heard|opened|got)',
      ],
    },
    { phrases: COLLAPSED, unless: [...NOT_A_PERSON, ...HEAT, ...COLD] },
    // Not come round after a seizure: the seizure answer fits.
    {
      phrases: [
        '(will not|would not|has not|have not|did not|not) (come|came) (round|around|to) !(for|to|today|tomorrow|tonight|later|here|again|this|at|on|with|my|our|your)',
      ],
      unless: ['(fit|fits|seizure|seizures|seizing|fitting|convulsion|convulsions|convulsing)'],
    },
    // Knocked out by a blow to the head: the head-injury answer fits (keep still, no driving).
    { phrases: ['knocked out'], unless: [...NOT_A_PERSON, '(head|skull)'] },
  ],
  answer:
    "Call 911 now. If the person is not breathing normally, the 911 operator will talk you through CPR: push hard and fast in the middle of the chest. If they are breathing, lay them on their side and stay with them until help arrives. Don't give them anything to eat or drink.",
  sources: [NHS_999],
  order: 5,
  spanish: {
    rules: [
      { phrases: COLAPSO_ES, unless: NOT_A_PERSON_ES },
      { phrases: NO_DESPIERTA_ES, unless: [...NOT_A_PERSON_ES, ...CONVULSION_ES] },
      { phrases: COLAPSADO_ES, unless: [...NOT_A_PERSON_ES, ...CALOR, ...FRIO] },
    ],
    answer:
      'Llame al 911 ahora. Si la persona no respira normalmente, el operador del 911 le indicará cómo dar RCP: empuje fuerte y rápido en el centro del pecho. Si respira, acuéstela de lado y quédese con ella hasta que llegue la ayuda. No le dé nada de comer ni de beber.',
  },
} as const satisfies RedFlagCategory;
