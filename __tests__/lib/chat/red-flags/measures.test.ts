/** @jest-environment node */
import { parseTemperature } from '@/lib/chat/red-flags';

describe('parseTemperature', () => {
  it.each([
    ['my kid has a temperature of 39.5 C', { celsius: 39.5, fahrenheit: 103.1, unit: 'C' }],
    ['38,2 °C', { celsius: 38.2, fahrenheit: 100.8, unit: 'C' }],
    ['temp 100.4F', { celsius: 38, fahrenheit: 100.4, unit: 'F' }],
    ['102°F since noon', { celsius: 38.9, fahrenheit: 102, unit: 'F' }],
    ['fever of 101 degrees fahrenheit', { celsius: 38.3, fahrenheit: 101, unit: 'F' }],
    ['my baby is 4 months and has 38.2', { celsius: 38.2, fahrenheit: 100.8, unit: 'C' }],
    ['it says 37 celsius', { celsius: 37, fahrenheit: 98.6, unit: 'C' }],
    ['my fever is 101', { celsius: 38.3, fahrenheit: 101, unit: 'F' }],
  ])('reads %j', (text, temperature) => {
    expect(parseTemperature(text)).toEqual(temperature);
  });

  it.each([
    'my pulse is 100',
    'I am 38 weeks pregnant',
    'I took 500 mg',
    'my blood pressure is 135/85',
    'she is 40 years old',
    'the oven is at 200 C',
    'no numbers here',
  ])('finds no body temperature in %j', (text) => {
    expect(parseTemperature(text)).toBeNull();
  });
});
