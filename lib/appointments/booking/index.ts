/**
 * The booking sub-feature's entry (docs/architecture.md#zones): booking, the visitor's list,
 * cancelling and rescheduling, with the appointment repository of both modes. The rest of
 * lib/appointments/booking is internal.
 */
export { type BookingInput, loadIntakeRules, validateBooking, visitTypeOf } from './appointments';
export { CANCEL_REASONS } from './cancellation';
export { localAppointmentRepository } from './local-repository';
export type { AppointmentRepository, SlotScope } from './repository';
export { createSharedAppointmentRepository } from './shared-repository';
export { CLINIC_FILE_GRID, type SlotGrid } from './slot-grid';
