import { type ApiError, type DataApi, failure } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import * as z from '@/lib/schema';
import { type FamilyMember, type FamilyMemberDetails, familyMemberSchema } from './family-members';
import type { FamilyMemberRepository } from './repository';
import { familyRefusal, familySentenceRefusal } from './texts';

/**
 * The error a refused call shows (docs/shared-mode.md#error-codes), a refusal by code
 * (docs/languages.md#refusals-by-code): the site's for each code the family functions answer
 * with, naming `name` where the text does; for a field the database refused (22023), the form's
 * problem its sentence words.
 */
function refusal(status: number, error: ApiError, name: string): Error {
  if (error.code === '22023') return new UserFacingError(familySentenceRefusal(error.message));
  return failure(status, error, {
    '22001': familyRefusal('nameTooLong'),
    '23503': familyRefusal('hasUpcomingVisits', name),
    '23505': familyRefusal('duplicate', name),
    '42501': familyRefusal('notOnAccount'),
  });
}

/**
 * Shared mode's family members over PostgREST (docs/family-members.md#in-shared-mode): read from
 * GET /family_members, written by the functions add_family_member, update_family_member and
 * remove_family_member; `client` carries the session's token.
 */
export function createSharedFamilyRepository(client: DataApi): FamilyMemberRepository {
  async function call(
    fn: string,
    args: Record<string, unknown>,
    name: string,
  ): Promise<FamilyMember> {
    const { data, error, status } = await (await client()).rpc(fn, args);
    if (error) throw refusal(status, error, name);
    return familyMemberSchema.parse(data);
  }
  const fields = (details: FamilyMemberDetails) => ({
    name: details.name,
    date_of_birth: details.date_of_birth,
    relationship: details.relationship,
  });

  return {
    list: async (account) => {
      // Staff read every account's members: only the account's own are its list.
      const { data, error, status } = await (
        await client()
      )
        .from('family_members')
        .select('*')
        .eq('account_id', account.id)
        .order('id');
      if (error) throw failure(status, error, {});
      return z.array(familyMemberSchema).parse(data);
    },
    add: (_account, details) => call('add_family_member', fields(details), details.name),
    update: (_account, id, details) =>
      call('update_family_member', { family_member_id: id, ...fields(details) }, details.name),
    remove: (_account, member) =>
      call('remove_family_member', { family_member_id: member.id }, member.name),
    // Another tab's change is read on the next visit to the page: nothing to follow here.
    onExternalChange: () => () => {},
  };
}
