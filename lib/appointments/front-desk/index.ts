/**
 * The front desk sub-feature's entry (docs/architecture.md#zones): the staff's page at /schedule
 * and its repository, shared mode only. The rest of lib/appointments/front-desk is internal.
 */
export type { FrontDesk } from './front-desk';
export { createSharedFrontDesk } from './shared-front-desk';
