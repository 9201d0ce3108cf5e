import type { AccountRepository } from '@/lib/account';
import { localAccountRepository, createSharedAccountRepository } from '@/lib/account';
import type { AppointmentRepository } from '@/lib/appointments';
import { localAppointmentRepository, createSharedAppointmentRepository } from '@/lib/appointments';
import { dataApiUrl } from '@/lib/config/env';

/**
 * The shared implementations over the PostgREST at `baseUrl` (docs/shared-mode.md), the
 * appointments calling it with the account session's token.
 * @param fetchImpl the fetch to call it with (tests pass one that answers as PostgREST does).
 */
export function createSharedRepositories(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): { accounts: AccountRepository; appointments: AppointmentRepository } {
  const { accounts, client } = createSharedAccountRepository(baseUrl, fetchImpl);
  return { accounts, appointments: createSharedAppointmentRepository(client) };
}

/**
 * The repositories this build uses, picked once from `NEXT_PUBLIC_DATA_API_URL`: unset, local
 * mode (this browser's storage); set, shared mode (PostgreSQL through PostgREST at that URL).
 * The only module that knows which mode is on (docs/decisions/011-shared-mode.md).
 */
const repositories: { accounts: AccountRepository; appointments: AppointmentRepository } =
  dataApiUrl
    ? createSharedRepositories(dataApiUrl)
    : { accounts: localAccountRepository, appointments: localAppointmentRepository };

/** Accounts and the session (docs/product.md#accounts-and-sessions). */
export const accountRepository: AccountRepository = repositories.accounts;
/** Appointments (docs/product.md#booking, #appointments-list). */
export const appointmentRepository: AppointmentRepository = repositories.appointments;
