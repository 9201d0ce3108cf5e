/** The family feature's texts, each once (docs/texts.md); /family (docs/family-members.md). */
export const familyTexts = {
  /** The page's heading and title. */
  pageTitle: 'Family members',
  intro: 'Add the people you book visits for, such as a child or a parent you care for.',
  listLabel: 'Your family members',
  empty: "You haven't added any family members yet.",
  addTitle: 'Add a family member',
  editTitle: (name: string) => `Edit ${name}’s details`,
  nameLabel: 'Full name',
  dateOfBirthLabel: 'Date of birth',
  relationshipLabel: 'Relationship to you',
  chooseRelationship: 'Choose…',
  /** How each of `RELATIONSHIPS` reads; one without a label fails the typecheck where it is shown. */
  relationships: {
    child: 'Child',
    parent: 'Parent',
    partner: 'Spouse or partner',
    other: 'Other',
  },
  /** A member's line under the name: 'Child · born March 4, 2018 (age 8)'. */
  summary: (relationship: string, bornOn: string, age: number) =>
    `${relationship} · born ${bornOn} (age ${age})`,
  addButton: 'Add family member',
  adding: 'Adding…',
  saveButton: 'Save changes',
  saving: 'Saving…',
  cancelEdit: 'Cancel',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removing: 'Removing…',
  confirmRemove: (name: string) => `Remove ${name} from your family members?`,
  added: (name: string) => `${name} was added to your family members.`,
  saved: (name: string) => `${name}’s details were saved.`,
  removed: (name: string) => `${name} was removed from your family members.`,
  /** A doctor account in shared mode: it books nothing, for anyone. */
  doctorAccount: 'Doctor accounts don’t book visits, so they have no family members.',
} as const;

/** The family feature's errors, each once (docs/texts.md); the database words its own the same. */
export const familyMessages = {
  nameRequired: "Enter the family member's name.",
  nameTooLong: 'A name can be at most 100 characters.',
  dateOfBirthRequired: 'Enter a date of birth.',
  dateOfBirthInvalid: 'Enter a real date of birth, like 2018-03-27.',
  dateOfBirthInFuture: 'The date of birth cannot be in the future.',
  dateOfBirthTooEarly: 'Enter a date of birth from 1900 on.',
  relationshipRequired: 'Choose how you are related.',
  duplicate: (name: string) => `${name} is already one of your family members.`,
  hasUpcomingVisits: (name: string) =>
    `${name} has upcoming visits. Cancel them first, then remove ${name}.`,
  notOnAccount: 'That family member is not on your account.',
  /** While they cannot be read (shared mode: the server is unreachable); the page asks again by itself. */
  loadFailed: 'Your family members can’t be shown right now. This page tries again by itself.',
  saveFailed: 'The family member could not be saved. Please try again.',
  removeFailed: 'The family member could not be removed. Please try again.',
} as const;
