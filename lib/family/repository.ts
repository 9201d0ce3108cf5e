import type { User } from '@/lib/account';
import type { FamilyMember, FamilyMemberDetails } from './family-members';

/**
 * An account's family members (docs/family-members.md), in local or shared mode
 * (docs/architecture.md#repositories). Every method acts for `account`, the logged-in user.
 */
export interface FamilyMemberRepository {
  /**
   * The account's family members, oldest first, without those removed.
   * @throws {UserFacingError} (shared) no connection; {SessionExpiredError} (shared).
   */
  list(account: User): Promise<FamilyMember[]>;
  /**
   * Adds a family member with checked details (`checkFamilyMember`); `now` stamps it.
   * @throws {UserFacingError} the same person (name, any case, and date of birth) is already
   *   there, (shared) a doctor account or no connection; nothing stored.
   * @throws {SessionExpiredError} (shared); {StorageQuotaError | StorageUnavailableError} (local).
   */
  add(account: User, details: FamilyMemberDetails, now: Date): Promise<FamilyMember>;
  /**
   * Replaces one of the account's family members' details, as {@link FamilyMemberRepository.add}
   * checks them. @throws {UserFacingError} not the account's (or removed), or as `add`.
   */
  update(
    account: User,
    id: FamilyMember['id'],
    details: FamilyMemberDetails,
  ): Promise<FamilyMember>;
  /**
   * Removes one of the account's family members (docs/family-members.md#removing-a-family-member):
   * deleted when no visit names them, else kept for those visits and listed no more.
   * @returns the member as it was.
   * @throws {UserFacingError} a visit for them has not ended at `now`, or not the account's.
   * @throws {SessionExpiredError} (shared); {StorageQuotaError | StorageUnavailableError} (local).
   */
  remove(account: User, member: FamilyMember, now: Date): Promise<FamilyMember>;
  /** Calls `listener` when another tab changes the stored family members; returns unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}
