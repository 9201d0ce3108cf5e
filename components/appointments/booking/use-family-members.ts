import { useEffect, useState } from 'react';
import type { User } from '@/lib/account';
import type { FamilyMember } from '@/lib/family';
import { lazyModule } from '@/lib/lazy/lazy-module';

/** The family feature's store, loaded after the form: only an account with family members shows them. */
const loadFamilyStore = lazyModule(() => import('@/stores/family-store'));

/** No family members: what every form starts with, and keeps for an account without any. */
const NONE: readonly FamilyMember[] = [];

/**
 * The family members `patient` may book for, oldest first (docs/family-members.md#booking-for-a-family-member),
 * read once the form is on screen; none until then, and none when they cannot be read (the
 * account holder can still book for themselves: the read is logged and not retried).
 */
export function useFamilyMembers(patient: User): readonly FamilyMember[] {
  const [members, setMembers] = useState(NONE);
  useEffect(() => {
    let shown = true;
    loadFamilyStore()
      .then(({ useFamilyStore }) => useFamilyStore.getState().load(patient))
      .then((read) => {
        // An account without family members keeps the form it always had: nothing changes.
        if (shown && read.length > 0) setMembers(read);
      })
      .catch((error: unknown) => console.warn('Could not read the family members.', error));
    return () => {
      shown = false;
    };
  }, [patient]);
  return members;
}
