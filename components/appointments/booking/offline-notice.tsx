'use client';

import { appointmentTexts } from '@/lib/appointments';
import { useAppointmentsStore } from '@/stores/appointments-store';

/** While the list is stale: the server is unreachable and changes need a connection (docs/shared-mode.md#the-site-in-shared-mode). */
export function OfflineNotice() {
  const stale = useAppointmentsStore((state) => state.stale);
  if (!stale) return null;
  return (
    <p className="notice notice--offline" role="status">
      {appointmentTexts.offlineList}
    </p>
  );
}
