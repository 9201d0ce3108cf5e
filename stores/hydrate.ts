import { STORAGE_KEYS } from '@/lib/storage/keys';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import { useAppointmentsStore } from './appointments-store';
import { useSessionStore } from './session-store';
import { useUsersStore } from './users-store';

/**
 * Re-reads a list store and writes back: re-reading merges storage with this tab's records,
 * and the write restores any record of ours that a simultaneous write in another tab dropped
 * (see plainListPersistOptions).
 */
function resyncList(store: {
  persist: { rehydrate: () => Promise<void> };
  setState: (partial: object) => unknown;
}): () => void {
  return () => {
    void store.persist.rehydrate().then(() => store.setState({}));
  };
}

/** How to re-read each persisted store, by the storage key it mirrors. */
const resyncByKey: Record<string, () => void> = {
  [STORAGE_KEYS.session]: () => void useSessionStore.persist.rehydrate(),
  [STORAGE_KEYS.users]: resyncList(useUsersStore),
  [STORAGE_KEYS.appointments]: resyncList(useAppointmentsStore),
};

/**
 * Reads every persisted store from localStorage once on the client (the stores skip hydration
 * at build time), then follows other tabs: a change there re-reads the matching store here
 * (D5), so a logout or a cancel in one tab shows in all of them.
 * @returns a function that stops following other tabs.
 */
export function hydrateStores(): () => void {
  void useSessionStore.persist.rehydrate();
  void useUsersStore.persist.rehydrate();
  void useAppointmentsStore.persist.rehydrate();
  return subscribeToOtherTabs((key) => {
    if (key === null) Object.values(resyncByKey).forEach((resync) => resync());
    else resyncByKey[key]?.();
  });
}
