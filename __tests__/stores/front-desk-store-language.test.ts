/**
 * @jest-environment jsdom
 */
import type { StaffBookingInput } from '@/lib/appointments/front-desk/front-desk';
import { createEmailNotifier } from '@/lib/notifications/emailjs-notifier';
import { createSharedRepositories, type Repositories } from '@/lib/repositories/shared';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { appointmentRow, type Reply, routedFetch } from '../support/fake-data-api';

/**
 * The front desk e-mails each patient in their account's language with no read of its own
 * (docs/front-desk.md#the-front-desk-page, docs/languages.md#the-accounts-language): the
 * language comes with the rows the desk reads (api.appointments's `patient_language`) and with
 * issue_claim_link's answer, so a change is one request and its re-read, never a GET /accounts.
 */

/** Shared mode's repositories over one fake PostgREST, set by each test. */
const mockShared: { current: Repositories | null } = { current: null };
jest.mock('@/lib/repositories', () => ({
  ...jest.requireActual<object>('@/lib/repositories'),
  get accountRepository() {
    return mockShared.current?.accounts;
  },
  get frontDesk() {
    return mockShared.current?.frontDesk;
  },
}));

/** A Spanish-speaking patient's appointment and an English one's, as api.appointments answers. */
const sofia = appointmentRow({
  id: 51,
  patient_id: 8,
  patient_name: 'Sofía Ruiz',
  patient_email: 'sofia@example.org',
  patient_language: 'es',
});
const ann = appointmentRow({ patient_language: 'en' });

/** The day's reads, as the desk makes them on /schedule. */
const DAY_READS: Record<string, Reply> = {
  '/doctors': { status: 200, body: [{ id: 1, name: 'Dr. Amelia Hart', specialty: 'Cardiology' }] },
  '/working_hours': { status: 200, body: [] },
  '/appointments': { status: 200, body: [sofia, ann] },
  '/time_off': { status: 200, body: [] },
  '/closures': { status: 200, body: [] },
  '/visit_types': { status: 200, body: [] },
  '/rpc/available_slots': { status: 200, body: [] },
};
const DAY = { from: new Date('2030-01-07T05:00:00Z'), to: new Date('2030-01-08T05:00:00Z') };

/** The desk over a fake PostgREST answering `replies` by path, and the requests it got. */
function deskAnswering(replies: Record<string, Reply>) {
  const { fetchImpl, calls } = routedFetch({ ...DAY_READS, ...replies });
  mockShared.current = createSharedRepositories('http://api.test', fetchImpl);
  const paths = () => calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
  return { paths };
}

/** The real EmailJS notifier over a stand-in library: each send's params. */
function emailNotifier() {
  const send = jest.fn<Promise<{ status: number; text: string }>, [string, string, object]>(
    async () => ({ status: 200, text: 'OK' }),
  );
  const notifier = createEmailNotifier(
    { publicKey: 'pk', serviceId: 'service', templateId: 'template', origin: 'http://site.test' },
    { emailjs: { init: jest.fn(), send }, visitorZone: () => 'America/New_York' },
  );
  /** Each send's params, by recipient: a Spanish e-mail waits for its catalog, so order varies. */
  const sent = async () => {
    await notifier.flush();
    return send.mock.calls
      .map(([, , params]) => params as Record<string, unknown>)
      .sort((a, b) => String(a.to_email).localeCompare(String(b.to_email)));
  };
  return { notifier, sent };
}

/** Whom each e-mail went to, and in which language. */
async function recipients(sent: () => Promise<Record<string, unknown>[]>) {
  return (await sent()).map((params) => [params.to_email, params.language]);
}
/** Ann in English and Sofía in Spanish, as their rows say. */
const ANN_AND_SOFIA = [
  ['ann@example.org', 'en'],
  ['sofia@example.org', 'es'],
];

beforeEach(() => {
  useFrontDeskStore.setState({ status: 'idle', range: null, data: null, dataRange: null });
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe("the front desk's e-mails in the patient's language, read with the day", () => {
  it('cancels: one request, then the day re-read, and no GET /accounts', async () => {
    const { paths } = deskAnswering({
      '/rpc/staff_cancel_appointment': {
        status: 200,
        body: { ...sofia, status: 'canceled', cancel_reason: 'Doctor ill' },
      },
    });
    const { notifier, sent } = emailNotifier();
    await useFrontDeskStore.getState().load(DAY.from, DAY.to);
    const dayReads = paths().length;
    expect(dayReads).toBe(7);

    await useFrontDeskStore.getState().cancelAppointment(51, 'Doctor ill', notifier);

    expect(paths().slice(dayReads)).toEqual([
      'POST /rpc/staff_cancel_appointment',
      ...paths().slice(0, dayReads),
    ]);
    expect(paths()).not.toContain('GET /accounts');
    const [params] = await sent();
    expect(params).toMatchObject({ to_email: 'sofia@example.org', language: 'es' });
  });

  it('moves and books: the patient of each answer in their own language', async () => {
    const next = { ...sofia, id: 52, date_time: '2030-01-07T16:00:00+00:00' };
    const { paths } = deskAnswering({
      '/rpc/staff_reschedule_appointment': {
        status: 200,
        body: { previous: { ...sofia, status: 'canceled', rescheduled_to: 52 }, next },
      },
      '/rpc/staff_book_appointment': {
        status: 200,
        body: {
          appointment: { ...ann, id: 53 },
          patient: { id: 7, name: 'Ann Lee', email: 'ann@example.org', claimed: true },
          claim_token: null,
          claim_expires_at: null,
        },
      },
    });
    const { notifier, sent } = emailNotifier();
    const desk = useFrontDeskStore.getState();

    await desk.rescheduleAppointment(51, new Date(next.date_time), 'Doctor late', notifier);
    const booking: StaffBookingInput = {
      doctorId: 1,
      start: new Date('2030-01-07T17:00:00Z'),
      reason: 'Checkup',
      patient: { id: 7 },
    };
    await desk.bookForPatient(booking, notifier, (token) => `/claim/?token=${token}`);

    expect(paths()).toEqual([
      'POST /rpc/staff_reschedule_appointment',
      'POST /rpc/staff_book_appointment',
    ]);
    expect(await recipients(sent)).toEqual(ANN_AND_SOFIA);
  });

  it("cancels a day's bookings: each patient in their own language, from the one answer", async () => {
    const { paths } = deskAnswering({
      '/rpc/cancel_appointments': {
        status: 200,
        body: [sofia, ann].map((row) => ({ ...row, status: 'canceled', cancel_reason: 'Closed' })),
      },
    });
    const { notifier, sent } = emailNotifier();

    await useFrontDeskStore.getState().cancelAppointments([51, 41], 'Closed', notifier);

    expect(paths()).toEqual(['POST /rpc/cancel_appointments']);
    expect(await recipients(sent)).toEqual(ANN_AND_SOFIA);
  });

  it("e-mails a new record's claim link in the language of the new record, its link too", async () => {
    const { paths } = deskAnswering({
      '/rpc/issue_claim_link': {
        status: 200,
        body: {
          claim_token: 'tok',
          claim_expires_at: '2030-01-14T15:00:00Z',
          patient_language: 'es',
        },
      },
    });
    const { notifier, sent } = emailNotifier();
    const claimUrl = jest.fn((token: string, language: string) => `/${language}/claim/?t=${token}`);

    await useFrontDeskStore
      .getState()
      .resendClaimLink(
        { id: 9, name: 'Zed Roe', email: 'zed@example.org', claimed: false },
        notifier,
        claimUrl,
      );

    expect(paths()).toEqual(['POST /rpc/issue_claim_link']);
    expect(claimUrl).toHaveBeenCalledWith('tok', 'es');
    const [params] = await sent();
    expect(params).toMatchObject({ to_email: 'zed@example.org', language: 'es' });
  });

  it('e-mails in English when a row says no language (a database before migration 019)', async () => {
    const row: Record<string, unknown> = { ...sofia };
    delete row.patient_language;
    deskAnswering({
      '/rpc/staff_cancel_appointment': { status: 200, body: { ...row, status: 'canceled' } },
    });
    const { notifier, sent } = emailNotifier();

    await useFrontDeskStore.getState().cancelAppointment(51, 'Doctor ill', notifier);

    expect((await sent()).map((params) => params.language)).toEqual(['en']);
  });
});
