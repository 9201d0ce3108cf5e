import type { RedFlagCategory } from '../category';
import { PREGNANT } from '../fragments';
import { EMBARAZADA } from '../fragments-es';

/** Pregnant, or within weeks of the birth (pre-eclampsia can start after it). */
const PREGNANT_OR_AFTER = [
  ...PREGNANT,
  '(midwife|antenatal|obstetrician)',
  'maternity (unit|ward|triage)',
  'due in #1-20 (weeks|wks|days)',
  '(gave birth|given birth|had (my|the|our|her) baby|delivered (my|the|our|her) (baby|twins)|c section|caesarean|cesarean)',
  '(postpartum|postnatal|post natal|post partum)',
];

const SEVERE_HEADACHE = [
  '(severe|bad|terrible|horrible|awful|pounding|banging|throbbing|splitting|thumping|blinding|really bad|very bad|excruciating|unbearable|worst) {0-2} (headache|migraine|head !(cold|colds|lice|injury|bump|start))',
  '(headache|migraine|head pain) {0-4} (will not|would not|does not|is not|not) (go|going|shift|ease|easing|stop|budge|touch|getting better)',
  '(headache|head) {0-2} (is|was)? {0-1} (pounding|banging|throbbing|thumping|splitting|killing|really bad|very bad|terrible)',
  '(paracetamol|tylenol|acetaminophen|painkillers) {0-2} (will not|does not|is not|has not|did not|not) (touch|touching|touched|help|helping|helped|work|working|shift)',
];
const VISION = [
  '(blurry|blurred|blurring|fuzzy|hazy|double) (vision|eyesight|sight)',
  '(vision|eyesight|sight) {0-3} (blurry|blurred|fuzzy|hazy|flashing|spots|sparkles|funny|strange|weird|odd)',
  '(flashing|flashes|flickering|zigzag|zig zag|sparkly|sparkling|shimmering) {0-1} (lights|light|lines)',
  '(seeing|keeps seeing|keep seeing|kept seeing) {0-1} (spots|stars|sparkles|flashes|flashing|flashing lights|zigzags)',
  '(spots|sparkles|stars|floaters) (in|before|in front of) (my|her) (eyes|vision)',
  '(everything|things) (looks|look|is|are|went|goes|going) {0-1} (blurry|blurred|fuzzy|hazy)',
  '(light|lights) {0-1} (hurts|hurting|hurt) (my|her) eyes',
];
/** Swelling of the face or hands, or sudden swelling anywhere; ankles swollen at night alone are common. */
const SWELLING = [
  '(face|hands|fingers|eyes|eyelids) {0-4} (swollen|swelling|swelled|puffy|puffed|puffing|blown up|like balloons)',
  '(swollen|puffy|puffed up) (face|hands|fingers|eyes)',
  '(rings|ring) {0-1} (will not|would not|cannot|does not) (come|get|go) (off|on)',
  '(sudden|suddenly|overnight) {0-4} (swollen|swelling|swelled|puffy|puffed)',
  '(swollen|swelled|puffed up|blown up) {0-2} (suddenly|overnight|out of nowhere)',
  '(feet|ankles|legs) {0-3} like balloons',
];
const RIB_PAIN = [
  '(pain|ache|hurts|hurting|sharp pain|stabbing) {0-4} (under|below|beneath) (my|her|the) (right)? (ribs|rib|ribcage|breastbone)',
  '(pain|ache|hurts|hurting|sore|tender) {0-3} (at|in)? (the)? (top|upper) (part)? of (my|her|the) (tummy|stomach|belly|abdomen)',
  '(upper|top) (tummy|stomach|belly|abdominal) pain',
];
/** A reading of 160/110 or more, the severe range (ACOG), or a high pressure with a warning sign. */
const HIGH_PRESSURE = [
  '(blood pressure|bp) {0-4} #160-300 (over)? #',
  '(blood pressure|bp) {0-4} # (over)? #110-200',
  '(blood pressure|bp) {0-3} (very|really|dangerously|sky|so) high',
];

// Spanish: accents folded.
const EMBARAZADA_O_DESPUES_ES = [
  ...EMBARAZADA,
  '(partera|obstetra|control prenatal)',
  '(sala|area|unidad) de (parto|maternidad)',
  '(di a luz|dio a luz|dar a luz|tuve a mi bebe|tuvo a su bebe|tuve mi bebe|tuvo su bebe|nacio mi bebe|nacio el bebe|cesarea|me hicieron cesarea|le hicieron cesarea)',
  '(posparto|postparto|post parto|puerperio)',
];
const DOLOR_CABEZA_FUERTE_ES = [
  '(dolor de cabeza|jaqueca|migrana) {0-3} (fuerte|muy fuerte|terrible|horrible|insoportable|espantoso|que no se quita|que no se me quita|que no se le quita|que no pasa|que no cede)',
  '(fuerte|terrible|horrible|tremendo|insoportable|espantoso) (dolor de cabeza|jaqueca|migrana)',
  '(me|le) (duele|esta doliendo|dolia) (muchisimo|mucho|horrible|demasiado|bien feo|feo) la cabeza',
  '(me|le) (duele|dolia) la cabeza (muchisimo|horrible|demasiado|bien feo|un monton)',
  '(tylenol|paracetamol|acetaminofen|pastillas|medicina) {0-3} (no|no me|no le) (quita|quito|hace|hizo|ayuda|ayudo|sirve|sirvio|funciona|funciono)',
];
const VISION_ES = [
  '(veo|ve|vista|vision) {0-2} (borroso|borrosa|nublada|nublado|doble|manchas|puntitos|lucecitas|luces|estrellitas|chispas|destellos|rayitas)',
  '(veo|ve|viendo) {0-2} (lucecitas|luces|destellos|puntitos|estrellitas|chispas|manchitas)',
  '(se me|se le) (nublo|nubla|esta nublando) la vista',
  'la luz me (molesta|lastima)',
];
/** Swelling of the face or hands, or sudden swelling anywhere; ankles swollen at night alone are common. */
const HINCHAZON_ES = [
  '(cara|manos|dedos|ojos|parpados) {0-4} (hinchada|hinchadas|hinchados|hinchado|hinchando|hincho|hincharon|inflamada|inflamadas|abotagada|abotagadas|como globo|como globos)',
  '(se me|se le) (hincharon|hincho|estan hinchando|esta hinchando) (mucho|muchisimo|bien|tanto)? (la|las|los)? (cara|manos|dedos|ojos|parpados)',
  '(anillo|anillos) {0-2} (no|no me|no le) (sale|salen|entra|entran|quita|quitan)',
  '(de repente|de la noche a la manana|de golpe|subitamente) {0-4} (hinchada|hinchado|hinchadas|hinchados|hincho|hincharon|inflamada|inflamado)',
  '(hinchada|hinchado|hinchadas|hinchados|hincharon|hincho) {0-2} (de repente|de la noche a la manana|de golpe)',
  '(pies|tobillos|piernas) {0-3} como (globo|globos)',
];
const DOLOR_COSTILLAS_ES = [
  '(dolor|duele|punzada) {0-4} (debajo|abajo|bajo) (de)? (las|mis|sus)? costillas',
  '(dolor|duele) {0-3} (en)? (la)? (boca del estomago|parte de arriba del estomago|arriba del estomago|arriba de la panza)',
];
/** A reading of 160/110 or more, the severe range (ACOG), or a high pressure with a warning sign. */
const PRESION_ALTA_ES = [
  '(presion|presion arterial|tension) {0-4} #160-300 (sobre|con)? #',
  '(presion|presion arterial|tension) {0-4} # (sobre|con)? #110-200',
  '(presion|tension) {0-3} (muy alta|altisima|por las nubes|muy elevada|bien alta|super alta)',
];

/**
 * In pregnancy or after the birth: a severe headache, vision changes, pain under the ribs, sudden
 * swelling or a severe blood pressure (NHS, ACOG). Being pregnant is read even beside the past
 * ('my blood pressure was borderline last week'); the sign itself must be now.
 */
export const PRE_ECLAMPSIA = {
  id: 'pre-eclampsia',
  label: 'Pre-eclampsia signs, in pregnancy or after the birth',
  rules: [
    {
      phrases: PREGNANT_OR_AFTER,
      history: false,
      with: [{ phrases: SEVERE_HEADACHE, softenable: true }],
    },
    { phrases: PREGNANT_OR_AFTER, history: false, with: [VISION] },
    { phrases: PREGNANT_OR_AFTER, history: false, with: [{ phrases: SWELLING, softenable: true }] },
    { phrases: PREGNANT_OR_AFTER, history: false, with: [{ phrases: RIB_PAIN, softenable: true }] },
    { phrases: PREGNANT_OR_AFTER, history: false, with: [HIGH_PRESSURE] },
  ],
  answer:
    'A severe headache, blurred vision or flashing lights, pain just below the ribs, vomiting, or sudden swelling of the face, hands or feet in pregnancy or in the weeks after the birth can be pre-eclampsia, which can get dangerous quickly. Go to the nearest emergency room or your labor and delivery unit now, and call 911 if there is a seizure, severe pain, trouble breathing or confusion. Say how many weeks pregnant you are, or when the baby was born.',
  sources: [
    { name: "NHS, 'Pre-eclampsia'", url: 'nhs.uk/conditions/pre-eclampsia' },
    {
      name: "ACOG, 'Preeclampsia and High Blood Pressure During Pregnancy'",
      url: 'acog.org/womens-health/faqs/preeclampsia-and-high-blood-pressure-during-pregnancy',
    },
  ],
  // Before the sudden-headache and pregnancy answers, whose signs it shares.
  order: 19,
  spanish: {
    rules: [
      {
        phrases: EMBARAZADA_O_DESPUES_ES,
        history: false,
        with: [{ phrases: DOLOR_CABEZA_FUERTE_ES, softenable: true }],
      },
      { phrases: EMBARAZADA_O_DESPUES_ES, history: false, with: [VISION_ES] },
      {
        phrases: EMBARAZADA_O_DESPUES_ES,
        history: false,
        with: [{ phrases: HINCHAZON_ES, softenable: true }],
      },
      {
        phrases: EMBARAZADA_O_DESPUES_ES,
        history: false,
        with: [{ phrases: DOLOR_COSTILLAS_ES, softenable: true }],
      },
      { phrases: EMBARAZADA_O_DESPUES_ES, history: false, with: [PRESION_ALTA_ES] },
    ],
    answer:
      'Un dolor de cabeza fuerte, la vista borrosa o ver luces, un dolor justo debajo de las costillas, vómito, o una hinchazón repentina de la cara, las manos o los pies durante el embarazo o en las semanas después del parto pueden ser preeclampsia, que puede volverse peligrosa rápido. Vaya ahora a la sala de emergencias más cercana o a la unidad de trabajo de parto y parto de su hospital, y llame al 911 si hay una convulsión, dolor fuerte, dificultad para respirar o confusión. Diga cuántas semanas de embarazo tiene, o cuándo nació el bebé.',
  },
} as const satisfies RedFlagCategory;
