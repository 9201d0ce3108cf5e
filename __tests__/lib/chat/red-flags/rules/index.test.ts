/** @jest-environment node */
import { detectRedFlag, RED_FLAGS, type RedFlag } from '@/lib/chat/red-flags';

/** A message per category with one slip in a word of that category's rules file. */
const WITH_A_TYPO: Record<RedFlag, string> = {
  'self-harm': 'i keep thinking about killing mysefl',
  'carbon-monoxide': 'the carbon monoxide alarm keeps beepign and we all have headaches',
  unconsciousness: 'my dad just colapsed in the kitchen',
  anaphylaxis: 'her throat is swelilng up after eating peanuts',
  'trouble-breathing': 'his inhaler is not hlping and he is wheezing badly',
  'chest-pain': 'crushing presure in my chest',
  'head-injury': 'he banged his head and now he is vomitnig',
  hypoglycemia: 'my diabetic son is agressive and shaky',
  'diabetic-ketoacidosis': 'my daughter has ketoacidossi',
  stroke: 'her face is droopign on one side',
  seizure: 'he is having a seizure that has lasted ten minuets',
  'heat-stroke': 'in the heat all day and now he is delirous',
  hypothermia: 'out in the snow all night and she is mumbilng',
  'meningitis-sepsis': 'i think my son has meningitus',
  'feverish-baby': 'my newborn has a feverr of 38.5',
  'sudden-headache': 'the worst headahce of my life',
  pregnancy: 'i am 20 weeks pregant and bleeding',
  poisoning: 'my toddler swallowed some dishwasher tabelts',
  'diabetic-vomiting': 'i am diabetic and have been vomitting all day',
  'severe-bleeding': 'the cut is bleeding heavliy and will not stop',
  'severe-burn': 'she has a burn and the skin is leathrey',
};

describe('the rules files', () => {
  it.each(RED_FLAGS.map((flag) => [flag, WITH_A_TYPO[flag]]))(
    'read a slip in a word of %s’s phrases as meant: %j',
    (flag, text) => {
      expect(detectRedFlag(text)).toBe(flag);
    },
  );

  it.each([
    ['he is choking', 'trouble-breathing'],
    ['this toy is a choking hazard', null],
    ['i think she is having a stroke', 'stroke'],
    ['he got heat stroke last week, a mild case', null],
    ['what a stroke of luck', null],
    ['he has been seizing for 12 minutes', 'seizure'],
    ['he had a seizure for 3 minutes and is fine now, he is epileptic', null],
  ])('honour the bars and number ranges of their phrases: %j', (text, expected) => {
    expect(detectRedFlag(text)).toBe(expected);
  });
});
