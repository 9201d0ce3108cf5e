import { dataApiUrl } from '@/lib/config/env';
import { localModeTexts } from '@/lib/appointments/waitlist/local-mode-texts';

/**
 * Local mode's notice (docs/reminders.md#in-local-mode): reminders are the calendar file's alarms, and
 * the waitlist needs shared mode. Nothing in shared mode.
 */
export function LocalRemindersNotice() {
  if (dataApiUrl) return null;
  return (
    <div className="notice" role="note" data-testid="local-reminders-notice">
      <p>{localModeTexts.reminders}</p>
      <p>{localModeTexts.waitlist}</p>
    </div>
  );
}
