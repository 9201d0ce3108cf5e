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

const patient = makeUser({ id: 100, name: 'Pat Lee', email: 'pat@example.com' });
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
