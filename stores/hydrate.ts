import { STORAGE_KEYS } from '@/lib/storage/keys';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import { useAppointmentsStore } from './appointments-store';
import { useSessionStore } from './session-store';
import { useUsersStore } from './users-store';

/** The persisted stores by the storage key each one mirrors. */
const storesByKey = {
  [STORAGE_KEYS.session]: useSessionStore,
  [STORAGE_KEYS.users]: useUsersStore,
  [STORAGE_KEYS.appointments]: useAppointmentsStore,
} as const;

type PersistedStore = (typeof storesByKey)[keyof typeof storesByKey];

const allStores: PersistedStore[] = Object.values(storesByKey);

/**
 * Reads every persisted store from localStorage once on the client (the stores skip hydration
 * at build time), then follows other tabs: a change there re-reads the matching store here
 * (D5), so a logout or a cancel in one tab shows in all of them.
 * @returns a function that stops following other tabs.
 */
export function hydrateStores(): () => void {
  for (const store of allStores) void store.persist.rehydrate();
  return subscribeToOtherTabs((key) => {
    if (key === null) {
      for (const store of allStores) void store.persist.rehydrate();
      return;
    }
    const store = (storesByKey as Record<string, PersistedStore | undefined>)[key];
    if (store) void store.persist.rehydrate();
  });
}
