/** @jest-environment node */
import type { User } from '@/lib/account/user';
import type { Appointment } from '@/lib/appointments/domain';
import { CONSULTATION } from '@/lib/clinic';
import {
  makeNoticeAppointment,
  makeUser,
  NOTICE_APPOINTMENT_PARAMS,
} from '@/__tests__/support/factories';
import {
  buildAccountNoticeParams,
  buildAppointmentNoticeParams,
  checkRecipient,
  formatNoticeDate,
} from '@/lib/notifications/params';

const user = makeUser();
const appointment = makeNoticeAppointment();

describe('checkRecipient', () => {
  it('accepts a name and an address with an at sign, trimmed', () => {
    expect(checkRecipient('  Ada  ', ' ada@example.com ')).toEqual({
      ok: true,
      recipient: { to_name: 'Ada', to_email: 'ada@example.com' },
    });
  });

  it.each([
    ['an undefined name', undefined, 'ada@example.com', 'missing name'],
    ['a name that is not a string', 42, 'ada@example.com', 'missing name'],
    ['an empty name', '', 'ada@example.com', 'blank name'],
    ['a blank name', ' \t ', 'ada@example.com', 'blank name'],
    ['an address without an at sign', 'Ada', 'ada.example.com', 'address without @'],
    ['an empty address', 'Ada', '', 'address without @'],
    ['an address that is not a string', 'Ada', null, 'address without @'],
  ])('rejects %s', (_case, name, email, problem) => {
    expect(checkRecipient(name, email)).toEqual({ ok: false, problem });
  });
});

describe('formatNoticeDate', () => {
  it('writes a long US-style date and 12-hour time in the given zone', () => {
    const at = new Date('2026-11-23T15:05:00Z');
    expect(formatNoticeDate(at, 'UTC')).toBe('Monday, November 23, 2026 at 3:05 PM');
    expect(formatNoticeDate(at, 'America/New_York')).toBe('Monday, November 23, 2026 at 10:05 AM');
  });

  it('uses only plain spaces', () => {
    expect(formatNoticeDate(new Date('2026-01-02T00:30:00Z'), 'UTC')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('defaults to the local zone', () => {
    const at = new Date(2026, 10, 23, 9, 0);
    expect(formatNoticeDate(at)).toBe('Monday, November 23, 2026 at 9:00 AM');
  });
});

describe('buildAccountNoticeParams', () => {
  it('sends exactly to_email, to_name and date', () => {
    expect(buildAccountNoticeParams(user, new Date('2026-11-23T15:05:00Z'), 'UTC')).toEqual({
      ok: true,
      params: {
        to_email: 'ada@example.com',
        to_name: 'Ada Lovelace',
        date: 'Monday, November 23, 2026 at 3:05 PM',
        language: 'en',
      },
    });
  });

  it('never copies other fields of a stored user, such as a legacy password', () => {
    const legacy = { ...user, password: 'hunter2', passwordHash: 'abc' } as User;
    const result = buildAccountNoticeParams(legacy, new Date(), 'UTC');
    expect(result.ok && Object.keys(result.params).sort()).toEqual([
      'date',
      'language',
      'to_email',
      'to_name',
    ]);
    expect(JSON.stringify(result)).not.toContain('hunter2');
  });

  it('reports the problem instead of params when the user fails the recipient rule', () => {
    expect(buildAccountNoticeParams({ name: ' ', email: 'ada@example.com' }, new Date())).toEqual({
      ok: false,
      problem: 'blank name',
    });
    expect(buildAccountNoticeParams({ name: 'Ada', email: 'ada' }, new Date())).toEqual({
      ok: false,
      problem: 'address without @',
    });
  });
});

describe('buildAppointmentNoticeParams', () => {
  it('sends doctor_name, appointment_date (the formatted_date), reason, to_email and to_name', () => {
    expect(buildAppointmentNoticeParams(appointment, user)).toEqual({
      ok: true,
      params: NOTICE_APPOINTMENT_PARAMS,
    });
  });

  it("names a family member's visit, its type, length and instructions", () => {
    const followUp = {
      ...CONSULTATION,
      id: 'new-patient',
      name: 'New patient visit',
      durationMinutes: 60,
      instructions: 'Bring a photo ID.',
    };
    const result = buildAppointmentNoticeParams(
      {
        ...appointment,
        duration: 60,
        visitTypeId: 'new-patient',
        familyMemberName: 'Mia Lee',
      },
      user,
      { visitType: followUp },
    );
    expect(result.ok && result.params).toMatchObject({
      doctor_name: 'Dr. Grace Hopper',
      to_name: 'Ada Lovelace',
      visit_type: 'New patient visit',
      visit_length: '60 minutes',
      visit_instructions: 'Bring a photo ID.',
      visit_for: 'Mia Lee',
    });
    // A type the site has not read: the record's own name and length.
    const unread = buildAppointmentNoticeParams(
      { ...appointment, duration: 45, visitTypeId: 'x-ray', visitTypeName: 'X-ray' },
      user,
    );
    expect(unread.ok && unread.params).toMatchObject({
      visit_type: 'X-ray',
      visit_length: '45 minutes',
      visit_instructions: '',
    });
  });

  it("addresses the patient passed in, not the appointment's copied name and address", () => {
    const stale: Appointment = {
      ...appointment,
      patient_name: 'Old Name',
      patient_email: 'old@example.com',
    };
    const result = buildAppointmentNoticeParams(stale, {
      ...user,
      name: 'New Name',
      email: 'new@example.com',
    });
    expect(result.ok && result.params).toMatchObject({
      to_name: 'New Name',
      to_email: 'new@example.com',
    });
  });

  it('never copies other fields of the appointment or the patient', () => {
    const result = buildAppointmentNoticeParams(
      { ...appointment, note: 'private' } as Appointment,
      { ...user, password: 'hunter2' } as User,
    );
    expect(result.ok && Object.keys(result.params).sort()).toEqual([
      'appointment_date',
      'doctor_name',
      'language',
      'reason',
      'to_email',
      'to_name',
      'visit_for',
      'visit_instructions',
      'visit_length',
      'visit_type',
    ]);
    expect(JSON.stringify(result)).not.toMatch(/hunter2|private|patient_id/);
  });

  it('reports the problem when the patient fails the recipient rule', () => {
    expect(buildAppointmentNoticeParams(appointment, { ...user, name: '' })).toEqual({
      ok: false,
      problem: 'blank name',
    });
  });
});

describe('notice dates in clinic time', () => {
  it("dates account notices in the clinic's zone by default", () => {
    const result = buildAccountNoticeParams(user, new Date('2026-11-23T15:05:00Z'));
    expect(result.ok && result.params.date).toBe('Monday, November 23, 2026 at 10:05 AM');
  });

  it("adds the visitor's own time to appointment notices when their clock differs", () => {
    const booked = {
      ...appointment,
      date_time: '2026-11-23T15:00:00.000Z',
      formatted_date: 'Monday, November 23, 2026 at 10:00 AM',
    };
    const from = (visitorZone?: string) => {
      const result = buildAppointmentNoticeParams(booked, user, { visitorZone });
      return result.ok ? result.params.appointment_date : null;
    };
    expect(from('America/Los_Angeles')).toBe(
      'Monday, November 23, 2026 at 10:00 AM (10:00 clinic time — 07:00 your time)',
    );
    expect(from('Asia/Kathmandu')).toBe(
      'Monday, November 23, 2026 at 10:00 AM (10:00 clinic time — 20:45 your time)',
    );
    expect(from('America/Detroit')).toBe('Monday, November 23, 2026 at 10:00 AM');
    expect(from(undefined)).toBe('Monday, November 23, 2026 at 10:00 AM');
  });
});
