/**
 * @jest-environment jsdom
 */
import { clinic, CONSULTATION, parseVisitTypeRows } from '@/lib/clinic';
import type { User } from '@/lib/account/user';
import { SHARED_SESSION_KEY } from '@/lib/account/shared-repository';
import { createSharedRepositories } from '@/lib/repositories/shared';
import { appointmentRow, fakeFetch, type Reply } from '../../support/fake-data-api';
import { type VisitTypeRow, visitTypeRow } from '../../support/visit-type-rows';

/**
 * Shared mode's visit types, people and answers (docs/visit-types.md#in-shared-mode): the site
 * reads GET /visit_types with the clinic file's schema, sends the type, the family member and the
 * answers to the booking functions only when they are not the defaults, reads them back from
 * api.appointments, and words the database's refusals as the form does.
 */

function fakeApi(...replies: Reply[]) {
  const { fetchImpl, calls } = fakeFetch(...replies);
  return { ...createSharedRepositories('http://api.test', fetchImpl), calls };
}

const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { code, message, details: null, hint: null },
});

const ann: User = { id: 7, name: 'Ann Lee', email: 'ann@example.org', role: 'patient' };

/** A row of GET /visit_types as PostgREST answers it. */
const typeRow = (overrides: Partial<VisitTypeRow>) =>
  visitTypeRow('consultation', 'Consultation', 30, overrides);

const skinCheckRow = typeRow({
  id: 'skin-check',
  name: 'Skin check',
  doctor_ids: ['2'],
  notice_hours: 1000,
  instructions: 'Come without make-up.',
  questions: [
    { id: 'where', label: 'Where?', kind: 'text', required: true, maxLength: 200 },
    { id: 'changed', label: 'Changed?', kind: 'yes-no', required: true, maxLength: 0 },
  ],
});

/** A row of api.appointments with the columns migration 016 adds. */
const row = appointmentRow({
  doctor_id: 2,
  doctor_name: 'Dr. Rafael Moreno',
  reason: 'Mole',
  visit_type_id: 'skin-check',
  visit_type_name: 'Skin check',
  buffer_minutes: 0,
  family_member_id: 12,
  family_member_name: 'Mia Lee',
  intake_answers: { where: 'Arm', changed: true },
});

describe('parseVisitTypeRows', () => {
  it('reads rows with the clinic file’s schema, the consultation first and then by name', async () => {
    const types = await parseVisitTypeRows([
      typeRow({ id: 'x-ray', name: 'X-ray', duration_minutes: 15 }),
      skinCheckRow,
      typeRow({}),
    ]);
    expect(types.map((type) => type.id)).toEqual(['consultation', 'skin-check', 'x-ray']);
    expect(types[0]).toEqual(CONSULTATION);
    expect(types[1]).toMatchObject({
      durationMinutes: 30,
      doctorIds: ['2'],
      noticeHours: 1000,
      horizonDays: 90,
      instructions: 'Come without make-up.',
      questions: [
        { id: 'where', kind: 'text', required: true, maxLength: 200 },
        { id: 'changed', kind: 'yes-no', required: true, maxLength: 500 },
      ],
    });
  });

  it('leaves out a row the schema refuses, with a warning naming it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const types = await parseVisitTypeRows([
      typeRow({}),
      typeRow({ id: 'odd', duration_minutes: 17 }),
    ]);
    expect(types.map((type) => type.id)).toEqual(['consultation']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Visit type "odd" left out: length 17/),
    );
    warn.mockRestore();
  });
});

describe('shared visit types, people and answers', () => {
  it('lists the visit types from GET /visit_types', async () => {
    const api = fakeApi({ status: 200, body: [skinCheckRow, typeRow({})] });
    const types = await api.appointments.listVisitTypes();
    expect(types.map((type) => type.name)).toEqual(['Consultation', 'Skin check']);
    expect(new URL(api.calls[0]!.url).pathname).toBe('/visit_types');
  });

  it('books with the type, the family member and the answers, and reads them back', async () => {
    const api = fakeApi({ status: 200, body: row }, { status: 200, body: null });
    const [type] = await parseVisitTypeRows([skinCheckRow]);
    const booked = await api.appointments.book(
      {
        doctor: clinic.doctors[1]!,
        start: new Date('2030-01-07T15:00:00Z'),
        reason: 'Mole',
        visitType: type!,
        familyMemberId: 12,
        familyMemberName: 'Mia Lee',
        intakeAnswers: { where: 'Arm', changed: true },
      },
      ann,
      new Date('2029-12-01T10:00:00Z'),
    );
    expect(api.calls[0]?.body).toEqual({
      doctor_id: 2,
      date_time: '2030-01-07T15:00:00.000Z',
      reason: 'Mole',
      visit_type_id: 'skin-check',
      family_member_id: 12,
      intake_answers: { where: 'Arm', changed: true },
    });
    expect(booked).toMatchObject({
      visitTypeId: 'skin-check',
      visitTypeName: 'Skin check',
      familyMemberId: 12,
      familyMemberName: 'Mia Lee',
      intakeAnswers: { where: 'Arm', changed: true },
    });
  });

  it('reads a consultation for the holder with no answers as a record without those fields', async () => {
    const api = fakeApi({
      status: 200,
      body: [
        {
          ...row,
          visit_type_id: 'consultation',
          visit_type_name: 'Consultation',
          family_member_id: null,
          family_member_name: null,
          intake_answers: {},
        },
      ],
    });
    const [listed] = (await api.appointments.list(ann, [])).appointments;
    expect(listed).not.toHaveProperty('visitTypeId');
    expect(listed).not.toHaveProperty('familyMemberId');
    expect(listed).not.toHaveProperty('intakeAnswers');
  });

  it.each([
    [
      '23514',
      'Child vaccination is for patients under 18.',
      null,
      'Child vaccination is for patients under 18.',
    ],
    [
      '23514',
      'Add your date of birth to book Child vaccination.',
      null,
      'Add your date of birth to book Child vaccination.',
    ],
    ['23514', 'Answer “Where?”.', null, 'Answer “Where?”.'],
    [
      '23514',
      'An answer can be at most 200 characters.',
      null,
      'An answer can be at most 200 characters.',
    ],
    [
      '23514',
      'That visit type has no question “colour”.',
      null,
      'That visit type has no question “colour”.',
    ],
    [
      '23514',
      'The clinic is closed then.',
      null,
      'That time is no longer available. Please choose another.',
    ],
    [
      '23P01',
      'Mia Lee already has a visit at that time.',
      'Mia Lee',
      'Mia Lee already has a visit at that time.',
    ],
    [
      '23P01',
      'conflicting key value violates exclusion constraint "appointments_patient_no_overlap"',
      'Mia Lee',
      'Mia Lee already has a visit at that time.',
    ],
    [
      '23P01',
      'conflicting key value violates exclusion constraint "appointments_no_overlap"',
      'Mia Lee',
      'That time is no longer available. Please choose another.',
    ],
    [
      '23P01',
      'conflicting key value violates exclusion constraint "appointments_patient_no_overlap"',
      null,
      'That time is no longer available. Please choose another.',
    ],
  ])('words a %s refusal (%s) as the form does', async (code, message, member, shown) => {
    const api = fakeApi(refusal(400, code, message));
    await expect(
      api.appointments.book(
        {
          doctor: clinic.doctors[0]!,
          start: new Date('2030-01-07T15:00:00Z'),
          reason: 'Check',
          ...(member ? { familyMemberId: 12, familyMemberName: member } : {}),
        },
        ann,
        new Date('2029-12-01T10:00:00Z'),
      ),
    ).rejects.toThrow(shown);
  });

  it('asks available_slots for the type and the family member, and marks what it greys out for them', async () => {
    const [type] = await parseVisitTypeRows([
      typeRow({ id: 'check', name: 'Check', duration_minutes: 60 }),
    ]);
    const hours = [1, 2, 3, 4, 5].map((weekday) => ({
      doctor_id: 1,
      valid_from: '2000-01-01',
      weekday,
      start_time: '09:00:00',
      end_time: '17:00:00',
    }));
    const api = fakeApi(
      { status: 200, body: hours },
      { status: 200, body: [{ doctor_id: 1, date_time: '2026-11-30T14:00:00+00:00' }] },
    );
    const from = new Date('2026-11-30T05:00:00Z');
    const to = new Date('2026-12-01T05:00:00Z');
    const taken = await api.appointments.unavailableSlots([clinic.doctors[0]!], from, to, {
      visitType: type!,
      familyMemberId: 12,
    });
    const asked = new URL(api.calls[1]!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      doctor_id: '1',
      from_time: from.toISOString(),
      to_time: to.toISOString(),
      visit_type_id: 'check',
      family_member_id: '12',
    });
    // 60-minute visits on the half-hour grid from 09:00: the last start is 16:00, 15 starts.
    expect(taken).toHaveLength(14);
    expect(taken[0]).toMatchObject({
      duration: 60,
      visitTypeId: 'check',
      familyMemberId: 12,
      unavailableStart: true,
    });
  });

  it("keeps the holder's date of birth through set_date_of_birth and in the session", async () => {
    window.localStorage.setItem(SHARED_SESSION_KEY, JSON.stringify({ token: 't', user: ann }));
    const api = fakeApi(
      { status: 200, body: null },
      refusal(400, '22023', 'The date of birth cannot be in the future.'),
    );
    await expect(api.accounts.setDateOfBirth(ann, '1990-05-05')).resolves.toEqual({
      ...ann,
      dateOfBirth: '1990-05-05',
    });
    expect(api.calls[0]).toMatchObject({
      url: 'http://api.test/rpc/set_date_of_birth',
      body: { date_of_birth: '1990-05-05' },
    });
    expect(api.accounts.readSession()).toEqual({ ...ann, dateOfBirth: '1990-05-05' });
    await expect(api.accounts.setDateOfBirth(ann, '2999-01-01')).rejects.toThrow(
      'The date of birth cannot be in the future.',
    );
  });

  it('reads the date of birth the account keeps from its own row of GET /accounts', async () => {
    window.localStorage.setItem(SHARED_SESSION_KEY, JSON.stringify({ token: 't', user: ann }));
    const api = fakeApi(
      { status: 200, body: [{ date_of_birth: '1985-02-03' }] },
      { status: 200, body: [{ date_of_birth: null }] },
    );
    await expect(api.accounts.readDateOfBirth(ann)).resolves.toEqual({
      ...ann,
      dateOfBirth: '1985-02-03',
    });
    const asked = new URL(api.calls[0]!.url);
    expect(asked.pathname).toBe('/accounts');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      select: 'date_of_birth',
      id: 'eq.7',
    });
    expect(api.accounts.readSession()).toEqual({ ...ann, dateOfBirth: '1985-02-03' });
    await expect(api.accounts.readDateOfBirth(ann)).resolves.toBe(ann);
  });
});
