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

/**
 * A fetch that answers `replies` in order as PostgREST 12 does (JSON bodies, error bodies
 * `{code, message, details, hint}`, or a request that never arrives) and records each request.
 */
export function fakeFetch(...replies: Reply[]): { fetchImpl: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const sent = init.headers as Record<string, string> | undefined;
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      authorization: sent?.Authorization ?? sent?.authorization ?? null,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const reply = replies.shift();
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
  }) as typeof fetch;
  return { fetchImpl, calls };
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
