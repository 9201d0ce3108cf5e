import { useState } from 'react';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';

/**
 * One front-desk form's submit: `busy` while it runs, `error` the refusal's text (the database's
 * own sentence) when it fails; nothing is cleared on failure, so no typing is lost.
 */
export function useDeskAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(toUserMessage(caught, scheduleTexts.failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
