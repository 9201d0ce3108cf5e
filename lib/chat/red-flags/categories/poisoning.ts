import type { RedFlagCategory } from '../category';
import { CHILD_WORDS } from '../lexicon';

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
} as const satisfies RedFlagCategory;
