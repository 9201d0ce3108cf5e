/**
 * @jest-environment jsdom
 */
import { localFamilyRepository as repository } from '@/lib/family/local-repository';
import type { FamilyMemberDetails } from '@/lib/family/family-members';
import { makeAppointment, makeUser } from '../../support/factories';

/**
 * Local mode's family members (docs/family-members.md#in-local-mode): plain JSON under
 * `familyMembers`, every account's in one list, each account seeing and changing only its own.
 */

const ann = makeUser({ id: 1_700_000_000_100, name: 'Ann Lee', email: 'ann@example.com' });
const bob = makeUser({ id: 1_700_000_000_200, name: 'Bob Roe', email: 'bob@example.com' });
const mia: FamilyMemberDetails = {
  name: 'Mia Lee',
  date_of_birth: '2018-03-04',
  relationship: 'child',
};
const now = new Date('2026-11-25T15:00:00.000Z');

const stored = (key = 'familyMembers') => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** A visit of Ann's for family member `id`, starting `start`. */
function visitFor(
  id: number | string,
  start: string,
  status: 'scheduled' | 'canceled' = 'scheduled',
) {
  return makeAppointment(ann, new Date(start), 'a day', {
    id: Date.parse(start),
    status,
    familyMemberId: id,
  });
}

describe('the local family member repository', () => {
  it('stores a member as plain JSON under familyMembers, on the account', async () => {
    const added = await repository.add(ann, mia, now);
    expect(stored()).toEqual([
      {
        id: now.getTime(),
        account_id: ann.id,
        name: 'Mia Lee',
        date_of_birth: '2018-03-04',
        relationship: 'child',
        created_at: '2026-11-25T15:00:00.000Z',
      },
    ]);
    expect(added).toEqual(stored()[0]);
  });

  it('lists only the account’s own members, oldest first', async () => {
    await repository.add(ann, mia, now);
    await repository.add(bob, { ...mia, name: 'Leo Roe' }, now);
    await repository.add(ann, { ...mia, name: 'Ben Lee' }, now);
    expect((await repository.list(ann)).map((member) => member.name)).toEqual([
      'Mia Lee',
      'Ben Lee',
    ]);
    expect((await repository.list(bob)).map((member) => member.name)).toEqual(['Leo Roe']);
  });

  it('refuses the same person twice on one account, and stores nothing', async () => {
    await repository.add(ann, mia, now);
    await expect(repository.add(ann, { ...mia, name: 'MIA LEE' }, now)).rejects.toThrow(
      'MIA LEE is already one of your family members.',
    );
    await expect(repository.add(bob, mia, now)).resolves.toMatchObject({ account_id: bob.id });
    expect(stored()).toHaveLength(2);
  });

  it('changes a member’s details, keeping its id, account and creation time', async () => {
    const added = await repository.add(ann, mia, now);
    const changed = {
      name: 'Mia Rose Lee',
      date_of_birth: '2018-03-05',
      relationship: 'other',
    } as const;
    await expect(repository.update(ann, added.id, changed)).resolves.toEqual({
      ...added,
      ...changed,
    });
    expect(stored()).toEqual([{ ...added, ...changed }]);
  });

  it('refuses changing or removing another account’s member, and changes nothing', async () => {
    const added = await repository.add(ann, mia, now);
    const before = stored();
    await expect(repository.update(bob, added.id, { ...mia, name: 'Mallory' })).rejects.toThrow(
      'That family member is not on your account.',
    );
    await expect(repository.remove(bob, added, now)).rejects.toThrow(
      'That family member is not on your account.',
    );
    expect(stored()).toEqual(before);
  });

  it('deletes a member no visit names', async () => {
    const added = await repository.add(ann, mia, now);
    await expect(repository.remove(ann, added, now)).resolves.toEqual(added);
    expect(stored()).toEqual([]);
  });

  it('refuses removing a member with a visit that has not ended, saying what to do', async () => {
    const added = await repository.add(ann, mia, now);
    window.localStorage.setItem(
      'appointments',
      JSON.stringify([visitFor(added.id, '2026-11-25T14:45:00.000Z')]),
    );
    await expect(repository.remove(ann, added, now)).rejects.toThrow(
      'Mia Lee has upcoming visits. Cancel them first, then remove Mia Lee.',
    );
    expect(stored()).toEqual([added]);
  });

  it('refuses by code (docs/languages.md#refusals-by-code), naming the member where the text does', async () => {
    const added = await repository.add(ann, mia, now);
    await expect(repository.add(ann, { ...mia, name: 'MIA LEE' }, now)).rejects.toMatchObject({
      refusal: {
        code: 'family.duplicate',
        message: 'MIA LEE is already one of your family members.',
        values: { name: 'MIA LEE' },
      },
    });
    await expect(repository.remove(bob, added, now)).rejects.toMatchObject({
      refusal: {
        code: 'family.notOnAccount',
        message: 'That family member is not on your account.',
      },
    });
    window.localStorage.setItem(
      'appointments',
      JSON.stringify([visitFor(added.id, '2026-12-01T14:00:00.000Z')]),
    );
    await expect(repository.remove(ann, added, now)).rejects.toMatchObject({
      refusal: { code: 'family.hasUpcomingVisits', values: { name: 'Mia Lee' } },
    });
  });

  it('keeps a removed member whom past or canceled visits name, listed no more and not changed again', async () => {
    const added = await repository.add(ann, mia, now);
    window.localStorage.setItem(
      'appointments',
      JSON.stringify([
        visitFor(added.id, '2026-11-20T14:00:00.000Z'),
        visitFor(added.id, '2026-12-01T14:00:00.000Z', 'canceled'),
      ]),
    );
    await repository.remove(ann, added, now);
    expect(stored()).toEqual([{ ...added, removed_at: now.toISOString() }]);
    expect(await repository.list(ann)).toEqual([]);
    await expect(repository.update(ann, added.id, mia)).rejects.toThrow(
      'That family member is not on your account.',
    );
    // The same person may be added again: the removed record no longer counts.
    await expect(repository.add(ann, mia, new Date(now.getTime() + 1))).resolves.toMatchObject(mia);
  });

  it('sets invalid stored records aside and lists the rest', async () => {
    const valid = { id: 1, account_id: ann.id, ...mia, created_at: now.toISOString() };
    const invalid = { id: 2, account_id: ann.id, name: 'Zed', date_of_birth: '2018-02-30' };
    window.localStorage.setItem('familyMembers', JSON.stringify([valid, invalid]));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await repository.list(ann)).toEqual([valid]);
    expect(stored('familyMembers.invalid')).toEqual([invalid]);
  });

  it('tells a listener when another tab changes the stored family members', () => {
    const listener = jest.fn();
    const stop = repository.onExternalChange(listener);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'appointments', storageArea: window.localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'familyMembers', storageArea: window.localStorage }),
    );
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'familyMembers', storageArea: window.localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
