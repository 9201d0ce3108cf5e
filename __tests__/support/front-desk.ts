import type { User } from '@/lib/account';
import type { FrontDesk } from '@/lib/appointments/front-desk/front-desk';
import { frontDesk, waitlistRepository } from '@/lib/repositories';

/** The staff account (id 3, 'Desk') the front desk's page tests sign in as. */
export const DESK_STAFF: User = {
  id: 3,
  name: 'Desk',
  email: 'desk@example.com',
  role: 'patient',
  staff: true,
};

/**
 * Makes `desk` the front desk's repository, with an empty waitlist (no entries, no failed
 * deliveries), and returns it. The test file must mock '@/lib/repositories' with plain objects
 * for `frontDesk` and `waitlistRepository`, which this fills in.
 */
export function installFrontDesk<D extends object>(desk: D): D {
  Object.assign(frontDesk as FrontDesk, desk);
  Object.assign(waitlistRepository as object, {
    entries: async () => [],
    failedDeliveries: async () => [],
  });
  return desk;
}
