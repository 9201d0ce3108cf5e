import {
  checkWaitlistRequest,
  createSharedWaitlistRepository,
  type WaitlistRequest,
} from '@/lib/appointments/waitlist/waitlist';
import { fakeDataApi, slotOfferRow, waitlistEntryRow } from '../../../support/fake-data-api';
import { formatMessage } from '../../../support/messages';

/** The check's refusals' English, the English catalog's `waitlist` (docs/languages.md#catalogs). */
const waitlistTexts = {
  ...Object.fromEntries(
    [
      'chooseDoctor',
      'chooseDays',
      'lastBeforeFirst',
      'daysInPast',
      'noWeekday',
      'bothTimes',
      'reasonRequired',
    ].map((key) => [key, formatMessage('en', `waitlist.${key}`)]),
  ),
  emptyWindow: (minutes: number) => formatMessage('en', 'waitlist.emptyWindow', { minutes }),
} as Record<string, string> & { emptyWindow: (minutes: number) => string };

const request: WaitlistRequest = {
  doctorId: 1,
  specialty: null,
  firstDay: '2026-11-26',
  lastDay: '2026-12-10',
  weekdays: null,
  timeFrom: null,
  timeTo: null,
  reason: 'Chest pain',
  appointmentId: null,
};
const TODAY = '2026-11-25';

const entryRow = waitlistEntryRow(7, {
  weekdays: [1, 3],
  time_from: '09:00:00',
  time_to: '12:00:00',
});

describe('checkWaitlistRequest', () => {
  it('accepts a doctor, days from today and no windows', () => {
    expect(checkWaitlistRequest(request, TODAY, 30)).toBeNull();
  });

  it.each([
    [{ doctorId: null }, waitlistTexts.chooseDoctor],
    [{ specialty: 'Cardiology' }, waitlistTexts.chooseDoctor],
    [{ firstDay: '' }, waitlistTexts.chooseDays],
    [{ lastDay: '2026-11-20', firstDay: '2026-11-21' }, waitlistTexts.lastBeforeFirst],
    [{ firstDay: '2026-11-01', lastDay: '2026-11-24' }, waitlistTexts.daysInPast],
    [{ weekdays: [] }, waitlistTexts.noWeekday],
    [{ timeFrom: '09:00' }, waitlistTexts.bothTimes],
    [{ timeFrom: '14:00', timeTo: '13:00' }, waitlistTexts.emptyWindow(30)],
    [{ timeFrom: '14:00', timeTo: '14:15' }, waitlistTexts.emptyWindow(30)],
    [{ reason: '  ' }, waitlistTexts.reasonRequired],
  ])('refuses %j with its text', (change, text) => {
    expect(checkWaitlistRequest({ ...request, ...change }, TODAY, 30)?.message).toBe(text);
  });

  it('refuses by code, written in either language (docs/languages.md#refusals-by-code)', () => {
    const refusal = checkWaitlistRequest({ ...request, weekdays: [] }, TODAY, 30);
    expect(refusal?.code).toBe('waitlist.noWeekday');
    expect(formatMessage('en', refusal?.code ?? '')).toBe(refusal?.message);
    expect(formatMessage('es', refusal?.code ?? '')).toBe(
      'Elija al menos un día de la semana (de lunes a domingo).',
    );
    const window = checkWaitlistRequest(
      { ...request, timeFrom: '09:00', timeTo: '09:30' },
      TODAY,
      60,
    );
    expect(window).toEqual(
      expect.objectContaining({ code: 'waitlist.emptyWindow', values: { minutes: 60 } }),
    );
    expect(formatMessage('en', 'waitlist.emptyWindow', window?.values)).toBe(window?.message);
    expect(formatMessage('es', 'waitlist.emptyWindow', window?.values)).toBe(
      'El horario debe abarcar al menos 60 minutos, de una hora más temprana a una más tardía.',
    );
  });

  it('needs a window that holds the whole visit of the type asked for', () => {
    const window = { ...request, visitTypeId: 'new-patient', timeFrom: '09:00', timeTo: '09:45' };
    expect(checkWaitlistRequest(window, TODAY, 60)?.message).toBe(
      'The time of day must span at least 60 minutes, from an earlier to a later time.',
    );
    expect(checkWaitlistRequest({ ...window, timeTo: '10:00' }, TODAY, 60)).toBeNull();
    // A quarter-hour visit still needs the database's half hour.
    expect(checkWaitlistRequest({ ...window, timeTo: '09:15' }, TODAY, 15)?.message).toBe(
      waitlistTexts.emptyWindow(30),
    );
  });

  it('needs no reason when it moves an appointment, whose reason it keeps', () => {
    expect(
      checkWaitlistRequest({ ...request, reason: '', appointmentId: 41 }, TODAY, 30),
    ).toBeNull();
  });
});

describe('shared waitlist repository', () => {
  it('joins through /rpc/join_waitlist with the database names', async () => {
    const { client, calls } = fakeDataApi({ status: 200, body: entryRow });
    const repository = createSharedWaitlistRepository(client);
    const entry = await repository.join({
      ...request,
      weekdays: [1, 3],
      timeFrom: '09:00',
      timeTo: '12:00',
    });
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/rpc/join_waitlist',
      method: 'POST',
      body: {
        doctor_id: 1,
        specialty: null,
        first_day: '2026-11-26',
        last_day: '2026-12-10',
        weekdays: [1, 3],
        time_from: '09:00',
        time_to: '12:00',
        reason: 'Chest pain',
        appointment_id: null,
      },
    });
    expect(entry).toMatchObject({ id: 7, status: 'waiting', weekdays: [1, 3] });
  });

  it('names the visit type, the family member and the answers, and leaves each out at its default', async () => {
    const { client, calls } = fakeDataApi(
      { status: 200, body: entryRow },
      { status: 200, body: entryRow },
    );
    const repository = createSharedWaitlistRepository(client);
    await repository.join({
      ...request,
      visitTypeId: 'new-patient',
      familyMemberId: 12,
      intakeAnswers: { 'first-visit': true },
    });
    await repository.join({
      ...request,
      visitTypeId: 'consultation',
      familyMemberId: null,
      intakeAnswers: {},
    });
    expect(calls[0]?.body).toMatchObject({
      visit_type_id: 'new-patient',
      family_member_id: 12,
      intake_answers: { 'first-visit': true },
    });
    for (const name of ['visit_type_id', 'family_member_id', 'intake_answers'])
      expect(calls[1]?.body).not.toHaveProperty(name);
  });

  it("shows the database's own refusal: joining twice, dates in the past", async () => {
    const twice =
      'You are already on the waitlist for Dr. Amelia Hart. Leave that entry first to change it.';
    const { client } = fakeDataApi(
      { status: 409, body: { code: '23505', message: twice, details: null, hint: null } },
      'offline',
    );
    const repository = createSharedWaitlistRepository(client);
    await expect(repository.join(request)).rejects.toThrow(twice);
    await expect(repository.join(request)).rejects.toThrow(/can't be reached/);
  });

  it("reads one doctor's waitlist with the specialty's any-doctor entries", async () => {
    const { client, calls } = fakeDataApi({ status: 200, body: [entryRow] });
    const entries = await createSharedWaitlistRepository(client).entries({
      doctor: { id: 1, specialty: 'Cardiology' },
    });
    expect(decodeURIComponent(calls[0]?.url ?? '')).toContain(
      'or=(doctor_id.eq.1,and(any_doctor.is.true,specialty.eq."Cardiology"))',
    );
    expect(entries).toHaveLength(1);
  });

  it('reads an offer with GET (it changes nothing) and books it with POST', async () => {
    const offer = slotOfferRow();
    const { client, calls } = fakeDataApi(
      { status: 200, body: offer },
      { status: 200, body: { appointment: { id: 90 }, rescheduled_from: null } },
    );
    const repository = createSharedWaitlistRepository(client);
    expect(await repository.offer('tok')).toMatchObject({ status: 'open' });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'http://api.test/rpc/waitlist_offer?token=tok',
    });
    expect(await repository.acceptOffer('tok')).toEqual({
      appointmentId: 90,
      rescheduledFrom: null,
    });
    expect(calls[1]).toMatchObject({ method: 'POST', body: { token: 'tok' } });
  });
});
