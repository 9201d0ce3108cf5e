import { useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { displayStatus } from '@/lib/appointments/booking/appointments';
import type { Appointment } from '@/lib/appointments';

/**
 * The appointment being rescheduled, named by `?reschedule=<id>` while it is upcoming, else null
 * (docs/product.md#rescheduling); `onFound` runs once, to fill in its doctor and reason.
 */
export function useMovingAppointment(
  appointments: readonly Appointment[],
  onFound: (appointment: Appointment) => void,
): Appointment | null {
  // Read through the router: after a client-side navigation the address bar may not show the
  // new URL yet when the form first renders.
  const rescheduleId = useSearchParams().get('reschedule');
  const moving = useMemo(() => {
    if (rescheduleId === null) return null;
    const found = appointments.find((item) => String(item.id) === rescheduleId);
    return found && displayStatus(found, new Date()) === 'upcoming' ? found : null;
  }, [appointments, rescheduleId]);
  const found = useRef(false);
  const fill = useEffectEvent(onFound);
  useEffect(() => {
    if (!moving || found.current) return;
    found.current = true;
    fill(moving);
  }, [moving]);
  return moving;
}
