/** @jest-environment node */
import { compilePhrases } from '@/lib/chat/red-flags/phrases';

/** Whether a compiled phrase matches the whole of a normalised text. */
const reads = (phrase: string, text: string) =>
  new RegExp(`^(?:${compilePhrases([phrase])})$`).test(text);

describe('compilePhrases', () => {
  it('compiles words, alternatives, gaps and numbers to the matcher’s expressions', () => {
    expect(compilePhrases(['(chest|sternum) {0-4} (pain|pressure)'])).toBe(
      String.raw`(?:chest|sternum) (?:\S+ ){0,4}(?:pain|pressure)`,
    );
    expect(compilePhrases(['# ppm', 'carbon monoxide'])).toBe(String.raw`\d+ ppm|carbon monoxide`);
  });

  it.each([
    ['(chest|sternum) {0-4} (pain|pressure)', 'chest pain', true],
    ['(chest|sternum) {0-4} (pain|pressure)', 'sternum feels a lot of pressure', true],
    ['(chest|sternum) {0-4} (pain|pressure)', 'chest is one two three four five pain', false],
    ['(really|very)? hot', 'hot', true],
    ['(really|very)? hot', 'very hot', true],
    ['hot (and dry)?', 'hot', true],
    ['hot (and dry)?', 'hot and dry', true],
    ['(alarm|detector) {0-3} (went off|going off)', 'detector in the hall went off', true],
    ['co (alarm|level (high|up))', 'co level up', true],
    ['# ppm', '150 ppm', true],
    ['# ppm', 'lots ppm', false],
    ['#5-99 minutes', '45 minutes', true],
    ['#5-99 minutes', '4 minutes', false],
    ['#5-99 minutes', '100 minutes', false],
  ])('reads %j as matching %j: %s', (phrase, text, expected) => {
    expect(reads(phrase, text)).toBe(expected);
  });

  it.each([
    ['chest  pain', "'chest  pain': unexpected ' ' at character 7."],
    ['(chest pain', "'(chest pain': expected ')' at character 12."],
    ['chest) pain', "'chest) pain': unexpected ')' at character 6."],
    ['chest {4-0} pain', "'chest {4-0} pain': bad gap at character 7."],
    ['chest, pain', "'chest, pain': expected a space at character 6."],
    ['', "'': empty phrase at character 1."],
  ])('refuses %j with a message naming the place', (phrase, message) => {
    expect(() => compilePhrases([phrase])).toThrow(`Phrase ${message}`);
  });
});

describe('compilePhrases: number ranges and bars', () => {
  it('compiles a number range and bars before and after a phrase to lookarounds', () => {
    expect(compilePhrases(['#5-99 minutes'])).toBe('(?:[5-9]|[1-9][0-9]) minutes');
    expect(compilePhrases(['choking !hazard'])).toBe('choking(?! hazard)');
    expect(compilePhrases(['!(heat|sun) stroke'])).toBe('(?<!(?:heat|sun) )stroke');
  });

  it('refuses a bar in the middle of a phrase', () => {
    expect(() => compilePhrases(['heat !sun stroke'])).toThrow(
      "Phrase 'heat !sun stroke': '!' must open or close a phrase at character 10.",
    );
  });
});
