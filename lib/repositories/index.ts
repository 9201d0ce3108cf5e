import type { AccountRepository } from '@/lib/account';
import { localAccountRepository } from '@/lib/account';
import type { FrontDesk } from '@/lib/appointments/front-desk';
import type { WaitlistRepository } from '@/lib/appointments/waitlist';
import { dataApiUrl } from '@/lib/config/env';
import type { FamilyMemberRepository } from '@/lib/family';
import { loadFamily } from './load-family';
import type { Repositories } from './shared';

/**
 * Shared mode's repositories, or null in a local build: picked once from
 * `NEXT_PUBLIC_DATA_API_URL`, the one place that knows the mode
 * (docs/architecture.md#repositories, docs/decisions/011-shared-mode.md).
 * `lib/repositories/appointments.ts` takes the appointment repository from it.
 */
export const sharedRepositories: Repositories | null =
  // The variable itself, which next.config.mjs inlines as '' when unset: a local build rules
  // this branch out and leaves ./shared out of its pages. A require, not an import, so that
  // the branch decides; jest (not inlined) and tests mocking `dataApiUrl` go by `dataApiUrl`.
  process.env.NEXT_PUBLIC_DATA_API_URL !== '' && dataApiUrl
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./shared') as typeof import('./shared')).createSharedRepositories(dataApiUrl)
    : null;

/** This build's repositories but the appointment one (lib/repositories/appointments.ts). */
const repositories: Omit<Repositories, 'appointments'> = sharedRepositories ?? {
  accounts: localAccountRepository,
  frontDesk: null,
  waitlist: null,
  family: async () => (await loadFamily()).localFamilyRepository,
};

/** The account repository of this build's mode (docs/product.md#accounts-and-sessions). */
export const accountRepository: AccountRepository = repositories.accounts;
/**
 * The front desk (docs/front-desk.md), or null in local mode, where a browser
 * holds only its own bookings and there is no clinic-wide schedule to run.
 */
export const frontDesk: FrontDesk | null = repositories.frontDesk;
/**
 * The waitlist of shared mode, or null in local mode, where there is none
 * (docs/waitlist.md).
 */
export const waitlistRepository: WaitlistRepository | null = repositories.waitlist;
/** Loads the family member repository of this build's mode (docs/family-members.md). */
export const loadFamilyRepository: () => Promise<FamilyMemberRepository> = repositories.family;
