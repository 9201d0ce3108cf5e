/**
 * The appointments feature's shared core (docs/architecture.md#zones): the appointment record,
 * what booking, the front desk and the waitlist all use, and the texts more than one of them
 * shows. Each sub-feature has its own entry: `@/lib/appointments/booking`,
 * `@/lib/appointments/front-desk` and `@/lib/appointments/waitlist`. The rest is internal.
 */
export {
  type Appointment,
  appointmentSchema,
  type DisplayStatus,
  type IntakeAnswers,
  isForFamilyMember,
  type Rescheduled,
  visitTypeIdOf,
} from './domain';
export { normalizeRow, parseRow } from './shared-row';
export { appointmentTexts } from './texts';
export { visitTypeOptions } from './visit-type-options';
