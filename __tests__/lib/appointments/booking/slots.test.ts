import { clinicTime, novemberAt as at } from '../../../support/clinic-time';
import type { Appointment } from '@/lib/appointments/domain';
import {
  bookableSlotsOn,
  createSlotChecker,
  isBookableSlot,
  isWithinClinicHours,
  slotStartsOn,
} from '@/lib/appointments/booking/slots';

// Local times: the rules are about the clinic's wall clock. 2026-11-23 is a Monday.
const MONDAY = 23;
const SATURDAY = 28;
const SUNDAY = 29;
const longBefore = clinicTime(2026, 10, 1, 8, 0);

const patient = { id: 100, email: 'pat@example.com' };

function appointment(overrides: Partial<Appointment>): Appointment {
  return {
    id: 1,
    doctor_id: 1,
    doctor_name: 'Dr. Amelia Hart',
    patient_id: 200,
    patient_name: 'Other',
    patient_email: 'other@example.com',
    date_time: at(MONDAY, 10).toISOString(),
    formatted_date: 'Monday, November 23, 2026 at 10:00 AM',
    duration: 30,
    reason: 'Checkup',
    status: 'scheduled',
    created_at: longBefore.toISOString(),
    ...overrides,
  };
}

describe('isWithinClinicHours', () => {
  it.each([
    ['Monday 08:30', at(MONDAY, 8, 30), false],
    ['Monday 09:00 (opening)', at(MONDAY, 9), true],
    ['Monday 16:30 (last start)', at(MONDAY, 16, 30), true],
    ['Monday 17:00 (closing)', at(MONDAY, 17), false],
    ['Monday 09:15 (off the half hour)', at(MONDAY, 9, 15), false],
    ['Saturday 09:30', at(SATURDAY, 9, 30), false],
    ['Saturday 10:00 (opening)', at(SATURDAY, 10), true],
    ['Saturday 13:30 (last start)', at(SATURDAY, 13, 30), true],
    ['Saturday 14:00 (closing)', at(SATURDAY, 14), false],
    ['Sunday 10:00', at(SUNDAY, 10), false],
  ])('%s → %s', (_label, start, expected) => {
    expect(isWithinClinicHours(start)).toBe(expected);
  });

  it('refuses a start with seconds', () => {
    expect(isWithinClinicHours(clinicTime(2026, 10, MONDAY, 9, 0, 30))).toBe(false);
  });
});

describe('slotStartsOn', () => {
  it('gives 16 weekday slots from 09:00 to 16:30', () => {
    const slots = slotStartsOn(at(MONDAY, 12));
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual(at(MONDAY, 9));
    expect(slots.at(-1)).toEqual(at(MONDAY, 16, 30));
  });

  it('gives 8 Saturday slots from 10:00 to 13:30 and none on Sunday', () => {
    const saturday = slotStartsOn(at(SATURDAY, 12));
    expect(saturday).toHaveLength(8);
    expect(saturday[0]).toEqual(at(SATURDAY, 10));
    expect(saturday.at(-1)).toEqual(at(SATURDAY, 13, 30));
    expect(slotStartsOn(at(SUNDAY, 12))).toEqual([]);
  });
});

describe('createSlotChecker', () => {
  it('refuses a slot already started when now is in the middle of it, and offers the next one', () => {
    const check = createSlotChecker([], 1, patient);
    const now = at(MONDAY, 10, 15);
    expect(check(at(MONDAY, 10), now)).toBe('past');
    expect(check(at(MONDAY, 10, 30), now)).toBe('bookable');
    expect(bookableSlotsOn(at(MONDAY, 0), check, now)[0]).toEqual(at(MONDAY, 10, 30));
  });

  it('refuses the slot starting exactly now', () => {
    expect(createSlotChecker([], 1, patient)(at(MONDAY, 10), at(MONDAY, 10))).toBe('past');
  });

  it('refuses slots outside clinic hours and on Sunday', () => {
    const check = createSlotChecker([], 1, patient);
    expect(check(at(MONDAY, 17), longBefore)).toBe('closed');
    expect(check(at(SATURDAY, 14), longBefore)).toBe('closed');
    expect(check(at(SUNDAY, 10), longBefore)).toBe('closed');
  });

  it('refuses a slot the same doctor holds with another patient, but not another doctor', () => {
    const taken = [appointment({ doctor_id: 1, date_time: at(MONDAY, 10).toISOString() })];
    expect(createSlotChecker(taken, 1, patient)(at(MONDAY, 10), longBefore)).toBe('doctor-busy');
    expect(createSlotChecker(taken, 2, patient)(at(MONDAY, 10), longBefore)).toBe('bookable');
    expect(createSlotChecker(taken, 1, patient)(at(MONDAY, 10, 30), longBefore)).toBe('bookable');
  });

  it('ignores canceled appointments', () => {
    const canceled = [appointment({ status: 'canceled' })];
    expect(createSlotChecker(canceled, 1, patient)(at(MONDAY, 10), longBefore)).toBe('bookable');
  });

  it("refuses a slot overlapping the patient's own appointment with any doctor, matched by id or e-mail", () => {
    const byId = [appointment({ doctor_id: 3, patient_id: 100 })];
    const byEmail = [
      appointment({ doctor_id: 3, patient_id: 999, patient_email: ' PAT@example.com ' }),
    ];
    expect(createSlotChecker(byId, 1, patient)(at(MONDAY, 10), longBefore)).toBe('patient-busy');
    expect(createSlotChecker(byEmail, 1, patient)(at(MONDAY, 10), longBefore)).toBe('patient-busy');
  });

  it('blocks every slot a misaligned original appointment overlaps', () => {
    const misaligned = [appointment({ date_time: at(MONDAY, 10, 15).toISOString() })];
    const check = createSlotChecker(misaligned, 1, patient);
    expect(check(at(MONDAY, 10), longBefore)).toBe('doctor-busy');
    expect(check(at(MONDAY, 10, 30), longBefore)).toBe('doctor-busy');
    expect(check(at(MONDAY, 11), longBefore)).toBe('bookable');
  });

  it('checks only the patient before a doctor is chosen', () => {
    const taken = [appointment({ doctor_id: 1 })];
    expect(createSlotChecker(taken, null, patient)(at(MONDAY, 10), longBefore)).toBe('bookable');
  });
});

describe('isBookableSlot', () => {
  it('combines the rules for one slot', () => {
    const taken = [appointment({})];
    expect(isBookableSlot({ start: at(MONDAY, 10), doctorId: 1, patient }, taken, longBefore)).toBe(
      false,
    );
    expect(isBookableSlot({ start: at(MONDAY, 11), doctorId: 1, patient }, taken, longBefore)).toBe(
      true,
    );
  });
});

describe('createSlotChecker for a clinic whose offset is not a whole half hour', () => {
  it("blocks only the booked half hour of the clinic's clock, not the next one", () => {
    const zone = 'Asia/Kathmandu'; // UTC+5:45: its half hours are not UTC half hours
    const kathmandu = (hour: number, minute = 0) =>
      clinicTime(2026, 10, MONDAY, hour, minute, 0, zone);
    const booked = appointment({ date_time: kathmandu(10).toISOString() });
    const check = createSlotChecker([booked], 1, patient, zone);
    expect(check(kathmandu(9, 30), longBefore)).toBe('bookable');
    expect(check(kathmandu(10), longBefore)).toBe('doctor-busy');
    expect(check(kathmandu(10, 30), longBefore)).toBe('bookable');
  });
});

describe('createSlotChecker for a person, shared marks and a move', () => {
  const ten = at(MONDAY, 10);
  const own = (overrides: Partial<Appointment>) =>
    appointment({
      patient_id: patient.id,
      patient_email: patient.email,
      doctor_id: 2,
      ...overrides,
    });

  it("judges overlap per person: a family member's visit holds their time, not the holder's", () => {
    const miaAtTen = own({ familyMemberId: 12 });
    const holder = createSlotChecker([miaAtTen], 1, patient);
    const mia = createSlotChecker([miaAtTen], 1, { ...patient, familyMemberId: 12 });
    const noah = createSlotChecker([miaAtTen], 1, { ...patient, familyMemberId: '13' });
    expect(holder(ten, longBefore)).toBe('bookable');
    expect(noah(ten, longBefore)).toBe('bookable');
    expect(mia(ten, longBefore)).toBe('patient-busy');
    // The holder's own visit holds the holder's time only.
    expect(
      createSlotChecker([own({})], 1, { ...patient, familyMemberId: 12 })(ten, longBefore),
    ).toBe('bookable');
  });

  it('refuses exactly the start a shared mark names, for its type and person only', () => {
    const mark = appointment({ unavailableStart: true, patient_id: '-', patient_email: '' });
    const check = createSlotChecker([mark], 1, patient);
    expect(check(ten, longBefore)).toBe('doctor-busy');
    // A mark holds no time: the start half an hour before stays free.
    expect(check(at(MONDAY, 9, 30), longBefore)).toBe('bookable');
    // Marks for another type or another person say nothing here.
    expect(
      createSlotChecker([{ ...mark, visitTypeId: 'follow-up' }], 1, patient)(ten, longBefore),
    ).toBe('bookable');
    expect(createSlotChecker([{ ...mark, familyMemberId: 12 }], 1, patient)(ten, longBefore)).toBe(
      'bookable',
    );
  });

  it('lets a moved visit overlap its own time, but not start where it starts', () => {
    const moving = own({ id: 7, doctor_id: 1, duration: 60, date_time: ten.toISOString() });
    const check = createSlotChecker([moving], 1, patient, undefined, undefined, {
      moving: { id: 7, date_time: moving.date_time },
    });
    expect(check(at(MONDAY, 10, 30), longBefore)).toBe('bookable');
    expect(check(ten, longBefore)).toBe('unchanged');
    expect(createSlotChecker([moving], 1, patient)(at(MONDAY, 10, 30), longBefore)).toBe(
      'doctor-busy',
    );
  });
});
