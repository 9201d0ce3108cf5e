/** @jest-environment node */
import { FEVER_REPLY, feverReply } from '@/lib/chat/fever';
import { formatBothUnits, isFever, parseTemperature } from '@/lib/chat/temperature';
import { itFindsNone, itReads } from '../../support/tables';

describe('parseTemperature', () => {
  itReads('reads %j', parseTemperature, [
    ['my kid has a temperature of 39.5 C', { value: 39.5, unit: 'C' }],
    ['fever 39,5°', { value: 39.5, unit: 'C' }],
    ['39.5°C since this morning', { value: 39.5, unit: 'C' }],
    ['it says 103 F', { value: 103, unit: 'F' }],
    ['103F and chills', { value: 103, unit: 'F' }],
    ['thermometer shows 101.3 degrees', { value: 101.3, unit: 'F' }],
    ['38 degrees celsius', { value: 38, unit: 'C' }],
    ['100.4 fahrenheit', { value: 100.4, unit: 'F' }],
    ['My fever is 101', { value: 101, unit: 'F' }],
    ['her temperature is 38.2', { value: 38.2, unit: 'C' }],
    ['fever 102 for 2 days', { value: 102, unit: 'F' }],
    ['38,2 °C', { value: 38.2, unit: 'C' }],
    ['temp 100.4F', { value: 100.4, unit: 'F' }],
    ['102°F since noon', { value: 102, unit: 'F' }],
    ['fever of 101 degrees fahrenheit', { value: 101, unit: 'F' }],
    ['my baby is 4 months and has 38.2', { value: 38.2, unit: 'C' }],
    ['it says 37 celsius', { value: 37, unit: 'C' }],
    // Spanish messages, whose temperatures are read too (docs/chat.md#red-flags).
    ['tiene 39 grados', { value: 39, unit: 'C' }],
    ['tiene 101 de fiebre', { value: 101, unit: 'F' }],
    ['el termómetro marca 38,5', { value: 38.5, unit: 'C' }],
    ['102 grados fahrenheit', { value: 102, unit: 'F' }],
  ]);

  itFindsNone('finds no temperature in %j', parseTemperature, [
    'My fever has lasted 3 hours',
    'my 40 year old husband has a fever',
    'fever for 40 hours',
    'I have a fever',
    'it is 20 C outside',
    'I weigh 100 kg and have a fever of 100 kg',
    'my pulse is 100',
    'I am 38 weeks pregnant',
    'I took 500 mg',
    'my blood pressure is 135/85',
    'she is 40 years old',
    'the oven is at 200 C',
    'no numbers here',
    // In Spanish.
    'tengo 38 semanas de embarazo',
    'mi papá tiene 40 años',
    'lleva 40 horas con tos',
  ]);
});

describe('isFever', () => {
  itReads('%j: %s', isFever, [
    [{ value: 38, unit: 'C' }, true],
    [{ value: 37.9, unit: 'C' }, false],
    [{ value: 37.95, unit: 'C' }, false],
    [{ value: 100.4, unit: 'F' }, true],
    [{ value: 100.3, unit: 'F' }, false],
    [{ value: 103.1, unit: 'F' }, true],
  ]);
});

describe('formatBothUnits', () => {
  it("writes the visitor's unit first and the other in brackets", () => {
    expect(formatBothUnits(39.5, 'C')).toBe('39.5°C (103.1°F)');
    expect(formatBothUnits(39.5, 'F')).toBe('103.1°F (39.5°C)');
    expect(formatBothUnits(38, 'F')).toBe('100.4°F (38°C)');
  });
});

describe('feverReply', () => {
  it('gives the general advice with 103°F when no temperature is given', () => {
    expect(feverReply('I have a fever')).toBe(FEVER_REPLY);
    expect(FEVER_REPLY).toContain('103°F');
  });

  it("answers in the visitor's unit with the other in brackets", () => {
    expect(feverReply('temperature of 39.5 C')).toMatch(
      /^A temperature of 39\.5°C \(103\.1°F\) is a high fever\./,
    );
    expect(feverReply('fever of 103 F')).toMatch(
      /^A temperature of 103°F \(39\.4°C\) is a high fever\./,
    );
  });

  it('gives the 103°F threshold in Fahrenheit to a visitor who wrote Fahrenheit', () => {
    const reply = feverReply('I have a fever of 101');
    expect(reply).toMatch(/^A temperature of 101°F \(38\.3°C\) is a fever/);
    expect(reply).toContain('See a doctor if it reaches 103°F (39.4°C)');
  });

  it('gives the threshold in Celsius to a visitor who wrote Celsius', () => {
    expect(feverReply('temp 38.5°C')).toContain('See a doctor if it reaches 39.4°C (103°F)');
  });

  it('says a normal temperature is not a fever', () => {
    expect(feverReply('my temperature is 37.2 C')).toBe(
      "A temperature of 37.2°C (99°F) is not a fever: a fever starts at 38°C (100.4°F). Keep an eye on how you feel, rest and drink plenty of fluids. If you feel unwell or other symptoms appear, we're glad to help. Call 911 now if a fever comes with a stiff neck, a rash that doesn't fade under a glass, confusion, trouble breathing or no pee all day; if you are having chemotherapy, call your cancer team's 24-hour line now.",
    );
  });

  it('sends a baby of 3 to 6 months with 39 °C or more to same-day advice', () => {
    const reply = feverReply('my 4 month old has a temperature of 39.2 C');
    expect(reply).toMatch(/^A temperature of 39\.2°C \(102\.6°F\) in a baby of 3 to 6 months/);
    expect(reply).toContain('call us now for same-day advice');
  });

  it('tells the parent of a baby of 3 to 6 months below 39 °C when to call', () => {
    const reply = feverReply('my baby is 5 months, fever 101 F');
    expect(reply).toContain('call us for same-day advice if it reaches 102.2°F (39°C)');
  });

  it('treats a baby under 3 months with 38 °C or more as urgent', () => {
    expect(feverReply('my 6 week old has a temperature of 38.1 C')).toMatch(
      /^A baby under 3 months with a temperature of 38\.1°C \(100\.6°F\) needs a doctor right away\./,
    );
  });

  it('never gives a dose', () => {
    for (const text of ['fever 39 C', 'my 4 month old has 39.5 C', 'fever of 100.5']) {
      expect(feverReply(text)).not.toMatch(/\d+\s*(?:mg|ml)/i);
    }
  });
});
