/**
 * The appointments feature's entry: what other features and the mode picker may use
 * (docs/product.md#booking, docs/product.md#appointments-list). Everything else in
 * lib/appointments is internal to it.
 */
export { describeHoursSpoken } from './clinic';
export { CLINIC_TIME_ZONE, describeVisitorTime, visitorTimeZone } from './clinic-time';
export type { Appointment } from './domain';
export { localAppointmentRepository } from './local-repository';
export type { AppointmentRepository } from './repository';
export { createSharedAppointmentRepository } from './shared-repository';
