'use client';

import { useSyncExternalStore } from 'react';
import { messages } from '@/lib/errors/messages';
import { isStorageAvailable } from '@/lib/storage/web-storage';

const noSubscription = () => () => {};

/**
 * Says plainly, on every page, when the browser refuses localStorage: accounts and bookings
 * live there, so without it the site can show pages but cannot register, log in or book.
 */
export function StorageNotice() {
  const available = useSyncExternalStore(noSubscription, isStorageAvailable, () => true);
  if (available) return null;
  return (
    <div className="storage-notice" role="alert">
      {messages.storageUnavailable}
    </div>
  );
}
