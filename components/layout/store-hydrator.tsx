'use client';

import { useEffect } from 'react';
import { hydrateStores } from '@/stores/hydrate';

/** Reads the persisted stores once the page is in the browser and keeps them in step with other tabs. */
export function StoreHydrator() {
  useEffect(() => hydrateStores(), []);
  return null;
}
