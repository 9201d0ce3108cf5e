import { halfHours } from '../../../support/clinic-file';
import { clinicTime } from '../../../support/clinic-time';
import { WORKING_HOURS as hours } from '../../../support/working-hours';
import { CONSULTATION } from '@/lib/clinic';
import {
  buildDeskGrid,
  type DeskAppointment,
  canMarkAttendance,
  freeSlotKey,
  fromClinicInput,
  mondayOf,
  personOf,
  type DeskData,
  shiftDay,
} from '@/lib/appointments/front-desk/front-desk';

function booked(
  id: number,
  doctorId: number,
  start: Date,
  extra: Partial<DeskAppointment> = {},
): DeskAppointment {
  return {
    id,
    doctor_id: doctorId,
    doctor_name: `Dr ${doctorId}`,
    patient_id: 7,
    patient_name: `Patient ${id}`,
    patient_email: 'p@example.com',
    date_time: start.toISOString(),
    formatted_date: '',
    duration: 30,
    reason: 'Check-up',
    status: 'scheduled',
    created_at: start.toISOString(),
    visit: {
      typeId: 'consultation',
      typeName: 'Consultation',
      durationMinutes: extra.duration ?? 30,
      familyMemberId: null,
      familyMemberName: null,
      intakeAnswers: {},
    },
    ...extra,
  };
}

function data(overrides: Partial<DeskData> = {}): DeskData {
  return {
    doctors: [
      { id: 1, name: 'Dr One', specialty: 'x' },
      { id: 2, name: 'Dr Two', specialty: 'y' },
    ],
    hours,
    appointments: [],
    timeOff: [],
    closures: [],
    visitTypes: [CONSULTATION],
    visitTypeId: 'consultation',
    free: new Set(),
    ...overrides,
  };
}

const tuesday = '2026-11-24';
const columns = [
  { day: tuesday, doctorId: 1 },
  { day: tuesday, doctorId: 2 },
];

/** `hour:minute` on the columns' Tuesday, clinic time. */
const at = (hour: number, minute = 0) => clinicTime(2026, 10, 24, hour, minute);
/** The columns' grid with `overrides` to the desk's data, read at 08:00 that Tuesday. */
const gridAt8 = (overrides: Partial<DeskData>) => buildDeskGrid(data(overrides), columns, at(8));

describe('buildDeskGrid', () => {
  it("lays out a day as half-hour rows of each doctor's hours: free, booked, time off, passed, outside", () => {
    const grid = buildDeskGrid(
      data({
        appointments: [booked(1, 1, at(9, 30)), booked(2, 2, at(10), { status: 'canceled' })],
        timeOff: [
          {
            id: 5,
            doctor_id: 1,
            starts_at: at(11).toISOString(),
            ends_at: at(12).toISOString(),
            reason: 'Dentist',
          },
        ],
        free: new Set([
          freeSlotKey(1, at(10)),
          freeSlotKey(1, at(10, 30)),
          freeSlotKey(2, at(10, 30)),
        ]),
      }),
      columns,
      at(9, 15),
    );
    expect(grid.map((row) => row.label)).toEqual(halfHours('09:00', '11:30'));
    expect(grid.map((row) => row.cells.map((cell) => cell.kind))).toEqual([
      ['past', 'outside'],
      ['appointments', 'outside'],
      ['free', 'appointments'],
      ['free', 'free'],
      ['time-off', 'outside'],
      ['time-off', 'outside'],
    ]);
    const cell = grid[1]!.cells[0]!;
    expect(cell.kind === 'appointments' && cell.appointments[0]!.patient_name).toBe('Patient 1');
  });

  it('shows a booking under time off or a closure instead of hiding it, and the closure on empty slots', () => {
    const grid = buildDeskGrid(
      data({
        appointments: [booked(1, 1, at(9))],
        closures: [{ id: 1, first_day: tuesday, last_day: tuesday, name: 'Holiday' }],
      }),
      columns,
      clinicTime(2026, 10, 20, 8),
    );
    expect(grid[0]!.cells[0]).toMatchObject({ kind: 'appointments', timeOff: true });
    expect(grid[1]!.cells[0]).toMatchObject({ kind: 'closed', closure: { name: 'Holiday' } });
  });

  it('draws a 60-minute visit two half-hour rows tall: the row below holds no cell of its own', () => {
    const grid = gridAt8({ appointments: [booked(1, 1, at(10), { duration: 60 })] });
    const row = (label: string) => grid.find((each) => each.label === label)!;
    expect(row('10:00').cells[0]).toMatchObject({ kind: 'appointments', rows: 2 });
    expect(row('10:30').cells).toEqual([{ kind: 'covered' }, { kind: 'outside' }]);
    expect(row('11:00').cells[0]!.kind).toBe('outside');
  });

  it('puts visits whose times overlap in one cell, first start to last end, scheduled first', () => {
    const grid = gridAt8({
      appointments: [
        booked(1, 1, at(9), { duration: 60, status: 'canceled' }),
        booked(2, 1, at(9, 30), { duration: 60 }),
      ],
    });
    const cell = grid.find((each) => each.label === '09:00')!.cells[0]!;
    expect(cell).toMatchObject({ kind: 'appointments', rows: 3 });
    expect(cell.kind === 'appointments' && cell.appointments.map((each) => each.id)).toEqual([
      2, 1,
    ]);
    expect(grid.find((each) => each.label === '10:00')!.cells[0]).toEqual({ kind: 'covered' });
    expect(grid.find((each) => each.label === '10:30')!.cells[0]!.kind).toBe('outside');
  });

  it('gives a visit outside the hours a row for each half hour it runs, so it keeps its height', () => {
    const grid = gridAt8({ appointments: [booked(1, 2, at(14), { duration: 90 })] });
    expect(grid.map((row) => row.label)).toEqual([
      ...halfHours('09:00', '11:30'),
      '14:00',
      '14:30',
      '15:00',
    ]);
    expect(grid.at(-3)!.cells[1]).toMatchObject({ kind: 'appointments', rows: 3 });
  });

  it('flags a visit whose later half falls in time off', () => {
    const grid = gridAt8({
      appointments: [booked(1, 1, at(10), { duration: 60 })],
      timeOff: [
        {
          id: 5,
          doctor_id: 1,
          starts_at: at(10, 30).toISOString(),
          ends_at: at(11).toISOString(),
          reason: null,
        },
      ],
    });
    expect(grid.find((each) => each.label === '10:00')!.cells[0]).toMatchObject({
      kind: 'appointments',
      timeOff: true,
    });
  });

  it('returns no rows on a day nobody works', () => {
    expect(buildDeskGrid(data(), [{ day: '2026-11-29', doctorId: 1 }], new Date(0))).toEqual([]);
  });
});

describe('the visit as the desk names it', () => {
  const start = clinicTime(2026, 10, 24, 10);

  it('is for the family member when it names one, else for the account holder', () => {
    const own = booked(1, 1, start);
    expect(personOf(own)).toBe('Patient 1');
    expect(
      personOf({
        ...own,
        visit: { ...own.visit, familyMemberId: 12, familyMemberName: 'Mia Lee' },
      }),
    ).toBe('Mia Lee');
  });
});

describe('front-desk dates', () => {
  it('steps clinic days and finds the Monday of a week', () => {
    expect(shiftDay('2026-11-30', -1)).toBe('2026-11-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('reads a datetime-local value as clinic time and refuses anything else', () => {
    expect(fromClinicInput('2026-11-24T09:30')).toEqual(clinicTime(2026, 10, 24, 9, 30));
    expect(fromClinicInput('24/11/2026 09:30')).toBeNull();
  });

  it('allows attendance from the start of a scheduled appointment only', () => {
    const start = clinicTime(2026, 10, 24, 10);
    const appointment = booked(1, 1, start);
    expect(canMarkAttendance(appointment, new Date(start.getTime() - 1))).toBe(false);
    expect(canMarkAttendance(appointment, start)).toBe(true);
    expect(canMarkAttendance({ ...appointment, status: 'canceled' }, start)).toBe(false);
  });
});
