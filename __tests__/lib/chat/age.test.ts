/** @jest-environment node */
import { ageInMonths, DAYS_PER_MONTH, parseAge } from '@/lib/chat/age';
import { feverReply } from '@/lib/chat/fever';
import { detectRedFlag } from '@/lib/chat/red-flags';
import { itFindsNone } from '../../support/tables';

const WEEK = 7;
const MONTH = DAYS_PER_MONTH;
const YEAR = 365.25;

describe('parseAge', () => {
  it.each([
    ['my 6 week old has a fever', 6 * WEEK],
    ['my 6-week-old baby', 6 * WEEK],
    ['my 6-week-old has a fever', 6 * WEEK],
    ['she is 7 weeks', 7 * WEEK],
    ['my baby is 4 months and hot', 4 * MONTH],
    ['my baby is 4 months and has 38.2', 4 * MONTH],
    ['she is five months old', 5 * MONTH],
    ['a 2 month old', 2 * MONTH],
    ['a two months old baby', 2 * MONTH],
    ['my 2 month baby', 2 * MONTH],
    ['aged 10 weeks', 10 * WEEK],
    ['aged 1 year', YEAR],
    ['my 3 year old', 3 * YEAR],
    ['my 10 day old son', 10],
    ['she is 10 days and feels hot', 10],
    ["he's only 9 days", 9],
    ['aged 12 days', 12],
    ['he just turned 3 months', 3 * MONTH],
    ['5 months of age', 5 * MONTH],
    ['a baby of 6 weeks', 6 * WEEK],
    ['my 1.5 month old', 1.5 * MONTH],
    ['10 wk old', 10 * WEEK],
    ['our newborn feels hot', 0],
    // Spanish messages, whose ages are read too (docs/chat.md#red-flags).
    ['mi bebé de 2 meses tiene fiebre', 2 * MONTH],
    ['tiene 10 días de nacido', 10],
    ['3 semanas de nacida', 3 * WEEK],
    ['una niña de apenas 6 semanas', 6 * WEEK],
    ['mi hija tiene 6 semanas y tiene 38.3', 6 * WEEK],
    ['cumplió 2 meses', 2 * MONTH],
    ['mi recién nacido', 0],
    ['mi hijo de 3 años', 3 * YEAR],
  ])('reads %j as %d days', (text, days) => {
    expect(parseAge(text)?.days).toBeCloseTo(days, 9);
  });

  itFindsNone('finds no age in %j', parseAge, [
    'fever for 3 days',
    'a fever for 2 days',
    'it started 2 weeks ago',
    'it started 3 weeks ago',
    'it is 2 days now',
    'it is 2 days since the fever began',
    'I have a fever of 39',
    'my baby has a cough',
    // In Spanish.
    'tiene 2 semanas con tos',
    'tiene fiebre desde hace 3 días',
    'mi bebé tiene tos',
  ]);
});

describe('ageInMonths', () => {
  it.each([
    [0, 0],
    [3 * MONTH, 3],
    [YEAR, 12],
  ])('%d days are %d months', (days, months) => {
    expect(ageInMonths({ days })).toBeCloseTo(months, 9);
  });

  it('puts 13 weeks under 3 months', () => {
    expect(ageInMonths({ days: 13 * WEEK })).toBeLessThan(3);
  });
});

// One reader for both: the red-flag check and the fever answer agree at the 3-month line.
describe('the red-flag check and the fever answer read the same age', () => {
  it.each([
    ['my baby is 13 weeks old and has a temperature of 38.5', 'feverish-baby'],
    ['my baby is 14 weeks old and has a temperature of 38.5', null],
    ['my 6 month old has a cold and 38.1', null],
  ])('%j', (text, flag) => {
    expect(detectRedFlag(text)).toBe(flag);
    // '3 to 6 months' takes in a 6-month-old.
    if (flag === null) expect(feverReply(text)).toMatch(/3 to 6 months/);
    else expect(feverReply(text)).toMatch(/under 3 months/);
  });
});
