import type { Appointment } from '@/lib/appointments';

/** Reasons offered when cancelling; the visitor may type their own or give none (docs/product.md#cancellation). */
export const CANCEL_REASONS = [
  'I feel better',
  'I can’t make it at this time',
  'I booked the wrong doctor or time',
  'I’m seeing someone else',
] as const;

/** Texts of cancelling and rescheduling, once (docs/product.md#cancellation). */
export const cancellationTexts = {
  reasonLabel: 'Reason for cancelling (optional)',
  reasonNone: 'No reason given',
  reasonOther: 'Other (type below)',
  reasonOtherLabel: 'Your reason (optional)',
  lateNotice: (hours: number) =>
    `Late cancellation: this appointment starts within ${hours} hours. You can still cancel it, but please cancel earlier next time if you can.`,
  policy: (hours: number) =>
    `Cancellation policy: you can cancel or reschedule any time from My Appointments. Please do so at least ${hours} hours ahead; later cancellations are marked as late.`,
  reschedule: 'Reschedule',
  rescheduled: 'Rescheduled',
  moving: (doctorName: string, formattedDate: string) =>
    `Moving your appointment with ${doctorName} on ${formattedDate}. It keeps its time until the new one is saved.`,
  rescheduleSave: 'Move Appointment',
  rescheduleSucceeded: 'Appointment moved successfully!',
  addToCalendar: 'Add to calendar (.ics)',
  savedCalendar: (doctorName: string, formattedDate: string) =>
    `Booked: ${doctorName}, ${formattedDate}.`,
  updatedCalendar: 'Updated calendar file (.ics)',
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
