import { useEffect, useState } from 'react';
import { useDeskTexts } from './use-desk-texts';

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
  const { errorOf, waitlistLoadFailed } = useDeskTexts();
  useEffect(() => {
    let current = true;
    read().then(
      (found) => current && setRows(found),
      (caught: unknown) => current && setError(errorOf(caught, waitlistLoadFailed)),
    );
    return () => {
      current = false;
    };
  }, [read, errorOf, waitlistLoadFailed]);
  return { rows, error };
}
