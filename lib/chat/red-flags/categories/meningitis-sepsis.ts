import type { RedFlagCategory } from '../category';
import { FEVER } from '../fragments';
import { CHILD_WORDS } from '../lexicon';
import type { PhraseRule, Reading } from '../phrases';
import { NICE_SEPSIS } from '../sources';
import { FIEBRE } from '../fragments-es';
import { CHILD_WORDS_ES } from '../lexicon-es';

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  sign: readonly string[];
  stiffNeck: readonly string[];
  lightHurts: readonly string[];
  floppy: readonly string[];
  noUrine: readonly string[];
  confused: readonly string[];
  older: readonly string[];
  hotBody: Reading;
  drowsy: readonly string[];
  fastBreathing: readonly string[];
  infection: readonly string[];
  fever: Reading;
  child: readonly string[];
}

const ENGLISH: Words = {
  sign: [
    '(sepsis|septic|meningitis|meningococcal|mottled|mottling|nonblanching)',
    '(rash|spots|blotches|marks|dots) {0-8} (not|does not|did not|will not|never) (fade|fading|faded|go|going|disappear|blanch|blanching|change)',
    'non blanching',
    'glass test {0-5} (not|still|stay|stayed|visible)',
    '(rash|spots|blotches) {0-8} (through|under) (the|a) (glass|tumbler)',
    '(purple|dark red) (rash|spots|blotches|pin prick|pinprick)',
    '(pin prick|pinprick) (rash|spots)',
    'blotchy (skin|and (blue|grey|pale))',
    'skin {0-3} (blue|grey|gray|bluish|greyish|grayish|blotchy|ashen)',
    '(blue|grey|gray|ashen) (skin|colour|color|and (floppy|limp|cold))',
    '(blue|grey|gray) around (the|his|her) (lips|mouth)',
  ],
  stiffNeck: [
    'stiff neck',
    'neck {0-2} (stiff|stiffness|rigid)',
    'cannot (bend|move|touch) (his|her|my|their) (neck|head|chin)',
    '(chin|head) to (his|her|my|their) chest',
  ],
  lightHurts: [
    'photophobia',
    '(light|lights|brightness) {0-3} (hurts|hurt|hurting|painful)',
    'cannot (stand|bear|look at) the? (light|lights)',
  ],
  floppy: [
    '(floppy|limp)',
    '(hard|difficult|impossible) to (wake|rouse)',
    '(will not|cannot|does not) stay awake',
    '(hardly|barely) (wakes|waking|responding|responds)',
    'not (responding|reacting) (to|like) (me|us|normal)',
    '(will not|not) (feed|feeding|eat|drink|drinking) {0-4} (sleepy|drowsy|floppy)',
    '(weak|high pitched|strange) (cry|crying)',
    '(feel|feels) like (i am|he is|she is|they are) (dying|going to die)',
  ],
  /** No urine for a day or so (NICE NG51: none in 18 hours is high risk). */
  noUrine: [
    '(not|has not|have not|no) (peed|weed|wee|urinated|passed urine|wet nappy|wet diaper|wet nappies|wet diapers) {0-3} (day|all day|hours|#)',
    '(passed|had|done) no (urine|water|wee|pee)',
    'not (passed|had|done) (a|any)? (wee|pee|urine|water)',
    '(hardly|barely) (peeing|weeing|peed|weed|passing urine|passed urine|any urine)',
    'no (wee|pee|urine) (since|for|all)',
  ],
  confused: [
    '(confused|confusion|disoriented|delirious|muddled|rambling|incoherent)',
    'not making sense',
    'talking (nonsense|gibberish|rubbish)',
    '(does not|did not|cannot|not) (know|recognise|recognize) (where|who|me|us|anyone|his|her)',
  ],
  /** An older person: sepsis in them shows as drowsiness or confusion more than as a high fever (NICE NG51). */
  older: [
    '(elderly|frail|care home|nursing home)',
    '#65-120 (year|years|yr|yrs) old',
    '!(temp|temperature|it|reading|pressure|sugar|bp|pulse|rate|level|score|count|weight) (is|aged|age) #65-120',
    '(grandad|granddad|grandpa|grandma|granny|gran|nan|nana|nanna|grandmother|grandfather)',
  ],
  /** A fever, or a body said to feel hot: with an older person's drowsiness the words carry it. */
  hotBody: {
    ...FEVER,
    orElse: [
      ...(FEVER.orElse ?? []),
      '(is|feels|felt|feel|was) {0-1} (hot|boiling|scorching|burning)',
      '(boiling|scorching|roasting) hot',
    ],
  },
  drowsy: [
    '(drowsy|lethargic)',
    '(very|really|so|extremely) (sleepy|tired)',
    '(hard|difficult) to (wake|rouse)',
    '(keeps|keep) (falling asleep|nodding off|dozing off)',
  ],
  fastBreathing: [
    '(breathing|breathes|breaths) {0-2} (fast|quickly|rapidly|quick)',
    '(rapid|fast|quick) (breathing|breaths)',
  ],
  infection: ['(infection|infected|uti|pneumonia|wound|cellulitis|flu|covid)', 'chest infection'],
  fever: FEVER,
  child: CHILD_WORDS,
};

// Spanish: accents folded; 'aguadito' and 'flojito' are how a floppy baby is described.
const SPANISH: Words = {
  sign: [
    '(sepsis|septico|septica|septicemia|meningitis|meningococo|meningococica|moteada|moteado|marmorea)',
    '(manchas|manchitas|puntitos|puntos|ronchas|sarpullido|salpullido|erupcion|rash) {0-8} (no|no se|no le) (quitan|quita|desaparecen|desaparece|borran|borra|blanquean|blanquea|cambian|cambia|van|va|palidecen|aclaran)',
    '(prueba del vaso|con el vaso|con un vaso|bajo el vaso|debajo del vaso)',
    '(manchas|manchitas|puntitos|puntos|ronchas) (morados|moradas|morado|morada|rojo oscuro|purpura|violeta|violetas)',
    'piel {0-3} (moteada|azulada|gris|grisacea|morada|marmoleada|jaspeada)',
  ],
  stiffNeck: [
    'cuello {0-2} (rigido|tieso|duro|entumido)',
    'rigidez (de|del|en el) cuello',
    'cuello {0-3} no (lo|la)? (puede|puedo) (doblar|mover|bajar|agachar)',
    '(no puede|no puedo) (doblar|mover|bajar|agachar) (el|la|su|mi)? (cuello|cabeza)',
    '(barbilla|menton) (al|a su|a mi|hacia el) pecho',
  ],
  lightHurts: [
    'fotofobia',
    '(luz|luces) {0-3} (molesta|molestan|lastima|duele)',
    'no (aguanta|soporta) la luz',
  ],
  floppy: [
    '(flojito|flojita|aguadito|aguadita|sin fuerzas)',
    '(dificil|cuesta|imposible|no se puede) despertarlo|despertarla',
    '(casi no|apenas) (reacciona|responde|despierta)',
    '(llanto|llora) (debil|agudo|raro|extrano|como quejido)',
    '(no quiere|no) (comer|tomar|mamar|tomar leche|tomar el pecho) {0-4} (dormido|dormida|dormidito|dormidita|somnoliento|somnolienta|flojito|flojita|aguadito|aguadita)',
    '(siento|siente) que (me|se) (voy|va) a morir',
  ],
  /** No urine for a day or so (NICE NG51: none in 18 hours is high risk). */
  noUrine: [
    '(no ha|no he) (hecho|orinado) (pipi|pis|del uno)? {0-3} (en todo el dia|desde|en #|horas|todo el dia)',
    '(no|casi no|apenas) (orina|hace pipi|ha hecho pipi|moja el panal|ha mojado el panal)',
    '(panal|panales) (seco|secos)',
  ],
  confused: [
    '(confundido|confundida|confusion|desorientado|desorientada|delirando|delirio|incoherente)',
    '(dice|habla|hablando|diciendo) (incoherencias|cosas sin sentido|tonterias)',
    'no (me|nos) (reconoce|conoce)',
    'no sabe (donde esta|quien soy|quien es)',
  ],
  /** An older person: sepsis in them shows as drowsiness or confusion more than as a high fever (NICE NG51). */
  older: [
    '(anciano|anciana|viejito|viejita|abuelito|abuelita|abuelo|abuela|asilo|casa de ancianos|hogar de ancianos|residencia de ancianos|casa de reposo)',
    '#65-120 (anos|ano)',
  ],
  /** A fever, or a body said to feel hot: with an older person's drowsiness the words carry it. */
  hotBody: {
    ...FIEBRE,
    orElse: [
      ...(FIEBRE.orElse ?? []),
      '(esta|se siente|lo siento|la siento|la noto|lo noto) {0-1} (caliente|hirviendo|ardiendo)',
    ],
  },
  drowsy: [
    '(somnoliento|somnolienta|adormilado|adormilada|aletargado|aletargada)',
    '(muy|bien|super) (dormido|dormida|cansado|cansada)',
    '(dificil|cuesta) (despertarlo|despertarla)',
    '(se duerme|se queda dormido|se queda dormida) (a cada rato|todo el tiempo)',
  ],
  fastBreathing: [
    '(respira|respirando|respiracion) {0-2} (rapido|rapida|muy rapido|agitado|agitada|acelerada|acelerado)',
  ],
  infection: [
    '(infeccion|infectado|infectada|neumonia|pulmonia|herida|celulitis|gripe|gripa|covid|influenza)',
  ],
  fever: FIEBRE,
  child: CHILD_WORDS_ES,
};

/** The category's signs, and each sign with a fever, an infection, a child or an older person. */
function rulesOver(words: Words): PhraseRule[] {
  const { sign, stiffNeck, lightHurts, floppy, noUrine, confused, older, hotBody } = words;
  const { drowsy, fastBreathing, infection, fever, child } = words;
  return [
    { phrases: sign },
    { phrases: [...stiffNeck, ...floppy, ...noUrine, ...confused], with: [fever] },
    { phrases: stiffNeck, with: [lightHurts] },
    { phrases: [...floppy, ...noUrine], with: [[...child, ...infection]] },
    { phrases: confused, with: [infection] },
    { phrases: older, with: [hotBody, [...drowsy, ...noUrine, ...confused]] },
    { phrases: fastBreathing, with: [fever] },
    { phrases: fastBreathing, with: [infection] },
  ];
}

/**
 * A rash that does not fade, mottled skin; a stiff neck, floppiness, no urine or confusion with a
 * fever or an infection; an older person feverish and drowsy, confused or not passing urine; fast
 * breathing with a fever or an infection (NICE NG51, NHS 'Sepsis').
 */
export const MENINGITIS_SEPSIS = {
  id: 'meningitis-sepsis',
  label: 'Meningitis and sepsis',
  rules: rulesOver(ENGLISH),
  answer:
    "These can be signs of meningitis or sepsis, which get worse fast. Call 911 or go to the nearest emergency room now; don't wait for a rash to appear or for the fever to come down. Say you are worried about meningitis or sepsis.",
  sources: [NICE_SEPSIS, { name: "NHS, 'Meningitis'", url: 'nhs.uk' }],
  order: 17,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'Estos pueden ser signos de meningitis o de sepsis, que empeoran rápido. Llame al 911 o vaya a la sala de emergencias más cercana ahora; no espere a que aparezca un sarpullido ni a que baje la fiebre. Diga que le preocupa una meningitis o una sepsis.',
  },
} as const satisfies RedFlagCategory;
