import { dataApiUrl } from '@/lib/env';
import { localAccountRepository, localAppointmentRepository } from './local';
import { createSharedRepositories } from './shared';
import type { AccountRepository, AppointmentRepository } from './types';

export type { AccountRepository, AppointmentRepository, Rescheduled } from './types';
export { SessionExpiredError } from './types';

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
