'use client';

import { useTranslations } from '@/components/layout/page-messages';
import { useAppointmentsStore } from '@/stores/appointments-store';

/** While the list is stale: the server is unreachable and changes need a connection (docs/shared-mode.md#the-site-in-shared-mode). */
export function OfflineNotice() {
  const t = useTranslations('appointments');
  const stale = useAppointmentsStore((state) => state.stale);
  if (!stale) return null;
  return (
    <p className="notice notice--offline" role="status">
      {t('offline')}
    </p>
  );
}
