import type { Notifier } from '@/lib/notifications/notifier';
import { StorageQuotaError } from '@/lib/storage/web-storage';
import { useSessionStore } from '@/stores/account-store';
import { resetStores, spyNotifier, storedJson, writeStored } from '../support/component-helpers';
import { allStored, refuseWrites } from '../support/storage-faults';
import { makeCredentials } from '@/__tests__/support/factories';

/**
 * The session store's multi-key actions: an account, its password hash and the session are
 * stored all or nothing (docs/decisions/006-bad-data-is-kept.md).
 */

let notifier: ReturnType<typeof spyNotifier>;
beforeEach(() => {
  resetStores();
  notifier = spyNotifier();
});

const input = makeCredentials({ name: 'Ann', email: 'ann@example.com', password: 'pw-1' });

describe('useSessionStore.register', () => {
  it('stores the user, the hash and the session, and logs in', async () => {
    const user = await useSessionStore.getState().register(input, notifier as Notifier);
    expect(storedJson('user')).toEqual(user);
    expect(storedJson('users')).toEqual([user]);
    expect(storedJson('credentials')).toEqual([expect.objectContaining({ email: input.email })]);
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('keeps no account when the session write is refused, and stays logged out', async () => {
    const setItem = refuseWrites((key) => key === 'user');
    try {
      await expect(
        useSessionStore.getState().register(input, notifier as Notifier),
      ).rejects.toThrow(StorageQuotaError);
    } finally {
      setItem.mockRestore();
    }
    expect(allStored()).toEqual({});
    expect(useSessionStore.getState().user).toBeNull();
    expect(notifier.registered).not.toHaveBeenCalled();
  });
});

describe('useSessionStore.login', () => {
  it("does not keep a legacy account's first password when the session write is refused", async () => {
    writeStored('users', [{ id: 1, name: 'Old', email: 'old@example.com', role: 'patient' }]);
    const before = allStored();
    const setItem = refuseWrites((key) => key === 'user');
    try {
      await expect(
        useSessionStore.getState().login('old@example.com', 'first', notifier as Notifier),
      ).rejects.toThrow(StorageQuotaError);
    } finally {
      setItem.mockRestore();
    }
    expect(allStored()).toEqual(before);
    expect(useSessionStore.getState().user).toBeNull();
    expect(notifier.loggedIn).not.toHaveBeenCalled();
  });
});

describe('useSessionStore.setDateOfBirth', () => {
  it("keeps the holder's date of birth on their account record and the session", async () => {
    const user = await useSessionStore.getState().register(input, notifier as Notifier);
    const updated = await useSessionStore.getState().setDateOfBirth('1990-05-05');
    expect(updated).toEqual({ ...user, dateOfBirth: '1990-05-05' });
    expect(storedJson('user')).toEqual(updated);
    expect(storedJson('users')).toEqual([updated]);
    expect(useSessionStore.getState().user).toEqual(updated);
  });

  it('refuses with nobody logged in', async () => {
    await expect(useSessionStore.getState().setDateOfBirth('1990-05-05')).rejects.toThrow(
      'Your session has expired. Please log in again.',
    );
  });
});

describe('useSessionStore.setLanguage', () => {
  it("makes the switch's language the signed-in account's, on its record and the session", async () => {
    const user = await useSessionStore.getState().register(input, notifier as Notifier);
    // English is not written: the record keeps the original fields (docs/storage.md).
    expect(user).not.toHaveProperty('language');
    await useSessionStore.getState().setLanguage('es');
    const updated = { ...user, language: 'es' };
    expect(useSessionStore.getState().user).toEqual(updated);
    expect(storedJson('user')).toEqual(updated);
    expect(storedJson('users')).toEqual([updated]);
  });

  it('changes nothing when logged out, and logs a refused write without throwing', async () => {
    await useSessionStore.getState().setLanguage('es');
    expect(allStored()).toEqual({});
    const user = await useSessionStore.getState().register(input, notifier as Notifier);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = refuseWrites((key) => key === 'users');
    try {
      await useSessionStore.getState().setLanguage('es');
    } finally {
      setItem.mockRestore();
    }
    expect(warn).toHaveBeenCalledWith(
      'Could not keep the language with the account.',
      expect.any(StorageQuotaError),
    );
    expect(useSessionStore.getState().user).toEqual(user);
    expect(storedJson('users')).toEqual([user]);
  });
});
