'use client';

import { appointmentTexts } from '@/lib/appointments/texts';
import { useAppointmentsStore } from '@/stores/appointments-store';

/**
 * Says, above the list, that the clinic's server cannot be reached and the list shown is the last
 * saved one, so changes need a connection (docs/product.md#shared-mode). Shows only while the
 * appointments store marks its list stale; local mode never does.
 */
export function OfflineNotice() {
  const stale = useAppointmentsStore((state) => state.stale);
  if (!stale) return null;
  return (
    <p className="notice notice--offline" role="status">
      {appointmentTexts.offlineList}
    </p>
  );
}
