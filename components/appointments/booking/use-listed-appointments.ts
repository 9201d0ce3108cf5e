import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { type ListedAppointment, nextStatusChange } from '@/lib/appointments/booking/appointments';

/** The longest setTimeout delay browsers honour (2^31 − 1 ms, about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Appointments with their statuses, kept true on an open page: an ended one turns 'Completed'
 * (docs/decisions/018-completed-is-not-stored.md). The first `firstCount` rows come with the page,
 * the rest in a background render. `list` builds the ordered list at `now`; memoise it.
 */
export function useListedAppointments(
  list: (now: Date) => ListedAppointment[],
  firstCount: number,
): { listed: ListedAppointment[]; all: ListedAppointment[]; now: Date } {
  const [now, setNow] = useState(() => new Date());
  const all = useMemo(() => list(now), [list, now]);
  useEffect(() => {
    const next = nextStatusChange(all);
    if (next === null) return;
    const delay = Math.min(Math.max(next - Date.now(), 0), MAX_TIMEOUT_MS);
    const timer = window.setTimeout(() => setNow(new Date()), delay);
    return () => window.clearTimeout(timer);
  }, [all]);
  const listed = useDeferredValue(all, all.slice(0, firstCount));
  return { listed, all, now };
}
