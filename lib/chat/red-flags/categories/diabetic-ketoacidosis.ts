import type { RedFlagCategory } from '../category';
import { DIABETIC_WORDS } from '../fragments';
import type { PhraseRule, Reading } from '../phrases';
import { NHS_999, NHS_DKA } from '../sources';
import { DIABETICO } from '../fragments-es';

const HIGH_GLUCOSE: Reading = { reading: 'glucose', atLeast: 13.9 };

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  ketoacidosis: readonly string[];
  fruityBreath: readonly string[];
  deepBreathing: readonly string[];
  highSugar: readonly string[];
  signs: readonly string[];
  diabetic: readonly string[];
}

const ENGLISH: Words = {
  ketoacidosis: [
    '(dka|ketoacidosis|ketoacidotic)',
    '(high|large|moderate|big|raised|lots of|dark purple) {0-1} ketones',
    'ketones {0-3} (high|large|moderate|raised|through the roof|off the (chart|scale)|dark purple|purple)',
  ],
  fruityBreath: [
    '(breath|mouth) {0-4} (fruity|fruit|sweet|pear drop|pear drops|nail (polish|varnish) remover?|acetone)',
    '(fruity|sweet|acetone|pear drop) smelling? breath',
  ],
  deepBreathing: [
    'kussmaul',
    '(breathing|breaths|breathes) {0-3} (deep|deeply|heavy|heavily|fast|rapid|rapidly|quick|quickly|hard|weird|funny|strange|strangely|odd|oddly)',
    '(deep|heavy|fast|rapid|sighing|big) (breathing|breaths)',
  ],
  highSugar: [
    '(sugar|sugars|glucose|level|levels) {0-3} (very high|sky high|through the roof|off the (chart|scale))',
    '(sugar|sugars|glucose|level|levels) (is|are|was|were|has been|have been|been|running|reading|going|gone|went) {0-1} (high|up)',
    '(meter|reading|monitor|cgm|libre|dexcom) {0-2} (says|reads|shows|showing|reading) hi',
    '(very|really|so) high blood? sugar',
  ],
  signs: [
    '(vomit|vomits|vomiting|vomited|drowsy|sleepy|confused|confusion|exhausted)',
    '(keep|keeps)? (throwing|threw|thrown) up',
    '(being|been) sick',
    '(stomach|tummy|belly|abdominal) (pain|ache|cramps)',
    '(stomach|tummy|belly) {0-1} (hurts|hurting)',
    '(cannot|barely|hardly) stay awake',
    '(so|very|really|extremely) thirsty',
    '(peeing|weeing|urinating) {0-2} (all the time|a lot|constantly|loads|non stop)',
    'cannot stop (peeing|weeing)',
  ],
  diabetic: DIABETIC_WORDS,
};

// Spanish: accents folded; 'la azúcar' and 'el azúcar' are both said.
const SPANISH: Words = {
  ketoacidosis: [
    '(cetoacidosis|cetoacidotico|cetoacidotica)',
    '(cetonas|cetona) {0-3} (altas|alta|elevadas|muy altas|moderadas|grandes|por las nubes|moradas)',
    '(altas|muchas|muy altas) (las)? cetonas',
  ],
  fruityBreath: [
    '(aliento|boca) {0-4} (afrutado|a fruta|frutas|dulce|acetona|quitaesmalte|removedor)',
    '(huele|olor) {0-3} (a fruta|a acetona|a quitaesmalte|afrutado)',
  ],
  deepBreathing: [
    'kussmaul',
    '(respira|respirando|respiracion|respiraciones) {0-3} (profundo|profunda|profundas|rapido|rapida|rapidas|agitado|agitada|raro|rara|extrano|extrana|hondo)',
  ],
  highSugar: [
    '(azucar|glucosa|nivel|niveles) {0-3} (muy alta|muy alto|altisima|altisimo|por las nubes|por el cielo|hasta el cielo)',
    '(azucar|glucosa) (esta|estaba|sigue|anda|ha estado|salio|marca|marcando)? {0-1} (alta|alto|subida|subido|elevada|elevado)',
    '(glucometro|medidor|monitor|sensor|libre|dexcom) {0-2} (dice|marca|muestra|sale|salio) (hi|high)',
    '(muy|bien|super) (alta|alto) (el|la)? (azucar|glucosa)',
  ],
  signs: [
    '(vomito|vomitos|vomitando|vomita|vomitar|devolviendo|devolver|somnoliento|somnolienta|adormilado|adormilada|confundido|confundida|confusion|agotado|agotada)',
    '(dolor|duele) {0-3} (estomago|panza|barriga|abdomen|pancita)',
    '(mucha|muchisima|tanta) sed',
    '(orina|orinando|hace pipi|haciendo pipi|va al bano) {0-3} (mucho|a cada rato|todo el tiempo|muy seguido)',
    '(no puede|no puedo) (mantenerse|mantenerme) despierto',
  ],
  diabetic: DIABETICO,
};

/** DKA named; high ketones; fruity breath or high sugar with deep breathing or sickness; a diabetic with both. */
function rulesOver(words: Words): PhraseRule[] {
  const { ketoacidosis, fruityBreath, deepBreathing, highSugar, signs, diabetic } = words;
  const withHighSugar = [[...fruityBreath, ...deepBreathing, ...signs]];
  return [
    { phrases: ketoacidosis },
    { reading: 'ketones', atLeast: 3 },
    { reading: 'ketones', atLeast: 1.5, with: [signs] },
    { phrases: fruityBreath, with: [[...deepBreathing, ...signs, ...diabetic]] },
    { phrases: highSugar, softenable: true, with: withHighSugar },
    { ...HIGH_GLUCOSE, with: withHighSugar },
    { phrases: diabetic, with: [deepBreathing, signs] },
  ];
}

/** Ketones in mmol/L: 1.5 and over is a risk of DKA, 3 and over an emergency (NHS); glucose 13.9 (250 mg/dL). */
export const DIABETIC_KETOACIDOSIS = {
  id: 'diabetic-ketoacidosis',
  label: 'Diabetic ketoacidosis',
  rules: rulesOver(ENGLISH),
  answer:
    "These can be signs of diabetic ketoacidosis (DKA), which is an emergency. Go to the nearest emergency room now, or call 911 if the person is drowsy, confused, or breathing deeply or fast. Don't stop the insulin. Take the meter, the insulin and a list of medicines with you.",
  sources: [NHS_DKA, NHS_999],
  // Before a hypo, and before stroke and sepsis, whose confusion it shares.
  order: 11,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'Estos pueden ser signos de cetoacidosis diabética (CAD), que es una emergencia. Vaya ahora a la sala de emergencias más cercana, o llame al 911 si la persona está somnolienta, confundida, o respira profundo o rápido. No deje la insulina. Lleve con usted el glucómetro, la insulina y una lista de sus medicamentos.',
  },
} as const satisfies RedFlagCategory;
