import type { RedFlagCategory } from '../category';
import { SUDDEN } from '../fragments';
import { NHS_999 } from '../sources';
import { SUBITO } from '../fragments-es';

const STROKE_SIGN = [
  '(tia|mini stroke)',
  '!(heat|sun|back|breast|brush|pen|swimming|swim) (stroke|strokes) !(of luck|of genius|technique|rate)',
  '(face|mouth|smile|eyelid|lip) {0-3} (drooping|droopy|droops|drooped|droop|sagging|sagged|saggy|fallen|dropped|dropping|lopsided|crooked|uneven|twisted|numb)',
  '(drooping|droopy|sagging|crooked|lopsided|uneven) {0-1} (face|mouth|smile)',
  'facial droop',
  'one side of (my|his|her|their|the) face',
  '(slurred|slurring)',
  'slurry speech',
  'speech {0-3} (slurred|garbled|jumbled|strange|weird|funny|off|wrong|gone)',
  'words {0-3} (jumbled|wrong|garbled|mixed up)',
  'words {0-3} (coming|come|came|comes) out {0-2} (wrong|jumbled|garbled|mixed up|muddled|slurred|funny|strange|weird)',
  '(talking|speaking) gibberish',
  'cannot get (my|his|her) words out',
  'cannot find (the|my|his|her) words',
  '(weak|weakness|numb|numbness|heavy|dead|paralysed|paralyzed|tingling) {0-4} (one|left|right) side',
  '(one|left|right) side of (my|his|her|the) body',
  '(cannot|could not|unable to) (move|feel) {0-2} (one|left|right) side',
  '(cannot|could not|unable to) (lift|raise|move) {0-2} (arm|arms|leg) {0-4} (suddenly|face|speech|one side)',
  `${SUDDEN} {0-4} (weakness|weak|numbness|numb|confused|confusion|disoriented|cannot (see|speak|talk|walk|stand|understand)|lost {0-2} (vision|sight|balance)|loss of {0-1} (vision|sight|balance)|blind|double vision|dizzy and cannot)`,
  `(weakness|weak|numbness|numb|confused|confusion|blind|lost (his|her|my) (vision|sight|balance)) {0-4} ${SUDDEN}`,
  'went blind',
  'lost the? (vision|sight) in (one|my|his|her) {0-1} eye',
];
const ARM_OR_LEG_WEAK = [
  '(arm|arms|leg|legs|hand) {0-3} (weak|numb|dead|limp|heavy)',
  '(weak|numb|limp) {0-2} (arm|leg|hand)',
  '(cannot|could not) (lift|raise|move|hold up) {0-2} (arm|arms|leg)',
];
const SPEECH_TROUBLE = [
  '(cannot|could not|unable to|struggling to|trouble) (speak|talk|talking|speaking)',
];
const LIMB = ['(arm|arms|leg|legs|hand|hands|side|face)'];
const WENT_WEAK = ['(went|gone|going|goes|is|are|feel|feels|got) all? (weak|numb|dead|limp|heavy)'];

// Spanish: accents folded. 'Embolia' is how many Mexican families say stroke; 'se me cayó la cara
// de vergüenza' is a figure of speech, and 'derrame en el ojo' a burst vessel.
const SIGNO_DERRAME_ES = [
  '(accidente cerebrovascular|acv|ictus|infarto cerebral|trombosis cerebral|mini derrame)',
  '(cara|boca|sonrisa|labio|parpado) {0-3} (caida|caido|chueca|chueco|torcida|torcido|colgada|colgado|desviada|desviado|dormida|dormido|entumida|adormecida|paralizada|ladeada|de lado|de un lado)',
  '(se le|se me) (cayo|esta cayendo|cae|torcio|doblo|durmio|paralizo) (la|el)? (cara|boca|labio|parpado|mitad de la cara) !(de (verguenza|pena))',
  '(un lado|la mitad|media) de (la|su|mi) cara',
  '(se le|se me) (fue|va|esta yendo|cayo|torcio) (la boca|la cara) (de lado|chueca|para un lado|hacia un lado)',
  '(arrastra|arrastrando|arrastraba) las palabras',
  '(habla|hablando|hablaba) (raro|rara|extrano|chistoso|mocho|enredado|trabado|como borracho|como borracha|arrastrado)',
  '(se le|se me) (traban|enredan|revuelven) las palabras',
  '(no le salen|no me salen) las palabras',
  '(debilidad|debil|dormido|dormida|entumido|entumida|entumecido|entumecida|adormecido|adormecida|paralizado|paralizada|hormigueo|sin fuerza) {0-4} (un lado|lado izquierdo|lado derecho|todo el lado|mitad del cuerpo)',
  '(un lado|lado izquierdo|lado derecho|la mitad) del cuerpo',
  '(se me|se le) (durmio|duerme|entumio|paralizo) {0-3} (el lado|todo el lado|un lado|la mitad)',
  `${SUBITO} {0-4} (debilidad|debil|dormido|dormida|entumido|confundido|confundida|confusion|desorientado|desorientada|no (puede|puedo) (ver|hablar|caminar|pararse|entender)|no (entiende|entendia) (nada|lo que)|no (puede|puedo) (mover|levantar|alzar) {0-2} (brazo|pierna|mano|lado)|perdio {0-2} (la vista|el equilibrio|la vision)|ciego|ciega|vision doble|ve doble|no veo)`,
  `(debilidad|debil|dormido|dormida|entumido|entumida|sin fuerza|paralizado|paralizada|confundido|confundida) {0-4} ${SUBITO}`,
  '(perdio|perdi) (la)? (vista|vision) (de|en) (un|el)? ojo',
  '(se quedo|me quede) (ciego|ciega)',
];
/** 'Me va a dar un derrame con tanto papeleo' is a figure of speech, as 'infarto' is in chest-pain. */
const DERRAME_ES = [
  '(derrame cerebral|embolia|embolia cerebral|ataque cerebral)',
  'derrame !(en el ojo|en los ojos|en un ojo|de (aceite|agua|leche|petroleo)|pleural|en la rodilla|de liquido)',
];
const FIGURATIVE_ES = [
  '(casi|por poco) (me|le|nos|te) (da|dio|daba)',
  '(me|le|nos|te) va a dar',
  '(papeleo|factura|cuenta|precio|precios|recibo|renta|trafico|jefe|examen|noticia|susto)',
];
const BRAZO_PIERNA_DEBIL_ES = [
  '(brazo|brazos|pierna|piernas|mano) {0-3} (debil|dormido|dormida|entumido|entumida|muerto|muerta|sin fuerza|pesado|pesada)',
  '(no puede|no puedo|no podia) (levantar|mover|alzar) {0-2} (el|la|su|mi)? (brazo|pierna|mano)',
];
const DIFICULTAD_HABLA_ES = ['(no puede|no puedo|le cuesta|me cuesta|dificultad para) hablar'];
const EXTREMIDAD_ES = ['(brazo|brazos|pierna|piernas|mano|manos|lado|cara)'];
const SE_DURMIO_ES = [
  '(se me|se le) (durmio|entumio|adormecio|paralizo|puso debil|puso pesado|puso pesada|quedo sin fuerza)',
  '(quedo|esta|siento) (debil|dormido|dormida|entumido|entumida|sin fuerza)',
];

/** A drooping face, slurred speech, one side weak, sudden loss of vision or balance; not a heat or swimming stroke. */
export const STROKE = {
  id: 'stroke',
  label: 'Stroke (BE FAST)',
  rules: [
    { phrases: STROKE_SIGN },
    { phrases: ARM_OR_LEG_WEAK, with: [SPEECH_TROUBLE] },
    { phrases: LIMB, with: [WENT_WEAK, [SUDDEN]] },
  ],
  answer:
    "These can be signs of a stroke, and every minute counts. Call 911 right away; don't drive to the hospital. Note the time the symptoms started and tell the 911 operator. Don't give food, drink or medicine.",
  sources: [{ name: "American Stroke Association, 'Stroke Symptoms'", url: 'stroke.org' }, NHS_999],
  order: 15,
  spanish: {
    rules: [
      { phrases: SIGNO_DERRAME_ES },
      { phrases: DERRAME_ES, unless: FIGURATIVE_ES },
      { phrases: BRAZO_PIERNA_DEBIL_ES, with: [DIFICULTAD_HABLA_ES] },
      { phrases: EXTREMIDAD_ES, with: [SE_DURMIO_ES, [SUBITO]] },
    ],
    answer:
      'Estos pueden ser signos de un derrame cerebral (accidente cerebrovascular), y cada minuto cuenta. Llame al 911 de inmediato; no maneje al hospital. Anote la hora en que empezaron los síntomas y dígasela al operador del 911. No le dé comida, bebida ni medicinas.',
  },
} as const satisfies RedFlagCategory;
