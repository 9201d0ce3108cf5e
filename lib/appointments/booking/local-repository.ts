import type { User } from '@/lib/account';
import { createAppointmentRecord, displayStatus, visitTypeOf } from './appointments';
import { type Appointment, appointmentSchema, type Rescheduled } from '@/lib/appointments';
import { CLINIC_FILE_GRID } from './slot-grid';
import { createSlotChecker, isPatientsAppointment } from './slots';
import { clinic, fetchDoctors, offersVisitType, type VisitType } from '@/lib/clinic';
import { UserFacingError } from '@/lib/errors/messages';
import { bookingMessages } from './texts';
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
      throw new UserFacingError(bookingMessages.cancelFailed);
    }
    canceled = { ...appointment, ...fields, status: 'canceled' };
    return canceled;
  });
  if (!canceled) throw new UserFacingError(bookingMessages.cancelFailed);
  return { next, canceled };
}

/** Books `booking` into `current` when its start is free for its type (docs/visit-types.md#free-starts). */
function bookIn(
  current: Appointment[],
  booking: Booking & { visitType: VisitType },
  patient: User,
  now: Date,
): Appointment {
  const check = createSlotChecker(current, booking.doctor.id, patient, undefined, undefined, {
    type: booking.visitType,
  })(booking.start, now);
  if (check !== 'bookable') throw new UserFacingError(bookingMessages.slotUnavailable);
  return createAppointmentRecord(booking, patient, current, now);
}

/** Local mode's appointment repository over `appointments` (docs/architecture.md#repositories). */
export const localAppointmentRepository: AppointmentRepository = {
  list: async (_user, known) => snapshot(syncList(known)),
  book: async (booking, patient, now) => {
    let created: Appointment | undefined;
    const visitType = booking.visitType ?? clinic.visitTypes[0]!;
    if (!offersVisitType(visitType, booking.doctor))
      throw new UserFacingError(bookingMessages.slotUnavailable);
    updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
      created = bookIn(current, { ...booking, visitType }, patient, now);
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
    // One write: the new booking and the old one's cancel are stored together or not at all.
    updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
      const old = current.find((item) => String(item.id) === String(id));
      if (!old) throw new UserFacingError(bookingMessages.cancelFailed);
      const doctor = { id: Number(old.doctor_id), name: old.doctor_name, specialty: '' };
      // The old appointment keeps its slot while the new one is checked and booked.
      const visitType = visitTypeOf(old);
      const next = bookIn(current, { doctor, start, reason: old.reason, visitType }, patient, now);
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
  slotGrid: async () => CLINIC_FILE_GRID,
  openingHours: async () => clinic.hours,
  onExternalChange: (listener) => onOtherTabWrite(STORAGE_KEYS.appointments, listener),
};
