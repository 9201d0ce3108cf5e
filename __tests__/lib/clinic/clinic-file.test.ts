/** @jest-environment node */
import defaultClinicFile from '@/clinic.json';
import { describeHoursSpoken, describeOpenHours } from '@/lib/clinic';
import { buildClinic } from '@/lib/clinic/clinic';
import { parseClinicFile } from '@/lib/clinic/clinic-file';
import {
  clinicFileProblems as problemsOf,
  clinicFileWith,
  type ClinicJson,
} from '../../support/clinic-file-problems';

/** The default file with `change` applied to a copy. */
const fileWith = (change: (file: ClinicJson) => void) => clinicFileWith(defaultClinicFile, change);

describe('parseClinicFile', () => {
  it('reads the default file as today’s clinic: five doctors, Mon–Fri 9–17, Sat 10–14', () => {
    const clinic = buildClinic(parseClinicFile(defaultClinicFile));
    expect(clinic.doctors.map((doctor) => doctor.specialty)).toEqual([
      'Cardiology',
      'Dermatology',
      'Neurology',
      'Family Medicine',
      'Orthopedics',
    ]);
    expect(describeHoursSpoken(clinic.hours)).toBe(
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays',
    );
    expect(describeOpenHours(clinic.hours)).toBe(
      'Monday to Friday 9:00–17:00 and Saturday 10:00–14:00',
    );
  });

  it('names a close before its open', () => {
    const raw = fileWith((file) => {
      file.doctors[2].hours = { monday: [{ open: '10:00', close: '09:00' }] };
    });
    expect(problemsOf(raw)).toEqual(['doctors[2].hours.monday[0].close: must be after open']);
  });

  it.each([
    ['25:00', '26:00'],
    ['-1:00', '09:00'],
    ['9:00', '10:00'],
    ['23:00', '24:30'],
  ])('names hours outside 00:00–24:00 (%s–%s)', (open, close) => {
    const raw = fileWith((file) => {
      file.hours.tuesday = [{ open, close }];
    });
    expect(problemsOf(raw)[0]).toMatch(
      /^hours\.tuesday\[0\]\.(open|close): must be a time from '00:00' to '24:00' \(HH:mm\)$/,
    );
  });

  it('accepts a day that runs to 24:00', () => {
    const raw = fileWith((file) => {
      file.hours.friday = [{ open: '20:00', close: '24:00' }];
    });
    expect(buildClinic(parseClinicFile(raw)).hours.friday).toEqual([
      { open: '20:00', close: '24:00' },
    ]);
  });

  it('names overlapping ranges and keeps a break between two', () => {
    const raw = fileWith((file) => {
      file.hours.monday = [
        { open: '09:00', close: '12:00' },
        { open: '11:30', close: '17:00' },
      ];
    });
    expect(problemsOf(raw)).toEqual(['hours.monday[1]: overlaps range [0] of the same day']);
    const withBreak = fileWith((file) => {
      file.hours.monday = [
        { open: '13:00', close: '17:00' },
        { open: '09:00', close: '12:00' },
      ];
    });
    expect(describeHoursSpoken(buildClinic(parseClinicFile(withBreak)).hours)).toMatch(
      /^Monday 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM, Tuesday to Friday/,
    );
  });

  it('names an unknown weekday', () => {
    const raw = fileWith((file) => {
      file.doctors[0].hours = { funday: [] };
    });
    expect(problemsOf(raw)).toEqual([
      'doctors[0].hours.funday: unknown weekday (use monday … sunday)',
    ]);
  });

  it('names a duplicate doctor id', () => {
    const raw = fileWith((file) => {
      file.doctors[4].id = 2;
    });
    expect(problemsOf(raw)).toEqual(['doctors[4].id: duplicate of doctors[1].id']);
  });

  it('names a time off the half hour, a bad closure date, an empty name and an unknown field', () => {
    const raw = fileWith((file) => {
      file.hours.monday = [{ open: '09:15', close: '17:00' }];
      file.closures = [{ date: '2026-02-30', name: ' ' }];
      file.doctors[1].room = '2B';
    });
    expect(problemsOf(raw)).toEqual([
      'doctors[1].room: unknown field',
      'hours.monday[0].open: must be on the hour or the half hour (the slot grid)',
      "closures[0].date: must be a date 'yyyy-MM-dd'",
      'closures[0].name: must be 1 to 100 characters',
    ]);
  });

  it('says which file is bad and lists every problem in its message', () => {
    expect(() => parseClinicFile({ doctors: [] }, 'clinic.local.json')).toThrow(
      'Invalid clinic file clinic.local.json:\n  doctors: must list at least one doctor\n  hours: must be an object of weekdays',
    );
  });
});
