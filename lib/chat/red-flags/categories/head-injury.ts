import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const HEAD_HIT = [
  '(hit|hits|hitting|hurt|banged|bumped|knocked|smashed|struck|cracked|injured|whacked|landed on|fell on) {0-3} (head|skull)',
  '(head|skull) (injury|injuries|trauma|wound|knock|bang|bump)',
  '(knock|blow|bang|bump|hit|whack|kick) (to|on|in) (the|his|her|my) (head|skull)',
  '(concussion|concussed)',
  '(fell|fall|falling|came off|thrown) {0-6} (head|skull)',
  '(head|skull) {0-3} (hit|hitting|against|on the (floor|ground|pavement|concrete|table))',
];
const WARNING_SIGNS = [
  '(confused|confusion|disoriented|not making sense|drowsy|sleepy|cannot stay awake|keeps falling asleep|hard to wake)',
  '(vomit|vomited|vomiting|threw up|throwing up|thrown up|been sick|being sick|keeps being sick)',
  '(does not remember|cannot remember|memory loss|forgetting)',
  '(blurred vision|blurry vision|double vision|seeing double|clear fluid)',
  'fluid coming? (from|out of) (his|her|my) (nose|ear|ears)',
  'bleeding from (his|her|my) (ear|ears)',
  'acting (strange|weird|strangely|odd|oddly)',
  '(not himself|not herself|slurr|unequal pupils|one pupil|dazed)',
  '(knocked out|blacked out|lost consciousness|knocked unconscious|passed out)',
];

// Spanish: accents folded. 'Me pegó un dolor de cabeza' is a headache, not a blow.
const GOLPE_CABEZA_ES = [
  '(pego|pegue|pega|pegaron|golpeo|golpee|golpea|golpearon|golpeado|golpeada|lastimo|lastime|azoto|azote|descalabro|cayo|cai|cayeron) {0-4} (cabeza|craneo|cabecita|frente|nuca)',
  '(golpe|golpazo|madrazo|trancazo|porrazo|guamazo|descalabrada|herida|trauma|traumatismo|contusion) {0-3} (en|de)? (la|su|mi)? (cabeza|craneo|cabecita|nuca)',
  '(conmocion|concusion|contusion) (cerebral)?',
  '(cabeza|craneo|nuca) {0-3} (contra|en) (el|la)? (piso|suelo|banqueta|acera|pavimento|mesa|pared|concreto|cemento)',
];
const SIGNOS_ADVERTENCIA_ES = [
  '(confundido|confundida|confusion|desorientado|desorientada|somnoliento|somnolienta|adormilado|adormilada|no se despierta|no despierta)',
  '(muy|bien) (dormido|dormida)',
  '(vomito|vomitado|vomitando|vomita|vomitos|vomitar|devolvio|devolviendo|devolver|nauseas)',
  '(no se acuerda|no recuerda|no sabe donde esta|pregunta lo mismo|repite lo mismo|perdio la memoria)',
  '(ve doble|vision doble|ve borroso|vista borrosa|vision borrosa)',
  '(liquido|agua) {0-3} (nariz|oido|oidos|orejas|oreja)',
  '(sangra|sangrando|sangre|sangrado) {0-2} (oido|oidos|oreja|orejas)',
  '(habla raro|habla rara|actua raro|actua rara|se comporta raro|no habla bien|no es el mismo|no es la misma|arrastra las palabras)',
  '(perdio el conocimiento|se desmayo|quedo inconsciente|se quedo inconsciente|quedo noqueado|quedo noqueada|perdio el sentido)',
  'pupilas {0-2} (diferentes|distintas|desiguales)',
];

/** A knock to the head with confusion, drowsiness, vomiting, memory loss or a sign of a fracture. */
export const HEAD_INJURY = {
  id: 'head-injury',
  label: 'Head injury with warning signs',
  rules: [{ phrases: HEAD_HIT, with: [WARNING_SIGNS] }],
  answer:
    'A head injury with confusion, drowsiness, vomiting or memory loss needs emergency care. Call 911 or go to the nearest emergency room now, and do not let the person drive. Keep them still and stay with them.',
  sources: [{ name: "NHS, 'Head injury and concussion'", url: 'nhs.uk' }, NHS_999],
  order: 9,
  spanish: {
    rules: [
      {
        phrases: GOLPE_CABEZA_ES,
        with: [SIGNOS_ADVERTENCIA_ES],
        unless: ['(pego|pegue|dio|di) (un|una)? (dolor|jaqueca|migrana)'],
      },
    ],
    answer:
      'Un golpe en la cabeza con confusión, somnolencia, vómito o pérdida de memoria necesita atención de emergencia. Llame al 911 o vaya a la sala de emergencias más cercana ahora, y no deje que la persona maneje. Manténgala quieta y quédese con ella.',
  },
} as const satisfies RedFlagCategory;
