import { readTypedDate } from '@/lib/appointments/booking/typed-date';
import { addClinicDays } from '@/lib/clinic';
import { clinicTime } from '../../../support/clinic-time';

// Wednesday 25 November 2026, 08:00 clinic time; the last bookable day 90 days on.
const now = clinicTime(2026, 10, 25, 8, 0);
const window = { today: now, lastDay: addClinicDays(now, 90) };
const read = (day: string, month: string, year: string) =>
  readTypedDate({ day, month, year }, window);

describe('readTypedDate', () => {
  it('reads nothing typed as empty, so the fallback stays optional', () => {
    expect(read('', ' ', '')).toEqual({ kind: 'empty' });
  });

  it('reads a real date from today to the last bookable day as that clinic day', () => {
    expect(read('25', '11', '2026')).toEqual({ kind: 'day', day: clinicTime(2026, 10, 25) });
    expect(read(' 03 ', '2', '2027')).toEqual({ kind: 'day', day: clinicTime(2027, 1, 3) });
    expect(read('23', '2', '2027')).toEqual({ kind: 'day', day: clinicTime(2027, 1, 23) });
  });

  it.each([
    [['', '12', '2026'], 'Date of appointment must include a day', 'day'],
    [['1', '', '2026'], 'Date of appointment must include a month', 'month'],
    [['1', '12', ''], 'Date of appointment must include a year', 'year'],
    [['', '', '2026'], 'Date of appointment must include a day and month', 'all'],
    [['1', '12', '26'], 'Year must include 4 numbers', 'year'],
    [['31', '4', '2027'], 'Date of appointment must be a real date', 'all'],
    [['29', '2', '2027'], 'Date of appointment must be a real date', 'all'],
    [['1', '13', '2027'], 'Date of appointment must be a real date', 'month'],
    [['0', '1', '2027'], 'Date of appointment must be a real date', 'day'],
    [['x', '1', '2027'], 'Date of appointment must be a real date', 'day'],
    [['24', '11', '2026'], 'Date of appointment must be in the future', 'all'],
    [
      ['24', '2', '2027'],
      'Date of appointment must be between 25 November 2026 and 23 February 2027',
      'all',
    ],
  ])('refuses %j in GOV.UK wording: %s', ([day, month, year], message, part) => {
    // With its code, which the pages write in their language (docs/languages.md#refusals-by-code).
    expect(read(day ?? '', month ?? '', year ?? '')).toMatchObject({
      kind: 'error',
      message,
      part,
    });
    expect(read(day ?? '', month ?? '', year ?? '')).toHaveProperty('code');
  });
});
