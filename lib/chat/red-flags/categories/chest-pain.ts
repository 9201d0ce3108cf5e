import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const CHEST = '(chest|breastbone|sternum)';
const FEELING =
  '(pain|pains|painful|hurts|hurting|hurt|ache|aches|aching|killing|clutching|clutched|grabbing|gripped|pressure|tight|tightness|squeezing|squeezed|squeeze|crushing|crushed|crush|heavy|heaviness|discomfort|clenching|gripping|vice|vise|band|weight|elephant|sitting|stabbing)';
const HEART_ATTACK = [
  `${CHEST} {0-4} ${FEELING}`,
  `${FEELING} {0-5} ${CHEST}`,
  '(heart attack|cardiac arrest)',
  'elephant {0-5} (chest|on me|on top of me)',
  '(someone|something|a truck|a car) is? (sitting|standing|parked) on (my|his|her) (chest|heart)',
  '(pain|ache|pressure|tightness|discomfort) {0-3} (spreading|radiating|radiates|spreads|going|goes|moving|shooting|traveling|travelling) {0-3} (arm|arms|jaw|neck|back|shoulder|shoulders)',
];
const ARM_JAW_PAIN = [
  '(arm|jaw|shoulder|neck) {0-3} (pain|hurt|hurts|hurting|ache|aching|aches|heavy|numb)',
  '(pain|ache|aching) {0-3} (arm|jaw|shoulder)',
];
const COMPANIONS = [
  '(sweating|sweaty|sweats|clammy|nausea|nauseous|nauseated|vomiting|breathless|dizzy|lightheaded)',
  '(cold sweat|throwing up|short of breath|light headed)',
  '(feel|feeling) sick',
];

// Spanish: accents folded. 'Pecho' is the breast too: pain while breastfeeding is not this.
const PECHO_ES = '(pecho|torax|esternon)';
const SENSACION_ES =
  '(dolor|dolores|duele|duelen|dolia|dolio|doliendo|presion|opresion|oprime|oprimiendo|aprieta|aprietan|apretaba|apretando|apretado|apreton|pesadez|pesado|peso|punzada|punzadas|molestia|molestias|aplastando|aplastado|tension)';
const INFARTO_ES = [
  `${PECHO_ES} {0-4} ${SENSACION_ES}`,
  `${SENSACION_ES} {0-6} ${PECHO_ES}`,
  'elefante {0-5} (pecho|encima)',
  '(se me|se le) (parte|desgarra|revienta|rompe) el pecho',
  `(dolor|presion|molestia|opresion) {0-4} (se me va|se le va|se va|se corre|se me corre|se le corre|baja|sube|se extiende|se pasa|se irradia|irradia|corre|llega) {0-3} (brazo|brazos|quijada|mandibula|cuello|espalda|hombro|hombros)`,
];
const LACTANCIA_ES = [
  '(amamantar|amamantando|amamanto|lactancia|dar pecho|dando pecho|doy pecho|leche materna|pezon|pezones|seno|senos|bulto|bolita|mastitis)',
];
const ATAQUE_ES = [
  '(infarto|infartando|ataque al corazon|ataque cardiaco|paro cardiaco|ataque del corazon)',
];
/** 'Casi me da un infarto con la factura' is a figure of speech; 'murió de un infarto' family history. */
const FIGURATIVE_ES = [
  '(casi|por poco) (me|le|nos|te) (da|dio|daba)',
  'de infarto',
  '(factura|cuenta|precio|precios|recibo|renta|cobro|noticia|susto|sorpresa|examen)',
  '(murio|fallecio|muerte|murieron) (de|por) (un)? (infarto|ataque)',
];
const BRAZO_QUIJADA_ES = [
  '(brazo|quijada|mandibula|hombro|cuello) {0-3} (duele|dolor|adolorido|dormido|entumido|entumecido|pesado|hormigueo)',
  '(duele|dolor|entumecimiento|hormigueo) {0-3} (brazo|quijada|mandibula|hombro)',
  '(se me|se le) (durmio|duerme|esta durmiendo|entumio|entumecio|adormecio|adormece) (el|mi|su)? (brazo|mano|hombro)',
];
const ACOMPANANTES_ES = [
  '(sudando|sudor|sudoroso|sudorosa|sudado|sudada|pegajoso|nauseas|nausea|vomitando|vomito|mareado|mareada|mareo)',
  '(sudor frio|falta de aire|me falta el aire|le falta el aire|ganas de vomitar)',
];

/** Chest pain or pressure, pain spreading to the arm or jaw, or arm or jaw pain with sweating or sickness. */
export const CHEST_PAIN = {
  id: 'chest-pain',
  label: 'Heart attack',
  rules: [{ phrases: HEART_ATTACK }, { phrases: ARM_JAW_PAIN, with: [COMPANIONS] }],
  answer:
    "These can be signs of a heart attack. Call 911 now, and don't drive yourself. Sit down and rest while you wait, and follow what the 911 operator tells you. Don't wait to see whether it passes.",
  sources: [
    { name: "American Heart Association, 'Warning Signs of a Heart Attack'", url: 'heart.org' },
    { name: "CDC, 'Heart Attack Symptoms'", url: 'cdc.gov' },
    NHS_999,
  ],
  // Before trouble-breathing: this answer covers the breathlessness a heart attack brings.
  order: 7,
  spanish: {
    rules: [
      { phrases: INFARTO_ES, unless: LACTANCIA_ES },
      { phrases: ATAQUE_ES, unless: FIGURATIVE_ES },
      { phrases: BRAZO_QUIJADA_ES, with: [ACOMPANANTES_ES] },
    ],
    answer:
      'Estos pueden ser signos de un ataque al corazón. Llame al 911 ahora y no maneje usted mismo. Siéntese y descanse mientras espera, y siga las indicaciones del operador del 911. No espere a ver si se le pasa.',
  },
} as const satisfies RedFlagCategory;
