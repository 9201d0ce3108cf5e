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

describe('the rules changed with the second held-out file', () => {
  // A collapse or blue lips in heat or cold go to their cause; the new phrases keep their bars.
  const cases: [string, RedFlag | null][] = [
    ['my mum collapsed in the street, she is not breathing', 'unconsciousness'],
    ['he collapsed on the beach in the heat and is slurring', 'heat-stroke'],
    ['she collapsed out in the snow', 'hypothermia'],
    ['his lips are blue and he cannot breathe', 'trouble-breathing'],
    ['lips blue, shivering uncontrollably and confused after the lake', 'hypothermia'],
    ['shivering uncontrollably and confused with a high fever', 'meningitis-sepsis'],
    ['my son passed out on the bathroom floor', 'unconsciousness'],
    ['I feel like I might pass out when I give blood, can I lie down', null],
    ['dad will not respond when I talk to him', 'unconsciousness'],
    ['the surgery will not respond to my emails', null],
    ['my son has been cutting himself, I saw the marks', 'self-harm'],
    ['he was cutting himself shaving and it bled a little', null],
    ['I keep thinking about ways to kill myself', 'self-harm'],
    ['what are the ways to end my contract early', null],
    ['his words keep coming out jumbled since this morning', 'stroke'],
    ['the bleeding is pulsing out of the wound', 'severe-bleeding'],
    ['type 2 diabetic, I am sick every time I drink water', 'diabetic-vomiting'],
    ['I am diabetic and feel sick every time I drink milk', null],
  ];

  it.each(cases)('file %j as %s', (text, expected) => expect(detectRedFlag(text)).toBe(expected));
});
