/** The appointments feature's entry (docs/architecture.md#zones); the rest of lib/appointments is internal. */
export { describeHoursSpoken } from './clinic';
export { CLINIC_TIME_ZONE, describeVisitorTime, visitorTimeZone } from './clinic-time';
export type { Appointment } from './domain';
export { localAppointmentRepository } from './local-repository';
export type { AppointmentRepository } from './repository';
export { createSharedAppointmentRepository } from './shared-repository';
export { createSharedWaitlistRepository } from './waitlist';
export type { WaitlistRepository } from './waitlist';
