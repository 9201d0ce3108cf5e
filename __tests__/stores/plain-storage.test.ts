import { userSchema } from '@/lib/domain';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readValue } from '@/lib/storage/records';
import { initialAppointmentsState, useAppointmentsStore } from '@/stores/appointments-store';
import { plainStorage } from '@/stores/plain-storage';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import {
  appointmentAt,
  pat,
  resetStores,
  storedJson,
  writeStored,
} from '../support/component-helpers';

/**
 * stores/plain-storage.ts, the zustand `persist` adapter (D1, D5, D6), exercised through the
 * real persisted stores: what it writes, how a re-read merges with another tab's writes, and
 * what happens when the browser refuses storage.
 */

const start = new Date(2026, 10, 23, 10, 0);
const a = appointmentAt(1, start, pat, { reason: 'Mine' });
const b = appointmentAt(2, new Date(2026, 10, 23, 11, 0), pat, { reason: 'Theirs' });

/** Re-reads storage into the appointments store, then lets it write back, as hydrate.ts does. */
async function resync(): Promise<void> {
  await useAppointmentsStore.persist.rehydrate();
  useAppointmentsStore.setState({});
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetStores();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('plainStorage', () => {
  it('writes the plain value under the spec key, with no {state, version} wrapper (D1)', () => {
    useAppointmentsStore.setState({ appointments: [a] });
    expect(window.localStorage.getItem('appointments')).toBe(JSON.stringify([a]));
    useSessionStore.setState({ user: pat });
    expect(window.localStorage.getItem('user')).toBe(JSON.stringify(pat));
  });

  it("hydrates from the original product's plain values", async () => {
    writeStored('user', pat);
    writeStored('appointments', [a]);
    await useSessionStore.persist.rehydrate();
    await useAppointmentsStore.persist.rehydrate();
    expect(useSessionStore.getState().user).toEqual(pat);
    expect(useAppointmentsStore.getState().appointments).toEqual([a]);
  });

  it('merges a re-read with what another tab wrote, keeping records only this tab has (D5)', async () => {
    useAppointmentsStore.setState({ appointments: [a] });
    writeStored('appointments', [b]); // another tab replaced the list meanwhile
    await useAppointmentsStore.persist.rehydrate();
    expect(useAppointmentsStore.getState().appointments).toEqual([b, a]);
  });

  it('lets a canceled copy beat a scheduled one, whichever side holds it (keepCanceled)', async () => {
    const canceled = { ...a, status: 'canceled' as const };
    useAppointmentsStore.setState({ appointments: [canceled] });
    writeStored('appointments', [a]); // a tab that had not seen the cancel wrote it back
    await resync();
    expect(useAppointmentsStore.getState().appointments).toEqual([canceled]);
    expect(storedJson('appointments')).toEqual([canceled]);

    useAppointmentsStore.setState(initialAppointmentsState);
    useAppointmentsStore.setState({ appointments: [a] }); // a stale tab still shows it scheduled
    expect(storedJson('appointments')).toEqual([canceled]);
    await resync();
    expect(useAppointmentsStore.getState().appointments).toEqual([canceled]);
    expect(storedJson('appointments')).toEqual([canceled]);
  });

  it('writes back a record that a simultaneous write in another tab dropped (D5)', async () => {
    useAppointmentsStore.setState({ appointments: [a, b] });
    writeStored('appointments', [b]); // the other tab's write raced ours and lost `a`
    await resync();
    expect(storedJson('appointments')).toEqual([b, a]);
  });

  it('does not write when storage already holds everything this tab has', () => {
    const raw = ` ${JSON.stringify([a, b])} `; // same records, different bytes
    window.localStorage.setItem('appointments', raw);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      useAppointmentsStore.setState({ appointments: [a] });
    } finally {
      setItem.mockRestore();
    }
    expect(setItem).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('appointments')).toBe(raw);
  });

  it('hydrates as empty and never throws when the browser refuses storage', async () => {
    writeStored('appointments', [a]);
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      await useAppointmentsStore.persist.rehydrate();
      await useSessionStore.persist.rehydrate();
      expect(useAppointmentsStore.getState().appointments).toEqual([]);
      expect(useSessionStore.getState()).toMatchObject(initialSessionState);
      expect(() => useAppointmentsStore.setState({ appointments: [b] })).not.toThrow();
      expect(() => useSessionStore.setState({ user: pat })).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
    expect(storedJson('appointments')).toEqual([a]);
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual(
      expect.arrayContaining([
        "Could not read 'appointments' from browser storage.",
        "Could not save 'appointments' to browser storage.",
        "Could not save 'user' to browser storage.",
      ]),
    );
  });

  it('returns null from getItem and logs, rather than throwing, when its reader throws', () => {
    const storage = plainStorage('user', {
      read: () => readValue(STORAGE_KEYS.session, userSchema).value,
      write: () => {
        throw new Error('refused');
      },
    });
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(storage.getItem('user')).toBeNull();
    } finally {
      blocked.mockRestore();
    }
    expect(() => storage.setItem('user', { state: { user: pat }, version: 0 })).not.toThrow();
    expect(storage.getItem('user')).toEqual({ state: { user: null }, version: 0 });
  });
});
