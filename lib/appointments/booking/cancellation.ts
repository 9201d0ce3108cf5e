import type { Appointment } from '@/lib/appointments';

/**
 * Reasons offered when cancelling, by the id the catalogs' `appointments.cancelReason` names
 * them by, each with the words stored as the cancel reason: English in either language, so the
 * clinic reads one set (docs/product.md#cancellation, docs/languages.md#catalogs). The visitor
 * may type their own or give none.
 */
export const CANCEL_REASONS = {
  better: 'I feel better',
  cantMake: 'I can’t make it at this time',
  wrongBooking: 'I booked the wrong doctor or time',
  otherDoctor: 'I’m seeing someone else',
} as const;

/**
 * The booking form's texts of rescheduling and the cancellation policy, once
 * (docs/product.md#cancellation); the list's are the catalogs' `appointments`.
 */
export const cancellationTexts = {
  moving: (doctorName: string, formattedDate: string) =>
    `Moving your appointment with ${doctorName} on ${formattedDate}. It keeps its time until the new one is saved.`,
  rescheduleSave: 'Move Appointment',
  rescheduleSucceeded: 'Appointment moved successfully!',
} as const;

/** Whether cancelling is late, inside the notice period; it still goes through (docs/decisions/014-cancellation-never-blocked.md). */
export function isLateCancellation(
  appointment: Pick<Appointment, 'date_time'>,
  now: Date,
  noticeHours: number,
): boolean {
  const start = Date.parse(appointment.date_time);
  return !Number.isNaN(start) && start - now.getTime() < noticeHours * 3_600_000;
}

/** Whether a canceled appointment was rescheduled, so it reads 'Rescheduled'. */
export function wasRescheduled(
  appointment: Pick<Appointment, 'status' | 'rescheduled_to'>,
): boolean {
  return appointment.status === 'canceled' && appointment.rescheduled_to !== undefined;
}
