import type { RedFlagCategory } from '../category';
import type { Reading } from '../phrases';
import { NICE_SEPSIS } from '../sources';

/** Having chemotherapy, or a low white count from it (NICE CG151). */
const ON_CHEMO = [
  '(chemo|chemotherapy|neutropenic|neutropenia|immunotherapy)',
  '(low|very low) (white (blood)? (cell|cells)? count|white count|neutrophils|neutrophil count|white cells|immune system)',
  'white (blood)? (cell|cells)? count {0-2} (is|was)? (low|very low|down)',
  '(stem cell|bone marrow) transplant',
  '(leukaemia|leukemia|lymphoma|myeloma|cancer|tumour|tumor) {0-4} (on|having|in|receiving|getting) treatment',
  '(on|having|in|receiving|getting|undergoing) treatment for (leukaemia|leukemia|lymphoma|myeloma|cancer|a tumour|a tumor)',
];
/** 'Chemo a week ago' is the danger window, not history: these phrases are read with the past. */
const RECENT_CHEMO = [
  '(chemo|chemotherapy|transplant) {0-2} (#|a|one|two|three|few|couple of) (day|days|week|weeks) ago',
];
/** 38 °C / 100.4 °F or more, or fever words; a bare 'temperature' is not one ('check my temperature'). */
const FEVER: Reading = {
  reading: 'temperature',
  atLeast: 38,
  orElse: [
    '(fever|fevers|feverish|febrile|pyrexia|pyrexial)',
    '(high|raised|spiking|spiked|rising|a) (temperature|temp)',
    '(temperature|temp) {0-2} (is|was|has|went|gone)? {0-1} (up|high|raised|rising|spiking|through the roof)',
    'running a (temperature|temp|fever)',
    '(burning up|hot to the touch|hot and cold|hot and shivery)',
    '(very|really|so|burning) hot',
    '(feel|feels|feeling|felt) {0-1} (hot|boiling|feverish) !(flush|flushes|flashes)',
  ],
};
/** Feeling suddenly unwell even without a fever, shivering, rigors, confusion (NICE CG151, CDC). */
const UNWELL = [
  '(shivering|shivers|shivery|shaking|shakes|rigors|chills)',
  '(feel|feels|feeling|felt) (really|very|so|suddenly|extremely|terribly)? (unwell|ill|awful|terrible|rough|dreadful|horrible|poorly|grim)',
  '(suddenly|very|really|extremely) (unwell|ill|poorly)',
  '(confused|muddled) !(about|by|with|over|as to)',
  '(confusion|drowsy|floppy)',
  '(breathing|breathes) {0-2} (fast|quickly|rapidly)',
];

// Spanish: accents folded; 'las defensas bajas' is how patients say a low white count.
const EN_QUIMIO_ES = [
  '(quimio|quimioterapia|quimioterapias|neutropenia|neutropenico|neutropenica|inmunoterapia)',
  '(defensas|globulos blancos|leucocitos|neutrofilos) {0-2} (bajos|bajas|muy bajos|muy bajas|por el suelo)',
  '(bajos|bajas) (los|las)? (defensas|globulos blancos|leucocitos|neutrofilos)',
  'trasplante de (medula|medula osea|celulas madre)',
  '(leucemia|linfoma|mieloma|cancer|tumor) {0-4} (en tratamiento|recibiendo tratamiento|tratamiento)',
  '(en|recibiendo|con) tratamiento (para|contra|de|del) (el|la)? (leucemia|linfoma|mieloma|cancer|tumor)',
];
/** 'Quimio hace una semana' is the danger window, not history: read with the past. */
const QUIMIO_RECIENTE_ES = [
  '(quimio|quimioterapia|trasplante) {0-3} hace (#|un|una|dos|tres|unos|unas|pocos|pocas) (dia|dias|semana|semanas)',
];
/** 38 °C / 100.4 °F or more, or fever words; 'tomarme la temperatura' is no fever. */
const FIEBRE_QUIMIO_ES: Reading = {
  reading: 'temperature',
  atLeast: 38,
  orElse: [
    '(fiebre|fiebres|calentura|calenturas|febril|afiebrado|afiebrada)',
    '(temperatura|temp) (alta|elevada)',
    '(subio|sube|subiendo|me subio|le subio) (la)? (fiebre|temperatura|calentura)',
    '(tengo|tiene|con) temperatura',
    '(ardiendo|volando|hirviendo) en (fiebre|calentura)',
    '(me siento|se siente|lo siento|la siento) (muy|bien)? (caliente|afiebrado|afiebrada)',
  ],
};
const MALESTAR_ES = [
  '(escalofrios|escalofrio|temblores|tiritando|tiritona|temblando)',
  '(me siento|se siente|siento|sintiendo|esta|estoy|me puse|se puso) (muy|bien|super|de repente)? (mal|fatal|malisimo|malisima|terrible|enfermo|enferma|pesimo|pesima)',
  'de repente (muy)? (mal|enfermo|enferma)',
  '(confundido|confundida|confusion|desorientado|desorientada|somnoliento|somnolienta)',
  '(respira|respirando) {0-2} (rapido|agitado|agitada)',
];

/** During chemotherapy, a fever or feeling unwell (NICE CG151: neutropenic sepsis is an emergency). */
export const NEUTROPENIC_SEPSIS = {
  id: 'neutropenic-sepsis',
  label: 'Fever or unwell during chemotherapy',
  rules: [
    { phrases: ON_CHEMO, with: [FEVER] },
    {
      phrases: ON_CHEMO,
      with: [{ phrases: UNWELL, softenable: true }],
      // The fog chemotherapy leaves is no sign of infection.
      unless: ['(chemo brain|brain fog|foggy)'],
    },
    { phrases: RECENT_CHEMO, history: false, with: [FEVER] },
    { phrases: RECENT_CHEMO, history: false, with: [{ phrases: UNWELL, softenable: true }] },
  ],
  answer:
    "A temperature of 38 °C (100.4 °F) or more, shivering, or feeling suddenly unwell during chemotherapy can be neutropenic sepsis, which is an emergency. Call your cancer team's 24-hour line now, and go to the nearest emergency room if they say so or you can't reach them; call 911 if the person is confused, very drowsy, breathing fast or collapses. Say you are having chemotherapy. Don't wait until morning, and don't take acetaminophen or ibuprofen to bring the fever down first.",
  sources: [
    {
      name: "NICE CG151, 'Neutropenic sepsis: prevention and management in people with cancer'",
      url: 'nice.org.uk/guidance/cg151',
    },
    NICE_SEPSIS,
    {
      name: "CDC, 'Preventing Infections During Cancer Treatment'",
      url: 'cdc.gov/cancer/features/preventing-infections.html',
    },
  ],
  // Before sepsis, heat and cold, which a fever on chemotherapy resembles: its answer is the
  // cancer team's line.
  order: 10,
  spanish: {
    rules: [
      { phrases: EN_QUIMIO_ES, with: [FIEBRE_QUIMIO_ES] },
      { phrases: EN_QUIMIO_ES, with: [{ phrases: MALESTAR_ES, softenable: true }] },
      { phrases: QUIMIO_RECIENTE_ES, history: false, with: [FIEBRE_QUIMIO_ES] },
      {
        phrases: QUIMIO_RECIENTE_ES,
        history: false,
        with: [{ phrases: MALESTAR_ES, softenable: true }],
      },
    ],
    answer:
      'Una temperatura de 38 °C (100.4 °F) o más, escalofríos o sentirse mal de repente durante la quimioterapia pueden ser una sepsis neutropénica, que es una emergencia. Llame ahora a la línea de 24 horas de su equipo de oncología, y vaya a la sala de emergencias más cercana si se lo indican o si no logra comunicarse; llame al 911 si la persona está confundida, muy somnolienta, respira rápido o se desmaya. Diga que está recibiendo quimioterapia. No espere hasta la mañana, y no tome acetaminofén (Tylenol) ni ibuprofeno para bajar la fiebre antes de llamar.',
  },
} as const satisfies RedFlagCategory;
