import type { RedFlagCategory } from '../category';

const SEIZURE_WORDS = [
  '(seizure|seizures|seizing|fitting|convulsion|convulsions|convulsing|convulsed)',
  '(having|had|has|have) a? (fit|fits)',
  '(febrile|epileptic|tonic clonic) (fit|fits|seizure|seizures|convulsion|convulsions)',
  'fit {0-2} (stop|stopping|lasting|lasted|for)',
  'shaking and jerking',
  '(shaking|jerking) {0-3} (uncontrollably|all over|and jerking|and shaking)',
  'jerking (all over|uncontrollably)',
  '(jerking|twitching|shaking) and (twitching|jerking)',
];
const FIVE_MINUTES = '(#5-99|five|six|seven|eight|nine|ten|fifteen|twenty)';
/** Said of the seizure itself, so neither a negation ('has not stopped') nor the past cancels it. */
const ESCALATION = [
  '(will not|does not|did not|is not going to|not) (stop|stopped|stopping)',
  'never had one',
  'still (seizing|fitting|shaking|jerking|convulsing|going|having)',
  'first ever? (seizure|fit|convulsion|time)',
  'never had (a|one)? {0-1} before',
  'one after (another|the other)',
  '(longer|worse) than (usual|normal)',
  '(back to back|another one|has not woken|turning blue)',
  '(keep|keeps) having',
  'not (waking|woken|coming round|come round|come to|coming to)',
  `(more than|over|longer than|for|about|nearly|almost|past|lasted|lasting|lasts|been) ${FIVE_MINUTES} {0-1} (minutes|mins|min)`,
  `${FIVE_MINUTES} (minutes|mins|min) (now|already|and)`,
];
const FIRST_SEIZURE = [
  'first ever? (seizure|fit|convulsion)',
  '(seizure|fit|convulsion) {0-2} first (one|ever|time)',
  '(seizure|fit|convulsion|febrile convulsion) {0-2} (for the first time|first time ever)',
  'never had (a|one|any) (seizure|seizures|fit|fits|convulsion|convulsions) before',
  '(seizure|seizures|fit|fits) after (another|the other|seizure|fit)',
  '(cluster|clusters|string|run) of (seizures|fits)',
  'status epilepticus',
  'one (seizure|fit|convulsion) (after|into|to) (another|the next|the other)',
  '(#2-99|two|three|four|five|several|multiple) (seizures|fits|convulsions) (in|within) (an|one|a|the last|the past|#) (hour|hours|day|row)',
];
const SEIZING_NOW = [
  '(is|am|are) (having|in) a? (seizure|fit|convulsion)',
  '(is|am|are) (on the floor|on the ground|in bed)? (seizing|fitting|convulsing)',
  '(shaking|jerking|twitching|stiff) {0-4} (frothing|foaming) at the mouth',
];
const EPILEPSY = ['(epilepsy|epileptic)', '(his|her|my|their) usual (seizure|seizures|fit|fits)'];

// Spanish: accents folded. 'Le dio un ataque' is a seizure only beside its signs.
const PALABRAS_CONVULSION_ES = [
  '(convulsion|convulsiones|convulsionando|convulsiona|convulsiono|convulsionar|convulsionado|convulsionada|seizure|seizures)',
  '(crisis convulsiva|ataque epileptico|ataque de epilepsia|crisis epileptica)',
  '(le dio|le esta dando|tiene|tuvo|esta teniendo|le dan|le da) (un|una)? (ataque|ataques) !(de (ansiedad|panico|nervios|risa|tos|asma|celos|hambre)|al corazon|cardiaco)',
  '(sacudiendose|se sacude|temblando|brincando) {0-3} (sin control|todo el cuerpo|y echando espuma)',
  '(ojos en blanco|se le voltearon los ojos|se le fueron los ojos)',
];
const CINCO_MINUTOS_ES = '(#5-99|cinco|seis|siete|ocho|nueve|diez|quince|veinte)';
/** Said of the seizure itself, so neither a negation ('no para') nor the past cancels it. */
const ESCALADA_ES = [
  '(no|no se le|no se) (para|paran|pasa|quita|detiene|termina|acaba)',
  '(nunca|jamas) (le|me) (habia|habian|ha) (dado|pasado)',
  '(nunca|jamas) (habia tenido|ha tenido|tuvo)',
  '(sigue|todavia|aun) (convulsionando|temblando|sacudiendose|con la convulsion)',
  '(primera|1ra|1a) (vez|convulsion)',
  'por primera vez',
  '(tras|detras de|despues de) (otra|otro)',
  '(mas larga|mas fuerte|peor) (de lo normal|que (siempre|otras veces|las otras))',
  '(otra|otra mas) (convulsion|crisis)',
  '(no despierta|no vuelve en si|no reacciona|se esta poniendo morado|se esta poniendo azul)',
  `(mas de|lleva|llevaba|ya lleva|ya van|van|durante|como|casi|por) ${CINCO_MINUTOS_ES} (minutos|min|mins)`,
  `${CINCO_MINUTOS_ES} minutos (ya|y sigue|y no)`,
];
const PRIMERA_ES = [
  '(primera|1ra) (convulsion|crisis)',
  '(convulsion|convulsiones|ataque) {0-2} (por primera vez|primera vez)',
  '(nunca|jamas) (habia tenido|ha tenido|tuvo|le habia dado|le ha dado) (una|un)? (convulsion|convulsiones|ataque)',
  '(convulsiones|convulsion|crisis) (una tras otra|tras otra|seguidas|repetidas)',
  'estado epileptico',
  '(convulsiono|convulsiona|le dio|tuvo|le dieron) (#2-99|dos|tres|varias) (veces|convulsiones) (seguidas|en (una|un) (hora|dia|rato))',
  '(#2-99|dos|tres|cuatro|cinco|varias|muchas) (convulsiones|crisis) (en|seguidas)',
];
const CONVULSIONANDO_AHORA_ES = [
  '(esta|estoy|estan) (convulsionando|teniendo (una)? convulsion|con (una)? convulsion)',
  '(echando|saca|sacando|echa) espuma (por|de) la boca',
];
const EPILEPSIA_ES = [
  '(epilepsia|epileptico|epileptica)',
  '(su|sus) (convulsiones|convulsion|crisis) de siempre',
];

/** A seizure that lasts, repeats or is the first; one happening now, unless it is a known epilepsy's usual one. */
export const SEIZURE = {
  id: 'seizure',
  label: 'Seizure over 5 minutes or first seizure',
  rules: [
    { phrases: SEIZURE_WORDS, with: [{ phrases: ESCALATION, history: false, negation: false }] },
    { phrases: FIRST_SEIZURE, history: false },
    { phrases: SEIZING_NOW, unless: EPILEPSY },
  ],
  answer:
    "Call 911 now: a seizure lasting over 5 minutes, seizures one after another, or a first seizure needs emergency care. Move hard objects away, cushion the head, don't hold the person down or put anything in their mouth, and once the shaking stops roll them onto their side.",
  sources: [{ name: "NHS, 'What to do if someone has a seizure'", url: 'nhs.uk' }],
  order: 16,
  spanish: {
    rules: [
      {
        phrases: PALABRAS_CONVULSION_ES,
        with: [{ phrases: ESCALADA_ES, history: false, negation: false }],
      },
      { phrases: PRIMERA_ES, history: false },
      { phrases: CONVULSIONANDO_AHORA_ES, unless: EPILEPSIA_ES },
    ],
    answer:
      'Llame al 911 ahora: una convulsión que dura más de 5 minutos, convulsiones una tras otra o una primera convulsión necesitan atención de emergencia. Aleje los objetos duros, proteja la cabeza con algo blando, no sujete a la persona ni le ponga nada en la boca, y cuando paren las sacudidas póngala de lado.',
  },
} as const satisfies RedFlagCategory;
