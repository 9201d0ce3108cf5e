/** @jest-environment node */
import { CONSULTATION, hasAgeLimit } from '@/lib/clinic';
import { ageLimitProblem } from '@/lib/appointments/booking/age-limits';
import { clinicTime } from '../../../support/clinic-time';

/**
 * Age limits (docs/visit-types.md#age-limits): whole years on the visit's clinic day, the
 * minimum inclusive and the maximum exclusive, in the database's words.
 */
const type = (name: string, minAgeYears: number | null, maxAgeYears: number | null) => ({
  ...CONSULTATION,
  name,
  minAgeYears,
  maxAgeYears,
});
const vaccination = type('Child vaccination', null, 18);

/** 09:00 clinic time on a day of 2026 (month 1–12). */
const on = (month: number, day: number) => clinicTime(2026, month - 1, day, 9, 0);

describe('ageLimitProblem', () => {
  it('takes a child up to the day before their 18th birthday, in clinic days', () => {
    expect(ageLimitProblem(vaccination, '2008-12-02', on(12, 1))).toBeNull();
    expect(ageLimitProblem(vaccination, '2008-12-02', on(12, 2))).toBe(
      'Child vaccination is for patients under 18.',
    );
    // 23:30 in the clinic is already the next day in UTC: the clinic's day counts.
    expect(ageLimitProblem(vaccination, '2008-12-02', clinicTime(2026, 11, 1, 23, 30))).toBeNull();
  });

  it('says a minimum, and both limits, as the database does', () => {
    expect(ageLimitProblem(type('Health check', 65, null), '1970-01-01', on(6, 1))).toBe(
      'Health check is for patients 65 and over.',
    );
    expect(ageLimitProblem(type('Health check', 65, null), '1961-06-01', on(6, 1))).toBeNull();
    expect(ageLimitProblem(type('Teen clinic', 12, 18), '2016-01-01', on(6, 1))).toBe(
      'Teen clinic is for patients aged 12 to 17.',
    );
    expect(ageLimitProblem(type('Teen clinic', 12, 18), '2014-06-01', on(6, 1))).toBeNull();
  });

  it('asks for a date of birth only when the type has a limit', () => {
    expect(ageLimitProblem(vaccination, null, on(6, 1))).toBe(
      'Add your date of birth to book Child vaccination.',
    );
    expect(ageLimitProblem(CONSULTATION, null, on(6, 1))).toBeNull();
    expect(hasAgeLimit(vaccination)).toBe(true);
    expect(hasAgeLimit(CONSULTATION)).toBe(false);
  });
});
