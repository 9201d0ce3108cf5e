import { type AccountRepository, createSharedAccountRepository } from '@/lib/account';
import {
  type AppointmentRepository,
  createSharedAppointmentRepository,
} from '@/lib/appointments/booking';
import { createSharedFrontDesk, type FrontDesk } from '@/lib/appointments/front-desk';
import {
  createSharedWaitlistRepository,
  type WaitlistRepository,
} from '@/lib/appointments/waitlist';
import type { FamilyMemberRepository } from '@/lib/family';
import { loadFamily } from './load-family';

/** The repositories of one mode, as `lib/repositories/index.ts` hands them out. */
export interface Repositories {
  accounts: AccountRepository;
  appointments: AppointmentRepository;
  frontDesk: FrontDesk | null;
  waitlist: WaitlistRepository | null;
  family: () => Promise<FamilyMemberRepository>;
}

/**
 * Shared mode's repositories over the PostgREST at `baseUrl` (docs/architecture.md#repositories).
 * Only a shared build loads this module, so a local build's pages carry none of it.
 */
export function createSharedRepositories(baseUrl: string, fetchImpl?: typeof fetch): Repositories {
  const { accounts, client } = createSharedAccountRepository(baseUrl, fetchImpl);
  return {
    accounts,
    appointments: createSharedAppointmentRepository(client),
    frontDesk: createSharedFrontDesk(client),
    waitlist: createSharedWaitlistRepository(client),
    family: async () => (await loadFamily()).createSharedFamilyRepository(client),
  };
}
