import type { AccountRepository } from '@/lib/account';
import { localAccountRepository, createSharedAccountRepository } from '@/lib/account';
import type { AppointmentRepository } from '@/lib/appointments';
import { localAppointmentRepository, createSharedAppointmentRepository } from '@/lib/appointments';
import { dataApiUrl } from '@/lib/config/env';

/** Shared mode's repositories over the PostgREST at `baseUrl` (docs/architecture.md#repositories). */
export function createSharedRepositories(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): { accounts: AccountRepository; appointments: AppointmentRepository } {
  const { accounts, client } = createSharedAccountRepository(baseUrl, fetchImpl);
  return { accounts, appointments: createSharedAppointmentRepository(client) };
}

/**
 * The repositories this build uses, picked once from `NEXT_PUBLIC_DATA_API_URL`: the one module
 * that knows the mode (docs/architecture.md#repositories, docs/decisions/011-shared-mode.md).
 */
const repositories: { accounts: AccountRepository; appointments: AppointmentRepository } =
  dataApiUrl
    ? createSharedRepositories(dataApiUrl)
    : { accounts: localAccountRepository, appointments: localAppointmentRepository };

/** The account repository of this build's mode (docs/product.md#accounts-and-sessions). */
export const accountRepository: AccountRepository = repositories.accounts;
/** The appointment repository of this build's mode (docs/architecture.md#repositories). */
export const appointmentRepository: AppointmentRepository = repositories.appointments;
