/** The appointments feature's entry (docs/architecture.md#zones); the rest of lib/appointments is internal. */
export type { Appointment } from './domain';
export { localAppointmentRepository } from './local-repository';
export type { AppointmentRepository, Rescheduled } from './repository';
export type { FrontDesk } from './front-desk';
export { createSharedAppointmentRepository } from './shared-repository';
export { createSharedFrontDesk } from './shared-front-desk';
export { createSharedWaitlistRepository } from './waitlist';
export type { WaitlistRepository } from './waitlist';
