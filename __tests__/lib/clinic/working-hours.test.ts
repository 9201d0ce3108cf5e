import { hoursOn } from '@/lib/clinic';
import { WORKING_HOURS as hours } from '../../support/working-hours';

describe('hoursOn', () => {
  it('takes the week in force on each day (valid_from), with a break between ranges', () => {
    expect(hoursOn(hours, 1, '2026-11-23')).toEqual([{ start: 540, end: 720 }]);
    expect(hoursOn(hours, 1, '2026-11-30')).toEqual([
      { start: 540, end: 600 },
      { start: 660, end: 720 },
    ]);
    expect(hoursOn(hours, 1, '2026-11-29')).toEqual([]);
  });
});
