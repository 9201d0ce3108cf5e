/**
 * The waitlist sub-feature's entry (docs/architecture.md#zones): entries, offers and failed
 * deliveries with their repository, shared mode only. The rest of lib/appointments/waitlist is
 * internal.
 */
export {
  createSharedWaitlistRepository,
  describeWindow,
  type FailedDelivery,
  visitTypeNameOf,
  type WaitlistEntry,
  type WaitlistRepository,
} from './waitlist';
