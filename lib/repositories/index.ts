import type { AccountRepository } from '@/lib/account';
import { localAccountRepository, createSharedAccountRepository } from '@/lib/account';
import {
  type AppointmentRepository,
  createSharedAppointmentRepository,
  localAppointmentRepository,
} from '@/lib/appointments/booking';
import { createSharedFrontDesk, type FrontDesk } from '@/lib/appointments/front-desk';
import {
  createSharedWaitlistRepository,
  type WaitlistRepository,
} from '@/lib/appointments/waitlist';
import { dataApiUrl } from '@/lib/config/env';
import type { FamilyMemberRepository } from '@/lib/family';
import { lazyModule } from '@/lib/lazy/lazy-module';

/**
 * The family feature, loaded on first use: only /family reads family members, and every page
 * loads this module (the session's store imports it), so no other page carries them.
 */
const loadFamily = lazyModule(() => import('@/lib/family'));

/** Shared mode's repositories over the PostgREST at `baseUrl` (docs/architecture.md#repositories). */
export function createSharedRepositories(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): {
  accounts: AccountRepository;
  appointments: AppointmentRepository;
  frontDesk: FrontDesk | null;
  waitlist: WaitlistRepository | null;
  family: () => Promise<FamilyMemberRepository>;
} {
  const { accounts, client } = createSharedAccountRepository(baseUrl, fetchImpl);
  return {
    accounts,
    appointments: createSharedAppointmentRepository(client),
    frontDesk: createSharedFrontDesk(client),
    waitlist: createSharedWaitlistRepository(client),
    family: async () => (await loadFamily()).createSharedFamilyRepository(client),
  };
}

/**
 * The repositories this build uses, picked once from `NEXT_PUBLIC_DATA_API_URL`: the one module
 * that knows the mode (docs/architecture.md#repositories, docs/decisions/011-shared-mode.md).
 */
const repositories: ReturnType<typeof createSharedRepositories> = dataApiUrl
  ? createSharedRepositories(dataApiUrl)
  : {
      accounts: localAccountRepository,
      appointments: localAppointmentRepository,
      frontDesk: null,
      waitlist: null,
      family: async () => (await loadFamily()).localFamilyRepository,
    };

/** The account repository of this build's mode (docs/product.md#accounts-and-sessions). */
export const accountRepository: AccountRepository = repositories.accounts;
/** The appointment repository of this build's mode (docs/architecture.md#repositories). */
export const appointmentRepository: AppointmentRepository = repositories.appointments;
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
