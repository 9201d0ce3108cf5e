import type { RedFlagCategory } from '../category';
import { CANNOT_BREATHE } from '../fragments';
import { NHS_999 } from '../sources';

const SEVERE_REACTION = [
  '(anaphylaxis|anaphylactic)',
  '(throat|tongue|airway) {0-3} (swelling|swollen|swelled|closing|closing up|puffing up|blowing up|getting tight|tight) !(gland|glands|tonsil|tonsils|lymph)',
  '(swelling|swollen) {0-2} (throat|tongue)',
  'tongue {0-3} (huge|massive|getting (big|bigger|huge|fat))',
  '(used|use|gave|give|giving|given|need|needs|needed|inject|injected|jabbed|stabbed) {0-3} epipen',
  'epipen {0-2} (did not|is not|not|has not) (work|working|help|helping|helped)',
];
const FACE_SWELLING = [
  '(lip|lips|face|eyes|mouth) {0-3} (swelling|swollen|swelled|puffing up|blowing up|puffed up)',
  '(swelling|swollen) {0-2} (lip|lips|face|eyes)',
  '(hives all over|covered in hives)',
];
const ALLERGY_CONTEXT = [
  '(allergic|allergy|allergies|reaction|sting|stung|bee|wasp|hornet|peanut|peanuts|nut|nuts|shellfish|shrimp|penicillin|antibiotic|antibiotics|medicine|epipen|hives|ate|eating)',
];
const ALLERGEN = [
  '(allergic|allergy|stung|sting|bee|wasp|hornet|peanut|peanuts|nuts|shellfish|penicillin)',
];

/** A closing throat or an adrenaline pen used; a swollen face after an allergen; an allergen and no air. */
export const ANAPHYLAXIS = {
  id: 'anaphylaxis',
  label: 'Anaphylaxis',
  rules: [
    { phrases: SEVERE_REACTION },
    { phrases: FACE_SWELLING, softenable: true, with: [ALLERGY_CONTEXT] },
    { phrases: ALLERGEN, with: [CANNOT_BREATHE] },
  ],
  answer:
    'This sounds like a severe allergic reaction (anaphylaxis). Use an epinephrine auto-injector (EpiPen) now if there is one, then call 911, even if the person starts to feel better. Lie them down with their legs raised, or sit them up if breathing is hard; a second auto-injector can be used after 5 minutes if there is no improvement.',
  sources: [{ name: "NHS, 'Anaphylaxis'", url: 'nhs.uk/conditions/anaphylaxis' }, NHS_999],
  order: 6,
} as const satisfies RedFlagCategory;
