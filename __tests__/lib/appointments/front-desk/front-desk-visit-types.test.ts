import '../../../support/as-example-clinic';
import { clinic, visitTypeById } from '@/lib/clinic';
import {
  buildDeskGrid,
  type DeskData,
  freeSlotKey,
} from '@/lib/appointments/front-desk/front-desk';
import { createSharedFrontDesk } from '@/lib/appointments/front-desk';
import { deskAppointmentOf } from '@/lib/appointments/front-desk/shared-front-desk';
import { clinicTime } from '../../../support/clinic-time';
import { quarterHours } from '../../../support/clinic-file';
import {
  samLeeVisitRow,
  fakeDataApi,
  routedDataApi,
  visitTypeRow,
} from '../../../support/fake-data-api';
import { WORKING_HOURS as hours } from '../../../support/working-hours';

/**
 * The front desk with visit types (docs/front-desk.md#visit-types-and-family-members), in the
 * example clinic (clinic.example.json: a 15-minute start grid, a 60-minute new patient visit):
 * the grid's rows and each visit's height, and what shared mode's desk reads and sends.
 */

const at = (hour: number, minute = 0) => clinicTime(2026, 10, 24, hour, minute);
const tuesday = '2026-11-24';

/** A staff row of api.appointments (migration 016) for doctor `doctorId` at `start`. */
const row = (id: number, doctorId: number, start: Date, extra: Record<string, unknown> = {}) =>
  samLeeVisitRow(id, start.toISOString(), { doctor_id: doctorId, ...extra });

const newPatient = (id: number, start: Date) =>
  row(id, 1, start, {
    duration: 60,
    visit_type_id: 'new-patient',
    visit_type_name: 'New patient visit',
    buffer_minutes: 10,
    family_member_id: 12,
    family_member_name: 'Mia Lee',
    intake_answers: { allergies: 'Penicillin' },
  });

function data(overrides: Partial<DeskData> = {}): DeskData {
  return {
    doctors: [{ id: 1, name: 'Dr One', specialty: 'Cardiology' }],
    hours,
    appointments: [],
    timeOff: [],
    closures: [],
    visitTypes: [...clinic.visitTypes],
    visitTypeId: 'new-patient',
    free: new Set(),
    ...overrides,
  };
}

describe('buildDeskGrid on a 15-minute grid', () => {
  it('lays the day out in quarter hours and draws a 60-minute visit four rows tall', () => {
    const visit = deskAppointmentOf(newPatient(1, at(9, 15)), clinic.visitTypes);
    const grid = buildDeskGrid(
      data({ appointments: [visit], free: new Set([freeSlotKey(1, at(10, 15))]) }),
      [{ day: tuesday, doctorId: 1 }],
      at(8),
    );
    expect(grid.map((each) => each.label).slice(0, 6)).toEqual(quarterHours('09:00', '10:15'));
    expect(grid.map((each) => each.cells[0]!.kind).slice(0, 6)).toEqual([
      'outside',
      'appointments',
      'covered',
      'covered',
      'covered',
      'free',
    ]);
    expect(grid[1]!.cells[0]).toMatchObject({ kind: 'appointments', rows: 4 });
  });
});

describe('the shared front desk and visit types', () => {
  it("reads a staff row's type, person and answers, and a row without them as a consultation of the holder", () => {
    expect(deskAppointmentOf(newPatient(1, at(9)), clinic.visitTypes).visit).toEqual({
      typeId: 'new-patient',
      typeName: 'New patient visit',
      durationMinutes: 60,
      familyMemberId: 12,
      familyMemberName: 'Mia Lee',
      intakeAnswers: { allergies: 'Penicillin' },
    });
    expect(deskAppointmentOf(row(2, 1, at(9)), [visitTypeById('follow-up')!]).visit).toEqual({
      typeId: 'consultation',
      typeName: 'consultation',
      durationMinutes: 30,
      familyMemberId: null,
      familyMemberName: null,
      intakeAnswers: {},
    });
  });

  const days = (visitTypeId?: string) => {
    const { client, calls } = routedDataApi({
      '/doctors': { status: 200, body: [{ id: 1, name: 'Dr One', specialty: 'Cardiology' }] },
      '/working_hours': { status: 200, body: [] },
      '/appointments': { status: 200, body: [newPatient(1, at(9))] },
      '/time_off': { status: 200, body: [] },
      '/closures': { status: 200, body: [] },
      '/visit_types': {
        status: 200,
        body: [
          visitTypeRow('new-patient', 'New patient visit', 60, {
            buffer_minutes: 10,
            horizon_days: 90,
            instructions: 'Bring a photo ID.',
          }),
        ],
      },
      '/rpc/available_slots': {
        status: 200,
        body: [{ doctor_id: 1, date_time: at(11).toISOString() }],
      },
    });
    const read = createSharedFrontDesk(client).readDays(
      at(0),
      clinicTime(2026, 10, 25),
      visitTypeId,
    );
    return { read, calls };
  };

  it("reads the free starts of the type asked for, the types and each visit's details", async () => {
    const { read, calls } = days('new-patient');
    const result = await read;
    const slots = calls.find((call) => call.url.includes('available_slots'))!;
    expect(new URL(slots.url).searchParams.get('visit_type_id')).toBe('new-patient');
    expect(result.visitTypeId).toBe('new-patient');
    expect(result.visitTypes.map((type) => type.name)).toEqual(['New patient visit']);
    expect(result.free).toEqual(new Set([freeSlotKey(1, at(11))]));
    expect(result.appointments[0]!.visit.familyMemberName).toBe('Mia Lee');
  });

  it("asks for the consultation's free starts as before: no type in the request", async () => {
    const { read, calls } = days();
    expect((await read).visitTypeId).toBe('consultation');
    const slots = calls.find((call) => call.url.includes('available_slots'))!;
    expect(new URL(slots.url).searchParams.has('visit_type_id')).toBe(false);
  });

  it('books a type for a family member with its answers, and leaves the defaults out', async () => {
    const answer = {
      status: 200,
      body: {
        appointment: newPatient(5, at(11)),
        patient: { id: 7, name: 'Sam Lee', email: 'sam@example.com', claimed: true },
        claim_token: null,
        claim_expires_at: null,
      },
    };
    const { client, calls } = fakeDataApi(answer, answer);
    const desk = createSharedFrontDesk(client);
    const booking = { doctorId: 1, start: at(11), reason: 'First visit', patient: { id: 7 } };
    await desk.book({
      ...booking,
      visitTypeId: 'new-patient',
      familyMemberId: 12,
      intakeAnswers: { allergies: 'Penicillin' },
    });
    await desk.book({
      ...booking,
      visitTypeId: 'consultation',
      familyMemberId: null,
      intakeAnswers: {},
    });
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/rpc/staff_book_appointment',
      body: {
        doctor_id: 1,
        patient_id: 7,
        visit_type_id: 'new-patient',
        family_member_id: 12,
        intake_answers: { allergies: 'Penicillin' },
      },
    });
    expect(Object.keys(calls[1]!.body as object).sort()).toEqual([
      'date_time',
      'doctor_id',
      'patient_id',
      'reason',
    ]);
  });
});
