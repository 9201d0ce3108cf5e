import { useEffect, useState } from 'react';
import type { Doctor } from '@/lib/appointments/domain';
import { useAppointmentsStore } from '@/stores/appointments-store';

/** Shown while the doctors load (docs/product.md#booking). */
export const LOADING_DOCTORS = 'Loading doctors...';

/**
 * The clinic's doctors for the booking form, or null while they load (docs/product.md#booking):
 * local mode's after the simulated 1 s delay, shared mode's from the database.
 */
export function useDoctors(): Doctor[] | null {
  const listDoctors = useAppointmentsStore((state) => state.listDoctors);
  const [doctors, setDoctors] = useState<Doctor[] | null>(null);
  useEffect(() => {
    let active = true;
    listDoctors().then(
      (list) => {
        if (active) setDoctors(list);
      },
      (error: unknown) => console.warn('Could not read the doctors.', error),
    );
    return () => {
      active = false;
    };
  }, [listDoctors]);
  return doctors;
}
