'use client';

import { useTranslations } from '@/components/layout/page-messages';
import { dataApiUrl } from '@/lib/config/env';

/**
 * Local mode's notice (docs/reminders.md#in-local-mode): reminders are the calendar file's alarms, and
 * the waitlist needs shared mode. Nothing in shared mode. Its texts are the catalogs' `localMode`,
 * which the pages that show it (the list, the booking form) give (docs/languages.md#what-a-page-loads).
 */
export function LocalRemindersNotice() {
  const t = useTranslations('localMode');
  if (dataApiUrl) return null;
  return (
    <div className="notice" role="note" data-testid="local-reminders-notice">
      <p>{t('reminders')}</p>
      <p>{t('waitlist')}</p>
    </div>
  );
}
