'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from './page-messages';
import { isStorageAvailable } from '@/lib/storage/web-storage';

const noSubscription = () => () => {};

/**
 * Says plainly, on every page, when the browser refuses localStorage: accounts and bookings
 * live there, so without it the site can show pages but cannot register, log in or book.
 */
export function StorageNotice() {
  const available = useSyncExternalStore(noSubscription, isStorageAvailable, () => true);
  const t = useTranslations('shell');
  if (available) return null;
  return (
    <div className="storage-notice" role="alert">
      {t('storageUnavailable')}
    </div>
  );
}
