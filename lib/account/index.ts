/**
 * The account feature's entry: what other features and the mode picker may use
 * (docs/product.md#accounts-and-sessions). Everything else in lib/account is internal to it.
 */
export { localAccountRepository } from './local-repository';
export type { AccountRepository } from './repository';
export { createSharedAccountRepository } from './shared-repository';
export { accountMessages } from './texts';
export { normalizeEmail, type User } from './user';
