import { type AppointmentRepository, localAppointmentRepository } from '@/lib/appointments/booking';
import { sharedRepositories } from './index';

/**
 * The appointment repository of this build's mode (docs/architecture.md#repositories): shared
 * mode's from `lib/repositories/index.ts`, else local mode's. A module of its own, so that only
 * the pages that read or book appointments load it (and with it visit types, slots and booking's
 * checks); the layout's session needs only the account repository.
 */
export const appointmentRepository: AppointmentRepository =
  sharedRepositories?.appointments ?? localAppointmentRepository;
