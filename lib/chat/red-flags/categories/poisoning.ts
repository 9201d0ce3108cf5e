import type { RedFlagCategory } from '../category';
import { CHILD_WORDS } from '../lexicon';
import { CHILD_WORDS_ES } from '../lexicon-es';

const SUBSTANCE = [
  '(medication|medications|meds|paracetamol|acetaminophen|tylenol|ibuprofen|advil|aspirin|iron|gummies|oxycodone|fentanyl|heroin|calpol|nurofen|adhd|perfume|aftershave|cologne|methadone|codeine|tramadol|morphine|xanax|diazepam|valium|benzos|drugs|turpentine|petrol|gasoline|kerosene|bleach|detergent|cleaner|antifreeze|pesticide|poison|paraffin|mouthwash|nicotine|mushroom|mushrooms|berries)',
  '(pill|pills|tablet|tablets|capsule|capsules|medicine|medicines|vitamin|vitamins|antidepressant|antidepressants|opioid|opioids|pod|pods|chemical|chemicals|magnet|magnets|battery|batteries)',
  'sleeping pills',
  'laundry {0-1} (pod|pods|capsule|capsules|liquid)',
  'dishwasher {0-1} (tablet|tablets|tab|tabs|pod|pods|detergent|liquid|soap)',
  '(washing up|dish|dishwashing) (liquid|soap)',
  'white spirit',
  '(screenwash|screen wash|windscreen wash|methanol)',
  '(rat|mouse|ant|slug) (bait|poison|pellets|killer)',
  'cleaning (product|products|fluid|liquid|spray)',
  '(weed killer|weedkiller|rat poison|button battery|button batteries|lamp oil|lighter fluid|nail (polish|varnish) remover)',
  'hand (sanitiser|sanitizer)',
  '(e cigarette|ecigarette) liquid',
  'vape (juice|liquid)',
  '(drain|oven|bathroom|toilet) (cleaner|unblocker)',
  '(her|his|my|grandma|grandpa|grandmother|grandfather|mom|mum|dad) {0-1} (pills|tablets|medicine|meds|medication)',
].join('|');
const POISONING_WORDS = [
  '(overdose|overdosed|overdosing|poisoned|poisoning|double dose)',
  '(took|taken|take|taking|had|swallowed|ate|eaten|drank|drunk) way? too (many|much)',
  '(took|taken|swallowed|ate|eaten) some of (his|her|their) (brother|sister|mum|mom|dad|grandma|grandad|nan|friend|parents|parent) {0-1} (pills|tablets|medicine|meds|medication)',
  '(gave|given|giving) (him|her|them|my|the|our|his) {0-2} way? too (much|many)',
  '(took|taken|given|gave|injected) (double|triple) (his|her|my|their|the)? usual? (dose|insulin|medicine|medication|meds|pills|tablets)',
  '(ate|eaten|eating|swallowed|drank|drunk|chewed|chewing|licked) {0-8} (poisonous|toxic)',
  `(swallowed|swallow|ate|eaten|eating|drank|drunk|drinking|ingested|chewed|chewing|sucked|licked|got into|got hold of|into the|found (him|her|them) with) {0-5} (${SUBSTANCE})`,
  `(a|the|whole|full|entire|half (a|the)) (bottle|box|pack|packet|blister pack|handful|strip|jar|sheet) of? {0-2} (${SUBSTANCE})`,
  `(handful|bunch|lot|lots|load|loads) of {0-1} (${SUBSTANCE})`,
  `(took|taken|swallowed|ate|had) (like|about|around|maybe|almost|over|at least|nearly)? (#10-99999|ten|twelve|fifteen|twenty|thirty|forty|fifty) of? {0-3} (${SUBSTANCE})`,
  '(ate|eaten|eating|swallowed|chewed|chewing) {0-3} (cigarette|cigarettes|cigarette butt|cigarette butts|tobacco)',
  '(day|days|week|weeks|month|months) worth (at once|in one go|all at once|together)',
  `(${SUBSTANCE}|pod|pods|deodorant|aerosol|spray) {0-3} (in|into) (his|her|their|my) mouth`,
];
/** Not poisoning in this sense. */
const OTHER_POISONING = ['(food|blood) poisoning', 'alcohol poisoning test'];

// Spanish: accents folded. 'Tomar' is to take and to drink: a medicine taken is routine, so
// 'tomó' counts beside a household product, or beside too much of a medicine.
const MEDICINAS_ES =
  '(medicina|medicinas|medicamento|medicamentos|pastilla|pastillas|pildora|pildoras|tableta|tabletas|capsula|capsulas|jarabe|paracetamol|acetaminofen|tylenol|ibuprofeno|advil|motrin|aspirina|hierro|vitaminas|gomitas|oxicodona|fentanilo|fentanil|heroina|metadona|codeina|tramadol|morfina|xanax|clonazepam|rivotril|diazepam|valium|antidepresivos|opioides|drogas|insulina)';
const CASEROS_ES =
  '(cloro|clorox|lejia|blanqueador|detergente|suavizante|limpiador|desinfectante|fabuloso|pinol|destapacanos|sosa caustica|acido muriatico|amoniaco|anticongelante|pesticida|insecticida|veneno|raticida|matarratas|gasolina|thinner|tiner|solvente|aguarras|queroseno|kerosene|petroleo|aceite de lampara|perfume|colonia|enjuague bucal|nicotina|liquido del vape|pila|pilas|pila de boton|bateria|baterias|iman|imanes|quitaesmalte|acetona|gel antibacterial|hongos)';
const ENVENENAMIENTO_ES = [
  '(sobredosis|intoxicacion|intoxicado|intoxicada|intoxico|envenenado|envenenada|envenenamiento|envenenarse|envenenaron)',
  `(tomo|tome|tomaron|trago|trague|comio|comi|se tomo|me tome|se trago|se comio) {0-3} (demasiadas|demasiados|demasiado|muchas|muchos) {0-2} ${MEDICINAS_ES}`,
  `${MEDICINAS_ES} de mas`,
  `(trago|se trago|me trague|tragaron|tragado|comio|se comio|comieron|se comieron|me comi|bebio|se bebio|me bebi|ingirio|ingerido|mastico|masticando|chupo|chupando|lamio|lamiendo|se metio|se echo a la boca) {0-5} (${MEDICINAS_ES}|${CASEROS_ES})`,
  `(tomo|se tomo|tomaron|se tomaron|me tome|tome|bebiendo|tomando) {0-4} ${CASEROS_ES}`,
  `(todo el|toda la|medio|media) (frasco|caja|paquete|tira|bote|botella|blister|pomo|envase) (de)? {0-2} ${MEDICINAS_ES}`,
  `(un|una) (frasco|caja|paquete|bote|botella) (entero|entera|completo|completa) (de)? {0-2} ${MEDICINAS_ES}`,
  '(se tomo|se bebio|se trago|tomo|bebio|trago|me tome) {0-4} (todo el|toda la) (frasco|botella|caja|bote|jarabe|medicina)',
  `(punado|monton|bola) de {0-1} ${MEDICINAS_ES}`,
  `(tomo|se tomo|me tome|tome|trago|se trago|comio|se comio) (como|unas|unos|mas de|casi|al menos)? (#10-9999|diez|doce|quince|veinte|treinta|cuarenta|cincuenta) {0-3} ${MEDICINAS_ES}`,
  '(semana|semanas|mes|dias) de (pastillas|medicina) (de golpe|de una vez|juntas|todas juntas)',
  '(le di|le dimos|le dio|le dieron|me di|me tome|se tomo|tomo) (el)? (doble|triple) (de)? (la)? (dosis|medicina|insulina|jarabe)',
  '(doble|triple) dosis',
  `(tomo|se tomo|trago|se trago|comio|se comio) (unas|varias|algunas|las)? ${MEDICINAS_ES} (de|del) (su|mi|la|el)? (abuela|abuelo|abuelita|abuelito|mama|papa|mami|papi|hermano|hermana|tia|tio)`,
  `(tomo|se tomo|me tome|tome|le di|le dio|le dimos) {0-5} ${MEDICINAS_ES} {0-5} (por accidente|sin querer|por error|por equivocacion)`,
  '(le di|le dimos|le dio|le dieron) {0-3} (de mas|demasiado|demasiada|dosis de mas)',
  `(${MEDICINAS_ES}|${CASEROS_ES}) {0-3} (en|a) la boca`,
];
/** Not poisoning in this sense: food poisoning, spoiled food. */
const OTRO_ENVENENAMIENTO_ES = [
  '(intoxicacion|envenenamiento) (alimentaria|alimenticia|por alimentos|por comida|de la sangre)',
  '(comida|mariscos|alimentos) (en mal estado|echada|echados|podrida)',
];

/** An overdose or a swallowed substance; a child near a substance gone missing; not food poisoning. */
export const POISONING = {
  id: 'poisoning',
  label: 'Poisoning and overdose',
  rules: [
    { phrases: POISONING_WORDS, unless: OTHER_POISONING },
    // A vitamin taken twice is a question for the pharmacist, not an emergency.
    {
      phrases: ['(two|2|extra) doses', 'took {0-3} twice'],
      unless: [...OTHER_POISONING, '(vitamin|vitamins|multivitamin|multivitamins)'],
    },
    {
      phrases: [
        '(cupboard|cabinet|cupboards|cabinets) under the sink',
        '(medicine|bathroom|cleaning) (cabinet|cupboard|drawer)',
      ],
      with: [['(ate|eaten|swallowed|drank|drunk|chewed)', '(took|had) some']],
      unless: OTHER_POISONING,
    },
    {
      phrases: [`(${SUBSTANCE}) {0-5} (missing|gone|empty|open|opened|spilled|all over)`],
      with: [CHILD_WORDS],
      unless: OTHER_POISONING,
    },
    {
      phrases: [`(found|got hold of|got into|into) {0-2} (${SUBSTANCE})`],
      with: [['(ate|eaten|swallowed|drank|drunk|chewed)', '(took|had) some']],
      unless: OTHER_POISONING,
    },
  ],
  answer:
    "Call Poison Control now at 1-800-222-1222 (free, 24/7). Call 911 instead if the person collapses, has a seizure, has trouble breathing or can't be woken. Don't make them vomit. If a button battery may have been swallowed, go to the nearest emergency room right away. Keep the packet or bottle with you.",
  sources: [{ name: "America's Poison Centers / Poison Control", url: 'poison.org' }],
  order: 22,
  spanish: {
    rules: [
      { phrases: ENVENENAMIENTO_ES, unless: OTRO_ENVENENAMIENTO_ES },
      {
        phrases: [
          `(frasco|bote|botella|caja|pomo|envase) {0-3} (${MEDICINAS_ES}|${CASEROS_ES}) {0-3} (abierto|abierta|vacio|vacia|tirado|tirada|regado|regada)`,
          `(${MEDICINAS_ES}|${CASEROS_ES}) {0-3} (faltan|falta|faltaban|desaparecieron|vacio|vacia|abierto|abierta|regadas|regados|tiradas|tirados)`,
        ],
        with: [CHILD_WORDS_ES],
        unless: OTRO_ENVENENAMIENTO_ES,
      },
      {
        phrases: [
          `(encontre|encontramos|agarro|alcanzo|se subio) {0-3} (${MEDICINAS_ES}|${CASEROS_ES})`,
        ],
        with: [['(trago|se trago|comio|se comio|bebio|se bebio|mastico|se tomo|tomo)']],
        unless: OTRO_ENVENENAMIENTO_ES,
      },
    ],
    answer:
      'Llame ahora a Poison Control, la línea de ayuda para envenenamientos, al 1-800-222-1222: es gratis y atiende las 24 horas, y allí lo atienden en español. Llame al 911 si la persona se desmaya, tiene una convulsión, le cuesta respirar o no se puede despertar. No la haga vomitar. Si pudo haberse tragado una pila de botón, vaya de inmediato a la sala de emergencias más cercana. Tenga a la mano el envase o la caja.',
  },
} as const satisfies RedFlagCategory;
