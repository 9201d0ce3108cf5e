import type { RedFlagCategory } from '../category';
import { SUDDEN } from '../fragments';
import { NHS_999 } from '../sources';
import { SUBITO } from '../fragments-es';

const SEVERE =
  '(severe|excruciating|explosive|terrible|intense|awful|blinding|agonising|agonizing|horrible|splitting|crushing|massive|unbearable|violent|really bad|very bad)';
const WORST_HEADACHE = [
  '(thunderclap|thunderbolt)',
  'thunder (headache|head pain)',
  'worst (headache|head pain|pain) {0-3} (life|ever|ever had)',
  '(headache|head pain|back of (my|his|her|the) head|pain in (my|his|her) head) {0-3} worst (ever|pain ever|of (my|his|her) life)',
  'worst ever headache',
  '(worst|most painful|most intense|most severe) (headache|head pain|pain) (i|he|she) (have|has|had|have ever|has ever|ever) {0-1} (had|felt)',
  '(headache|head pain|pain in (my|his|her) head) {0-3} (came on|hit|started|struck|came) (me|him|her)? (suddenly|all at once|out of nowhere|like a|in seconds|instantly|in an instant|in a split second|in a second|in a flash|within (a|one) minute|within seconds)',
  `${SUDDEN} {0-3} ${SEVERE} {0-2} (headache|head pain|pain in (my|his|her|the) (head|back of))`,
  `${SEVERE} (headache|head pain) {0-4} (${SUDDEN}|seconds|in a second|instantly)`,
  `${SUDDEN} (headache|head pain|pain in (my|his|her|the) head) {0-2} (so bad|so severe|so painful|unbearable|excruciating)`,
  '(head|headache|head pain) {0-6} like (i|he|she) (was|had been|got) (hit|struck|smacked|whacked) (with|by)',
  'like (i|he|she) (was|got|have been|had been) (hit|struck|kicked) {0-5} (head|skull)',
  '(head|brain) {0-4} (exploding|exploded|explode)',
  'exploding headache',
  '(headache|head pain) {0-3} (10 10|10 out of 10|ten out of ten)',
  '(head|skull) {0-4} (split|splitting) open',
  '(headache|head pain|head) {0-3} (from)? (0|zero|nothing) to (10|ten) in',
  '(headache|head pain|pain in (my|his|her) head|back of (my|his|her) head) {0-3} like nothing (i|he|she) (have|has|had)? ever? (felt|had|experienced)',
  'headache {0-2} like (an|a) (explosion|bomb|bolt|thunder)',
  '(headache|head pain) {0-6} ((in|within) (seconds|a second|a few seconds|an instant)|full force)',
];

// Spanish: accents folded. 'Me va a explotar la cabeza con tanto trabajo' is a figure of speech.
const SEVERO_ES =
  '(fuerte|muy fuerte|fortisimo|fuertisimo|terrible|horrible|intenso|insoportable|espantoso|brutal|tremendo|explosivo|atroz|del demonio|de muerte|bien feo|muy feo|horroroso)';
const DOLOR_CABEZA_ES =
  '(dolor de cabeza|dolor en la cabeza|dolor en la nuca|dolor de nuca|jaqueca)';
const PEOR_DOLOR_ES = [
  `(el|un)? peor ${DOLOR_CABEZA_ES} (de mi vida|de su vida|que he tenido|que ha tenido|que he sentido|que ha sentido|de la vida)`,
  `${DOLOR_CABEZA_ES} (mas fuerte|mas horrible|mas intenso|peor) (de mi vida|de su vida|que he tenido|que ha tenido|que he sentido|que ha sentido|de la vida)`,
  '(nunca|jamas) (habia|he|ha) (tenido|sentido) {0-1} (un)? dolor (de cabeza)? (asi|tan fuerte|como este|igual)',
  `${SUBITO} {0-4} (un|una)? ${SEVERO_ES} ${DOLOR_CABEZA_ES}`,
  `${SUBITO} {0-3} ${DOLOR_CABEZA_ES} {0-3} ${SEVERO_ES}`,
  `${DOLOR_CABEZA_ES} {0-3} ${SEVERO_ES} {0-6} ${SUBITO}`,
  `${DOLOR_CABEZA_ES} (repentino|subito|subita) {0-2} ${SEVERO_ES}`,
  `${SEVERO_ES} ${DOLOR_CABEZA_ES} (repentino|subito)`,
  `${SUBITO} {0-4} (un)? dolor ${SEVERO_ES} (en la|de) (cabeza|nuca)`,
  `dolor ${SEVERO_ES} (en la|de) (cabeza|nuca) {0-4} ${SUBITO}`,
  'como (un|una|si me) (trueno|rayo|martillazo|balazo|explosion|bomba|golpe|hubieran dado un golpe|hubieran pegado) {0-4} (cabeza|nuca)',
  '(cabeza|nuca) {0-4} como (un|una|si) (trueno|rayo|martillazo|balazo|explosion|bomba|golpe|me hubieran (pegado|dado))',
  'como si (me|le) (hubieran|hubiera) (dado|pegado|golpeado) {0-2} (balazo|golpe|martillazo|batazo|palazo|tiro|trancazo) {0-3} (cabeza|nuca)',
  `${DOLOR_CABEZA_ES} {0-3} (10 de 10|diez de diez)`,
  `(en|de) (segundos|un segundo|un instante) {0-3} ${DOLOR_CABEZA_ES}`,
  `${DOLOR_CABEZA_ES} {0-4} (en segundos|en un segundo|de golpe)`,
];
const EXPLOTA_ES = [
  'cabeza {0-4} (explotar|explota|estallar|estalla|reventar|revienta)',
  '(explotar|explota|estallar|estalla|reventar|revienta) (la|mi|su) cabeza',
];

/** The worst headache of one's life, or a severe one that came on in seconds; not 'a bit of a headache'. */
export const SUDDEN_HEADACHE = {
  id: 'sudden-headache',
  label: 'Sudden severe headache',
  rules: [{ phrases: WORST_HEADACHE, softenable: true }],
  answer:
    "A sudden, severe headache (the 'worst ever', or one that peaks within seconds or minutes) can be bleeding in the brain. Call 911 or go to the nearest emergency room now. Don't drive yourself.",
  sources: [NHS_999],
  order: 20,
  spanish: {
    rules: [
      { phrases: PEOR_DOLOR_ES, softenable: true },
      {
        phrases: EXPLOTA_ES,
        unless: [
          '(trabajo|tarea|tareas|estudiar|estres|ruido|tanto|examen|examenes|papeleo|pensar|ninos)',
        ],
      },
    ],
    answer:
      'Un dolor de cabeza repentino y muy fuerte (el peor de su vida, o uno que llega a su máximo en segundos o minutos) puede ser un sangrado en el cerebro. Llame al 911 o vaya a la sala de emergencias más cercana ahora. No maneje usted mismo.',
  },
} as const satisfies RedFlagCategory;
