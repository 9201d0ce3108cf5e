import { waitFor } from '@testing-library/react';
import { initialFamilyState, useFamilyStore } from '@/stores/family-store';
import { makeUser } from '../support/factories';

/** The family members store (docs/family-members.md) over local mode's repository. */

const ann = makeUser({ id: 1_700_000_000_100, name: 'Ann Lee' });
const input = { name: 'Mia Lee', dateOfBirth: '2018-03-04', relationship: 'child' };
const now = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => useFamilyStore.setState(initialFamilyState));

describe('useFamilyStore', () => {
  it('checks the details before anything is stored, naming the first problem', async () => {
    await expect(
      useFamilyStore.getState().addMember(ann, { ...input, dateOfBirth: '2026-11-26' }, now),
    ).rejects.toThrow('The date of birth cannot be in the future.');
    expect(window.localStorage.getItem('familyMembers')).toBeNull();
  });

  it('adds, changes and removes, keeping its list as stored', async () => {
    const { addMember, updateMember, removeMember } = useFamilyStore.getState();
    const mia = await addMember(ann, input, now);
    const ben = await addMember(ann, { ...input, name: 'Ben Lee' }, now);
    await updateMember(ann, mia.id, { ...input, name: 'Mia Rose' }, now);
    await removeMember(ann, ben, now);
    const stored = JSON.parse(window.localStorage.getItem('familyMembers') ?? '[]');
    expect(useFamilyStore.getState().members).toEqual(stored);
    expect(stored.map((member: { name: string }) => member.name)).toEqual(['Mia Rose']);
  });

  it('reads the list again when another tab changes it, until told to stop', async () => {
    const stop = useFamilyStore.getState().followOtherTabs(ann);
    const mia = {
      id: 1,
      account_id: ann.id,
      name: 'Mia Lee',
      date_of_birth: '2018-03-04',
      relationship: 'child',
      created_at: now.toISOString(),
    };
    await waitFor(() => {
      window.localStorage.setItem('familyMembers', JSON.stringify([mia]));
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'familyMembers', storageArea: window.localStorage }),
      );
      expect(useFamilyStore.getState().members).toHaveLength(1);
    });
    stop();
    window.localStorage.setItem('familyMembers', '[]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'familyMembers', storageArea: window.localStorage }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useFamilyStore.getState().members).toHaveLength(1);
  });
});
