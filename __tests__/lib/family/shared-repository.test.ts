/**
 * @jest-environment jsdom
 */
import { SessionExpiredError } from '@/lib/data-api/client';
import type { UserFacingError } from '@/lib/errors/messages';
import { createSharedRepositories } from '@/lib/repositories/shared';
import { makeUser } from '../../support/factories';
import { fakeFetch, type Reply } from '../../support/fake-data-api';

/**
 * Shared mode's family members (docs/family-members.md#in-shared-mode) against a fetch that
 * answers as PostgREST 12 does; the real database is driven in __tests__/db/family-members.test.mjs.
 */

/** Ann, whose token the fake API's calls carry. */
const ann = makeUser({ id: 7, name: 'Ann Lee', email: 'ann@example.org' });
const row = {
  id: 41,
  account_id: 7,
  name: 'Mia Lee',
  date_of_birth: '2018-03-04',
  relationship: 'child',
  created_at: '2026-11-25T15:00:00.123456+00:00',
} as const;
const details = { name: 'Mia Lee', date_of_birth: '2018-03-04', relationship: 'child' } as const;
const now = new Date('2026-11-25T15:00:00Z');

async function fakeApi(...replies: Reply[]) {
  const { fetchImpl, calls } = fakeFetch(...replies);
  const { family } = createSharedRepositories('http://api.test', fetchImpl);
  return { repository: await family(), calls };
}

const refusal = (status: number, code: string, message = 'refused') => ({
  status,
  body: { code, message, details: null, hint: null },
});

describe('the shared family member repository', () => {
  it('lists the account’s own members from GET /family_members, oldest first', async () => {
    const { repository, calls } = await fakeApi({ status: 200, body: [row] });
    await expect(repository.list(ann)).resolves.toEqual([row]);
    expect(calls[0]?.method).toBe('GET');
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/family_members');
    expect(url.searchParams.get('account_id')).toBe('eq.7');
    expect(url.searchParams.get('order')).toBe('id.asc');
  });

  it('adds, changes and removes through the database’s functions', async () => {
    const { repository, calls } = await fakeApi(
      { status: 200, body: row },
      { status: 200, body: { ...row, name: 'Mia Rose' } },
      { status: 200, body: row },
    );
    await expect(repository.add(ann, details, now)).resolves.toEqual(row);
    await expect(repository.update(ann, 41, { ...details, name: 'Mia Rose' })).resolves.toEqual({
      ...row,
      name: 'Mia Rose',
    });
    await expect(repository.remove(ann, row, now)).resolves.toEqual(row);
    expect(calls.map((call) => [call.method, new URL(call.url).pathname, call.body])).toEqual([
      ['POST', '/rpc/add_family_member', details],
      ['POST', '/rpc/update_family_member', { family_member_id: 41, ...details, name: 'Mia Rose' }],
      ['POST', '/rpc/remove_family_member', { family_member_id: 41 }],
    ]);
  });

  it.each([
    [refusal(409, '23503'), 'Mia Lee has upcoming visits. Cancel them first, then remove Mia Lee.'],
    [refusal(403, '42501'), 'That family member is not on your account.'],
    [
      'offline' as const,
      "The clinic's server can't be reached, so nothing was changed. Check your connection and try again; changes need a connection.",
    ],
  ])('says why a removal was refused (%j)', async (reply, text) => {
    const { repository } = await fakeApi(reply);
    await expect(repository.remove(ann, row, now)).rejects.toThrow(text);
  });

  it.each([
    [refusal(409, '23505'), 'Mia Lee is already one of your family members.'],
    [refusal(400, '22001'), 'A name can be at most 100 characters.'],
    [
      refusal(400, '22023', 'The date of birth cannot be in the future.'),
      'The date of birth cannot be in the future.',
    ],
  ])('says why an addition was refused (%j)', async (reply, text) => {
    const { repository } = await fakeApi(reply);
    await expect(repository.add(ann, details, now)).rejects.toThrow(text);
  });

  it.each([
    [refusal(409, '23505'), { code: 'family.duplicate', values: { name: 'Mia Lee' } }],
    [refusal(400, '22001'), { code: 'family.nameTooLong' }],
    [
      refusal(400, '22023', 'The date of birth cannot be in the future.'),
      { code: 'family.dateOfBirthInFuture' },
    ],
    [refusal(400, '22023', "Enter the family member's name."), { code: 'family.nameRequired' }],
    ['offline' as const, { code: 'refusals.serverUnreachable' }],
  ])('refuses an addition by code (%j)', async (reply, coded) => {
    const { repository } = await fakeApi(reply);
    await expect(repository.add(ann, details, now)).rejects.toMatchObject({ refusal: coded });
  });

  it.each([
    [refusal(409, '23503'), { code: 'family.hasUpcomingVisits', values: { name: 'Mia Lee' } }],
    [refusal(403, '42501'), { code: 'family.notOnAccount' }],
  ])('refuses a removal by code (%j)', async (reply, coded) => {
    const { repository } = await fakeApi(reply);
    await expect(repository.remove(ann, row, now)).rejects.toMatchObject({ refusal: coded });
  });

  it('shows a field sentence the form never writes as it is, with no code', async () => {
    const { repository } = await fakeApi(refusal(400, '22023', 'A sentence nobody wrote.'));
    const refused = await repository.add(ann, details, now).catch((error: unknown) => error);
    expect((refused as UserFacingError).refusal).toEqual({ message: 'A sentence nobody wrote.' });
  });

  it('reports an expired session as such', async () => {
    const { repository } = await fakeApi(refusal(401, 'PGRST301'));
    await expect(repository.list(ann)).rejects.toBeInstanceOf(SessionExpiredError);
  });
});
