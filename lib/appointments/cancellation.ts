import type { Appointment } from '@/lib/appointments/domain';

/**
 * Cancelling and rescheduling on the list (docs/product.md#cancellation,
 * docs/product.md#rescheduling, docs/decisions/014-cancellation-never-blocked.md).
 */

/** The reasons offered when cancelling; the visitor may also type their own or give none. */
export const CANCEL_REASONS = [
  'I feel better',
  'I can’t make it at this time',
  'I booked the wrong doctor or time',
  'I’m seeing someone else',
] as const;

/** The texts of cancelling and rescheduling, once; tests import them from here. */
export const cancellationTexts = {
  reasonLabel: 'Reason for cancelling (optional)',
  reasonNone: 'No reason given',
  reasonOther: 'Other (type below)',
  reasonOtherLabel: 'Your reason (optional)',
  /** Said on an upcoming appointment inside the notice period. */
  lateNotice: (hours: number) =>
    `Late cancellation: this appointment starts within ${hours} hours. You can still cancel it, but please cancel earlier next time if you can.`,
  /** The policy shown on the booking form before booking. */
  policy: (hours: number) =>
    `Cancellation policy: you can cancel or reschedule any time from My Appointments. Please do so at least ${hours} hours ahead; later cancellations are marked as late.`,
  reschedule: 'Reschedule',
  rescheduled: 'Rescheduled',
  /** Above the booking form while it moves an appointment; the old slot stays booked until then. */
  moving: (doctorName: string, formattedDate: string) =>
    `Moving your appointment with ${doctorName} on ${formattedDate}. It keeps its time until the new one is saved.`,
  rescheduleSave: 'Move Appointment',
  rescheduleSucceeded: 'Appointment moved successfully!',
  addToCalendar: 'Add to calendar (.ics)',
  /** Above the list after a booking or a move, beside its calendar file. */
  savedCalendar: (doctorName: string, formattedDate: string) =>
    `Booked: ${doctorName}, ${formattedDate}.`,
  updatedCalendar: 'Updated calendar file (.ics)',
} as const;

/**
 * Whether cancelling `appointment` at `now` is late: it starts within `noticeHours` hours.
 * Late cancellations still go through (docs/decisions/014-cancellation-never-blocked.md).
 */
export function isLateCancellation(
  appointment: Pick<Appointment, 'date_time'>,
  now: Date,
  noticeHours: number,
): boolean {
  const start = Date.parse(appointment.date_time);
  return !Number.isNaN(start) && start - now.getTime() < noticeHours * 3_600_000;
}

/** Whether a canceled appointment was moved to another time, so it reads 'Rescheduled'. */
export function wasRescheduled(
  appointment: Pick<Appointment, 'status' | 'rescheduled_to'>,
): boolean {
  return appointment.status === 'canceled' && appointment.rescheduled_to !== undefined;
}
