import { useCallback } from 'react';
import type { BookingInput } from '@/lib/appointments/booking/appointments';
import type { User } from '@/lib/account';
import type { Appointment } from '@/lib/appointments';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useNotifier } from '@/components/notifications';

/** Books `booking` (its `start` an instant), or moves `moving` to its slot; `patient` as the session now has it. */
export type SaveBooking = (
  booking: BookingInput & { start: Date },
  moving: Appointment | null,
  patient?: User,
) => Promise<void>;

/**
 * The booking form's save for `patient` (docs/product.md#booking): books the slot, or moves the
 * appointment being rescheduled to it (docs/product.md#rescheduling), and tells the page's
 * notifier. Which slots are free is `useSlotAvailability`'s.
 * @returns the save; it throws as `bookAppointment` / `rescheduleAppointment` of
 *   stores/appointments-store.ts.
 */
export function useSaveBooking(patient: User): SaveBooking {
  const bookAppointment = useAppointmentsStore((state) => state.bookAppointment);
  const rescheduleAppointment = useAppointmentsStore((state) => state.rescheduleAppointment);
  const notifier = useNotifier();
  return useCallback(
    async (booking, moving, who = patient) => {
      if (moving) {
        await rescheduleAppointment(moving.id, booking.start, who, notifier, new Date());
      } else await bookAppointment(booking, who, notifier, new Date());
    },
    [bookAppointment, rescheduleAppointment, patient, notifier],
  );
}
