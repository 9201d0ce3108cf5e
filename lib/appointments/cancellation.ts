import type { Appointment } from '@/lib/appointments/domain';

/**
 * Cancelling and rescheduling on the list (docs/product.md#cancellation,
 * docs/product.md#rescheduling, docs/decisions/014-cancellation-never-blocked.md).
 */

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
