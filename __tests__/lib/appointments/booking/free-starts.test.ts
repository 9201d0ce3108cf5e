import fc from 'fast-check';
import exampleClinicFile from '@/clinic.example.json';
import {
  addClinicDays,
  clinic,
  fromWallClock,
  hoursOf,
  isClosureDate,
  minutesOfDay,
  type VisitType,
  visitTypeById,
  WEEKDAYS,
  wallClockOf,
  zoneOffsetMinutes,
} from '@/lib/clinic';
import { buildClinic } from '@/lib/clinic/clinic';
import { parseClinicFile } from '@/lib/clinic/clinic-file';
import type { Appointment } from '@/lib/appointments/domain';
import { findFirstFreeSlots } from '@/lib/appointments/booking/first-free';
import {
  clinicStartRule,
  createSlotChecker,
  freeStarts,
  type SlotPatient,
} from '@/lib/appointments/booking/slots';
import { clinicTime } from '../../../support/clinic-time';
import { quarterHours } from '../../../support/clinic-file';

// The rule for a free start (docs/visit-types.md#free-starts): the default clinic computes what
// the original product computed, and each example type behaves as the issue describes. Clock
// times are the clinic's, America/New_York; 2026-11-23 is a Monday.

const ZONE = 'America/New_York';
const patient: SlotPatient = { id: 100, email: 'pat@example.com' };

/** A stored appointment; `overrides` replace any field. */
function visit(start: Date, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: start.getTime(),
    doctor_id: 1,
    doctor_name: 'Dr. Amelia Hart',
    patient_id: 200,
    patient_name: 'Other',
    patient_email: 'other@example.com',
    date_time: start.toISOString(),
    formatted_date: '',
    duration: 30,
    reason: 'Checkup',
    status: 'scheduled',
    created_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The original product's free slots of a clinic day, as slots.ts computed them before visit
 * types (main at 2810824): starts every 30 minutes of the clinic file's hours, each free unless
 * past or its clinic half hour is one a scheduled appointment of the doctor or the patient
 * covers. Written out here so the comparison does not lean on the code it checks.
 */
function originalFreeSlotsOn(
  day: Date,
  appointments: readonly Appointment[],
  doctorId: number | null,
  now: Date,
  zone: string,
): Date[] {
  const HALF_HOUR = 30 * 60_000;
  const clinicMs = (time: number) => time + zoneOffsetMinutes(time, zone) * 60_000;
  const keyOf = (time: number) => Math.floor(clinicMs(time) / HALF_HOUR);
  const covered = (appointment: Appointment) => {
    const start = Date.parse(appointment.date_time);
    const end = clinicMs(start + appointment.duration * 60_000);
    const keys: number[] = [];
    for (let key = keyOf(start); key * HALF_HOUR < end; key += 1) keys.push(key);
    return keys;
  };
  const doctorBusy = new Set<number>();
  const patientBusy = new Set<number>();
  for (const appointment of appointments) {
    if (appointment.status !== 'scheduled') continue;
    if (doctorId !== null && Number(appointment.doctor_id) === doctorId)
      covered(appointment).forEach((key) => doctorBusy.add(key));
    if (
      String(appointment.patient_id) === String(patient.id) ||
      appointment.patient_email === patient.email
    )
      covered(appointment).forEach((key) => patientBusy.add(key));
  }
  const wall = wallClockOf(day, zone);
  const date = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  if (isClosureDate(date)) return [];
  const free: Date[] = [];
  for (const range of hoursOf(doctorId)[WEEKDAYS[wall.weekday]!]) {
    for (
      let minute = minutesOfDay(range.open);
      minute + 30 <= minutesOfDay(range.close);
      minute += 30
    ) {
      const start = fromWallClock(
        { ...wall, hour: Math.floor(minute / 60), minute: minute % 60 },
        zone,
      );
      const key = keyOf(start.getTime());
      if (start.getTime() > now.getTime() && !doctorBusy.has(key) && !patientBusy.has(key))
        free.push(start);
    }
  }
  return free;
}

describe('the default clinic', () => {
  const base = clinicTime(2026, 10, 23, 7, 0);
  /** Random stored appointments up to `lastDay` days on: aligned or not, 20 to 90 minutes, any status. */
  const appointmentsUntil = (lastDay: number, maxLength: number) =>
    fc.array(
      fc.record({
        doctor: fc.integer({ min: 1, max: 5 }),
        who: fc.constantFrom('other', 'patient-by-id', 'patient-by-email'),
        day: fc.integer({ min: -1, max: lastDay }),
        minute: fc.integer({ min: 8 * 12, max: 18 * 12 }).map((step) => step * 5),
        duration: fc.constantFrom(30, 30, 30, 20, 45, 60, 90),
        canceled: fc.boolean(),
      }),
      { maxLength },
    );
  const appointmentsArb = appointmentsUntil(21, 60);
  type Entry = typeof appointmentsArb extends fc.Arbitrary<(infer T)[]> ? T : never;
  const toAppointments = (entries: readonly Entry[], zone: string) =>
    entries.map((entry, index) => {
      const day = wallClockOf(addClinicDays(base, entry.day, zone), zone);
      const start = fromWallClock(
        { ...day, hour: Math.floor(entry.minute / 60), minute: entry.minute % 60 },
        zone,
      );
      return visit(start, {
        id: index + 1,
        doctor_id: entry.doctor,
        duration: entry.duration,
        status: entry.canceled ? 'canceled' : 'scheduled',
        ...(entry.who === 'patient-by-id' ? { patient_id: patient.id } : {}),
        ...(entry.who === 'patient-by-email' ? { patient_email: patient.email } : {}),
      });
    });

  it.each([ZONE, 'Asia/Kathmandu'])(
    'computes exactly the original free slots over three weeks, every doctor and none (%s)',
    (zone) => {
      fc.assert(
        fc.property(
          appointmentsArb,
          fc.integer({ min: 0, max: 14 * 24 * 12 }),
          fc.constantFrom(null, 1, 2, 3, 4, 5),
          (entries, nowSteps, doctorId) => {
            const appointments = toAppointments(entries, zone);
            const now = new Date(base.getTime() + nowSteps * 5 * 60_000);
            for (let offset = 0; offset <= 21; offset += 1) {
              const day = addClinicDays(base, offset, zone);
              expect(freeStarts({ doctorId, day, now, appointments, patient, zone })).toEqual(
                originalFreeSlotsOn(day, appointments, doctorId, now, zone),
              );
            }
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('finds the original first free slot of every doctor', () => {
    fc.assert(
      // Crowded first days, so that the first free slot is often after a taken one.
      fc.property(
        appointmentsUntil(3, 150),
        fc.integer({ min: 0, max: 3 * 24 * 12 }),
        (entries, nowSteps) => {
          const appointments = toAppointments(entries, ZONE);
          const now = new Date(base.getTime() + nowSteps * 5 * 60_000);
          const result = findFirstFreeSlots({
            doctors: clinic.doctors,
            busy: appointments,
            patientAppointments: appointments.filter(
              (item) => item.patient_id === patient.id || item.patient_email === patient.email,
            ),
            from: now,
            days: 21,
          });
          for (const doctor of clinic.doctors) {
            let expected: Date | undefined;
            for (let offset = 0; offset <= 21 && !expected; offset += 1) {
              const day = addClinicDays(now, offset, ZONE);
              expected = originalFreeSlotsOn(day, appointments, doctor.id, now, ZONE)[0];
            }
            expect(result.perDoctor.find((slot) => slot.doctor.id === doctor.id)?.start).toEqual(
              expected,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('offers the 90th clinic day after today, as the picker did, and nothing after it', () => {
    const now = clinicTime(2026, 10, 25, 12, 0); // Wednesday
    const query = { doctorId: 1, now, appointments: [], patient, zone: ZONE };
    const ninetieth = addClinicDays(now, 90, ZONE); // Tuesday 23 February 2027
    expect(freeStarts({ ...query, day: ninetieth })).toEqual(
      originalFreeSlotsOn(ninetieth, [], 1, now, ZONE),
    );
    expect(freeStarts({ ...query, day: ninetieth })).toHaveLength(16);
    expect(freeStarts({ ...query, day: addClinicDays(now, 91, ZONE) })).toEqual([]);
    const check = createSlotChecker([], 1, patient, ZONE);
    expect(check(clinicTime(2027, 1, 23, 16, 30), now)).toBe('bookable');
    expect(check(clinicTime(2027, 1, 24, 9, 0), now)).toBe('too-far');
  });
});

describe('the example clinic’s types', () => {
  const example = buildClinic(parseClinicFile(exampleClinicFile));
  const type = (id: string) => visitTypeById(id, example)!;
  const monday = (hour: number, minute = 0) => clinicTime(2026, 10, 23, hour, minute);
  const tuesday = (hour: number, minute = 0) => clinicTime(2026, 10, 24, hour, minute);
  const clock = (start: Date) => {
    const { hour, minute } = wallClockOf(start, ZONE);
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  };
  /** The free starts, 'HH:mm', of `visitType` with `doctorId` on the clinic day of `day`. */
  const startsOf = (
    visitType: VisitType,
    doctorId: number,
    day: Date,
    appointments: Appointment[] = [],
    now = clinicTime(2026, 10, 20, 12, 0),
  ) =>
    freeStarts({
      ...clinicStartRule(example, visitType),
      doctorId,
      day,
      now,
      appointments,
      patient,
    }).map(clock);

  it('does not offer a 60-minute visit at 16:30 when the day ends at 17:00', () => {
    const starts = startsOf(type('new-patient'), 1, monday(12));
    expect(starts[0]).toBe('09:00');
    expect(starts.at(-1)).toBe('16:00');
    expect(starts).not.toContain('16:15');
    expect(starts).not.toContain('16:30');
    expect(starts).toHaveLength(29); // 09:00 to 16:00 every 15 minutes
  });

  it('packs a morning with 15-minute follow-ups, one after another', () => {
    const booked: Appointment[] = [];
    for (let index = 0; index < 12; index += 1) {
      const [first] = freeStarts({
        ...clinicStartRule(example, type('follow-up')),
        doctorId: 4,
        day: monday(12),
        now: clinicTime(2026, 10, 20, 12, 0),
        appointments: booked,
        patient,
      });
      booked.push(
        visit(first!, {
          id: index + 1,
          doctor_id: 4,
          duration: 15,
          visitTypeId: 'follow-up',
          patient_id: 300 + index,
          patient_email: `p${index}@example.com`,
        }),
      );
    }
    expect(booked.map((item) => clock(new Date(item.date_time)))).toEqual(
      quarterHours('09:00', '11:45'),
    );
    expect(startsOf(type('follow-up'), 4, monday(12), booked)[0]).toBe('12:00');
  });

  it('keeps the start after a buffered visit free, and a buffered visit clear of the next', () => {
    const newPatient = visit(monday(9), { duration: 60, visitTypeId: 'new-patient' });
    // 09:00–10:00, then 10 minutes' buffer: the next quarter hour free is 10:15.
    const after = startsOf(type('follow-up'), 1, monday(12), [newPatient]);
    expect(after.slice(0, 2)).toEqual(['10:15', '10:30']);
    expect(after).not.toContain('10:00');
    // Another doctor's day is untouched.
    expect(startsOf(type('follow-up'), 2, monday(12), [newPatient])[0]).toBe('09:00');

    // A new-patient visit needs its own buffer clear of a follow-up at 11:00.
    const followUp = visit(monday(11), { duration: 15, visitTypeId: 'follow-up' });
    const before = startsOf(type('new-patient'), 1, monday(12), [followUp]);
    expect(before).toContain('09:45'); // ends 10:45, buffer to 10:55
    expect(before).not.toContain('10:00'); // ends 11:00, its buffer runs into 11:00
    expect(before).not.toContain('11:00');
    expect(before).toContain('11:15');
  });

  it('lets a buffer run past the end of the day', () => {
    expect(startsOf(type('new-patient'), 1, monday(12)).at(-1)).toBe('16:00'); // buffer to 17:10
  });

  it('keeps the person’s own visits apart, without their buffers', () => {
    const mine = visit(monday(10), {
      doctor_id: 3,
      duration: 15,
      visitTypeId: 'follow-up',
      patient_id: patient.id,
    });
    const starts = startsOf(type('new-patient'), 1, monday(12), [mine]);
    expect(starts).toContain('09:00'); // 09:00–10:00 ends as the other begins
    expect(starts).not.toContain('09:15');
    expect(starts).not.toContain('10:00');
    expect(starts).toContain('10:15');
  });

  it('keeps 24 hours’ notice for a child vaccination', () => {
    const now = monday(10, 7);
    const vaccination = type('child-vaccination');
    expect(startsOf(vaccination, 4, monday(12), [], now)).toEqual([]);
    const tomorrow = startsOf(vaccination, 4, tuesday(12), [], now);
    expect(tomorrow[0]).toBe('10:15');
    const check = createSlotChecker([], 4, patient, ZONE, clinicStartRule(example).grid, {
      ...clinicStartRule(example, vaccination),
    });
    expect(check(tuesday(10), now)).toBe('too-soon');
    expect(check(tuesday(10, 15), now)).toBe('bookable');
  });

  it('offers a type the same day only when it allows it', () => {
    const now = monday(10, 7);
    expect(startsOf(type('follow-up'), 1, monday(12), [], now)[0]).toBe('10:15');
    const notToday = { ...type('follow-up'), sameDay: false };
    expect(startsOf(notToday, 1, monday(12), [], now)).toEqual([]);
    expect(startsOf(notToday, 1, tuesday(12), [], now)[0]).toBe('09:00');
  });

  it('offers a type up to its horizon', () => {
    const now = monday(10);
    const week = { ...type('follow-up'), horizonDays: 7 };
    expect(startsOf(week, 1, clinicTime(2026, 10, 30, 12), [], now)).toHaveLength(32); // Monday 30th
    expect(startsOf(week, 1, clinicTime(2026, 11, 1, 12), [], now)).toEqual([]); // Tuesday 1st
    expect(startsOf(type('follow-up'), 1, clinicTime(2026, 11, 1, 12), [], now)).toHaveLength(32);
  });

  it('offers nothing on a closure date', () => {
    expect(startsOf(type('follow-up'), 1, clinicTime(2026, 11, 25, 12))).toEqual([]);
  });

  it('offers only the doctors a type names their first free start', () => {
    const result = findFirstFreeSlots({
      ...clinicStartRule(example, type('skin-check')),
      doctors: example.doctors,
      busy: [],
      patientAppointments: [],
      from: monday(8),
    });
    expect(result.perDoctor.map((slot) => slot.doctor.id)).toEqual([2]);
    expect(result.earliest.map((slot) => clock(slot.start)).slice(0, 3)).toEqual(
      quarterHours('09:00', '09:30'),
    );
  });

  it('finds first free starts that agree with freeStarts for every type and doctor', () => {
    const from = monday(9, 20);
    const appointments = [
      visit(monday(9, 30), { duration: 60, visitTypeId: 'new-patient' }),
      visit(monday(10, 45), { doctor_id: 4, duration: 15, visitTypeId: 'follow-up' }),
      visit(monday(9, 30), { doctor_id: 2, duration: 30, visitTypeId: 'skin-check' }),
    ];
    for (const visitType of example.visitTypes) {
      const result = findFirstFreeSlots({
        ...clinicStartRule(example, visitType),
        doctors: example.doctors,
        busy: appointments,
        patientAppointments: [],
        from,
      });
      for (const slot of result.perDoctor) {
        let expected: Date | undefined;
        for (let offset = 0; offset <= 3 && !expected; offset += 1) {
          expected = freeStarts({
            ...clinicStartRule(example, visitType),
            doctorId: slot.doctor.id,
            day: addClinicDays(from, offset, ZONE),
            now: from,
            appointments,
            patient,
          })[0];
        }
        expect(slot.start).toEqual(expected);
      }
    }
  });
});
