import type { RedFlag } from './categories';
import { RED_FLAGS } from './categories';
import { ageInMonths, parseAge } from '../age';
import { inCelsius, isFever, parseTemperature } from '../temperature';
import { glucoseReadings, ketoneReading } from './glucose';
import { alternation, CHILD_WORDS, PERSON_WORDS } from './lexicon';
import { compilePhrases, type CategoryRules } from './phrases';
import { CARBON_MONOXIDE } from './rules/carbon-monoxide';
import { DIABETIC_VOMITING, DIABETIC_WORDS } from './rules/diabetic-vomiting';
import { HEAD_INJURY } from './rules/head-injury';
import { UNCONSCIOUSNESS } from './rules/unconsciousness';
import { createNormaliser } from './normalise';

/** A message prepared once for every rule. */
interface Message {
  /** The text as typed. */
  raw: string;
  /** `normaliseMessage(raw)`: tokens separated by single spaces, clause breaks as '|'. */
  norm: string;
  tokens: readonly string[];
  /** True when the message asks for general information and names no one ('what are the signs of a stroke?'). */
  isGeneralQuestion: boolean;
}

/** How a concept's matches are vetted. */
interface Options {
  /** 'mild', 'minor', 'a bit', … in the clause make the match routine ('a minor burn'). */
  softenable?: boolean;
  /** A clause about the past ('last year', '3 years ago') does not count; default true. */
  history?: boolean;
  /** A negation word just before the match cancels it; default true ('has not stopped for 6 minutes' must not). */
  negation?: boolean;
}

/** A gap of up to n words. */
const gap = (n: number) => String.raw`(?:\S+ ){0,${n}}`;
// A clause word ('and', 'but') stands after a '|' in the normalised text; patterns that span
// one ('shaking and jerking') read it either way.
/** Every word the patterns are written with: the typo corrector's vocabulary. */
const patternWords = new Set<string>();
const re = (source: string) => {
  for (const word of source.match(/[a-z]{5,}/g) ?? []) patternWords.add(word);
  return new RegExp(
    String.raw`(?<![a-z0-9])(?:${source.replace(/ (and|but) /g, ' (?:\\| )?$1 ')})(?![a-z0-9])`,
    'g',
  );
};

const NEGATORS = new Set(['no', 'not', 'never', 'without', 'none', 'nor', 'denies', 'denied']);
// NegEx's pseudo-negations: 'not sure', 'no longer' and the like do not negate what follows.
const PSEUDO = new Set([
  'sure',
  'only',
  'just',
  'longer',
  'idea',
  'know',
  'certain',
  'even',
  'doubt',
]);
const SOFTENERS =
  /(?:^| )(?:mild|mildly|slight|slightly|minor|small|little|tiny|bit|light|first degree|occasionally|sometimes)(?: |$)/;
const HISTORY = re(
  String.raw`last (?:year|month|week|summer|winter|spring|fall|autumn|christmas)|(?:\d+|a|one|two|three|four|five|six|several|few|many|couple of) (?:years?|months?|weeks?) (?:ago|back)|in (?:19|20)\d\d|(?:years|months|weeks|long|ages|a while) ago|history of|as a (?:child|kid|teenager|teen|baby)|when (?:i|he|she) was (?:little|young|a (?:child|kid|baby|teenager))|recovering from|recovered from|(?:after|since) (?:my|his|her|their) (?:\S+ )?(?:stroke|heart attack|seizure|overdose|surgery|concussion|burn)|follow up|survivor|years? of|prevent|prevention|preventing|risk of|chances? of|avoid (?:getting|having|a)|in case (?:of|i|he|she)`,
);
const PERSON = new RegExp(`(?:^| )(?:${alternation(PERSON_WORDS)})(?: |$)`);
const INFO_QUESTION = re(
  String.raw`what (?:is|are|causes?)|what ${gap(3)}(?:signs?|symptoms?|causes?|risks?|difference)|how (?:do|can|does|is|are) (?:you|one|doctors?|a person)|signs? of|symptoms? of|(?:can|could|does|do|will) ${gap(3)}cause|risk of|causes? of|prevent|prevention|vaccine|vaccines|vaccination|jab|shot|tell me about|explain|learn about|statistics|how common`,
);

function prepare(raw: string): Message {
  const norm = normaliser.normaliseMessage(raw);
  INFO_QUESTION.lastIndex = 0;
  return {
    raw,
    norm,
    tokens: norm.split(' '),
    isGeneralQuestion: INFO_QUESTION.test(norm) && !PERSON.test(` ${norm} `),
  };
}

/** The clause (between '|' marks) around a character position of `norm`. */
function clauseAt(norm: string, index: number): string {
  const start = norm.lastIndexOf('|', index) + 1;
  const end = norm.indexOf('|', index);
  return norm.slice(start, end === -1 ? undefined : end).trim();
}

/** Whether a negation word stands in the 5 words before a token, within its clause. */
function isNegated(tokens: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 5; i--) {
    const token = tokens[i]!;
    if (token === '|') return false;
    if (NEGATORS.has(token) && !PSEUDO.has(tokens[i + 1] ?? '')) return true;
  }
  return false;
}

/**
 * Whether any of the patterns occurs in the message, not negated, not about the past and (when
 * `softenable`) not softened; a match that fails a check does not hide a later one.
 */
function has(message: Message, patterns: readonly RegExp[], options: Options = {}): boolean {
  const { softenable = false, history = true, negation = true } = options;
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (const match of message.norm.matchAll(pattern)) {
      const index = match.index ?? 0;
      const tokenIndex = message.norm.slice(0, index).split(' ').length - 1;
      if (negation && isNegated(message.tokens, tokenIndex)) continue;
      const clause = clauseAt(message.norm, index);
      if (history) {
        HISTORY.lastIndex = 0;
        if (HISTORY.test(clause)) continue;
      }
      if (softenable && SOFTENERS.test(clause)) continue;
      return true;
    }
  }
  return false;
}

/* ---------------------------------------------------------------- concepts, by category */

const SELF_HARM = [
  re(
    String.raw`suicide|suicidal|kill(?:ing)? myself|end(?:ing)? (?:my|it) (?:own )?life|end(?:ing)? it all|take my (?:own )?life|taking my (?:own )?life|(?:want|wants|wanted|wanting|wanna|going|ready|wish|wishes) (?:to )?die|want to be dead|wish i (?:was|were) (?:dead|gone|never born)|better off (?:dead|without me)|(?:all|everyone|everybody) (?:be|would be|is) better off|do not want to (?:live|be alive|be here|exist|wake up)|no (?:reason|point) (?:to|in) (?:live|living|going on|carrying on)|nothing (?:left )?to live for|life is not worth living|not worth living|tired of (?:living|being alive)|self harm|self harming|selfharm|self injury|harm(?:ing)? myself|(?:want|wanting|going|urge|urges|thinking about|thought about|plan|planning) (?:to )?(?:hurt|cut|harm|burn) myself|cutting myself|(?:cut|cutting|hurt|hurting|burned|burning) myself again|hurting myself on purpose|cut myself on purpose|(?:a |the )?plan to end (?:it|things|my life)|(?:no one|nobody|noone) (?:would|will|is going to) (?:miss|care about|notice) (?:me|if i)|want (?:everything|it all|this|my life) to (?:end|stop|be over)|(?:pills|rope|gun|knife) (?:are |is )?ready|(?:do not|cannot|no longer|never) see (?:the|any) point in (?:living|going on|life|being alive)|(?:going|want|planning) to end (?:it|things)|(?:should|could|might|will|gonna|going to|want to|wanna|ready to) (?:just )?end (?:it|things|everything|my life)(?! (?:with|for|by|there|now|early|on|off))|(?:planning|plan|going|want|wanna|thinking about|thought about|decided) (?:to )?(?:overdose|od)|overdosed? on purpose|(?:took|taken|swallowed) ${gap(4)}on purpose|hang myself|slit my wrists|shoot myself|jump off (?:a|the) (?:bridge|building|roof)|(?:take|took|taken|swallow|swallowed|taking) all (?:my|of my|the|his|her) (?:pills|tablets|meds|medication)|not be (?:here|around) (?:anymore|any more|tomorrow)|never wake up`,
  ),
];

const ANAPHYLAXIS_WORD = [re(String.raw`anaphylaxis|anaphylactic`)];
const THROAT_CLOSING = [
  re(
    String.raw`(?:throat|tongue|airway) ${gap(3)}(?:swelling|swollen|swelled|closing|closing up|puffing up|blowing up|getting tight|tight)(?! (?:glands?|tonsils?|lymph))|(?:swelling|swollen) ${gap(2)}(?:throat|tongue)`,
  ),
];
const FACE_SWELLING = [
  re(
    String.raw`(?:lips?|face|eyes|mouth) ${gap(3)}(?:swelling|swollen|swelled|puffing up|blowing up|puffed up)|(?:swelling|swollen) ${gap(2)}(?:lips?|face|eyes)|hives all over|covered in hives`,
  ),
];
const ALLERGY_CONTEXT = [
  re(
    String.raw`allergic|allergy|allergies|reaction|sting|stung|bee|wasp|hornet|peanut|peanuts|nuts?|shellfish|shrimp|penicillin|antibiotic|antibiotics|medicine|epipen|hives|ate|eating`,
  ),
];
const ALLERGEN = [
  re(String.raw`allergic|allergy|stung|sting|bee|wasp|hornet|peanuts?|nuts|shellfish|penicillin`),
];
const EPIPEN_USED = [
  re(
    String.raw`(?:used|use|gave|give|giving|given|need|needs|needed|inject|injected|jabbed|stabbed) ${gap(3)}epipen|epipen ${gap(2)}(?:did not|is not|not|has not) (?:work|working|help|helping|helped)`,
  ),
];

const CANNOT_BREATHE = [
  re(
    String.raw`(?:cannot|could not|can barely|could barely|can hardly|unable to|not able to|struggling to|struggles to|struggled to|fighting to|trying to) ${gap(1)}(?:breathe|breath|breathing|get (?:a |any |my |his |her )?(?:breath|air))|cannot catch ${gap(1)}breath|(?:struggling|fighting|gasping) for (?:breath|air)|gasping|(?:trouble|difficulty|hard time|problems?) breathing|breathing (?:is )?(?:very |really |so )?(?:difficult|hard|laboured|labored)|cannot (?:speak|talk) in (?:full )?sentences|too breathless to (?:talk|speak)|(?:lips|face|fingers|tongue) ${gap(3)}(?:blue|grey|gray|purple)|blue lips|turning blue|gone blue|ribs ${gap(2)}sucking in|sucking in (?:under|between) (?:his|her|the) ribs|grunting (?:with|when) (?:each|every)? ?breath`,
  ),
];
const BREATHLESS = [
  re(
    String.raw`short of breath|shortness of breath|breathless|out of breath|winded|wheezing|wheezy|tight chest and (?:cannot|wheez)`,
  ),
];
const ASTHMA_NOT_HELPED = [
  re(
    String.raw`(?:inhaler|puffer|nebuli[sz]er|ventolin|albuterol|salbutamol) ${gap(4)}(?:is not|not|does not|did not|has not|is no|are not) (?:\S+ )?(?:helping|working|help|work|helped|worked|good|use|touching)|(?:inhaler|puffer|ventolin|albuterol|salbutamol) ${gap(4)}(?:no|little) (?:help|difference|effect)|(?:inhaler|puffer|ventolin|albuterol|salbutamol) ${gap(3)}(?:does|did|is doing|doing|do) nothing|(?:asthma attack|asthma) ${gap(4)}(?:getting worse|will not stop|not stopping|bad one|severe)|severe asthma attack|(?:used|taken|had|took) ${gap(3)}(?:puffs|inhaler) ${gap(4)}(?:still|nothing)`,
  ),
];
const CHOKING = [
  re(
    String.raw`choking(?! hazard)|is choking|choked ${gap(3)}(?:cannot|not) (?:breathe|breathing|cough|speak)|(?:stuck|lodged) in (?:his|her|my|their|the) (?:throat|windpipe|airway)|cannot (?:cough|breathe) (?:or|and) (?:speak|talk|cough)`,
  ),
];

const CHEST = 'chest|breastbone|sternum';
const CHEST_FEELING =
  'pain|pains|painful|hurts|hurting|hurt|ache|aches|aching|killing|clutching|clutched|grabbing|gripped|pressure|tight|tightness|squeezing|squeezed|squeeze|crushing|crushed|crush|heavy|heaviness|discomfort|clenching|gripping|vice|vise|band|weight|elephant|sitting|stabbing';
const HEART_ATTACK = [
  re(
    String.raw`(?:${CHEST}) ${gap(4)}(?:${CHEST_FEELING})|(?:${CHEST_FEELING}) ${gap(5)}(?:${CHEST})|heart attack|cardiac arrest|elephant ${gap(5)}(?:chest|on me|on top of me)|(?:someone|something|a truck|a car) (?:is )?(?:sitting|standing|parked) on (?:my|his|her) (?:chest|heart)`,
  ),
];
const SPREADING_PAIN = [
  re(
    String.raw`(?:pain|ache|pressure|tightness|discomfort) ${gap(3)}(?:spreading|radiating|radiates|spreads|going|goes|moving|shooting|travell?ing) ${gap(3)}(?:arm|arms|jaw|neck|back|shoulder|shoulders)`,
  ),
];
const ARM_JAW_PAIN = [
  re(
    String.raw`(?:arm|jaw|shoulder|neck) ${gap(3)}(?:pain|hurt|hurts|hurting|ache|aching|aches|heavy|numb)|(?:pain|ache|aching) ${gap(3)}(?:arm|jaw|shoulder)`,
  ),
];
const HEART_COMPANIONS = [
  re(
    String.raw`sweating|sweaty|sweats|clammy|cold sweat|nausea|nauseous|nauseated|feel sick|feeling sick|throwing up|vomiting|short of breath|breathless|dizzy|lightheaded|light headed`,
  ),
];

const STROKE_WORD = [
  re(
    String.raw`(?<!heat |sun |back |breast |brush |pen |swimming |swim )strokes?(?! of (?:luck|genius)| technique| rate)|mini stroke|tia`,
  ),
];
const FACE_DROOP = [
  re(
    String.raw`(?:face|mouth|smile|eyelid|lip) ${gap(3)}(?:drooping|droopy|droops|drooped|droop|sagging|sagged|saggy|fallen|dropped|dropping|lopsided|crooked|uneven|twisted|numb)|(?:drooping|droopy|sagging|crooked|lopsided|uneven) ${gap(1)}(?:face|mouth|smile)|facial droop|one side of (?:my|his|her|their|the) face`,
  ),
];
const SPEECH = [
  re(
    String.raw`slurred|slurring|slurry speech|speech ${gap(3)}(?:slurred|garbled|jumbled|strange|weird|funny|off|wrong|gone)|words ${gap(3)}(?:jumbled|wrong|garbled|mixed up)|talking gibberish|speaking gibberish|cannot get (?:my|his|her) words out|cannot find (?:the|my|his|her) words`,
  ),
];
const ONE_SIDE_WEAK = [
  re(
    String.raw`(?:weak|weakness|numb|numbness|heavy|dead|paralysed|paralyzed|tingling) ${gap(4)}(?:one side|left side|right side)|(?:one side|left side|right side) of (?:my|his|her|the) body|(?:cannot|could not|unable to) (?:move|feel) ${gap(2)}(?:one side|left side|right side)|(?:cannot|could not|unable to) (?:lift|raise|move) ${gap(2)}(?:arm|arms|leg) ${gap(4)}(?:suddenly|face|speech|one side)`,
  ),
];
const SUDDEN = String.raw`sudden|suddenly|all of a sudden|all at once|out of nowhere|came on fast|out of the blue|just now`;
const SUDDEN_STROKE_SIGN = [
  re(
    String.raw`(?:${SUDDEN}) ${gap(4)}(?:weakness|weak|numbness|numb|confused|confusion|disoriented|cannot (?:see|speak|talk|walk|stand|understand)|lost ${gap(2)}(?:vision|sight|balance)|loss of ${gap(1)}(?:vision|sight|balance)|blind|double vision|dizzy and cannot)|(?:weakness|weak|numbness|numb|confused|confusion|blind|lost (?:his|her|my) (?:vision|sight|balance)) ${gap(4)}(?:${SUDDEN})|went blind|lost (?:the )?(?:vision|sight) in (?:one|my|his|her) ${gap(1)}eye`,
  ),
];
const ARM_OR_LEG_WEAK = [
  re(
    String.raw`(?:arm|arms|leg|legs|hand) ${gap(3)}(?:weak|numb|dead|limp|heavy)|(?:weak|numb|limp) ${gap(2)}(?:arm|leg|hand)|(?:cannot|could not) (?:lift|raise|move|hold up) ${gap(2)}(?:arm|arms|leg)`,
  ),
];
const LIMB = [re(String.raw`arm|arms|leg|legs|hand|hands|side|face`)];
const WENT_WEAK = [
  re(String.raw`(?:went|gone|going|goes|is|are|feels?|got) (?:all )?(?:weak|numb|dead|limp|heavy)`),
];
const SUDDEN_WORD = [re(SUDDEN)];
const SPEECH_TROUBLE = [
  re(
    String.raw`(?:cannot|could not|unable to|struggling to|trouble) (?:speak|talk|talking|speaking)`,
  ),
];

const SEIZURE_WORD = [
  re(
    String.raw`seizure|seizures|seizing|fitting|(?:having|had|has|have) (?:a )?fits?|convulsion|convulsions|convulsing|convulsed|fit ${gap(2)}(?:stop|stopping|lasting|lasted|for)|shaking and jerking|(?:shaking|jerking) ${gap(3)}(?:uncontrollably|all over|and jerking|and shaking)|jerking (?:all over|uncontrollably)`,
  ),
];
const SEIZURE_ESCALATION = [
  re(
    String.raw`(?:will not|does not|did not|is not going to|not) (?:stop|stopped|stopping)|never had one|still (?:seizing|fitting|shaking|jerking|convulsing|going|having)|first (?:ever )?(?:seizure|fit|convulsion|time)|never had (?:a |one )?(?:\S+ )?before|one after (?:another|the other)|back to back|another one|keeps? having|not (?:waking|woken|coming round|come round|come to|coming to)|has not woken|turning blue|(?:more than|over|longer than|for|about|nearly|almost|past|lasted|lasting|lasts|been) (?:[5-9]|[1-9]\d|five|six|seven|eight|nine|ten|fifteen|twenty) ${gap(1)}(?:minutes|mins|min)|(?:[5-9]|[1-9]\d|five|six|seven|eight|nine|ten|fifteen|twenty) (?:minutes|mins|min) (?:now|already|and)`,
  ),
];
const SEIZURE_FIRST = [
  re(
    String.raw`first (?:ever )?(?:seizure|fit|convulsion)|(?:seizure|fit|convulsion|febrile convulsion) ${gap(2)}(?:for the first time|first time ever)|never had (?:a|one|any) (?:seizure|fit|convulsion)s? before|(?:seizure|fit)s? after (?:another|the other)|one (?:seizure|fit) after`,
  ),
];
const SEIZURE_NOW = [
  re(
    String.raw`(?:is|am|are) (?:having|in) (?:a )?(?:seizure|fit|convulsion)|(?:is|am|are) (?:seizing|fitting|convulsing)`,
  ),
];
const EPILEPSY = [
  re(String.raw`epilepsy|epileptic|(?:his|her|my|their) usual (?:seizures?|fits?)`),
];

const FEVER = [
  re(
    String.raw`fever|fevers|feverish|febrile|(?:high |a )?temperature|temp|hot to the touch|burning up|(?:very|really|so|burning) hot|feels? hot|running hot`,
  ),
];
const STIFF_NECK = [
  re(
    String.raw`stiff neck|neck ${gap(2)}(?:stiff|stiffness|rigid)|cannot (?:bend|move|touch) (?:his|her|my|their) (?:neck|head|chin)|(?:chin|head) to (?:his|her|my|their) chest`,
  ),
];
const LIGHT_HURTS = [
  re(
    String.raw`(?:light|lights|brightness) ${gap(3)}(?:hurts|hurt|hurting|painful)|cannot (?:stand|bear|look at) (?:the )?(?:light|lights)|photophobia`,
  ),
];
const RASH_NOT_FADING = [
  re(
    String.raw`(?:rash|spots|blotches|marks|dots) ${gap(8)}(?:not|does not|did not|will not|not|never) (?:fade|fading|faded|go|going|disappear|blanch|blanching|change)|non blanching|nonblanching|glass test ${gap(5)}(?:not|still|stay|stayed|visible)|(?:rash|spots|blotches) ${gap(8)}(?:through|under) (?:the|a) (?:glass|tumbler)|(?:purple|dark red) (?:rash|spots|blotches|pin ?prick)|pin ?prick (?:rash|spots)`,
  ),
];
const MOTTLED = [
  re(
    String.raw`mottled|mottling|blotchy (?:skin|and (?:blue|grey|pale))|skin ${gap(3)}(?:blue|grey|gray|bluish|greyish|grayish|blotchy|ashen)|(?:blue|grey|gray|ashen) (?:skin|colour|color|and (?:floppy|limp|cold))|(?:blue|grey|gray) around (?:the|his|her) (?:lips|mouth)`,
  ),
];
const FLOPPY = [
  re(
    String.raw`floppy|limp|(?:hard|difficult|impossible) to (?:wake|rouse)|(?:will not|cannot|does not) stay awake|(?:hardly|barely) (?:wakes|waking|responding|responds)|not (?:responding|reacting) (?:to|like) (?:me|us|normal)|(?:will not|not) (?:feed|feeding|eat|drink|drinking) ${gap(4)}(?:sleepy|drowsy|floppy)|(?:weak|high pitched|strange) (?:cry|crying)|feels? like (?:i am|he is|she is|they are) (?:dying|going to die)|(?:not|has not|have not|no) (?:peed|weed|wee|urinated|passed urine|wet nappy|wet diaper|wet nappies|wet diapers) ${gap(3)}(?:day|all day|hours|\d+)`,
  ),
];
const SEPSIS_WORD = [re(String.raw`sepsis|septic|meningitis|meningococcal`)];
const CONFUSED = [re(String.raw`confused|confusion|disoriented|delirious|not making sense`)];
const INFECTION = [
  re(String.raw`infection|infected|uti|pneumonia|wound|cellulitis|chest infection|flu|covid`),
];

const BABY_WORD = [re(alternation(CHILD_WORDS))];
const UNDER_3_MONTHS = [
  re(
    String.raw`newborn|(?:under|less than|younger than|not yet) (?:3|three) months|(?:1|2|one|two) months? old|(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) weeks? old|(?:\d|1\d|20) days? old`,
  ),
];

const WORST_HEADACHE = [
  re(
    String.raw`worst (?:headache|head pain|pain) ${gap(2)}(?:life|ever|ever had)|worst ever headache|worst (?:headache|pain) (?:i|he|she) (?:have|has|had|have ever|has ever|ever) ${gap(1)}(?:had|felt)|thunderclap|(?:headache|head pain|pain in (?:my|his|her) head) ${gap(3)}(?:came on|hit|started|struck|came)(?: me| him| her)? (?:suddenly|all at once|out of nowhere|like a|in seconds|instantly|in an instant)|(?:${SUDDEN}) ${gap(3)}(?:severe|excruciating|explosive|terrible|intense|awful|blinding|agonising|agonizing|horrible|splitting|crushing|massive|unbearable|violent|really bad|very bad) ${gap(2)}(?:headache|head pain|pain in (?:my|his|her|the) (?:head|back of))|(?:severe|excruciating|explosive|terrible|intense|blinding|agonising|agonizing|splitting|unbearable|violent) (?:headache|head pain) ${gap(4)}(?:${SUDDEN}|seconds|in a second|instantly)|like (?:i|he|she) (?:was|got|have been|had been) (?:hit|struck|kicked) ${gap(5)}(?:head|skull)|(?:head|brain) ${gap(4)}(?:exploding|exploded|explode)|exploding headache|headache ${gap(2)}like (?:an|a) (?:explosion|bomb|bolt|thunder)`,
  ),
];

const PREGNANT = [
  re(
    String.raw`pregnant|pregnancy|expecting (?:a baby|twins)|weeks along|trimester|miscarriage|miscarrying|miscarry`,
  ),
];
const PREGNANCY_WARNING = [
  re(
    String.raw`bleeding|bleed|bled|blood|spotting|(?:severe|bad|really bad|terrible|sharp|intense|agonising|agonizing|excruciating|unbearable|strong|constant) ${gap(3)}(?:pain|pains|cramps|cramping|stomach ache|tummy ache)|(?:pain|pains|cramps|cramping|hurts|hurting|aches) ${gap(4)}(?:severe|unbearable|excruciating|terrible|really bad|very bad|agony)|waters? ${gap(1)}(?:broke|broken|breaking|gone)|leaking (?:fluid|water)|(?:baby|bump) ${gap(3)}(?:not moving|stopped moving|moving less|not kicking|stopped kicking)|not felt ${gap(2)}(?:baby|kick|kicks|move|moving)|(?:seizure|fit|fitting)|sudden swelling|think i am (?:having a|losing)|miscarrying|(?:severe|terrible|bad) headache ${gap(5)}(?:vision|swelling|seeing)`,
  ),
];

const SUBSTANCE = String.raw`pills?|tablets?|capsules?|medicines?|medication|medications|meds|paracetamol|acetaminophen|tylenol|ibuprofen|advil|aspirin|iron|vitamins?|gummies|sleeping pills|antidepressants?|opioids?|oxycodone|fentanyl|heroin|drugs|bleach|detergent|pods?|laundry ${gap(1)}(?:pod|pods|capsule|capsules|liquid)|dishwasher ${gap(1)}(?:tablet|tablets|pod|pods|detergent|liquid|soap)|cleaner|cleaning (?:product|products|fluid|liquid|spray)|chemicals?|antifreeze|weed ?killer|pesticide|rat poison|poison|button batter(?:y|ies)|batter(?:y|ies)|magnets?|lamp oil|paraffin|lighter fluid|nail polish remover|mouthwash|hand sanitiser|hand sanitizer|e ?cigarette liquid|vape (?:juice|liquid)|nicotine|mushrooms|berries|drain cleaner|oven cleaner|(?:her|his|my|grandma|grandpa|grandmother|grandfather|mom|mum|dad) ${gap(1)}(?:pills|tablets|medicine|meds|medication)`;
const POISONING = [
  re(
    String.raw`overdose|overdosed|overdosing|(?:took|taken|take|taking|had|swallowed|ate|eaten|drank|drunk) (?:way )?too (?:many|much)|(?:swallowed|swallow|ate|eaten|eating|drank|drunk|drinking|ingested|chewed|chewing|sucked|licked|got into|into the|found (?:him|her|them) with) ${gap(5)}(?:${SUBSTANCE})|(?:a|the|whole|full|entire|half (?:a|the)) (?:bottle|box|pack|packet|blister pack|handful|strip|jar|sheet) (?:of )?${gap(2)}(?:${SUBSTANCE})|(?:handful|bunch|lot|lots|load) of ${gap(1)}(?:${SUBSTANCE})|(?:took|taken|swallowed|ate|had) (?:like |about |around |maybe |almost |over |at least |nearly )?(?:[1-9]\d+|ten|twelve|fifteen|twenty|thirty|forty|fifty) (?:of )?${gap(2)}(?:${SUBSTANCE})|double dose|(?:two|2|extra) doses|took ${gap(3)}twice|poisoned|poisoning|(?:pills|tablets|medicine|meds|pod|pods|bleach|chemicals?|battery|batteries) ${gap(3)}(?:in|into) (?:his|her|their|my) mouth`,
  ),
];
const FOUND_SUBSTANCE = [
  re(String.raw`(?:found|got hold of|got into|into) ${gap(2)}(?:${SUBSTANCE})`),
];
const INGESTED = [re(String.raw`ate|eaten|swallowed|drank|drunk|chewed|took some|had some`)];
const NOT_POISONING = /food poisoning|blood poisoning|alcohol poisoning test/;
const ACCIDENTAL_SUBSTANCE = [
  re(String.raw`(?:${SUBSTANCE}) ${gap(5)}(?:missing|gone|empty|open|opened|spilled|all over)`),
];

const HEAVY_BLEEDING = [
  re(
    String.raw`(?:severe|severely|heavy|heavily|profuse|profusely|uncontrolled|uncontrollable|uncontrollably|massive|badly|serious|major|a lot of|lots of|so much|tons of|pouring|gushing|spurting|squirting|pumping) ${gap(1)}(?:bleeding|bleed|bleeds|blood|bled)|(?:bleeding|bleed|bleeds|bled) ${gap(1)}(?:severely|heavily|profusely|badly|uncontrollably|everywhere|a lot|so much|like crazy|through)|(?:bleeding|bleed|blood|bleeds) ${gap(6)}(?:will not|does not|did not|not|is not|cannot|has not) (?:stop|stopping|slow|slowing|ease)|(?:cannot|could not|unable to|will not|would not|does not|did not|is not|not) (?:stop|slow) ${gap(2)}(?:bleeding|blood)|blood ${gap(3)}(?:spurting|pouring|gushing|squirting|pumping|everywhere|all over)|pool of blood|losing (?:a lot of |lots of |so much )?blood|lost (?:a lot of|lots of|so much) blood|soaked ${gap(5)}(?:towel|towels|bandage|bandages|cloth|shirt|through)|(?:coughing|coughed|vomiting|vomited|throwing|threw|spitting) (?:up )?(?:a lot of |lots of )?blood|cut ${gap(4)}(?:artery|to the bone|bone showing|very deep|really deep|gaping)|(?:deep|gaping) (?:cut|wound|gash) ${gap(4)}(?:will not|not|is not|does not) stop|amputated|cut off (?:his|her|my) (?:finger|toe|hand)`,
  ),
];
const PERIOD = /(?:^| )(?:period|periods|menstrual|menstruation|monthly)(?: |$)/;
const PERIOD_DANGER = [
  re(
    String.raw`(?:pad|tampon|pads|tampons) every (?:hour|half hour|30 minutes)|(?:dizzy|faint|fainting|passing out|clots (?:the size|bigger|larger))`,
  ),
];

const BURN = String.raw`burns?|burned|burnt|scald|scalded|scalding|scalds`;
const SEVERE_BURN = [
  re(
    String.raw`(?:severe|serious|bad|badly|very bad|really bad|large|big|huge|massive|deep|third degree|3rd degree|full thickness|terrible|awful|horrible|chemical|acid|electrical|electric) ${gap(2)}(?:${BURN})|(?:${BURN}) ${gap(8)}(?:charred|white|leathery|black|blackened|waxy|skin (?:is )?(?:peeling off|came off|coming off|falling off)|bigger than (?:his|her|my|a|the|your) (?:hand|palm)|larger than (?:his|her|my|a|the|your) (?:hand|palm)|whole (?:arm|leg|back|chest|face|hand|side)|all over|entire|on (?:his|her|my|their) face|face and (?:neck|hands)|blisters? all over|huge blisters?|(?:is|are) not (?:feeling|painful|hurting)|no feeling|numb|cannot feel)|(?:boiling|hot) (?:water|oil|fat|soup|tea|coffee|kettle) ${gap(6)}(?:baby|toddler|child|kid|son|daughter|face|chest|all over|his body|her body)|(?:caught|catches|catching) (?:on )?fire|set (?:himself|herself|myself|themselves) on fire|(?:clothes|hair|clothing) ${gap(2)}(?:on fire|caught fire|burning)|(?:baby|toddler|child|kid|son|daughter|infant) ${gap(4)}(?:scalded|burned|burnt) ${gap(2)}(?:boiling|hot) (?:water|oil|fat|soup|tea|coffee|kettle)|(?:huge|large|big) blisters ${gap(5)}(?:fire|burn|burned|boiling|hot|flames)|blisters all over ${gap(4)}(?:fire|burn|burned|boiling|hot|flames)|live wire|(?:touched|grabbed|bit|chewed) ${gap(2)}(?:wire|cable|socket|outlet|power line)|electrocuted|electric shock|(?:inhaled|breathed in) (?:smoke|fumes) ${gap(4)}(?:fire|cough|hoarse|soot)|burns? (?:to|on) (?:the|his|her|my) (?:airway|mouth|throat) ${gap(3)}fire`,
  ),
];

const DIABETIC = [re(compilePhrases(DIABETIC_WORDS))];
const LOW_SUGAR = [
  re(
    String.raw`hypo|hypos|hypoglyc(?:a)?emi[ac]|low (?:blood )?sugar|sugar ${gap(3)}(?:low|dropped|dropping|crashed|crashing|plummeted|plummeting|tanked|fell|falling)|(?:meter|reading|cgm|libre|dexcom|monitor|sugar|glucose) ${gap(2)}(?:says|reads|shows|showing|reading) (?:lo|low)|(?:took|taken|injected|had|gave|given) ${gap(3)}(?:insulin|dose) ${gap(2)}(?:twice|by mistake|too much|double)|(?:too much|double|extra) insulin|insulin ${gap(4)}(?:did not|has not|not|without|forgot to|skipped) (?:eat|eaten|eating|food|a meal|lunch|dinner|breakfast)`,
  ),
];
const SEVERE_HYPO = [re(String.raw`(?:severe|bad|major|really bad) hypo`)];
// 'Confused about the new pen' is puzzled, not confused.
const CONFUSED_NOT_PUZZLED = String.raw`confused(?! (?:about|by|with|over|as to))|confusion(?! (?:about|over))`;
// What NHS 111 calls for 999 in a diabetic, whatever the reading.
const HYPO_EMERGENCY = [
  re(
    String.raw`${CONFUSED_NOT_PUZZLED}|disoriented|disorientated|not making (?:any )?sense|talking (?:nonsense|gibberish|rubbish)|gibberish|(?:hard|difficult|impossible) to wake|cannot wake|will not wake|(?:acting|seems?|looks?) ${gap(1)}drunk|slurring|slurred|aggressive|combative|(?:cannot|could not|can not|unable to|not able to) swallow|too \S+ to (?:eat|drink|swallow)|passed out|passing out|fainted|unconscious|unresponsive|not responding|seizure|fitting|having a fit`,
  ),
];
// With a low reading, the milder signs count too.
const HYPO_DANGER = [
  re(
    String.raw`${CONFUSED_NOT_PUZZLED}|disoriented|disorientated|not making (?:any )?sense|talking (?:nonsense|gibberish|rubbish)|gibberish|nonsense|(?:cannot|could not|can not) think|drowsy|sleepy|(?:hard|difficult|impossible) to wake|cannot wake|will not wake|(?:acting|seems?|looks?) ${gap(1)}drunk|slurring|slurred|aggressive|combative|(?:cannot|could not|unable to|not able to) swallow|too \S+ to (?:eat|drink|swallow)|passed out|pass out|passing out|fainted|unconscious|unresponsive|not responding|seizure|fitting|having a fit|seeing double|double vision|blurred vision|blurry vision`,
  ),
];
const SWEATY_SHAKY = [
  re(
    String.raw`sweaty|sweating|sweats|clammy|shaking|shaky|trembling|tremble|trembly|pale|heart (?:racing|pounding)`,
  ),
];

const DKA_WORD = [re(String.raw`dka|ketoacidosis|ketoacidotic`)];
const FRUITY_BREATH = [
  re(
    String.raw`(?:breath|mouth) ${gap(4)}(?:fruity|fruit|sweet|pear drops?|nail (?:polish|varnish)(?: remover)?|acetone)|(?:fruity|sweet|acetone|pear drop) (?:smelling )?breath`,
  ),
];
const DEEP_BREATHING = [
  re(
    String.raw`(?:breathing|breaths|breathes) ${gap(3)}(?:deep|deeply|heavy|heavily|fast|rapid|rapidly|quick|quickly|hard|weird|funny|strange|strangely|odd|oddly)|(?:deep|heavy|fast|rapid|sighing|big) (?:breathing|breaths)|kussmaul`,
  ),
];
const HIGH_KETONES = [
  re(
    String.raw`(?:high|large|moderate|big|raised|lots of|dark purple) ${gap(1)}ketones|ketones ${gap(3)}(?:high|large|moderate|raised|through the roof|off the (?:chart|scale)|dark purple|purple)`,
  ),
];
const HIGH_SUGAR = [
  re(
    String.raw`(?:sugar|sugars|glucose|levels?) ${gap(3)}(?:very high|sky high|through the roof|off the (?:chart|scale))|(?:sugar|sugars|glucose|levels?) (?:is|are|was|were|has been|have been|been|running|reading|going|gone|went) ${gap(1)}(?:high|up)|(?:meter|reading|monitor|cgm|libre|dexcom) ${gap(2)}(?:says|reads|shows|showing|reading) hi|(?:very|really|so) high (?:blood )?sugar`,
  ),
];
const DKA_SIGNS = [
  re(
    String.raw`vomit|vomits|vomiting|vomited|throwing up|threw up|thrown up|keeps? throwing up|being sick|been sick|(?:stomach|tummy|belly|abdominal) (?:pain|ache|cramps)|(?:stomach|tummy|belly) ${gap(1)}(?:hurts|hurting)|drowsy|sleepy|confused|confusion|(?:cannot|barely|hardly) stay awake|exhausted|(?:so|very|really|extremely) thirsty|(?:peeing|weeing|urinating) ${gap(2)}(?:all the time|a lot|constantly|loads|non stop)|cannot stop (?:peeing|weeing)`,
  ),
];

const HEATSTROKE_WORD = [re(String.raw`heat ?stroke|sun ?stroke|hyperthermia|heat collapse`)];
const HEAT_EXHAUSTION = [re(String.raw`heat exhaustion`)];
const NOT_BETTER = [
  re(String.raw`not ${gap(1)}(?:better|improving|improved|helping|helped)|getting worse`),
];
const HEAT_EXPOSURE = [
  re(
    String.raw`heat|heatwave|heat wave|hot (?:day|days|weather|car|sun|room|apartment|flat|house|attic|kitchen)|(?:in|out in|under) the (?:sun|heat)|sunshine|sun all day|sauna|hot tub|no (?:ac|air conditioning|aircon|air con)|\d+ degrees? (?:outside|heat|out|today|in the shade)|sweltering|scorching|humid|humidity`,
  ),
];
const HEAT_DANGER = [
  re(
    String.raw`confused|confusion|disoriented|disorientated|delirious|not making sense|not (?:himself|herself|themselves|myself)|acting ${gap(1)}(?:strange|strangely|weird|weirdly|odd|oddly|confused|drunk)|(?:stopped|not|no longer) sweating|(?:skin|he|she) ${gap(3)}(?:hot and dry|dry and hot)|(?:hot|red) (?:and )?dry skin|dry (?:and )?hot skin|collapsed|fainted|passed out|seizure|fitting|unresponsive|not responding|drowsy|hard to wake|slurring|slurred`,
  ),
];

const HYPOTHERMIA_WORD = [re(String.raw`hypothermia|hypothermic`)];
const COLD_EXPOSURE = [
  re(
    String.raw`(?:freezing|ice|icy|stone|bitterly|very|really|so|extremely) cold|cold (?:house|home|flat|apartment|room|water|night|garden|weather|floor|lake|river|sea)|(?:in|into|out in|through) the (?:snow|cold|ice|icy water|freezing water|lake|river|sea)|(?:icy|freezing|cold) (?:lake|river|water|pond|sea)|fell through (?:the )?ice|outside ${gap(3)}(?:all night|overnight|for hours)|(?:no|without) heating|heating ${gap(2)}(?:broke|broken|off|not working|cut off)|afford ${gap(1)}heating|snow|blizzard|frozen|freezing|cold to (?:the )?touch|soaked|wet and cold|cold and wet`,
  ),
];
const HYPOTHERMIA_DANGER = [
  re(
    String.raw`confused|confusion|disoriented|mumbling|slurring|slurred|drowsy|(?:very|really|so|extremely) (?:sleepy|tired)|sleepy|(?:hard|difficult) to wake|(?:stopped|no longer) shivering|(?:shivering|shaking) ${gap(1)}(?:violently|uncontrollably|non stop)|(?:cannot|will not|would not) stop shivering|stumbling|clumsy|(?:slow|shallow) breathing|breathing ${gap(1)}(?:slowly|slow|shallow)|bright red|(?:very|really) quiet|(?:not|will not|refusing to|refuses to) (?:feed|feeding)|limp|unresponsive|not responding|collapsed|unconscious`,
  ),
];
const BODY_TEMPERATURE_WORD = /(?:^| )(?:temp|temperature|thermometer|degrees)(?: |$)/;

/** The normaliser over the built-in key words and every word of the patterns above. */
const normaliser = createNormaliser(patternWords);

/**
 * Reads a typed word as the key word it was meant to be (docs/product.md#red-flags): one slip
 * away from a word the patterns use, same first letter; real words near a key word are kept.
 * @example correctTypo('siezure') === 'seizure'
 */
export const correctTypo: (word: string) => string = normaliser.correctTypo;

/**
 * The form the red-flag patterns read (docs/product.md#red-flags): lower case, contractions
 * spelled out, possessives dropped, clause breaks as '|', typos in key words corrected.
 * @example normaliseMessage('I cant brethe') === 'i cannot breathe'
 */
export const normaliseMessage: (text: string) => string = normaliser.normaliseMessage;

/* ---------------------------------------------------------------- rules */

type Rule = (message: Message) => boolean;

/** A rules file (./rules/) as a rule: its phrases compiled once, vetted like every pattern here. */
function compileCategory({ rules }: CategoryRules): Rule {
  const compiled = rules.map((rule) => ({
    phrases: [re(compilePhrases(rule.phrases))],
    with: (rule.with ?? []).map((list) => [re(compilePhrases(list))]),
    unless: rule.unless === undefined ? null : re(compilePhrases(rule.unless)),
    options: { history: rule.history ?? true, softenable: rule.softenable ?? false },
  }));
  return (m) =>
    !m.isGeneralQuestion &&
    compiled.some(
      (rule) =>
        has(m, rule.phrases, rule.options) &&
        rule.with.every((list) => has(m, list)) &&
        (rule.unless === null || !new RegExp(rule.unless.source).test(m.norm)),
    );
}

const RULES: Readonly<Record<RedFlag, Rule>> = {
  'self-harm': (m) => has(m, SELF_HARM, { history: false }),
  'carbon-monoxide': compileCategory(CARBON_MONOXIDE),
  unconsciousness: compileCategory(UNCONSCIOUSNESS),
  anaphylaxis: (m) =>
    !m.isGeneralQuestion &&
    (has(m, ANAPHYLAXIS_WORD) ||
      has(m, THROAT_CLOSING) ||
      has(m, EPIPEN_USED) ||
      (has(m, FACE_SWELLING, { softenable: true }) && has(m, ALLERGY_CONTEXT)) ||
      (has(m, ALLERGEN) && has(m, CANNOT_BREATHE))),
  'trouble-breathing': (m) =>
    !m.isGeneralQuestion &&
    (has(m, CANNOT_BREATHE) ||
      has(m, BREATHLESS, { softenable: true }) ||
      has(m, ASTHMA_NOT_HELPED) ||
      has(m, CHOKING)),
  'chest-pain': (m) =>
    !m.isGeneralQuestion &&
    (has(m, HEART_ATTACK) ||
      has(m, SPREADING_PAIN) ||
      (has(m, ARM_JAW_PAIN) && has(m, HEART_COMPANIONS))),
  'head-injury': compileCategory(HEAD_INJURY),
  hypoglycemia: (m) => {
    if (m.isGeneralQuestion) return false;
    const lowest = Math.min(...glucoseReadings(m.raw));
    const low = has(m, LOW_SUGAR) || lowest < HYPO_MMOL;
    return (
      has(m, SEVERE_HYPO) ||
      (low && has(m, HYPO_DANGER)) ||
      (lowest < SEVERE_HYPO_MMOL && has(m, SWEATY_SHAKY)) ||
      (has(m, DIABETIC) &&
        (has(m, HYPO_EMERGENCY) || (has(m, SWEATY_SHAKY) && has(m, HYPO_DANGER))))
    );
  },
  'diabetic-ketoacidosis': (m) => {
    if (m.isGeneralQuestion) return false;
    const ketones = ketoneReading(m.raw) ?? 0;
    const high =
      has(m, HIGH_SUGAR, { softenable: true }) || Math.max(...glucoseReadings(m.raw)) >= HIGH_MMOL;
    const signs = has(m, DKA_SIGNS);
    const breath = has(m, FRUITY_BREATH);
    const breathing = has(m, DEEP_BREATHING);
    return (
      has(m, DKA_WORD) ||
      has(m, HIGH_KETONES) ||
      ketones >= DKA_KETONES ||
      (ketones >= RAISED_KETONES && signs) ||
      (breath && (breathing || signs)) ||
      ((has(m, DIABETIC) || high) && (breath || (breathing && (signs || high)) || (high && signs)))
    );
  },
  stroke: (m) =>
    !m.isGeneralQuestion &&
    (has(m, STROKE_WORD) ||
      has(m, FACE_DROOP) ||
      has(m, SPEECH) ||
      has(m, ONE_SIDE_WEAK) ||
      has(m, SUDDEN_STROKE_SIGN) ||
      (has(m, ARM_OR_LEG_WEAK) && has(m, SPEECH_TROUBLE)) ||
      (has(m, LIMB) && has(m, WENT_WEAK) && has(m, SUDDEN_WORD))),
  seizure: (m) =>
    !m.isGeneralQuestion &&
    ((has(m, SEIZURE_WORD) && has(m, SEIZURE_ESCALATION, { history: false, negation: false })) ||
      has(m, SEIZURE_FIRST, { history: false }) ||
      (has(m, SEIZURE_NOW) && !has(m, EPILEPSY))),
  'heat-stroke': (m) =>
    !m.isGeneralQuestion &&
    (has(m, HEATSTROKE_WORD, { softenable: true }) ||
      (has(m, HEAT_EXHAUSTION) && has(m, NOT_BETTER)) ||
      ((has(m, HEAT_EXPOSURE) || has(m, HEAT_EXHAUSTION)) &&
        (has(m, HEAT_DANGER) || bodyTemperature(m) >= HEATSTROKE_CELSIUS))),
  hypothermia: (m) =>
    !m.isGeneralQuestion &&
    (has(m, HYPOTHERMIA_WORD) ||
      (has(m, COLD_EXPOSURE) && has(m, HYPOTHERMIA_DANGER)) ||
      bodyTemperature(m) < HYPOTHERMIA_CELSIUS),
  'meningitis-sepsis': (m) =>
    !m.isGeneralQuestion &&
    (has(m, RASH_NOT_FADING) ||
      has(m, MOTTLED) ||
      has(m, SEPSIS_WORD) ||
      (has(m, STIFF_NECK) && (hasFever(m) || has(m, LIGHT_HURTS))) ||
      (has(m, FLOPPY) && (hasFever(m) || has(m, BABY_WORD) || has(m, INFECTION))) ||
      (has(m, CONFUSED) && (hasFever(m) || has(m, INFECTION)))),
  'feverish-baby': (m) => isUnder3Months(m) && hasFever(m),
  'sudden-headache': (m) => !m.isGeneralQuestion && has(m, WORST_HEADACHE, { softenable: true }),
  pregnancy: (m) =>
    !m.isGeneralQuestion && has(m, PREGNANT) && has(m, PREGNANCY_WARNING, { softenable: true }),
  poisoning: (m) =>
    !m.isGeneralQuestion &&
    !NOT_POISONING.test(m.norm) &&
    (has(m, POISONING) ||
      (has(m, ACCIDENTAL_SUBSTANCE) && has(m, BABY_WORD)) ||
      (has(m, FOUND_SUBSTANCE) && has(m, INGESTED))),
  'diabetic-vomiting': compileCategory(DIABETIC_VOMITING),
  'severe-bleeding': (m) =>
    !m.isGeneralQuestion &&
    has(m, HEAVY_BLEEDING, { softenable: true }) &&
    (!PERIOD.test(` ${m.norm} `) || has(m, PERIOD_DANGER)),
  'severe-burn': (m) => !m.isGeneralQuestion && has(m, SEVERE_BURN, { softenable: true }),
};

/** A fever: a stated temperature of 38 °C / 100.4 °F or more, or fever words without a number. */
function hasFever(m: Message): boolean {
  const reading = parseTemperature(m.raw);
  if (reading !== null) return isFever(reading);
  return has(m, FEVER);
}

/** Blood sugar in mmol/L: under 4 is a hypo (NHS), under 3 a severe one; 13.9 (250 mg/dL) is DKA's threshold. */
const HYPO_MMOL = 4;
const SEVERE_HYPO_MMOL = 3;
const HIGH_MMOL = 13.9;
/** Blood ketones in mmol/L: 1.5 and over is a risk of DKA, 3 and over an emergency (NHS). */
const RAISED_KETONES = 1.5;
const DKA_KETONES = 3;
/** Heatstroke at 40 °C and over (NHS); hypothermia under 35 °C. */
const HEATSTROKE_CELSIUS = 40;
const HYPOTHERMIA_CELSIUS = 35;

/** The body temperature stated in °C, when the message names one ('temperature 34.5'); NaN otherwise. */
function bodyTemperature(m: Message): number {
  if (!BODY_TEMPERATURE_WORD.test(` ${m.norm} `)) return Number.NaN;
  const reading = parseTemperature(m.raw);
  return reading === null ? Number.NaN : inCelsius(reading);
}

/** Under 3 months: a stated age, or 'newborn' and the like. */
function isUnder3Months(m: Message): boolean {
  const age = parseAge(m.raw);
  if (age !== null) return ageInMonths(age) < 3;
  return has(m, UNDER_3_MONTHS);
}

/**
 * Checks a chat message for an emergency red flag (docs/product.md#red-flags,
 * docs/decisions/007-assistant-safety-first.md). Runs before anything else on every message,
 * whatever the model's state. Robust to case, punctuation, contractions ("can't", 'cant',
 * 'cannot') and a phone keyboard's typos in key words; a sign negated in its clause ('no chest
 * pain', "doesn't have a rash"), said of the past ('a stroke last year'), softened where that is
 * safe ('a minor burn') or asked about in general ('what are the signs of a stroke?') is not an
 * alarm. Pure; never throws.
 * @param text - The user's message as typed.
 * @returns The first category found, in `RED_FLAGS` order (self-harm first), or null.
 * @example detectRedFlag('worst headache of my life') === 'sudden-headache'
 * @example detectRedFlag('no chest pain, just a cough') === null
 */
export function detectRedFlag(text: string): RedFlag | null {
  const message = prepare(text);
  return RED_FLAGS.find((flag) => RULES[flag](message)) ?? null;
}
