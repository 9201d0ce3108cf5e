import fc from 'fast-check';
import {
  addClinicDays,
  clinicDayKey,
  clinicInstant,
  describeVisitorTime,
  formatClinicClock,
  fromPickerDate,
  fromWallClock,
  isoWeekdayOf,
  startOfClinicDay,
  toPickerDate,
  wallClockOf,
  zoneOffsetMinutes,
} from '@/lib/clinic/clinic-time';
import { clinic } from '@/lib/clinic';
import { tzOffset } from '@date-fns/tz';
import { formatAppointmentDate } from '@/lib/appointments/booking/appointments';
import {
  createSlotChecker,
  isWithinClinicHours,
  slotStartsOn,
} from '@/lib/appointments/booking/slots';
import { clinicTime } from '../../support/clinic-time';

/**
 * Clinic time (docs/product.md#clinic-time, docs/decisions/012-clinic-time.md). jest.config.mjs
 * runs this file once per visitor zone (Asia/Kathmandu, America/New_York, America/Los_Angeles);
 * every expectation here is about the clinic's clock, so it holds in each.
 */

const HOURS = (from: number, to: number) => {
  const times: string[] = [];
  for (let minute = from * 60; minute < to * 60; minute += 30) {
    times.push(
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 === 0 ? '00' : '30'}`,
    );
  }
  return times;
};
const WEEKDAY = HOURS(9, 17);
const SATURDAY = HOURS(10, 14);

const clock = (instant: Date, zone = clinic.timeZone) => {
  const wall = wallClockOf(instant, zone);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
};

/** Every clinic day from `first` for `count` days, with its slots read back on the clinic's clock. */
function slotsByDay(first: Date, count: number, zone = clinic.timeZone) {
  return Array.from({ length: count }, (_, offset) => {
    const day = addClinicDays(first, offset, zone);
    return {
      day: clinicDayKey(day, zone),
      weekday: wallClockOf(day, zone).weekday,
      slots: slotStartsOn(day, null, { zone }),
    };
  });
}

describe('the visitor zone this run uses', () => {
  it('is the one jest.config.mjs set for it, really applied to Date', () => {
    const zone = process.env.TZ ?? '';
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(Date.UTC(2026, 0, 15, 12)))
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = -new Date(2026, 0, 15, 12).getTimezoneOffset();
    const sign = offset < 0 ? '-' : '+';
    const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
    expect(expected).toBe(`GMT${sign}${hhmm}`);
    // ICU may name a zone by an alias ('Asia/Katmandu'): compare what each resolves to.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(
      new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone,
    );
  });
});

describe.each([
  ['spring forward, Sunday 8 March 2026', clinicTime(2026, 2, 1)],
  ['fall back, Sunday 1 November 2026', clinicTime(2026, 9, 25)],
])('slots across the %s change of America/New_York', (_label, first) => {
  const zone = 'America/New_York';
  const days = slotsByDay(first, 15, zone);

  it("gives every day its hours on the clinic's clock: none appears twice, vanishes or moves", () => {
    for (const { weekday, slots } of days) {
      const expected = weekday === 0 ? [] : weekday === 6 ? SATURDAY : WEEKDAY;
      expect(slots.map((slot) => clock(slot, zone))).toEqual(expected);
    }
    const all = days.flatMap((day) => day.slots.map((slot) => slot.getTime()));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
  });

  it('spaces each day’s slots exactly 30 minutes apart, the day after the change included', () => {
    for (const { slots } of days) {
      for (let index = 1; index < slots.length; index += 1) {
        expect(slots[index]!.getTime() - slots[index - 1]!.getTime()).toBe(30 * 60_000);
      }
    }
  });

  it('moves the UTC time of 09:00 by the hour the clocks changed, not its clinic time', () => {
    const mondays = days.filter((day) => day.weekday === 1);
    expect(mondays).toHaveLength(2);
    const [before, after] = mondays.map((day) => day.slots[0]!);
    expect(clock(before!, zone)).toBe('09:00');
    expect(clock(after!, zone)).toBe('09:00');
    expect(Math.abs(after!.getTime() - before!.getTime() - 7 * 86_400_000)).toBe(3_600_000);
  });

  it('keeps every slot through the picker: toPickerDate then fromPickerDate gives it back', () => {
    for (const slot of days.flatMap((day) => day.slots)) {
      const shown = toPickerDate(slot, zone);
      expect(
        `${String(shown.getHours()).padStart(2, '0')}:${String(shown.getMinutes()).padStart(2, '0')}`,
      ).toBe(clock(slot, zone));
      expect(fromPickerDate(shown, zone)).toEqual(slot);
    }
  });
});

describe('clinic hours in other clinic zones (property)', () => {
  const zones = [
    'America/New_York',
    'America/Los_Angeles',
    'Asia/Kathmandu',
    'Australia/Lord_Howe', // a 30-minute daylight-saving shift
    'America/Santiago', // changes at midnight
    'Europe/London',
  ];

  it('offers each open day its hours on that clock, distinct, in order, through the picker and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 729 }), (zone, offset) => {
        const day = addClinicDays(clinicTime(2026, 0, 1, 12, 0, 0, zone), offset, zone);
        const weekday = wallClockOf(day, zone).weekday;
        const slots = slotStartsOn(day, null, { zone });
        expect(slots.map((slot) => clock(slot, zone))).toEqual(
          weekday === 0 ? [] : weekday === 6 ? SATURDAY : WEEKDAY,
        );
        for (const slot of slots) {
          expect(clinicDayKey(slot, zone)).toBe(clinicDayKey(day, zone));
          expect(isWithinClinicHours(slot, null, { zone })).toBe(true);
          expect(fromPickerDate(toPickerDate(slot, zone), zone)).toEqual(slot);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('clinic days', () => {
  it('starts the clinic day at its midnight, whatever the visitor zone', () => {
    const start = startOfClinicDay(clinicTime(2026, 10, 26, 16, 30));
    expect(start).toEqual(clinicTime(2026, 10, 26));
    expect(clinicDayKey(clinicTime(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(addClinicDays(clinicTime(2026, 2, 7, 12), 1, 'America/New_York')).toEqual(
      clinicTime(2026, 2, 8, 0, 0, 0, 'America/New_York'),
    );
    // 8 March has 23 hours in New York.
    expect(
      addClinicDays(
        clinicTime(2026, 2, 8, 12, 0, 0, 'America/New_York'),
        1,
        'America/New_York',
      ).getTime() - clinicTime(2026, 2, 8, 0, 0, 0, 'America/New_York').getTime(),
    ).toBe(23 * 3_600_000);
  });

  it('reads a wall clock back to the same instant', () => {
    const instant = fromWallClock(
      { year: 2026, month: 11, day: 26, hour: 9, minute: 0 },
      'America/New_York',
    );
    expect(instant.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(wallClockOf(instant, 'Asia/Kathmandu')).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      hour: 19,
      minute: 45,
      weekday: 4,
    });
  });
});

describe('formatAppointmentDate', () => {
  it("writes the clinic's clock, not the visitor's", () => {
    expect(formatAppointmentDate(new Date('2026-11-26T14:00:00Z'))).toBe(
      'Thursday, November 26, 2026 at 9:00 AM',
    );
    expect(formatAppointmentDate(new Date('2026-11-26T14:00:00Z'), 'Asia/Kathmandu')).toBe(
      'Thursday, November 26, 2026 at 7:45 PM',
    );
  });
});

describe('past and Completed use instants', () => {
  it('calls a slot past once its start instant has come, in every zone', () => {
    const check = createSlotChecker([], 1, { id: 1, email: 'a@example.com' });
    const slot = clinicTime(2026, 10, 26, 9);
    expect(check(slot, new Date(slot.getTime() - 1))).toBe('bookable');
    expect(check(slot, slot)).toBe('past');
  });
});

describe('clinic days as keys', () => {
  it("gives a clinic day's minute as an instant, and its ISO weekday", () => {
    expect(clinicInstant('2026-11-26', 9 * 60 + 30)).toEqual(clinicTime(2026, 10, 26, 9, 30));
    expect(clinicInstant('2026-11-02', 0)).toEqual(clinicTime(2026, 10, 2));
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });
});

describe('formatClinicClock', () => {
  it("writes the clinic's 24-hour clock whatever the visitor's zone, or the zone it is given", () => {
    expect(formatClinicClock(new Date('2026-11-26T14:00:00Z'))).toBe('09:00');
    expect(formatClinicClock(Date.parse('2026-11-26T21:30:00Z'))).toBe('16:30');
    expect(formatClinicClock(new Date('2026-11-26T14:00:00Z'), 'Asia/Kathmandu')).toBe('19:45');
  });
});

describe('describeVisitorTime', () => {
  const nine = new Date('2026-11-26T14:00:00Z'); // 09:00 in New York
  const late = new Date('2026-11-26T21:30:00Z'); // 16:30 in New York

  it('gives both clocks when the visitor’s differs', () => {
    expect(
      describeVisitorTime(nine, { zone: 'America/New_York', visitorZone: 'America/Los_Angeles' }),
    ).toBe('09:00 clinic time — 06:00 your time');
    expect(
      describeVisitorTime(late, { zone: 'America/New_York', visitorZone: 'Asia/Kathmandu' }),
    ).toBe('16:30 clinic time — Friday 27 November, 03:15 your time');
  });

  it('gives nothing when the visitor’s clock reads the same', () => {
    expect(
      describeVisitorTime(nine, { zone: 'America/New_York', visitorZone: 'America/New_York' }),
    ).toBeNull();
    expect(
      describeVisitorTime(nine, { zone: 'America/New_York', visitorZone: 'America/Toronto' }),
    ).toBeNull();
  });

  it("defaults to the browser's zone", () => {
    const expected =
      process.env.TZ === clinic.timeZone ? null : expect.stringContaining('your time');
    expect(describeVisitorTime(nine)).toEqual(expected);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['America/New_York', Date.UTC(2026, 2, 7)],
    ['America/New_York', Date.UTC(2026, 9, 31)],
    ['Australia/Lord_Howe', Date.UTC(2026, 3, 4)],
    ['Asia/Kathmandu', Date.UTC(2026, 0, 1)],
  ])('agrees with the time-zone database every 15 minutes around a change (%s)', (zone, first) => {
    for (let time = first; time < first + 3 * 86_400_000; time += 15 * 60_000) {
      expect(zoneOffsetMinutes(time, zone)).toBe(tzOffset(zone, new Date(time)));
    }
  });
});
