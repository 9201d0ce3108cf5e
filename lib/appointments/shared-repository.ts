import type { User } from '@/lib/account';
import {
  addClinicDays,
  clinic,
  clinicDayKey,
  startOfClinicDay,
  visitorTimeZone,
  type Doctor,
  WEEKDAYS,
  type Weekday,
  clinicInstant,
  type WorkingHoursRow,
} from '@/lib/clinic';
import { type SlotGrid, slotStartsOn, workingHoursGrid } from '@/lib/appointments/slots';
import { type Appointment, appointmentSchema } from '@/lib/appointments/domain';
import {
  type ApiError,
  type DataApi,
  failure,
  isUnreachable,
  SessionExpiredError,
} from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type Closure,
  type FrontDesk,
  freeSlotKey,
  type PatientMatch,
  type ScheduleDoctor,
  type TimeOff,
} from './front-desk';
import { bookingMessages } from '@/lib/appointments/texts';
import * as z from '@/lib/schema';
import { readValue, writeValue } from '@/lib/storage/records';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import type { AppointmentRepository, AppointmentsSnapshot, Rescheduled } from './repository';

/** The last list read per account, kept readable offline (docs/shared-mode.md#the-site-in-shared-mode). */
export const SHARED_LIST_CACHE_KEY = 'sharedAppointmentsCache';

const listCacheSchema = z.looseObject({
  accountId: z.union([z.number(), z.string()]),
  appointments: z.array(appointmentSchema),
});

const doctorSchema = z.object({ id: z.number(), name: z.string(), specialty: z.string() });

/** A row of api.opening_hours: ISO weekday (7 = Sunday), 'HH:MM' clinic wall clock. */
const openingRowSchema = z.object({
  weekday: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  open: z.string(),
  close: z.string(),
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

  /** The working hours, read once per page (anyone may read them); read again after a failure. */
  let gridRead: Promise<SlotGrid> | null = null;
  function slotGrid(): Promise<SlotGrid> {
    gridRead ??= (async () => {
      const { data, error, status } = await (
        await client()
      )
        .from('working_hours')
        .select('doctor_id,valid_from,weekday,start_time,end_time');
      if (error) throw failure(status, error, {});
      return workingHoursGrid(data as WorkingHoursRow[]);
    })().catch((caught: unknown) => {
      gridRead = null;
      throw caught;
    });
    return gridRead;
  }

  /**
   * The slots of `doctors` in [from, to) on their working hours in the database
   * (docs/clinic-calendar.md#the-clinics-data) that the database's one rule (`available_slots`:
   * hours, time off, closures, bookings, the past; docs/clinic-calendar.md#free-slots) does not list
   * as free, as anonymous scheduled records, so the picker greys them out with no new build.
   * One request: for one doctor, or for all.
   */
  async function unavailableSlots(
    doctors: readonly Doctor[],
    from: Date,
    to: Date,
  ): Promise<Appointment[]> {
    const grid = await slotGrid();
    const only = doctors.length === 1 ? { doctor_id: doctors[0]!.id } : {};
    const { data, error, status } = await (
      await client()
    ).rpc(
      'available_slots',
      { ...only, from_time: from.toISOString(), to_time: to.toISOString() },
      { get: true },
    );
    if (error) throw failure(status, error, {});
    const free = new Set(
      (data as { doctor_id: number; date_time: string }[]).map(
        (slot) => `${slot.doctor_id}|${Date.parse(slot.date_time)}`,
      ),
    );
    const records: Appointment[] = [];
    for (let day = startOfClinicDay(from); day < to; day = addClinicDays(day, 1)) {
      for (const doctor of doctors) {
        for (const start of slotStartsOn(day, undefined, doctor.id, grid)) {
          if (start < from || start >= to) continue;
          if (!free.has(`${doctor.id}|${start.getTime()}`)) {
            records.push(takenSlot(doctor.id, start));
          }
        }
      }
    }
    return records;
  }

  const appointments: AppointmentRepository = {
    list: async (user) => {
      if (!user) return { appointments: [], stale: false };
      const mine = await (
        await client()
      )
        .from('appointments')
        .select('*')
        .order('date_time', { ascending: true })
        .limit(1000);
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
      const snapshot: AppointmentsSnapshot = { appointments: rows, stale: false };
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
      // The visitor's zone, for the reminders' 'your time' (docs/reminders.md); a
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
    listDoctors: async () => {
      const { data, error, status } = await (
        await client()
      )
        .from('doctors')
        .select('id,name,specialty')
        .order('id', { ascending: true });
      if (error) throw failure(status, error, {});
      return z.array(doctorSchema).parse(data);
    },
    unavailableSlots,
    slotGrid,
    openingHours: async () => {
      const { data, error, status } = await (
        await client()
      ).rpc('opening_hours', {}, { get: true });
      if (error) throw failure(status, error, {});
      const week: Record<Weekday, { open: string; close: string }[]> = {
        sunday: [],
        monday: [],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
      };
      for (const row of z.array(openingRowSchema).parse(data)) {
        week[WEEKDAYS[row.weekday % 7]!].push({ open: row.open, close: row.close });
      }
      return week;
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
    duration: clinic.slotMinutes,
    reason: '',
    status: 'scheduled',
    created_at: iso,
  };
}

/**
 * A refusal of a front-desk call as its text: the database words each refusal for the person at
 * the desk (docs/shared-mode.md#error-codes), so its message is shown as is.
 */
function deskFailure(status: number, error: ApiError): Error {
  const mapped = failure(status, error, {});
  if (mapped instanceof UserFacingError || mapped instanceof SessionExpiredError) return mapped;
  return status >= 400 && status < 500 && error.message
    ? new UserFacingError(error.message)
    : mapped;
}

async function deskCall<T>(
  run: (api: Awaited<ReturnType<DataApi>>) => PromiseLike<{
    data: unknown;
    error: ApiError | null;
    status: number;
  }>,
  client: DataApi,
): Promise<T> {
  const { data, error, status } = await run(await client());
  if (error) throw deskFailure(status, error);
  return data as T;
}

const parseRow = (row: unknown): Appointment =>
  appointmentSchema.parse(normalizeRow(row as Record<string, unknown>));

/**
 * The front desk over the data API (docs/front-desk.md): staff functions, time
 * off, closures, attendance and the audit trail. Row-level security decides what each token
 * reads: staff every doctor, a doctor account its own appointments and time off.
 */
export function createSharedFrontDesk(client: DataApi): FrontDesk {
  const rpc = <T>(name: string, args: Record<string, unknown>) =>
    deskCall<T>((api) => api.rpc(name, args), client);

  return {
    readSchedule: async (from, to) => {
      const range = { from: from.toISOString(), to: to.toISOString() };
      const [doctors, hours, appointments, timeOff, closures, free] = await Promise.all([
        deskCall<ScheduleDoctor[]>(
          (api) => api.from('doctors').select('id,name,specialty').order('id'),
          client,
        ),
        deskCall<WorkingHoursRow[]>((api) => api.from('working_hours').select('*'), client),
        deskCall<unknown[]>(
          (api) =>
            api
              .from('appointments')
              .select('*')
              .gte('date_time', range.from)
              .lt('date_time', range.to)
              .order('date_time')
              .limit(5000),
          client,
        ),
        deskCall<TimeOff[]>(
          (api) =>
            api
              .from('time_off')
              .select('id,doctor_id,starts_at,ends_at,reason')
              .lt('starts_at', range.to)
              .gt('ends_at', range.from),
          client,
        ),
        deskCall<Closure[]>(
          (api) =>
            api
              .from('closures')
              .select('id,first_day,last_day,name')
              .lte('first_day', clinicDayKey(to))
              .gte('last_day', clinicDayKey(from)),
          client,
        ),
        deskCall<{ doctor_id: number; date_time: string }[]>(
          (api) =>
            api.rpc('available_slots', { from_time: range.from, to_time: range.to }, { get: true }),
          client,
        ),
      ]);
      return {
        doctors,
        hours,
        appointments: appointments.map(parseRow),
        timeOff,
        closures,
        free: new Set(free.map((slot) => freeSlotKey(slot.doctor_id, slot.date_time))),
      };
    },
    findPatients: (query) =>
      deskCall<PatientMatch[]>(
        (api) => api.rpc('find_patients', { query: query.trim() }, { get: true }),
        client,
      ),
    book: async ({ doctorId, start, reason, patient }) => {
      const data = await rpc<{
        appointment: unknown;
        patient: PatientMatch;
        claim_token: string | null;
        claim_expires_at: string | null;
      }>('staff_book_appointment', {
        doctor_id: doctorId,
        date_time: start.toISOString(),
        reason: reason.trim(),
        ...('id' in patient
          ? { patient_id: patient.id }
          : { patient_name: patient.name.trim(), patient_email: patient.email.trim() }),
      });
      return {
        appointment: parseRow(data.appointment),
        patient: data.patient,
        claim:
          data.claim_token && data.claim_expires_at
            ? { token: data.claim_token, expiresAt: data.claim_expires_at }
            : null,
      };
    },
    issueClaimLink: async (patientId) => {
      const data = await rpc<{ claim_token: string; claim_expires_at: string }>(
        'issue_claim_link',
        { patient_id: patientId },
      );
      return { token: data.claim_token, expiresAt: data.claim_expires_at };
    },
    cancel: async (id, reason) =>
      parseRow(await rpc('staff_cancel_appointment', { appointment_id: id, reason })),
    reschedule: async (id, start, reason) => {
      const data = await rpc<{ previous: unknown; next: unknown }>('staff_reschedule_appointment', {
        appointment_id: id,
        date_time: start.toISOString(),
        reason,
      });
      return { previous: parseRow(data.previous), next: parseRow(data.next) };
    },
    cancelMany: async (ids, reason) =>
      (await rpc<unknown[]>('cancel_appointments', { appointment_ids: ids, reason })).map(parseRow),
    addTimeOff: async ({ doctorId, start, end, reason }) => {
      const data = await rpc<{ time_off: TimeOff; affected: unknown[] }>('add_time_off', {
        doctor_id: doctorId,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        reason,
      });
      return { added: data.time_off, affected: data.affected.map(parseRow) };
    },
    removeTimeOff: async (id) => {
      await rpc('remove_time_off', { time_off_id: id });
    },
    addClosure: async ({ firstDay, lastDay, name }) => {
      const data = await rpc<{ closure: Closure; affected: unknown[] }>('add_closure', {
        first_day: firstDay,
        last_day: lastDay,
        name,
      });
      return { added: data.closure, affected: data.affected.map(parseRow) };
    },
    removeClosure: async (id) => {
      await rpc('remove_closure', { closure_id: id });
    },
    markAttendance: async (id, attendance) =>
      parseRow(await rpc('mark_attendance', { appointment_id: id, attendance })),
    auditTrail: async ({ patientId, day }, cursor) => {
      const newer = cursor?.direction === 'newer';
      const rows = await deskCall<AuditEntry[]>((api) => {
        let query = api.from('audit_trail').select('*');
        if (patientId !== undefined) query = query.eq('patient_id', patientId);
        if (day) {
          const start = clinicInstant(day, 0);
          query = query
            .gte('changed_at', start.toISOString())
            .lt('changed_at', addClinicDays(start, 1).toISOString());
        }
        if (cursor) {
          // Keyset paging on (changed_at, id): rows of one transaction share changed_at.
          const op = newer ? 'gt' : 'lt';
          const at = `"${cursor.from.changed_at}"`;
          query = query.or(
            `changed_at.${op}.${at},and(changed_at.eq.${at},id.${op}.${cursor.from.id})`,
          );
        }
        // One row more than a page says whether there is another page.
        return query
          .order('changed_at', { ascending: newer })
          .order('id', { ascending: newer })
          .limit(AUDIT_PAGE_SIZE + 1);
      }, client);
      const more = rows.length > AUDIT_PAGE_SIZE;
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      if (newer) page.reverse();
      return {
        entries: page,
        hasOlder: newer ? true : more,
        hasNewer: newer ? more : cursor !== undefined,
      };
    },
  };
}
