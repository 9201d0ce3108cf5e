/** @jest-environment node */
import { glucoseReadings, ketoneReading } from '@/lib/chat/red-flags/glucose';

describe('glucoseReadings', () => {
  it.each([
    ['my sugar is 2.1', [2.1]],
    ['glucose 28 mmol', [28]],
    ['blood sugar 450 for two days', [25]],
    ['sugar reading 54 mg/dl', [3]],
    ['my blood sugar has been high for 3 days', []],
    ['my sugar levels, 2 times a day', []],
    ['I am 45 years old', []],
    // Spanish, as the Spanish red-flag rules read it (docs/chat.md#red-flags).
    ['el azúcar de mi hija está en 450', [25]],
    ['glucosa 2.5', [2.5]],
    ['me mido el azúcar 2 veces al día', []],
  ])('reads %j as %j mmol/L', (text, readings) => {
    expect(glucoseReadings(text)).toEqual(readings);
  });
});

describe('ketoneReading', () => {
  it.each([
    ['ketones are 4.2', 4.2],
    ['blood ketones 0.6 this morning', 0.6],
    ['ketones for 2 days', null],
    ['no ketone strips', null],
    ['cetonas en 3.5', 3.5],
  ])('reads %j as %j', (text, reading) => {
    expect(ketoneReading(text)).toBe(reading);
  });
});
