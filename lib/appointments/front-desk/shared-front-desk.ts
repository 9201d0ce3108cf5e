import {
  addClinicDays,
  clinicDayKey,
  clinicInstant,
  DEFAULT_VISIT_TYPE_ID,
  readVisitTypes,
  type VisitType,
  type WorkingHoursRow,
} from '@/lib/clinic';
import { type ApiError, type DataApi, failure, SessionExpiredError } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import * as z from '@/lib/schema';
import {
  AUDIT_PAGE_SIZE,
  type AuditCursor,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type Closure,
  type DeskAppointment,
  type FrontDesk,
  freeSlotKey,
  type PatientMatch,
  type DeskData,
  type DeskDoctor,
  DeskRefusalError,
  type StaffBookingVisit,
  patientLanguageOf,
  type TimeOff,
} from './front-desk';
import { parseRow, visitTypeIdOf } from '@/lib/appointments';

/**
 * A refusal of a front-desk call as its text: the database words each refusal for the person at
 * the desk (docs/shared-mode.md#error-codes), so its message is shown as is on English pages;
 * its code names it in another language (docs/languages.md#catalogs).
 */
function deskFailure(status: number, error: ApiError): Error {
  const mapped = failure(status, error, {});
  if (mapped instanceof UserFacingError || mapped instanceof SessionExpiredError) return mapped;
  return status >= 400 && status < 500 && error.message
    ? new DeskRefusalError(error.message, error.code)
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

/** What the staff and doctor rows of api.appointments say of a visit beyond its record (migration 016). */
const visitColumnsSchema = z.looseObject({
  visit_type_id: z.optional(z.nullable(z.string())),
  visit_type_name: z.optional(z.nullable(z.string())),
  family_member_id: z.optional(z.nullable(z.number())),
  family_member_name: z.optional(z.nullable(z.string())),
  intake_answers: z.optional(z.nullable(z.record(z.string(), z.union([z.string(), z.boolean()])))),
});

/**
 * A row of api.appointments as the desk shows it: the record, and its visit's type (named by
 * the row, else by `types`), person and intake answers. A row without those columns (stored
 * before them) is a consultation of the account holder with no answers.
 */
export function deskAppointmentOf(row: unknown, types: readonly VisitType[]): DeskAppointment {
  const appointment = parseRow(row);
  const columns = visitColumnsSchema.parse(row);
  const typeId = columns.visit_type_id ?? visitTypeIdOf(appointment);
  return {
    ...appointment,
    visit: {
      typeId,
      typeName: columns.visit_type_name ?? types.find((type) => type.id === typeId)?.name ?? typeId,
      durationMinutes: appointment.duration,
      familyMemberId: columns.family_member_id ?? null,
      familyMemberName: columns.family_member_name ?? null,
      intakeAnswers: columns.intake_answers ?? {},
    },
  };
}

/** The arguments of a booking function for a visit's type, person and answers; the defaults left out. */
function visitArgs({ visitTypeId, familyMemberId, intakeAnswers }: StaffBookingVisit) {
  return {
    ...(visitTypeId && visitTypeId !== DEFAULT_VISIT_TYPE_ID ? { visit_type_id: visitTypeId } : {}),
    ...(familyMemberId ? { family_member_id: familyMemberId } : {}),
    ...(intakeAnswers && Object.keys(intakeAnswers).length
      ? { intake_answers: intakeAnswers }
      : {}),
  };
}

/**
 * The clinic days [from, to) as /schedule shows them (docs/front-desk.md): doctors, working
 * hours, appointments, time off, closures, the visit types and the free starts of the type
 * `visitTypeId`, read at once.
 */
async function readDays(
  client: DataApi,
  from: Date,
  to: Date,
  visitTypeId: string = DEFAULT_VISIT_TYPE_ID,
): Promise<DeskData> {
  const range = { from: from.toISOString(), to: to.toISOString() };
  const [doctors, hours, appointments, timeOff, closures, visitTypes, free] = await Promise.all([
    deskCall<DeskDoctor[]>(
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
    readVisitTypes(client),
    deskCall<{ doctor_id: number; date_time: string }[]>(
      (api) =>
        api.rpc(
          'available_slots',
          {
            from_time: range.from,
            to_time: range.to,
            ...visitArgs({ visitTypeId }),
          },
          { get: true },
        ),
      client,
    ),
  ]);
  return {
    doctors,
    hours,
    appointments: appointments.map((row) => deskAppointmentOf(row, visitTypes)),
    timeOff,
    closures,
    visitTypes,
    visitTypeId,
    free: new Set(free.map((slot) => freeSlotKey(slot.doctor_id, slot.date_time))),
  };
}

/**
 * A page of the audit trail (docs/front-desk.md#the-audit-trail), newest first, from `cursor`
 * on (older or newer), filtered by patient and clinic day.
 */
async function readAuditTrail(
  client: DataApi,
  { patientId, day }: AuditFilter,
  cursor?: AuditCursor,
): Promise<AuditPage> {
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
}

/**
 * The front desk over the data API (docs/front-desk.md): staff functions, time
 * off, closures, attendance and the audit trail. Row-level security decides what each token
 * reads: staff every doctor, a doctor account its own appointments and time off.
 */
export function createSharedFrontDesk(client: DataApi): FrontDesk {
  const rpc = <T>(name: string, args: Record<string, unknown>) =>
    deskCall<T>((api) => api.rpc(name, args), client);

  return {
    readDays: (from, to, visitTypeId) => readDays(client, from, to, visitTypeId),
    findPatients: (query) =>
      deskCall<PatientMatch[]>(
        (api) => api.rpc('find_patients', { query: query.trim() }, { get: true }),
        client,
      ),
    book: async ({ doctorId, start, reason, patient, ...visit }) => {
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
        ...visitArgs(visit),
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
      const data = await rpc<{
        claim_token: string;
        claim_expires_at: string;
        patient_language?: unknown;
      }>('issue_claim_link', { patient_id: patientId });
      return {
        token: data.claim_token,
        expiresAt: data.claim_expires_at,
        language: patientLanguageOf(data),
      };
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
    auditTrail: (filter, cursor) => readAuditTrail(client, filter, cursor),
  };
}
