import { create } from 'zustand';
import type { User } from '@/lib/account';
import { clinicDayKey } from '@/lib/clinic';
import {
  checkedDetails,
  type FamilyMember,
  type FamilyMemberInput,
  type FamilyMemberRepository,
} from '@/lib/family';
import { loadFamilyRepository } from '@/lib/repositories';
import { withSession } from './account-store';

/** The logged-in account's family members (docs/family-members.md), as /family shows them. */
export interface FamilyState {
  /** Oldest first, without those removed; empty until {@link FamilyActions.load} first reads them. */
  members: FamilyMember[];
}

/** Reading and changing the family members, each through the repository of the build's mode. */
export interface FamilyActions {
  /**
   * Reads `user`'s family members, and resolves to them. An expired session logs out.
   * @throws {UserFacingError} (shared) no connection, or the session expired.
   */
  load: (user: User) => Promise<FamilyMember[]>;
  /**
   * Checks the details against the clinic's today (docs/family-members.md#the-details) and adds
   * the member to the account and the list.
   * @throws {UserFacingError} the details' first problem, or as `FamilyMemberRepository.add`.
   */
  addMember: (user: User, input: FamilyMemberInput, now?: Date) => Promise<FamilyMember>;
  /** As {@link FamilyActions.addMember}, for member `id`'s new details. */
  updateMember: (
    user: User,
    id: FamilyMember['id'],
    input: FamilyMemberInput,
    now?: Date,
  ) => Promise<FamilyMember>;
  /**
   * Removes `member` (docs/family-members.md#removing-a-family-member) from the account and the list.
   * @throws {UserFacingError} a visit for them has not ended, or as the repository.
   */
  removeMember: (user: User, member: FamilyMember, now?: Date) => Promise<FamilyMember>;
  /** Reads `user`'s members again whenever another tab changes them; returns unsubscribe. */
  followOtherTabs: (user: User) => () => void;
}

/** No members read yet. */
export const initialFamilyState: FamilyState = { members: [] };

/** The family members store; the repository is the one path that reads and writes them. */
export const useFamilyStore = create<FamilyState & FamilyActions>()((set, get) => {
  /** Runs a write through the repository with the session's expiry handled, then applies `show` to the list. */
  async function write(
    run: (repository: FamilyMemberRepository) => Promise<FamilyMember>,
    show: (members: FamilyMember[], member: FamilyMember) => FamilyMember[],
  ): Promise<FamilyMember> {
    const repository = await loadFamilyRepository();
    const member = await withSession(() => run(repository));
    set({ members: show(get().members, member) });
    return member;
  }
  const sameId = (a: FamilyMember, b: FamilyMember) => String(a.id) === String(b.id);
  return {
    ...initialFamilyState,
    load: async (user) => {
      const repository = await loadFamilyRepository();
      const members = await withSession(() => repository.list(user));
      set({ members });
      return members;
    },
    addMember: async (user, input, now = new Date()) => {
      const details = checkedDetails(input, clinicDayKey(now));
      return write(
        (repository) => repository.add(user, details, now),
        (members, added) => [...members, added],
      );
    },
    updateMember: async (user, id, input, now = new Date()) => {
      const details = checkedDetails(input, clinicDayKey(now));
      return write(
        (repository) => repository.update(user, id, details),
        (members, updated) => members.map((member) => (sameId(member, updated) ? updated : member)),
      );
    },
    removeMember: async (user, member, now = new Date()) =>
      write(
        (repository) => repository.remove(user, member, now),
        (members, removed) => members.filter((candidate) => !sameId(candidate, removed)),
      ),
    followOtherTabs: (user) => {
      let stop: (() => void) | null = null;
      let following = true;
      const reload = () => {
        get()
          .load(user)
          .catch((error: unknown) => console.warn('Could not read the family members.', error));
      };
      void loadFamilyRepository().then((repository) => {
        if (following) stop = repository.onExternalChange(reload);
      });
      return () => {
        following = false;
        stop?.();
      };
    },
  };
});
