import { addDays } from 'date-fns';
import type { User } from '@/lib/account';
import { addClinicDays, startOfClinicDay, visitorTimeZone } from '@/lib/appointments/clinic-time';
import { DOCTORS } from '@/lib/appointments/doctors';
import { FIRST_FREE_DEFAULT_DAYS } from '@/lib/appointments/first-free';
import { slotStartsOn } from '@/lib/appointments/slots';
import { type Appointment, appointmentSchema } from '@/lib/appointments/domain';
import { type DataApi, failure, isUnreachable } from '@/lib/data-api/client';
import { bookingMessages } from '@/lib/appointments/texts';
import * as z from '@/lib/schema';
import { readValue, writeValue } from '@/lib/storage/records';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import type { AppointmentRepository, AppointmentsSnapshot, Rescheduled } from './repository';

/** The last list read per account, kept readable offline (docs/product.md#shared-mode). */
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
 * Shared mode's appointment repository (docs/shared-mode.md#the-http-api): the database enforces
 * the rules; this maps its answers to the site's texts. `client` carries the session's token.
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

  /**
   * The horizon's slots that the database's one rule (`available_slots`: hours, time off,
   * closures, bookings; docs/shared-mode.md#free-slots) does not list as free, as anonymous
   * scheduled records, so the picker greys them out with no new build.
   */
  async function unavailableRecords(now: Date): Promise<Appointment[]> {
    const to = addDays(now, FIRST_FREE_DEFAULT_DAYS + 1);
    const { data, error, status } = await (
      await client()
    ).rpc(
      'available_slots',
      { from_time: now.toISOString(), to_time: to.toISOString() },
      { get: true },
    );
    if (error) throw failure(status, error, {});
    const free = new Set(
      (data as { doctor_id: number; date_time: string }[]).map(
        (slot) => `${slot.doctor_id}|${Date.parse(slot.date_time)}`,
      ),
    );
    const records: Appointment[] = [];
    for (let day = startOfClinicDay(now); day < to; day = addClinicDays(day, 1)) {
      for (const start of slotStartsOn(day)) {
        if (start <= now || start >= to) continue;
        for (const doctor of DOCTORS) {
          if (!free.has(`${doctor.id}|${start.getTime()}`))
            records.push(takenSlot(doctor.id, start));
        }
      }
    }
    return records;
  }

  const appointments: AppointmentRepository = {
    list: async (user) => {
      if (!user) return { appointments: [], stale: false };
      const [mine, busy] = await Promise.all([
        client().then((api) =>
          api.from('appointments').select('*').order('date_time', { ascending: true }).limit(1000),
        ),
        // A doctor account cannot book, so it needs no busy slots.
        user.doctor_id == null
          ? unavailableRecords(new Date()).catch((error: unknown) => error)
          : [],
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
      // A canceled or moved own row holds no slot, so it must not hide another patient's booking then.
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
      const booked = appointmentSchema.parse(normalizeRow(data as Record<string, unknown>));
      // The visitor's zone, for the reminders' 'your time' (docs/shared-mode.md#reminders); a
      // booking stands without it.
      await (
        await client()
      )
        .rpc('set_visitor_time_zone', {
          appointment_id: Number(booked.id),
          time_zone: visitorTimeZone(),
        })
        .then(
          () => undefined,
          () => undefined,
        );
      return booked;
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

/** Instants as `toISOString` (PostgreSQL writes `+00:00`); optional fields absent rather than null. */
function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of ['date_time', 'created_at']) {
    if (typeof out[field] === 'string') out[field] = new Date(out[field] as string).toISOString();
  }
  for (const field of ['cancel_reason', 'rescheduled_to', 'attendance']) {
    if (out[field] === null) delete out[field];
  }
  return out;
}

/** A slot held by someone (or by nobody: closed), with no patient and no reason. */
function takenSlot(doctorId: number, start: Date): Appointment {
  const iso = start.toISOString();
  return {
    id: `busy-${doctorId}-${iso}`,
    doctor_id: doctorId,
    doctor_name: '',
    patient_id: '-',
    patient_name: '',
    patient_email: '',
    date_time: iso,
    formatted_date: '',
    duration: 30,
    reason: '',
    status: 'scheduled',
    created_at: iso,
  };
}
