import type { User } from '@/lib/account';
import {
  addClinicDays,
  clinic,
  DEFAULT_VISIT_TYPE_ID,
  readVisitTypes,
  startOfClinicDay,
  visitorTimeZone,
  type Doctor,
  type VisitType,
  WEEKDAYS,
  type Weekday,
  type WorkingHoursRow,
} from '@/lib/clinic';
import { type SlotGrid, workingHoursGrid } from './slot-grid';
import { slotStartsOn } from './slots';
import {
  type Appointment,
  appointmentSchema,
  normalizeRow,
  parseRow,
  type Rescheduled,
} from '@/lib/appointments';
import { type ApiError, type DataApi, failure, isUnreachable } from '@/lib/data-api/client';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { Id } from '@/lib/storage/ids';
import { bookingRefusals } from './texts';
import * as z from '@/lib/schema';
import { readValue, writeValue } from '@/lib/storage/records';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import type { AppointmentRepository, AppointmentsSnapshot, Booking, SlotScope } from './repository';

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

const CANCEL_REFUSALS = {
  '42501': bookingRefusals.cancelFailed,
  P0002: bookingRefusals.cancelFailed,
};

/** The words of a refused booking or move, loaded on the first refusal. */
const loadRefusals = lazyModule(() => import('./booking-refusals'));

/** The error a refused booking or move of `memberName`'s visit (null: the holder's) shows. */
const refusal = async (status: number, error: ApiError, memberName: string | null | undefined) =>
  (await loadRefusals()).bookingRefusal(status, error, memberName ?? null);

/**
 * book_appointment's arguments (docs/shared-mode.md#the-http-api): the type, the person and the
 * answers only when they differ from its defaults (a consultation, the holder, none), so the
 * default clinic's calls are the ones it always made.
 */
function bookingArguments(booking: Booking): Record<string, unknown> {
  const type = booking.visitType?.id ?? DEFAULT_VISIT_TYPE_ID;
  const answers = booking.intakeAnswers ?? {};
  return {
    doctor_id: booking.doctor.id,
    date_time: booking.start.toISOString(),
    reason: booking.reason.trim(),
    ...(type === DEFAULT_VISIT_TYPE_ID ? {} : { visit_type_id: type }),
    ...(booking.familyMemberId == null ? {} : { family_member_id: booking.familyMemberId }),
    ...(Object.keys(answers).length === 0 ? {} : { intake_answers: answers }),
  };
}

/**
 * Shared mode's appointment repository (docs/shared-mode.md#the-http-api): the database enforces
 * the rules; this maps its answers to the site's texts. `client` carries the session's token.
 */
export function createSharedAppointmentRepository(client: DataApi): AppointmentRepository {
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
    scope: SlotScope = {},
  ): Promise<Appointment[]> {
    return readUnavailableSlots(client, await slotGrid(), doctors, from, to, scope);
  }

  const appointments: AppointmentRepository = {
    list: (user) => listAppointments(client, user),
    book: async (booking) => {
      const { data, error, status } = await (
        await client()
      ).rpc('book_appointment', bookingArguments(booking));
      if (error) throw await refusal(status, error, booking.familyMemberName);
      const booked = parseRow(data);
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
      return parseRow(data);
    },
    reschedule: async (id, start) => {
      const { data, error, status } = await (
        await client()
      ).rpc('reschedule_appointment', {
        appointment_id: Number(id),
        date_time: start.toISOString(),
      });
      if (error) {
        // The visit keeps its person: their name is on the row the list read.
        const moved = cachedMoving(id);
        if (error.code in CANCEL_REFUSALS) throw failure(status, error, CANCEL_REFUSALS);
        throw await refusal(status, error, moved?.familyMemberName);
      }
      const { previous, next } = data as {
        previous: Record<string, unknown>;
        next: Record<string, unknown>;
      };
      const result: Rescheduled = {
        previous: parseRow(previous),
        next: parseRow(next),
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
    listVisitTypes: () => readVisitTypes(client),
    slotGrid,
    openingHours: () => readOpeningHours(client),
    // Other devices' changes arrive on the next read; there is no push channel.
    onExternalChange: (listener) =>
      subscribeToOtherTabs((key) => {
        if (key === null || key === SHARED_LIST_CACHE_KEY) listener();
      }),
  };

  return appointments;
}

/** The appointment `id` in the last list kept here, whose person a refused move names. */
function cachedMoving(id: Id): Appointment | undefined {
  try {
    const cached = readValue(SHARED_LIST_CACHE_KEY, listCacheSchema).value;
    return cached?.appointments.find((item) => String(item.id) === String(id));
  } catch {
    return undefined;
  }
}

/** The last list read for `user`, kept for offline reading, or none. */
function cachedList(user: User): Appointment[] {
  try {
    const cached = readValue(SHARED_LIST_CACHE_KEY, listCacheSchema).value;
    return cached && String(cached.accountId) === String(user.id) ? cached.appointments : [];
  } catch {
    return [];
  }
}

/**
 * The appointments `user` may see. Each list read is kept for offline reading; when the server
 * cannot be reached, the kept copy comes back marked stale
 * (docs/shared-mode.md#the-site-in-shared-mode).
 */
async function listAppointments(client: DataApi, user: User | null): Promise<AppointmentsSnapshot> {
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
}

/**
 * {@link createSharedAppointmentRepository}'s `unavailableSlots` on the working hours `grid`: the
 * starts a `scope` visit fits in the hours that api.available_slots does not list as free for
 * that type and person, each marked for them.
 */
async function readUnavailableSlots(
  client: DataApi,
  grid: SlotGrid,
  doctors: readonly Doctor[],
  from: Date,
  to: Date,
  scope: SlotScope,
): Promise<Appointment[]> {
  const type = scope.visitType ?? clinic.visitTypes[0]!;
  const member = scope.familyMemberId ?? null;
  const only = doctors.length === 1 ? { doctor_id: doctors[0]!.id } : {};
  const { data, error, status } = await (
    await client()
  ).rpc(
    'available_slots',
    {
      ...only,
      from_time: from.toISOString(),
      to_time: to.toISOString(),
      ...(type.id === DEFAULT_VISIT_TYPE_ID ? {} : { visit_type_id: type.id }),
      ...(member === null ? {} : { family_member_id: member }),
    },
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
      for (const start of slotStartsOn(day, doctor.id, { type, grid })) {
        if (start < from || start >= to) continue;
        if (!free.has(`${doctor.id}|${start.getTime()}`)) {
          records.push(takenSlot(doctor.id, start, type, member));
        }
      }
    }
  }
  return records;
}

/** The clinic's opening hours per weekday as the database has them, 'HH:MM' clinic wall clock. */
async function readOpeningHours(
  client: DataApi,
): Promise<Record<Weekday, { open: string; close: string }[]>> {
  const { data, error, status } = await (await client()).rpc('opening_hours', {}, { get: true });
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
}

/**
 * A start held by someone (or by nobody: closed) for a `type` visit of the person `member` (null:
 * the holder), with no patient and no reason: marked `unavailableStart`, so the picker refuses
 * that start alone for that type and person (lib/appointments/booking/slots.ts).
 */
function takenSlot(doctorId: number, start: Date, type: VisitType, member: Id | null): Appointment {
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
    duration: type.durationMinutes,
    reason: '',
    status: 'scheduled',
    created_at: iso,
    unavailableStart: true,
    ...(type.id === DEFAULT_VISIT_TYPE_ID ? {} : { visitTypeId: type.id }),
    ...(member === null ? {} : { familyMemberId: member }),
  };
}
