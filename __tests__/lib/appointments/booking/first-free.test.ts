import fc from 'fast-check';
import { clinic, addClinicDays } from '@/lib/clinic';
import { type BusySlot, findFirstFreeSlots } from '@/lib/appointments/booking/first-free';
import { formatSlotDay } from '@/lib/clinic';
import { formatMessage } from '../../../support/messages';
import { createSlotChecker, bookableSlotsOn } from '@/lib/appointments/booking/slots';
import { workingHoursGrid } from '@/lib/appointments/booking/slot-grid';
import type { Appointment } from '@/lib/appointments/domain';
import { novemberAt as at } from '../../../support/clinic-time';

// Clinic time (America/New_York by default). 2026-11-25 is a Wednesday, the 26th Thanksgiving
// Thursday (the clinic keeps its usual hours), the 29th a Sunday.
const hart = clinic.doctors[0]!;
const moreno = clinic.doctors[1]!;
const patient = { id: 100, email: 'pat@example.com' };

const busy = (doctorId: number, start: Date, duration = 30): BusySlot => ({
  doctor_id: doctorId,
  date_time: start.toISOString(),
  duration,
});

/** Every half hour of a clinic day for one doctor, as busy entries. */
function wholeDay(doctorId: number, day: Date): BusySlot[] {
  return bookableSlotsOn(day, () => 'bookable', new Date(0)).map((start) => busy(doctorId, start));
}

/** Dr. Hart's first free slot from `from` (a Date) with nothing booked anywhere. */
const firstFreeWithHart = (from: Date) =>
  findFirstFreeSlots({ doctors: [hart], busy: [], patientAppointments: [], from });

describe('findFirstFreeSlots', () => {
  it("gives the chosen doctor's first free slot: after closing time, the next morning", () => {
    const result = firstFreeWithHart(at(25, 17, 5));
    expect(result.perDoctor).toEqual([{ doctor: hart, start: at(26, 9) }]);
    const when = formatSlotDay(result.perDoctor[0]!.start);
    expect(formatMessage('en', 'booking.firstFree', { when })).toBe(
      'First free: Thursday 26 November, 09:00',
    );
  });

  it('skips a slot already started, the doctor’s booked ones and the patient’s own', () => {
    const result = findFirstFreeSlots({
      doctors: [hart],
      busy: [busy(1, at(25, 10, 30)), busy(2, at(25, 11, 30)), busy(1, at(25, 11), 30)],
      patientAppointments: [{ date_time: at(25, 11, 30).toISOString(), duration: 30 }],
      from: at(25, 10, 10),
    });
    expect(result.perDoctor[0]?.start).toEqual(at(25, 12));
  });

  it('ignores canceled entries and blocks every half hour a long or misaligned one covers', () => {
    const result = findFirstFreeSlots({
      doctors: [hart],
      busy: [
        { ...busy(1, at(25, 9)), status: 'canceled' },
        busy(1, at(25, 9, 15), 45), // 09:15–10:00 covers 09:00 and 09:30
      ],
      patientAppointments: [],
      from: at(25, 8),
    });
    expect(result.perDoctor[0]?.start).toEqual(at(25, 10));
  });

  it('passes Sunday and keeps Saturday hours', () => {
    const saturday = firstFreeWithHart(at(28, 13, 45));
    expect(saturday.perDoctor[0]?.start).toEqual(at(30, 9)); // Monday
    const early = firstFreeWithHart(at(28, 6));
    expect(early.perDoctor[0]?.start).toEqual(at(28, 10));
  });

  it("for 'Any doctor', offers the earliest times across doctors, one doctor per time", () => {
    const result = findFirstFreeSlots({
      doctors: clinic.doctors,
      busy: [
        ...wholeDay(1, at(25, 0)),
        busy(2, at(25, 9)),
        busy(3, at(25, 9)),
        busy(4, at(25, 9)),
        busy(5, at(25, 9)),
      ],
      patientAppointments: [],
      from: at(25, 8),
      limit: 3,
    });
    expect(result.earliest.map(({ doctor, start }) => [doctor.id, start])).toEqual([
      [2, at(25, 9, 30)],
      [2, at(25, 10)],
      [2, at(25, 10, 30)],
    ]);
    expect(result.perDoctor.map(({ doctor, start }) => [doctor.id, start])).toEqual([
      [1, at(26, 9)],
      [2, at(25, 9, 30)],
      [3, at(25, 9, 30)],
      [4, at(25, 9, 30)],
      [5, at(25, 9, 30)],
    ]);
  });

  it("follows shared mode's working hours: doctors the clinic file does not know keep their own", () => {
    // Two doctors only in the database, both Mondays; the clinic file would give them one week.
    const grid = workingHoursGrid(
      [
        { doctor_id: 6, start_time: '12:00:00', end_time: '15:00:00' },
        { doctor_id: 7, start_time: '17:00:00', end_time: '19:00:00' },
      ].map((row) => ({ ...row, valid_from: '2000-01-01', weekday: 1 })),
    );
    const park = { id: 6, name: 'Dr. Lena Park', specialty: 'Pediatrics' };
    const okafor = { id: 7, name: 'Dr. Ben Okafor', specialty: 'Dermatology' };
    const result = findFirstFreeSlots({
      doctors: [park, okafor],
      busy: [busy(6, at(30, 12))],
      patientAppointments: [],
      from: at(25, 8),
      limit: 3,
      grid,
    });
    expect(result.perDoctor).toEqual([
      { doctor: park, start: at(30, 12, 30) },
      { doctor: okafor, start: at(30, 17) },
    ]);
    expect(result.earliest.map((slot) => [slot.doctor.id, slot.start])).toEqual([
      [6, at(30, 12, 30)],
      [6, at(30, 13)],
      [6, at(30, 13, 30)],
    ]);
  });

  it('filters by specialty, case-insensitively', () => {
    const result = findFirstFreeSlots({
      doctors: clinic.doctors,
      busy: [busy(2, at(25, 9))],
      patientAppointments: [],
      from: at(25, 8),
      specialty: ' dermatology ',
      limit: 2,
    });
    expect(result.perDoctor.map((slot) => slot.doctor)).toEqual([moreno]);
    expect(result.earliest).toEqual([
      { doctor: moreno, start: at(25, 9, 30) },
      { doctor: moreno, start: at(25, 10) },
    ]);
    expect(
      findFirstFreeSlots({
        doctors: clinic.doctors,
        busy: [],
        patientAppointments: [],
        from: at(25, 8),
        specialty: 'Dentistry',
      }),
    ).toEqual({ perDoctor: [], earliest: [] });
  });

  it('finds nothing when every slot within the horizon is taken, and says so', () => {
    const days = 3;
    const full = [0, 1, 2, 3].flatMap((offset) => wholeDay(1, addClinicDays(at(25, 12), offset)));
    const result = findFirstFreeSlots({
      doctors: [hart],
      busy: full,
      patientAppointments: [],
      from: at(25, 8),
      days,
    });
    expect(result).toEqual({ perDoctor: [], earliest: [] });
    expect(formatMessage('en', 'booking.noFreeSlot', { days: 90 })).toBe(
      'No free time in the next 90 days.',
    );
    // One more day of horizon reaches Sunday's closed day, then Monday 30th.
    expect(
      findFirstFreeSlots({
        doctors: [hart],
        busy: full,
        patientAppointments: [],
        from: at(25, 8),
        days: 5,
      }).perDoctor[0]?.start,
    ).toEqual(at(30, 9));
  });

  it('searches 90 days × 5 doctors over 10,000 stored appointments and agrees with the slot checker', () => {
    // Fill the first weeks densely so the search must walk past many taken slots.
    const stored: Appointment[] = [];
    let id = 1;
    for (let offset = 0; stored.length < 10_000; offset += 1) {
      const day = addClinicDays(at(25, 12), offset % 60);
      for (const start of bookableSlotsOn(day, () => 'bookable', new Date(0))) {
        for (const doctor of clinic.doctors) {
          if ((start.getTime() / 1_800_000 + doctor.id + offset) % 7 === 0) continue;
          stored.push({
            id: id++,
            doctor_id: doctor.id,
            doctor_name: doctor.name,
            patient_id: 1,
            patient_name: 'x',
            patient_email: 'x@example.com',
            date_time: start.toISOString(),
            formatted_date: '',
            duration: 30,
            reason: 'r',
            status: 'scheduled',
            created_at: '2026-01-01T00:00:00.000Z',
          });
        }
      }
    }
    const from = at(25, 8);
    const result = findFirstFreeSlots({
      doctors: clinic.doctors,
      busy: stored,
      patientAppointments: [],
      from,
      days: 90,
    });
    for (const doctor of clinic.doctors) {
      const check = createSlotChecker(stored, doctor.id, patient);
      let expected: Date | undefined;
      for (let offset = 0; offset <= 90 && !expected; offset += 1) {
        expected = bookableSlotsOn(addClinicDays(from, offset), check, from)[0];
      }
      expect(result.perDoctor.find((slot) => slot.doctor.id === doctor.id)?.start).toEqual(
        expected,
      );
    }
  });

  it('agrees with the slot checker on random bookings (property)', () => {
    const from = at(25, 8);
    const slots = [0, 1, 2, 3, 4].flatMap((offset) =>
      bookableSlotsOn(addClinicDays(from, offset), () => 'bookable', new Date(0)),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ doctor: fc.integer({ min: 1, max: 5 }), slot: fc.nat(slots.length - 1) }),
          { maxLength: 80 },
        ),
        fc.array(fc.nat(slots.length - 1), { maxLength: 5 }),
        (booked, own) => {
          const stored = booked.map((entry) => busy(entry.doctor, slots[entry.slot]!));
          const mine = own.map((index) => ({
            date_time: slots[index]!.toISOString(),
            duration: 30,
          }));
          const result = findFirstFreeSlots({
            doctors: clinic.doctors,
            busy: stored,
            patientAppointments: mine,
            from,
            days: 4,
            limit: 200,
          });
          const isFree = (doctorId: number, start: Date) =>
            !stored.some(
              (entry) => entry.doctor_id === doctorId && entry.date_time === start.toISOString(),
            ) && !mine.some((entry) => entry.date_time === start.toISOString());
          const expectedEarliest = slots
            .map((start) => ({
              start,
              doctor: clinic.doctors.find((doctor) => isFree(doctor.id, start)),
            }))
            .filter((entry) => entry.doctor);
          expect(result.earliest).toEqual(expectedEarliest);
          for (const { doctor, start } of result.perDoctor) {
            expect(start).toEqual(slots.find((candidate) => isFree(doctor.id, candidate)));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
