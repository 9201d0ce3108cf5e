/**
 * The family feature's entry (docs/architecture.md#zones): an account's family members
 * (docs/family-members.md), their rules and their repository of both modes. The rest of
 * lib/family is internal.
 */
export {
  ageOn,
  checkedDetails,
  checkFamilyMember,
  dateOfBirthProblem,
  type FamilyMember,
  type FamilyMemberDetails,
  type FamilyMemberField,
  type FamilyMemberInput,
  type FamilyMemberProblems,
  RELATIONSHIPS,
} from './family-members';
export { localFamilyRepository } from './local-repository';
export type { FamilyMemberRepository } from './repository';
export { createSharedFamilyRepository } from './shared-repository';
export { familyMessages, familyRefusal } from './texts';
