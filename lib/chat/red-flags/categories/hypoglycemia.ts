import type { RedFlagCategory } from '../category';
import { DIABETIC_WORDS } from '../fragments';
import { NHS_999 } from '../sources';
import { DIABETICO } from '../fragments-es';

const LOW_SUGAR = [
  '(hypo|hypos|hypoglycemia|hypoglycaemia|hypoglycemic|hypoglycaemic)',
  'low blood? sugar',
  'sugar {0-3} (low|dropped|dropping|crashed|crashing|plummeted|plummeting|tanked|fell|falling)',
  '(meter|reading|cgm|libre|dexcom|monitor|sugar|glucose) {0-2} (says|reads|shows|showing|reading) (lo|low)',
  '(took|taken|injected|had|gave|given) {0-3} (insulin|dose) {0-2} (twice|by mistake|too much|double)',
  '(too much|double|extra) insulin',
  'insulin {0-4} (did not|has not|not|without|forgot to|skipped) (eat|eaten|eating|food|a meal|lunch|dinner|breakfast)',
];
/** What NHS 111 calls for 999 in a diabetic, whatever the reading; not 'confused about the new pen'. */
const EMERGENCY = [
  'confused !(about|by|with|over|as to)',
  'confusion !(about|over)',
  '(disoriented|disorientated|gibberish|slurring|slurred|aggressive|combative|fainted|unconscious|unresponsive|seizure|fitting)',
  'not making any? sense',
  'talking (nonsense|gibberish|rubbish)',
  '(hard|difficult|impossible) to wake',
  '(cannot|will not) wake',
  '(acting|seem|seems|look|looks) {0-1} drunk',
  '(cannot|could not|can not|unable to|not able to) swallow',
  'too {1-1} to (eat|drink|swallow)',
  '(passed|passing) out',
  '(not responding|having a fit)',
];
/** With a low reading, the milder signs count too. */
const DANGER = [
  ...EMERGENCY,
  '(nonsense|drowsy|sleepy|muddled|seeing double|double vision|blurred vision|blurry vision|pass out)',
  '(cannot|could not|can not) think',
];
const SWEATY_SHAKY = [
  '(sweaty|sweating|sweats|clammy|shaking|shaky|trembling|tremble|trembly|pale)',
  'heart (racing|pounding)',
];

// Spanish: accents folded; 'hipo' is hiccups in Spanish, never a low.
const AZUCAR_BAJA_ES = [
  '(hipoglucemia|hipoglicemia|hipoglucemico|hipoglucemica)',
  '(azucar|glucosa) (muy)? (baja|bajo|bajisima|bajisimo)',
  '(azucar|glucosa) {0-3} (se bajo|se le bajo|se me bajo|bajando|por el suelo|en el piso|cayendo|se cayo|bajo mucho)',
  '(se me|se le|le|me) (bajo|bajaba|esta bajando|bajo mucho) (la|el)? (azucar|glucosa)',
  '(glucometro|medidor|sensor|monitor|libre|dexcom|azucar|glucosa) {0-2} (dice|marca|muestra|sale) (lo|low)',
  '(se puso|se inyecto|me inyecte|le puse|me puse|le inyecte|se aplico|me aplique) {0-3} (insulina|dosis) {0-2} (doble|dos veces|por error|de mas|demasiada)',
  '(doble|demasiada|de mas) insulina',
  'insulina {0-4} (no comio|sin comer|no ha comido|no he comido|no desayuno|no ceno|no almorzo)',
];
/** What calls for 911 in a diabetic, whatever the reading; not 'confundido con la pluma nueva'. */
const EMERGENCIA_ES = [
  '(confundido|confundida|confusion) !(con|sobre|por|de)',
  '(desorientado|desorientada|agresivo|agresiva|inconsciente|desmayado|desmayada|convulsion|convulsionando|convulsiona)',
  '(habla|dice|hablando|diciendo) (incoherencias|cosas sin sentido|puras incoherencias|tonterias|cosas raras)',
  '(no se le entiende|no se entiende lo que dice|arrastra las palabras|arrastrando las palabras)',
  '(no puedo|no podemos|no se puede) despertar',
  '(no|no se) despierta',
  '(actua|actuando|parece|esta|anda) (como)? (borracho|borracha|tomado|tomada)',
  '(no puede|no puedo) tragar',
  '(no me|no nos|no) (reconoce|conoce) !(el|la|los|las)',
  '(se desmayo|se esta desmayando|perdio el conocimiento)',
];
/** With a low reading, the milder signs count too. */
const PELIGRO_ES = [
  ...EMERGENCIA_ES,
  '(somnoliento|somnolienta|adormilado|adormilada|ve doble|vision doble|ve borroso|vista borrosa)',
  '(muy|bien) (dormido|dormida)',
  '(no puede|no puedo) pensar',
];
const SUDOR_TEMBLOR_ES = [
  '(sudando|sudor|sudoroso|sudorosa|sudado|sudada|pegajoso|pegajosa|temblando|tembloroso|temblorosa|temblor|temblores|tiembla|palido|palida)',
  'corazon (acelerado|a mil|latiendo (rapido|fuerte))',
];

/** Blood sugar in mmol/L: under 4 is a hypo (NHS), under 3 a severe one. */
export const HYPOGLYCEMIA = {
  id: 'hypoglycemia',
  label: 'Low blood sugar with confusion',
  rules: [
    { phrases: ['(severe|bad|major|really bad) hypo'] },
    { phrases: LOW_SUGAR, with: [DANGER] },
    { reading: 'glucose', below: 4, with: [DANGER] },
    { reading: 'glucose', below: 3, with: [SWEATY_SHAKY] },
    { phrases: DIABETIC_WORDS, with: [EMERGENCY] },
    { phrases: DIABETIC_WORDS, with: [SWEATY_SHAKY, DANGER] },
  ],
  answer:
    "This sounds like a severe low blood sugar (hypo). Call 911 now if the person is confused, very drowsy, can't swallow, has a fit or has passed out, and give glucagon if they have it. Don't put food or drink in the mouth of someone who is drowsy or can't swallow. If they are awake and can swallow safely, give fast sugar now (half a cup of juice or regular soda, or 4 glucose tablets) and check again after 15 minutes.",
  sources: [
    { name: "NHS, 'Low blood sugar (hypoglycaemia)'", url: 'nhs.uk/conditions/low-blood-sugar' },
    NHS_999,
  ],
  // After DKA; before stroke and sepsis, whose confusion it shares.
  order: 12,
  spanish: {
    rules: [
      { phrases: ['(hipoglucemia|hipoglicemia|bajon de azucar) (fuerte|grave|muy fuerte|severa)'] },
      { phrases: AZUCAR_BAJA_ES, with: [PELIGRO_ES] },
      { reading: 'glucose', below: 4, with: [PELIGRO_ES] },
      { reading: 'glucose', below: 3, with: [SUDOR_TEMBLOR_ES] },
      // 'LO' on a meter is below what it can read: as a reading under 3.
      {
        phrases: [
          '(glucometro|medidor|sensor|monitor|libre|dexcom) {0-2} (dice|marca|muestra|sale) (lo|low)',
        ],
        with: [SUDOR_TEMBLOR_ES],
      },
      { phrases: DIABETICO, with: [EMERGENCIA_ES] },
      { phrases: DIABETICO, with: [SUDOR_TEMBLOR_ES, PELIGRO_ES] },
    ],
    answer:
      'Esto parece un nivel de azúcar en la sangre muy bajo (hipoglucemia grave). Llame al 911 ahora si la persona está confundida, muy somnolienta, no puede tragar, tiene una convulsión o se desmayó, y póngale glucagón si lo tiene. No le ponga comida ni bebida en la boca si está somnolienta o no puede tragar. Si está despierta y puede tragar sin problema, dele azúcar rápida ahora (media taza de jugo o de refresco normal, o 4 tabletas de glucosa) y vuelva a medir en 15 minutos.',
  },
} as const satisfies RedFlagCategory;
