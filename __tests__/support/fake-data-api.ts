import { createDataApi } from '@/lib/data-api/client';

/** One scripted answer of the fake PostgREST, or 'offline' for a failed fetch. */
export type Reply = { status: number; body: unknown } | 'offline';

/** A request the fake PostgREST received. */
export interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** The request `init` describes, as {@link Call} records it. */
function callOf(input: RequestInfo | URL, init: RequestInit): Call {
  const sent = init.headers as Record<string, string> | undefined;
  return {
    url: String(input),
    method: init.method ?? 'GET',
    authorization: sent?.Authorization ?? sent?.authorization ?? null,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

/** `reply` as fetch answers it: a response PostgREST 12 would send, or a failed fetch. */
function respond(reply: Reply | undefined): Response {
  if (!reply || reply === 'offline') throw new TypeError('Failed to fetch');
  const text = JSON.stringify(reply.body);
  // jsdom has no Response: the fields postgrest-js reads, as a real response has them.
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    statusText: String(reply.status),
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
    json: async () => reply.body,
  } as unknown as Response;
}

/**
 * A fetch that answers `replies` in order as PostgREST 12 does (JSON bodies, error bodies
 * `{code, message, details, hint}`, or a request that never arrives) and records each request.
 */
export function fakeFetch(...replies: Reply[]): { fetchImpl: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(callOf(input, init));
    return respond(replies.shift());
  }) as typeof fetch;
  return { fetchImpl, calls };
}

/**
 * A fetch whose fake PostgREST answers by path ('/visit_types', '/rpc/available_slots'): for
 * reads made at once, whose order is not the test's to fix. A path without a reply fails.
 */
export function routedFetch(replies: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(callOf(input, init));
    return respond(replies[new URL(String(input)).pathname]);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

/** A data API client over {@link routedFetch}. */
export function routedDataApi(replies: Record<string, Reply>) {
  const { fetchImpl, calls } = routedFetch(replies);
  return { client: createDataApi('http://api.test', () => 'token', fetchImpl), calls };
}

/** A data API client (postgrest-js, as the site uses it) over {@link fakeFetch}. */
export function fakeDataApi(...replies: Reply[]) {
  const { fetchImpl, calls } = fakeFetch(...replies);
  return { client: createDataApi('http://api.test', () => 'token', fetchImpl), calls };
}

/** A row of api.waitlist_entries: a waiting entry for Dr. Amelia Hart, any day and time. */
export function waitlistEntryRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    patient_id: id,
    patient_name: 'Ann',
    doctor_id: 1,
    doctor_name: 'Dr. Amelia Hart',
    specialty: 'Cardiology',
    any_doctor: false,
    first_day: '2026-11-26',
    last_day: '2026-12-10',
    weekdays: null,
    time_from: null,
    time_to: null,
    expires_at: '2026-12-11T05:00:00+00:00',
    reason: 'Chest pain',
    appointment_id: null,
    status: 'waiting',
    created_at: '2026-11-25T10:00:00+00:00',
    ...overrides,
  };
}

/** What api.waitlist_offer answers for an open offer of Dr. Amelia Hart's slot. */
export function slotOfferRow(overrides: Record<string, unknown> = {}) {
  return {
    status: 'open',
    patient_name: 'Ann',
    doctor_id: 1,
    doctor_name: 'Dr. Amelia Hart',
    specialty: 'Cardiology',
    date_time: '2099-12-01T15:00:00+00:00',
    formatted_date: 'Tuesday, December 1, 2099 at 10:00 AM',
    hold_until: '2099-11-25T10:15:00+00:00',
    later: null,
    appointment_id: null,
    ...overrides,
  };
}

/**
 * A row of api.appointments as PostgREST answers it: Ann Lee's check-up with Dr. Amelia Hart on
 * Monday 7 January 2030 at 10:00 clinic time, id 41; `overrides` replace any column.
 */
export function appointmentRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    doctor_id: 1,
    doctor_name: 'Dr. Amelia Hart',
    patient_id: 7,
    patient_name: 'Ann Lee',
    patient_email: 'ann@example.org',
    date_time: '2030-01-07T15:00:00+00:00',
    formatted_date: 'Monday, January 7, 2030 at 10:00 AM',
    duration: 30,
    reason: 'Checkup',
    status: 'scheduled',
    created_at: '2029-12-01T10:00:00+00:00',
    cancel_reason: null,
    rescheduled_to: null,
    ...overrides,
  };
}

/**
 * A skin check's intake questions as the database keeps them: a text, a yes-no without a
 * `maxLength` and a choice without `required`.
 */
export const SKIN_CHECK_QUESTIONS = [
  {
    id: 'spot-location',
    label: 'Where is the spot?',
    kind: 'text',
    required: true,
    maxLength: 200,
  },
  { id: 'spot-changed', label: 'Has the spot changed?', kind: 'yes-no', required: true },
  { id: 'skin-type', label: 'Skin type', kind: 'choice', choices: ['Dry', 'Oily'] },
];

export { visitTypeRow } from './visit-type-rows';

/**
 * A staff row of api.appointments: Sam Lee's (account 7) scheduled 30-minute check-up with
 * Dr. Amelia Hart (id 1), id `id`, at `start` (an ISO instant); `overrides` add the visit's columns.
 */
export function samLeeVisitRow(id: number, start: string, overrides: Record<string, unknown> = {}) {
  return appointmentRow({
    id,
    patient_name: 'Sam Lee',
    patient_email: 'sam@example.com',
    date_time: start,
    formatted_date: '',
    reason: 'Check-up',
    created_at: start,
    ...overrides,
  });
}

/** Mia Lee, a child on Sam Lee's account (7), as GET /family_members answers her. */
export const MIA_ROW = {
  id: 12,
  account_id: 7,
  name: 'Mia Lee',
  date_of_birth: '2018-03-04',
  relationship: 'child' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};
