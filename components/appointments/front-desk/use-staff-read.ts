import { useEffect, useState } from 'react';
import { waitlistTexts } from '@/lib/appointments/waitlist';
import { toUserMessage } from '@/lib/errors/to-user-message';

/**
 * Reads a staff list of the waitlist or of failed deliveries once per `read`
 * (docs/waitlist.md): the rows, or the visitor's text of why they could not be
 * read; a late answer after unmount is dropped.
 */
export function useStaffRead<T>(read: () => Promise<T[]>): {
  rows: T[] | null;
  error: string | null;
} {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    read().then(
      (found) => current && setRows(found),
      (caught: unknown) => current && setError(toUserMessage(caught, waitlistTexts.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, [read]);
  return { rows, error };
}
