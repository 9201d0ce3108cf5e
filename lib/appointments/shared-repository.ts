import { addDays } from 'date-fns';
import type { User } from '@/lib/account';
import { FIRST_FREE_DEFAULT_DAYS } from '@/lib/appointments/first-free';
import { type Appointment, appointmentSchema } from '@/lib/appointments/domain';
import { type DataApi, failure, isUnreachable } from '@/lib/data-api/client';
import { bookingMessages } from '@/lib/appointments/texts';
import * as z from '@/lib/schema';
import { readValue, writeValue } from '@/lib/storage/records';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import type { AppointmentRepository, AppointmentsSnapshot, Rescheduled } from './repository';

/**
 * Shared mode's appointments: PostgreSQL through PostgREST (docs/shared-mode.md#the-http-api,
 * docs/decisions/011-shared-mode.md). The database enforces every rule that protects other
 * people; this module maps its answers to the site's texts. The last list read is kept in this
 * browser, so it stays readable offline.
 */

/** The last list read from the server, per account: `{ accountId, appointments }`. */
export const SHARED_LIST_CACHE_KEY = 'sharedAppointmentsCache';

const listCacheSchema = z.looseObject({
  accountId: z.union([z.number(), z.string()]),
  appointments: z.array(appointmentSchema),
});

const BOOKING_REFUSALS = {
  '23P01': bookingMessages.slotUnavailable,
  '23514': bookingMessages.slotUnavailable,
};
const CANCEL_REFUSALS = {
  '42501': bookingMessages.cancelFailed,
  P0002: bookingMessages.cancelFailed,
};

/**
 * The shared appointment repository, calling the data API through `client` (which carries the
 * session's token; see lib/account/shared-repository.ts).
 */
export function createSharedAppointmentRepository(client: DataApi): AppointmentRepository {
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

  return appointments;
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
