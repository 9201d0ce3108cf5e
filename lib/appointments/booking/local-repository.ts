import type { User } from '@/lib/account';
import { createAppointmentRecord, displayStatus, visitTypeOf } from './appointments';
import { type Appointment, appointmentSchema, type Rescheduled } from '@/lib/appointments';
import { CLINIC_FILE_GRID } from './slot-grid';
import { createSlotChecker, isPatientsAppointment, type MovingVisit } from './slots';
import { clinic, fetchDoctors, hasAgeLimit, offersVisitType, type VisitType } from '@/lib/clinic';
import { UserFacingError } from '@/lib/errors/messages';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { bookingRefusals } from './texts';
import type { Id } from '@/lib/storage/ids';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { mergeById, readList, updateList } from '@/lib/storage/records';
import { onOtherTabWrite } from '@/lib/storage/web-storage';
import type { AppointmentRepository, AppointmentsSnapshot, Booking } from './repository';

/** 'scheduled' → 'canceled' is the only change ever made, so the canceled version wins and no cancel is undone. */
function keepCanceled(stored: Appointment, incoming: Appointment): Appointment {
  return incoming.status === 'canceled' && stored.status !== 'canceled' ? incoming : stored;
}

const idOf = (record: { id: unknown }) => String(record.id);

function snapshot(appointments: Appointment[]): AppointmentsSnapshot {
  return { appointments, stale: false };
}

/**
 * The stored list merged with what this tab holds, and this tab's records written back: that heals
 * two tabs writing in the same instant (docs/decisions/005-tabs-share-writes.md).
 */
function syncList(known: readonly Appointment[]): Appointment[] {
  const key = STORAGE_KEYS.appointments;
  // After this tab's own write readList returns the list it wrote, without parsing it again.
  const stored = readList(key, appointmentSchema).value;
  const merged = mergeById(stored, [...known], idOf, keepCanceled);
  // Every record is the stored one: storage already holds all this tab knows.
  if (
    merged.length === stored.length &&
    merged.every((record, index) => record === stored[index])
  ) {
    return merged;
  }
  try {
    return updateList(key, appointmentSchema, (current) =>
      mergeById(current, [...known], idOf, keepCanceled),
    );
  } catch (error) {
    console.warn("Could not save 'appointments' to browser storage.", error);
    return merged;
  }
}

function cancelIn(
  current: Appointment[],
  id: Id,
  patient: User,
  now: Date,
  fields: Partial<Appointment>,
): { next: Appointment[]; canceled: Appointment } {
  let canceled: Appointment | undefined;
  const next = current.map((appointment) => {
    if (String(appointment.id) !== String(id)) return appointment;
    if (
      displayStatus(appointment, now) !== 'upcoming' ||
      !isPatientsAppointment(appointment, patient)
    ) {
      throw new UserFacingError(bookingRefusals.cancelFailed);
    }
    canceled = { ...appointment, ...fields, status: 'canceled' };
    return canceled;
  });
  if (!canceled) throw new UserFacingError(bookingRefusals.cancelFailed);
  return { next, canceled };
}

/** The person a visit is for: a family member of the account (id, name, date of birth), or null for the holder. */
type Person = { id: Appointment['id']; name: string; dateOfBirth: string } | null;

/** The family feature, loaded only when a visit is for a family member. */
const loadFamily = lazyModule(() => import('@/lib/family'));

/**
 * The family member `id` of `patient`'s account as stored here, or null for none (the holder).
 * @throws {UserFacingError} no such member on the account (or one removed).
 */
async function personOf(patient: User, id: Appointment['familyMemberId'] | null): Promise<Person> {
  if (id === undefined || id === null) return null;
  const { localFamilyRepository, familyRefusal } = await loadFamily();
  const member = (await localFamilyRepository.list(patient)).find(
    (candidate) => String(candidate.id) === String(id),
  );
  if (!member) throw new UserFacingError(familyRefusal('notOnAccount'));
  return { id: member.id, name: member.name, dateOfBirth: member.date_of_birth };
}

/** The age limits' rule, loaded only for a type that has limits. */
const loadAgeLimits = lazyModule(() => import('./age-limits'));

/**
 * Refuses a `type` visit at `start` for a person outside its age limits
 * (docs/visit-types.md#age-limits): a family member by their date of birth, the holder by theirs.
 */
async function checkAge(type: VisitType, person: Person, patient: User, start: Date) {
  if (!hasAgeLimit(type)) return;
  const { ageLimitProblem, sentenceRefusal } = await loadAgeLimits();
  const problem = ageLimitProblem(type, person ? person.dateOfBirth : patient.dateOfBirth, start);
  if (problem) throw new UserFacingError(sentenceRefusal(problem));
}

/** What {@link bookIn} books: the booking with its type and person settled. */
type SettledBooking = Booking & { visitType: VisitType; person: Person; moving?: MovingVisit };

/**
 * Books `booking` into `current` when its start is free for its type and person
 * (docs/visit-types.md#free-starts); a visit being moved holds no time for its own move.
 */
function bookIn(
  current: Appointment[],
  booking: SettledBooking,
  patient: User,
  now: Date,
): Appointment {
  const { person } = booking;
  const check = createSlotChecker(
    current,
    booking.doctor.id,
    { ...patient, familyMemberId: person?.id ?? null },
    undefined,
    undefined,
    { type: booking.visitType, moving: booking.moving ?? null },
  )(booking.start, now);
  if (check === 'patient-busy' && person)
    throw new UserFacingError(bookingRefusals.personBusy(person.name));
  if (check !== 'bookable') throw new UserFacingError(bookingRefusals.form('slotUnavailable'));
  return createAppointmentRecord(
    { ...booking, familyMember: person && { id: person.id, name: person.name } },
    patient,
    current,
    now,
  );
}

/** Local mode's appointment repository over `appointments` (docs/architecture.md#repositories). */
export const localAppointmentRepository: AppointmentRepository = {
  list: async (_user, known) => snapshot(syncList(known)),
  book: async (booking, patient, now) => {
    let created: Appointment | undefined;
    const visitType = booking.visitType ?? clinic.visitTypes[0]!;
    if (!offersVisitType(visitType, booking.doctor))
      throw new UserFacingError(bookingRefusals.form('slotUnavailable'));
    const person = await personOf(patient, booking.familyMemberId);
    await checkAge(visitType, person, patient, booking.start);
    updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
      created = bookIn(current, { ...booking, visitType, person }, patient, now);
      return [...current, created];
    });
    return created as Appointment;
  },
  cancel: async (id, patient, { reason, now }) => {
    let canceled: Appointment | undefined;
    const fields = reason?.trim() ? { cancel_reason: reason.trim() } : {};
    updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
      const result = cancelIn(current, id, patient, now, fields);
      canceled = result.canceled;
      return result.next;
    });
    return canceled as Appointment;
  },
  reschedule: async (id, start, patient, now) => {
    let result: Rescheduled | undefined;
    const stored = readList(STORAGE_KEYS.appointments, appointmentSchema).value;
    const found = stored.find((item) => String(item.id) === String(id));
    // A family member since removed still has this visit: the stored name and no new age check.
    const person: Person =
      found?.familyMemberId === undefined
        ? null
        : await personOf(patient, found.familyMemberId).catch(() => ({
            id: found.familyMemberId!,
            name: found.familyMemberName ?? '',
            dateOfBirth: '',
          }));
    if (found && (!person || person.dateOfBirth))
      await checkAge(visitTypeOf(found), person, patient, start);
    // One write: the new booking and the old one's cancel are stored together or not at all.
    updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
      const old = current.find((item) => String(item.id) === String(id));
      if (!old) throw new UserFacingError(bookingRefusals.cancelFailed);
      const doctor = { id: Number(old.doctor_id), name: old.doctor_name, specialty: '' };
      // A move keeps the visit's type, person and answers (docs/product.md#rescheduling).
      const visitType = visitTypeOf(old);
      const next = bookIn(
        current,
        {
          doctor,
          start,
          reason: old.reason,
          visitType,
          person,
          moving: old,
          intakeAnswers: old.intakeAnswers,
        },
        patient,
        now,
      );
      const { next: list, canceled } = cancelIn(current, id, patient, now, {
        rescheduled_to: next.id,
      });
      result = { previous: canceled, next };
      return [...list, next];
    });
    return result as Rescheduled;
  },
  listDoctors: () => fetchDoctors(),
  unavailableSlots: async () => [],
  listVisitTypes: async () => [...clinic.visitTypes],
  slotGrid: async () => CLINIC_FILE_GRID,
  openingHours: async () => clinic.hours,
  onExternalChange: (listener) => onOtherTabWrite(STORAGE_KEYS.appointments, listener),
};
