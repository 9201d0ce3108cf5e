import type { User } from '@/lib/account';
import { appointmentSchema } from '@/lib/appointments';
import { UserFacingError } from '@/lib/errors/messages';
import { type Id, nextTimestampId } from '@/lib/storage/ids';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList, updateList } from '@/lib/storage/records';
import { onOtherTabWrite } from '@/lib/storage/web-storage';
import {
  type FamilyMember,
  type FamilyMemberDetails,
  familyMemberSchema,
  hasUpcomingVisit,
  isNamedByAVisit,
} from './family-members';
import type { FamilyMemberRepository } from './repository';
import { familyRefusal } from './texts';

const KEY = STORAGE_KEYS.familyMembers;

/** Whether `member` is one of `account`'s and not removed: the only ones it sees or changes. */
const isListedFor = (account: User) => (member: FamilyMember) =>
  String(member.account_id) === String(account.id) && member.removed_at === undefined;

/** The account's listed member `id` in `current`. @throws {UserFacingError} none such. */
function listedMember(current: readonly FamilyMember[], account: User, id: Id): FamilyMember {
  const member = current
    .filter(isListedFor(account))
    .find((candidate) => String(candidate.id) === String(id));
  if (!member) throw new UserFacingError(familyRefusal('notOnAccount'));
  return member;
}

/** Refuses `details` when another listed member of the account is the same person (name in any case, date of birth). */
function refuseDuplicate(
  current: readonly FamilyMember[],
  account: User,
  details: FamilyMemberDetails,
  except: Id | null,
): void {
  const name = details.name.toLowerCase();
  const twin = current
    .filter(isListedFor(account))
    .some(
      (member) =>
        String(member.id) !== String(except) &&
        member.name.toLowerCase() === name &&
        member.date_of_birth === details.date_of_birth,
    );
  if (twin) throw new UserFacingError(familyRefusal('duplicate', details.name));
}

/**
 * Local mode's family members, every account's in this browser under `familyMembers`
 * (docs/family-members.md#in-local-mode). Each write re-reads the stored list and changes that
 * fresh copy (docs/decisions/005-tabs-share-writes.md); removing reads the stored appointments
 * for the member's visits.
 */
export const localFamilyRepository: FamilyMemberRepository = {
  list: async (account) => readList(KEY, familyMemberSchema).value.filter(isListedFor(account)),
  add: async (account, details, now) => {
    let created: FamilyMember | undefined;
    updateList(KEY, familyMemberSchema, (current) => {
      refuseDuplicate(current, account, details, null);
      created = {
        id: nextTimestampId(current, now.getTime()),
        account_id: account.id,
        ...details,
        created_at: now.toISOString(),
      };
      return [...current, created];
    });
    return created as FamilyMember;
  },
  update: async (account, id, details) => {
    let updated: FamilyMember | undefined;
    updateList(KEY, familyMemberSchema, (current) => {
      const member = listedMember(current, account, id);
      refuseDuplicate(current, account, details, id);
      updated = { ...member, ...details };
      return current.map((candidate) =>
        candidate === member ? (updated as FamilyMember) : candidate,
      );
    });
    return updated as FamilyMember;
  },
  remove: async (account, { id }, now) => {
    const visits = readList(STORAGE_KEYS.appointments, appointmentSchema).value;
    let removed: FamilyMember | undefined;
    updateList(KEY, familyMemberSchema, (current) => {
      const member = listedMember(current, account, id);
      if (hasUpcomingVisit(member.id, visits, now)) {
        throw new UserFacingError(familyRefusal('hasUpcomingVisits', member.name));
      }
      removed = member;
      // Past visits still name them: kept, marked removed, for those visits.
      return isNamedByAVisit(member.id, visits)
        ? current.map((candidate) =>
            candidate === member ? { ...member, removed_at: now.toISOString() } : candidate,
          )
        : current.filter((candidate) => candidate !== member);
    });
    return removed as FamilyMember;
  },
  onExternalChange: (listener) => onOtherTabWrite(KEY, listener),
};
