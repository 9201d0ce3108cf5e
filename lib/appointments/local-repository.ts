import type { User } from '@/lib/account';
import { createAppointmentRecord, displayStatus } from '@/lib/appointments/appointments';
import { type Appointment, appointmentSchema } from '@/lib/appointments/domain';
import { createSlotChecker, isPatientsAppointment } from '@/lib/appointments/slots';
import { UserFacingError } from '@/lib/errors/messages';
import { bookingMessages } from '@/lib/appointments/texts';
import type { Id } from '@/lib/storage/ids';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { mergeById, readList, updateList } from '@/lib/storage/records';
import { onOtherTabWrite, readRaw } from '@/lib/storage/web-storage';
import type {
  AppointmentRepository,
  AppointmentsSnapshot,
  Booking,
  Rescheduled,
} from './repository';

/**
 * Local mode: everything in this browser's localStorage, in the original product's plain JSON
 * keys (docs/product.md#storage, docs/decisions/001-storage-stays-compatible.md). Every write
 * re-reads the stored list and applies its change to that fresh copy, so tabs never lose each
 * other's writes (docs/decisions/005-tabs-share-writes.md); a refused write changes nothing
 * (docs/decisions/006-bad-data-is-kept.md).
 */

/**
 * Of two versions of one appointment, the canceled one wins: 'scheduled' → 'canceled' is the
 * only change ever made, so a cancel is never undone by a tab that had not seen it.
 */
function keepCanceled(stored: Appointment, incoming: Appointment): Appointment {
  return incoming.status === 'canceled' && stored.status !== 'canceled' ? incoming : stored;
}

const idOf = (record: { id: unknown }) => String(record.id);

function snapshot(appointments: Appointment[]): AppointmentsSnapshot {
  return { appointments, stale: false };
}

/**
 * Re-reads the stored list, merged with what this tab holds (storage's version of a record wins,
 * through {@link keepCanceled}); records only this tab has are written back. That heals the one
 * race re-reading cannot prevent: two tabs writing in the same instant, the later write dropping
 * the earlier one's record. Records are never deleted, so nothing comes back that should not.
 */
function syncList(known: readonly Appointment[]): Appointment[] {
  const key = STORAGE_KEYS.appointments;
  // One string comparison saves re-reading and re-validating every record when storage holds
  // exactly what this tab has (most of a refresh's time with 10,000 stored).
  if (known.length > 0 && readRaw(key) === JSON.stringify(known)) return [...known];
  const stored = readList(key, appointmentSchema).value;
  const merged = mergeById(stored, [...known], idOf, keepCanceled);
  if (JSON.stringify(merged) === JSON.stringify(stored)) return merged;
  try {
    return updateList(key, appointmentSchema, (current) =>
      mergeById(current, [...known], idOf, keepCanceled),
    );
  } catch (error) {
    console.warn("Could not save 'appointments' to browser storage.", error);
    return merged;
  }
}

/** Cancels `current`'s appointment `id` in a fresh list; throws the cancel text when it can't. */
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

/** Books `booking` into a fresh list; throws the slot text when the slot is taken. */
function bookIn(current: Appointment[], booking: Booking, patient: User, now: Date): Appointment {
  const check = createSlotChecker(current, booking.doctor.id, patient)(booking.start, now);
  if (check !== 'bookable') throw new UserFacingError(bookingMessages.slotUnavailable);
  return createAppointmentRecord(booking, patient, current, now);
}

/** Appointments under `appointments`. */
export const localAppointmentRepository: AppointmentRepository = {
  list: async (_user, known) => snapshot(syncList(known)),
  book: async (booking, patient, now) => {
    let created: Appointment | undefined;
    updateList(STORAGE_KEYS.appointments, appointmentSchema, (current) => {
      created = bookIn(current, booking, patient, now);
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
      const next = bookIn(current, { doctor, start, reason: old.reason }, patient, now);
      const { next: list, canceled } = cancelIn(current, id, patient, now, {
        rescheduled_to: next.id,
      });
      result = { previous: canceled, next };
      return [...list, next];
    });
    return result as Rescheduled;
  },
  onExternalChange: (listener) => onOtherTabWrite(STORAGE_KEYS.appointments, listener),
};
