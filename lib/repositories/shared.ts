import { addDays } from 'date-fns';
import { FIRST_FREE_DEFAULT_DAYS } from '@/lib/appointments/first-free';
import { isEmailAddress, validateRegistration } from '@/lib/auth/accounts';
import { type Appointment, appointmentSchema, type User, userSchema } from '@/lib/domain';
import { messages, UserFacingError } from '@/lib/messages';
import * as z from '@/lib/schema';
import { readValue, writeValue } from '@/lib/storage/records';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import {
  type AccountRepository,
  type AppointmentRepository,
  type AppointmentsSnapshot,
  type Rescheduled,
  SessionExpiredError,
} from './types';

/**
 * Shared mode: accounts and appointments in PostgreSQL, reached through PostgREST with
 * postgrest-js (docs/shared-mode.md#the-http-api, docs/decisions/011-shared-mode.md). The
 * database enforces every rule that protects other people; this module maps its answers to the
 * site's texts. The session (a one-hour signed token and its user) and the last list read are
 * kept in this browser, so the list stays readable offline.
 */

/** Where the shared session lives: `{ token, user }` (docs/product.md#storage). */
export const SHARED_SESSION_KEY = 'sharedSession';
/** The last list read from the server, per account: `{ accountId, appointments }`. */
export const SHARED_LIST_CACHE_KEY = 'sharedAppointmentsCache';

const sharedSessionSchema = z.looseObject({ token: z.string(), user: userSchema });
type SharedSession = z.infer<typeof sharedSessionSchema>;
const listCacheSchema = z.looseObject({
  accountId: z.union([z.number(), z.string()]),
  appointments: z.array(appointmentSchema),
});

/** A PostgREST error body, or postgrest-js's own for a request that never reached the server. */
interface ApiError {
  code: string;
  message: string;
}

/** postgrest-js answers a request that never reached the server with status 0. */
function isUnreachable(status: number): boolean {
  return status === 0;
}

/**
 * Turns a failed call into the error the site shows.
 * @param refused what a refusal by the database means for this call.
 */
function failure(status: number, error: ApiError, refused: Record<string, string>): Error {
  if (isUnreachable(status)) return new UserFacingError(messages.serverUnreachable);
  if (error.code === 'PGRST301' || error.code === 'PGRST302') return new SessionExpiredError();
  const text = refused[error.code];
  if (text) return new UserFacingError(text);
  return new Error(`Data API ${status} ${error.code}: ${error.message}`);
}

const BOOKING_REFUSALS = { '23P01': messages.slotUnavailable, '23514': messages.slotUnavailable };
const CANCEL_REFUSALS = { '42501': messages.cancelFailed, P0002: messages.cancelFailed };

/**
 * The shared implementations over the PostgREST at `baseUrl`.
 * @param fetchImpl the fetch to call it with (tests pass one that answers as PostgREST does).
 */
export function createSharedRepositories(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): {
  accounts: AccountRepository;
  appointments: AppointmentRepository;
} {
  const readSession = (): SharedSession | null => {
    try {
      return readValue(SHARED_SESSION_KEY, sharedSessionSchema).value;
    } catch {
      return null;
    }
  };
  // postgrest-js is loaded on the first call, so it never weighs on a page's first load.
  const client = async () => {
    const { PostgrestClient } = await import('@supabase/postgrest-js');
    const token = readSession()?.token;
    return new PostgrestClient(baseUrl, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      // Retries would only delay the offline notice; the visitor can try again.
      retry: false,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  };

  async function startSession(
    call: 'login' | 'register',
    args: Record<string, string>,
    refused: Record<string, string>,
  ): Promise<User> {
    const { data, error, status } = await (await client()).rpc(call, args);
    if (error) throw failure(status, error, refused);
    const session = sharedSessionSchema.parse(data);
    writeValue(SHARED_SESSION_KEY, session);
    return session.user;
  }

  const accounts: AccountRepository = {
    readSession: () => readSession()?.user ?? null,
    register: async (input) => {
      const problem = validateRegistration(input);
      if (problem) throw new UserFacingError(problem);
      const user = await startSession(
        'register',
        {
          name: input.name.trim(),
          email: input.email.trim(),
          password: input.password,
          role: input.role,
        },
        {
          '23505': messages.emailTaken,
          '22023': messages.registerRequired,
          '23514': messages.invalidEmail,
        },
      );
      return user;
    },
    logIn: async (email, password) => {
      if (!email.trim() || !password) throw new UserFacingError(messages.loginRequired);
      if (!isEmailAddress(email)) throw new UserFacingError(messages.invalidEmail);
      const user = await startSession(
        'login',
        { email: email.trim(), password },
        { '28P01': messages.invalidCredentials, PT429: messages.loginLocked },
      );
      return { user, known: true };
    },
    logOut: () => {
      try {
        writeValue(SHARED_SESSION_KEY, null);
      } catch (error) {
        console.warn('Could not clear the stored session.', error);
      }
    },
    onExternalChange: (listener) =>
      subscribeToOtherTabs((key) => {
        if (key === null || key === SHARED_SESSION_KEY) listener();
      }),
  };

  function cachedList(user: User): Appointment[] {
    try {
      const cached = readValue(SHARED_LIST_CACHE_KEY, listCacheSchema).value;
      return cached && String(cached.accountId) === String(user.id) ? cached.appointments : [];
    } catch {
      return [];
    }
  }

  /** Busy slots of the booking horizon as anonymous scheduled records, for the picker. */
  async function busyRecords(now: Date): Promise<Appointment[]> {
    const { data, error, status } = await (
      await client()
    )
      .from('busy_slots')
      .select('doctor_id,date_time,duration')
      .gte('date_time', now.toISOString())
      .lt('date_time', addDays(now, FIRST_FREE_DEFAULT_DAYS + 1).toISOString());
    if (error) throw failure(status, error, {});
    return (data as { doctor_id: number; date_time: string; duration: number }[]).map((slot) => ({
      id: `busy-${slot.doctor_id}-${slot.date_time}`,
      doctor_id: slot.doctor_id,
      doctor_name: '',
      patient_id: '-',
      patient_name: '',
      patient_email: '',
      date_time: new Date(slot.date_time).toISOString(),
      formatted_date: '',
      duration: slot.duration,
      reason: '',
      status: 'scheduled' as const,
      created_at: new Date(slot.date_time).toISOString(),
    }));
  }

  const appointments: AppointmentRepository = {
    list: async (user) => {
      if (!user) return { appointments: [], stale: false };
      const [mine, busy] = await Promise.all([
        client().then((api) =>
          api.from('appointments').select('*').order('date_time', { ascending: true }).limit(1000),
        ),
        // A doctor account cannot book, so it needs no busy slots.
        user.doctor_id == null ? busyRecords(new Date()).catch((error: unknown) => error) : [],
      ]);
      if (mine.error) {
        const error = failure(mine.status, mine.error, {});
        if (isUnreachable(mine.status)) return { appointments: cachedList(user), stale: true };
        throw error;
      }
      const rows = z
        .array(appointmentSchema)
        .parse((mine.data as Record<string, unknown>[]).map(normalizeRow));
      try {
        writeValue(SHARED_LIST_CACHE_KEY, { accountId: user.id, appointments: rows });
      } catch (error) {
        console.warn('Could not keep the appointments list for offline reading.', error);
      }
      // Own scheduled rows are already listed. A canceled or moved one holds no slot, so it must
      // not hide another patient's booking of the same time (docs/product.md#shared-mode).
      const taken = new Set(
        rows
          .filter((row) => row.status === 'scheduled')
          .map((row) => `${row.doctor_id}|${row.date_time}`),
      );
      const others = Array.isArray(busy)
        ? busy.filter((slot) => !taken.has(`${slot.doctor_id}|${slot.date_time}`))
        : [];
      const snapshot: AppointmentsSnapshot = { appointments: [...rows, ...others], stale: false };
      return snapshot;
    },
    book: async (booking) => {
      const { data, error, status } = await (
        await client()
      ).rpc('book_appointment', {
        doctor_id: booking.doctor.id,
        date_time: booking.start.toISOString(),
        reason: booking.reason.trim(),
      });
      if (error) throw failure(status, error, BOOKING_REFUSALS);
      return appointmentSchema.parse(normalizeRow(data as Record<string, unknown>));
    },
    cancel: async (id, _patient, { reason }) => {
      const { data, error, status } = await (
        await client()
      ).rpc('cancel_appointment', {
        appointment_id: Number(id),
        reason: reason?.trim() || null,
      });
      if (error) throw failure(status, error, CANCEL_REFUSALS);
      return appointmentSchema.parse(normalizeRow(data as Record<string, unknown>));
    },
    reschedule: async (id, start) => {
      const { data, error, status } = await (
        await client()
      ).rpc('reschedule_appointment', {
        appointment_id: Number(id),
        date_time: start.toISOString(),
      });
      if (error) throw failure(status, error, { ...CANCEL_REFUSALS, ...BOOKING_REFUSALS });
      const { previous, next } = data as {
        previous: Record<string, unknown>;
        next: Record<string, unknown>;
      };
      const result: Rescheduled = {
        previous: appointmentSchema.parse(normalizeRow(previous)),
        next: appointmentSchema.parse(normalizeRow(next)),
      };
      return result;
    },
    // Other devices' changes arrive on the next read; there is no push channel.
    onExternalChange: (listener) =>
      subscribeToOtherTabs((key) => {
        if (key === null || key === SHARED_LIST_CACHE_KEY) listener();
      }),
  };

  return { accounts, appointments };
}

/**
 * A row as the site stores appointments: instants as `toISOString` (PostgreSQL writes
 * `+00:00`), optional fields absent rather than null.
 */
function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of ['date_time', 'created_at']) {
    if (typeof out[field] === 'string') out[field] = new Date(out[field] as string).toISOString();
  }
  for (const field of ['cancel_reason', 'rescheduled_to']) {
    if (out[field] === null) delete out[field];
  }
  return out;
}
