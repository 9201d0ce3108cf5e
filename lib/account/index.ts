/** The account feature's entry (docs/architecture.md#zones); the rest of lib/account is internal. */
export { localAccountRepository } from './local-repository';
export type { AccountRepository } from './repository';
export { createSharedAccountRepository } from './shared-repository';
export { accountRefusal, claimRefusal } from './texts';
export { languageOf, linkedDoctorId, normalizeEmail, type User } from './user';
