import type { Doctor } from '@/lib/clinic';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useRetryingRead } from '@/components/ui/use-retrying-read';

/** The booking form's doctors: the list, or null while it loads or cannot be read. */
export interface DoctorsState {
  doctors: Doctor[] | null;
  /** True while the last read failed (shared mode, data API unreachable): the form says so. */
  unreachable: boolean;
}

/**
 * The clinic's doctors for the booking form (docs/product.md#booking): local mode's after the
 * simulated 1 s delay, shared mode's from the database, read again until they come.
 */
export function useDoctors(): DoctorsState {
  const listDoctors = useAppointmentsStore((state) => state.listDoctors);
  const { value, unreachable } = useRetryingRead(listDoctors, 'the doctors');
  return { doctors: value, unreachable };
}
