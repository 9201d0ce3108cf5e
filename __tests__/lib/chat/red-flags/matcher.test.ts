/** @jest-environment node */
import { correctTypo, detectRedFlag, normaliseMessage } from '@/lib/chat/red-flags';
import { itFindsNone, itReads } from '../../../support/tables';

describe('normaliseMessage', () => {
  itReads('reads %j as %j', normaliseMessage, [
    // Lower-case, contractions spelled out with or without the apostrophe, no possessives.
    ["I CAN'T breathe", 'i cannot breathe'],
    ['i cant breathe', 'i cannot breathe'],
    ['Im sure he wont wake up', 'i am sure he will not wake up'],
    ['my mom’s face', 'my mom face'],
    // Clause breaks are marked, so a negation stops at a comma or an "and".
    ['no fever, and a rash', 'no fever | and a rash'],
    // A decimal number stays in one piece.
    ['has 38.2. now', 'has 38 2 | now'],
  ]);
});

describe('correctTypo', () => {
  itReads('reads %j as %j', correctTypo, [
    ['siezure', 'seizure'],
    ['chets', 'chest'],
    ['brethe', 'breathe'],
    ['unconcious', 'unconscious'],
    ['bleeeding', 'bleeding'],
    ['pregant', 'pregnant'],
    ['wrost', 'worst'],
    // Among key words one slip away, the likeliest slip wins, whatever order they were declared in.
    ['faling', 'falling'],
    ['dropy', 'droopy'],
  ]);

  // 'noise' read as 'noose' raised self-harm for a noisy boiler; 'beach' as 'bleach', poisoning.
  it.each([
    'cooking',
    'worse',
    'chess',
    'stroked',
    'never',
    'speaking',
    'blood',
    'concussion',
    'noise',
    'beach',
    'cancel',
    'stairs',
  ])('leaves the real word %j as typed', (word) => {
    expect(correctTypo(word)).toBe(word);
  });
});

describe('detectRedFlag', () => {
  it('reads case, punctuation, typos and contractions alike', () => {
    for (const text of ["I CAN'T BREATHE!!!", 'i cant breath', 'cant brethe', 'I cannot breathe.'])
      expect(detectRedFlag(text)).toBe('trouble-breathing');
    expect(detectRedFlag('siezure for 6 mins')).toBe('seizure');
  });

  itFindsNone('does not count a clearly negated sign: %j', detectRedFlag, [
    'no chest pain',
    'not short of breath',
    "she doesn't have a rash",
    "I'm not suicidal",
    'he is not confused and has not vomited after he bumped his head',
    'no stiff neck and no fever',
  ]);

  itReads('negates only within the clause: %j → %s', detectRedFlag, [
    ['no fever, but I cannot breathe', 'trouble-breathing'],
    ["I don't have chest pain but my face is drooping", 'stroke'],
  ]);

  it('reads "not sure" as doubt, not negation', () => {
    expect(detectRedFlag("I'm not sure but I think it's a stroke")).toBe('stroke');
  });

  itReads(
    'does not alarm on the past, prevention or general questions, but does on the present: %j → %s',
    detectRedFlag,
    [
      ['I had a stroke last year', null],
      ['what are the signs of a stroke?', null],
      ['how do I prevent a heart attack', null],
      ['I had a stroke last year and now my face is drooping again', 'stroke'],
    ],
  );

  itReads(
    'softens only where that is safe: a minor burn is routine, mild chest pain is not: %j → %s',
    detectRedFlag,
    [
      ['how do I treat a minor burn', null],
      ['I have mild chest pain', 'chest-pain'],
    ],
  );

  itReads(
    'alarms for a feverish baby only under 3 months and at 38 °C / 100.4 °F or more: %j → %s',
    detectRedFlag,
    [
      ['my 6 week old has 38.2', 'feverish-baby'],
      ['my 6 week old has 100.4 F', 'feverish-baby'],
      ['my 6 week old has 37.9', null],
      ['my 6 week old has 100.2 F', null],
      ['my baby is 4 months and has 38.2', null],
      ['my 12 week old has a fever', 'feverish-baby'],
      ['my 3 month old has a fever', null],
    ],
  );

  itReads(
    'files a message with several signs under the first category, self-harm first: %j → %s',
    detectRedFlag,
    [
      ['I have chest pain and I want to die', 'self-harm'],
      ['I took all my pills to end it', 'self-harm'],
      ['he overdosed and is not breathing', 'unconsciousness'],
      ['I am 20 weeks pregnant and bleeding heavily', 'pregnancy'],
    ],
  );

  itReads(
    'needs a first seizure, a long one or one after another, not a known short one: %j → %s',
    detectRedFlag,
    [
      ['my son has epilepsy and had a short seizure, he is fine now', null],
      ['my son has epilepsy and the seizure has lasted 7 minutes', 'seizure'],
    ],
  );

  itFindsNone('reads a blank message as no alarm: %j', detectRedFlag, ['', '   ']);

  // Wording that once got routine answers, routine lines that must stay routine, and readings of sugar
  // (mmol/L or mg/dL), ketones (mmol/L) and body temperature.
  itReads('reads %j as %s', detectRedFlag, [
    [
      'my diabetic 8 year old is drowsy, breathing deeply and his breath smells fruity',
      'diabetic-ketoacidosis',
    ],
    ['my husband is on insulin, sweaty, shaking, confused and not making sense', 'hypoglycemia'],
    ['the CO alarm went off and all of us have headaches and feel dizzy', 'carbon-monoxide'],
    [
      'my son played tennis in the heat and now he is confused and has stopped sweating',
      'heat-stroke',
    ],
    ['grandpa was out in the snow all night and is confused and mumbling', 'hypothermia'],
    ["I'm diabetic and I can't keep any fluids down", 'diabetic-vomiting'],
    ['I have diabetes, how often should I check my feet?', null],
    ['my chest feels congested from my cold', null],
    ['I had a hypo last night, I ate some sweets and feel fine now', null],
    ['I am confused about my new insulin pen', null],
    ['how does a carbon monoxide detector work?', null],
    ['it is hot today and I feel a bit tired', null],
    ['sugar is 2.5 and I am shaking', 'hypoglycemia'],
    ['sugar is 45 and I am sweaty', 'hypoglycemia'],
    ['sugar is 5.5 and I am shaking', null],
    ['my ketones are 3.2', 'diabetic-ketoacidosis'],
    ['my ketones are 0.4', null],
    ['his temperature is 34.2', 'hypothermia'],
    ['temperature 40.5 after a day in the sun', 'heat-stroke'],
    ['my laptop is not responding', null],
    ['my dad is not responding', 'unconsciousness'],
  ]);
});
