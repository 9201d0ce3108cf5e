import { useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { displayStatus } from '@/lib/appointments/booking/appointments';
import type { Appointment } from '@/lib/appointments';

/**
 * The appointment being rescheduled, named by `?reschedule=<id>` while it is upcoming, else null
 * (docs/product.md#rescheduling). Its visit type is the visit's, so the form reads it before the
 * doctors and free times; {@link useMovingFound} then fills in its doctor and reason.
 */
export function useMovingAppointment(appointments: readonly Appointment[]): Appointment | null {
  // Read through the router: after a client-side navigation the address bar may not show the
  // new URL yet when the form first renders.
  const rescheduleId = useSearchParams().get('reschedule');
  return useMemo(() => {
    if (rescheduleId === null) return null;
    const found = appointments.find((item) => String(item.id) === rescheduleId);
    return found && displayStatus(found, new Date()) === 'upcoming' ? found : null;
  }, [appointments, rescheduleId]);
}

/** Runs `onFound` once, when the appointment being moved is first known. */
export function useMovingFound(
  moving: Appointment | null,
  onFound: (appointment: Appointment) => void,
): void {
  const found = useRef(false);
  const fill = useEffectEvent(onFound);
  useEffect(() => {
    if (!moving || found.current) return;
    found.current = true;
    fill(moving);
  }, [moving]);
}
