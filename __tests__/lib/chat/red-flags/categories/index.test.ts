/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { detectRedFlag, RED_FLAGS, type RedFlag } from '@/lib/chat/red-flags';
import { RED_FLAG_CATEGORIES } from '@/lib/chat/red-flags/categories';

/** A message per category with one slip in a word of that category's file. */
const WITH_A_TYPO: Record<RedFlag, string> = {
  'self-harm': 'i keep thinking about killing mysefl',
  'carbon-monoxide': 'the carbon monoxide alarm keeps beepign and we all have headaches',
  'smoke-inhalation': 'after the house fire he is couhging and his voice is hoarse',
  drowning: 'my son nearly drownde at the beach and now he is vomiting',
  unconsciousness: 'my dad just colapsed in the kitchen',
  anaphylaxis: 'her throat is swelilng up after eating peanuts',
  'trouble-breathing': 'his inhaler is not hlping and he is wheezing badly',
  'chest-pain': 'crushing presure in my chest',
  'head-injury': 'he banged his head and now he is vomitnig',
  'neutropenic-sepsis': 'i am on chemotheraphy and have a fever of 38.5',
  hypoglycemia: 'my diabetic son is agressive and shaky',
  'diabetic-ketoacidosis': 'my daughter has ketoacidossi',
  stroke: 'her face is droopign on one side',
  seizure: 'he is having a seizure that has lasted ten minuets',
  'heat-stroke': 'in the heat all day and now he is delirous',
  hypothermia: 'out in the snow all night and she is mumbilng',
  'meningitis-sepsis': 'i think my son has meningitus',
  'feverish-baby': 'my newborn has a feverr of 38.5',
  'pre-eclampsia': 'i am 34 weeks pregnant and seeing flashign lights',
  'sudden-headache': 'the worst headahce of my life',
  pregnancy: 'i am 20 weeks pregant and bleeding',
  poisoning: 'my toddler swallowed some dishwasher tabelts',
  'diabetic-vomiting': 'i am diabetic and have been vomitting all day',
  'severe-bleeding': 'the cut is bleeding heavliy and will not stop',
  'severe-burn': 'she has a burn and the skin is leathrey',
};

describe('the category files (lib/chat/red-flags/README.md)', () => {
  it('are listed in the order their own `order` gives, 1 first, each id once', () => {
    expect(RED_FLAG_CATEGORIES.map((category) => category.order)).toEqual(
      RED_FLAG_CATEGORIES.map((_, i) => i + 1),
    );
    expect(new Set(RED_FLAGS).size).toBe(RED_FLAG_CATEGORIES.length);
  });

  it('are one file each, named by the id, and every file in the folder is listed', () => {
    const folder = path.join(__dirname, '../../../../../lib/chat/red-flags/categories');
    const files = readdirSync(folder).filter((file) => file !== 'index.ts');
    expect(files.sort()).toEqual(RED_FLAGS.map((flag) => `${flag}.ts`).sort());
  });

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

describe('the rules added with the third held-out file', () => {
  // Written from the rules' sources, not from held-out-3.json; each pair is a sign and a near-miss.
  const cases: [string, RedFlag | null][] = [
    ['I am 33 weeks pregnant and my blood pressure is 165 over 112', 'pre-eclampsia'],
    ['my blood pressure was 118/76 at my pregnancy check, is that good', null],
    ['gave birth on monday and now my head is pounding and my vision is blurry', 'pre-eclampsia'],
    ['pregnant and I have a bad head cold, what can I take', null],
    ['had chemo a week ago and now I have a temperature of 38.3', 'neutropenic-sepsis'],
    ['my temperature is 36.8 on chemo, is that normal', null],
    ['on chemo and suddenly feel really unwell and shivery, no fever', 'neutropenic-sepsis'],
    ['chemo brain is making me forgetful and confused, is there anything that helps', null],
    ['we got out of the house fire but she is coughing up black phlegm', 'smoke-inhalation'],
    ['my throat is on fire and I keep coughing, could it be strep', null],
    ['we pulled him out of the pool and he is coughing and very drowsy', 'drowning'],
    ['my baby is under 3 months and has a fever', 'feverish-baby'],
    ['I am drowning in paperwork and have a headache', null],
    ['our boiler is making a funny noise and we all have headaches', 'carbon-monoxide'],
    [
      'my 84 year old dad is burning hot, very drowsy and has not had a wee all day',
      'meningitis-sepsis',
    ],
    ['had a UTI, now I feel like I am going to die', 'meningitis-sepsis'],
  ];

  it.each(cases)('file %j as %s', (text, expected) => expect(detectRedFlag(text)).toBe(expected));
});
