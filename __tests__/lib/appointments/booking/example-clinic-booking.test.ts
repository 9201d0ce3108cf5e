import '../../../support/as-example-clinic';
import { clinic, visitTypeById } from '@/lib/clinic';
import { localAppointmentRepository as repository } from '@/lib/appointments/booking';
import { bookingMessages } from '@/lib/appointments/booking/texts';
import { makeUser } from '../../../support/factories';
import { clinicTime } from '../../../support/clinic-time';

/**
 * Local mode's repository built for the example clinic file (clinic.example.json), as
 * `CLINIC_FILE=clinic.example.json npm run build` builds it (docs/visit-types.md): a booking
 * keeps its type's length and stores its id, and the one rule (docs/visit-types.md#free-starts)
 * refuses what does not fit.
 */

const storedJson = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

// Pat is 11: a child vaccination (under 18) is theirs to book (docs/visit-types.md#age-limits).
const patient = makeUser({
  id: 100,
  name: 'Pat Lee',
  email: 'pat@example.com',
  dateOfBirth: '2015-06-01',
});
const other = makeUser({ id: 200, name: 'Sam Roe', email: 'sam@example.com' });
/** Friday 20 November 2026, noon clinic time: the moment of booking. */
const now = clinicTime(2026, 10, 20, 12, 0);
const monday = (hour: number, minute = 0) => clinicTime(2026, 10, 23, hour, minute);

const doctor = (id: number) => clinic.doctors.find((item) => item.id === id)!;

/** Books a visit of the type with `typeId` with the doctor with `doctorId`, at `start`. */
const book = (typeId: string, doctorId: number, start: Date, who = patient) =>
  repository.book(
    { doctor: doctor(doctorId), start, reason: 'Check', visitType: visitTypeById(typeId)! },
    who,
    now,
  );

describe('booking in the example clinic (local mode)', () => {
  it('stores a new patient visit with its length and type', async () => {
    const booked = await book('new-patient', 1, monday(9));
    expect(booked).toMatchObject({ duration: 60, visitTypeId: 'new-patient', doctor_id: 1 });
    expect(storedJson('appointments')).toEqual([booked]);
  });

  it('refuses a start the buffer of a visit before it keeps free, and takes the next one', async () => {
    await book('new-patient', 1, monday(9));
    await expect(book('follow-up', 1, monday(10), other)).rejects.toThrow(
      bookingMessages.slotUnavailable,
    );
    await expect(book('follow-up', 1, monday(10, 15), other)).resolves.toMatchObject({
      duration: 15,
      visitTypeId: 'follow-up',
    });
  });

  it('refuses a type the doctor does not offer, and a start off the grid or inside the notice', async () => {
    const refused: [string, number, Date][] = [
      ['skin-check', 1, monday(9)], // Dr. Hart is a cardiologist
      ['skin-check', 2, monday(9, 10)], // off the quarter hours
      ['child-vaccination', 4, clinicTime(2026, 10, 21, 10, 0)], // 22 hours ahead
    ];
    for (const attempt of refused)
      await expect(book(...attempt)).rejects.toThrow(bookingMessages.slotUnavailable);
    await expect(book('child-vaccination', 4, monday(9))).resolves.toMatchObject({
      visitTypeId: 'child-vaccination',
    });
    expect(storedJson('appointments')).toHaveLength(1);
  });

  it('moves a visit as its own type', async () => {
    const first = await book('skin-check', 2, monday(9));
    const { next } = await repository.reschedule(first.id, monday(16, 30), patient, now);
    expect(next).toMatchObject({ duration: 30, visitTypeId: 'skin-check' });
    await expect(repository.reschedule(next.id, monday(16, 45), patient, now)).rejects.toThrow(
      bookingMessages.slotUnavailable,
    );
  });
});

/** Pat's children, stored under `familyMembers` as the /family page keeps them. */
const mia = {
  id: 1_764_000_000_001,
  account_id: patient.id,
  name: 'Mia Lee',
  date_of_birth: '2018-03-04',
  relationship: 'child',
  created_at: '2026-11-01T12:00:00.000Z',
};
const leo = { ...mia, id: 1_764_000_000_002, name: 'Leo Lee', date_of_birth: '2008-11-24' };
const adult = makeUser({ id: 300, name: 'Ann Adult', email: 'ann@example.com' });

/** Books `typeId` with doctor 4 (Family Medicine) at `start` for family member `member`. */
const bookFor = (member: { id: number } | null, typeId: string, start: Date, doctorId = 4) =>
  repository.book(
    {
      doctor: doctor(doctorId),
      start,
      reason: 'Check',
      visitType: visitTypeById(typeId)!,
      familyMemberId: member?.id ?? null,
    },
    patient,
    now,
  );

describe('booking for a family member (local mode)', () => {
  beforeEach(() => {
    window.localStorage.setItem('familyMembers', JSON.stringify([mia, leo]));
  });

  it('stores the family member with the visit, and books two children at once with two doctors', async () => {
    const forMia = await bookFor(mia, 'follow-up', monday(9));
    const forLeo = await bookFor(leo, 'follow-up', monday(9), 1);
    expect(forMia).toMatchObject({
      patient_id: patient.id,
      familyMemberId: mia.id,
      familyMemberName: 'Mia Lee',
    });
    expect(forLeo).toMatchObject({ familyMemberId: leo.id, familyMemberName: 'Leo Lee' });
    // Pat's own visit at that time, with a third doctor, is no one else's overlap either.
    await expect(bookFor(null, 'follow-up', monday(9), 3)).resolves.not.toHaveProperty(
      'familyMemberId',
    );
    expect(storedJson('appointments')).toHaveLength(3);
  });

  it("refuses a child's second visit at once, naming the child, and the holder's with the slot text", async () => {
    await bookFor(mia, 'new-patient', monday(9));
    await expect(bookFor(mia, 'follow-up', monday(9, 45), 1)).rejects.toThrow(
      'Mia Lee already has a visit at that time.',
    );
    await bookFor(null, 'follow-up', monday(11));
    await expect(bookFor(null, 'follow-up', monday(11), 1)).rejects.toThrow(
      bookingMessages.slotUnavailable,
    );
  });

  it("checks a type's age limit against the person's date of birth on the visit's day", async () => {
    // Leo turns 18 on Tuesday 24 November 2026: Monday is his last day for a child vaccination.
    await expect(bookFor(leo, 'child-vaccination', monday(10))).resolves.toMatchObject({
      familyMemberId: leo.id,
    });
    await expect(
      bookFor(leo, 'child-vaccination', clinicTime(2026, 10, 24, 10, 0)),
    ).rejects.toThrow('Child vaccination is for patients under 18.');
    const asAdult = (who: typeof adult) =>
      repository.book(
        {
          doctor: doctor(4),
          start: monday(11),
          reason: 'Shot',
          visitType: visitTypeById('child-vaccination')!,
        },
        who,
        now,
      );
    await expect(asAdult(adult)).rejects.toThrow(
      'Add your date of birth to book Child vaccination.',
    );
    await expect(asAdult({ ...adult, dateOfBirth: '1990-05-05' })).rejects.toThrow(
      'Child vaccination is for patients under 18.',
    );
  });

  it("refuses a family member who is not on the account's list", async () => {
    await expect(bookFor({ id: 99 }, 'follow-up', monday(9))).rejects.toThrow(
      'That family member is not on your account.',
    );
    expect(storedJson('appointments')).toBeNull();
  });

  it('moves a visit keeping its person and answers; the visit holds no time for its own move', async () => {
    const first = await repository.book(
      {
        doctor: doctor(2),
        start: monday(9),
        reason: 'Mole',
        visitType: visitTypeById('skin-check')!,
        familyMemberId: mia.id,
        intakeAnswers: { 'spot-location': 'Left arm', 'spot-changed': true },
      },
      patient,
      now,
    );
    // 09:15 overlaps the visit being moved, and nothing else.
    const { previous, next } = await repository.reschedule(first.id, monday(9, 15), patient, now);
    expect(previous).toMatchObject({ status: 'canceled', rescheduled_to: next.id });
    expect(next).toMatchObject({
      visitTypeId: 'skin-check',
      familyMemberId: mia.id,
      familyMemberName: 'Mia Lee',
      intakeAnswers: { 'spot-location': 'Left arm', 'spot-changed': true },
    });
    // Its own start is no move.
    await expect(repository.reschedule(next.id, monday(9, 15), patient, now)).rejects.toThrow(
      bookingMessages.slotUnavailable,
    );
  });
});
