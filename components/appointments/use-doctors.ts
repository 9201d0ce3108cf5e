import { useEffect, useState } from 'react';
import { fetchDoctors } from '@/lib/appointments/doctors';
import type { Doctor } from '@/lib/appointments/domain';

/** What stands in for the doctors while they load (docs/product.md#texts). */
export const LOADING_DOCTORS = 'Loading doctors...';

/**
 * The clinic's doctors for the booking form, read once on mount after the simulated delay
 * (docs/product.md#timings-and-limits: 1 s).
 * @returns the list, or null while it loads.
 */
export function useDoctors(): Doctor[] | null {
  const [doctors, setDoctors] = useState<Doctor[] | null>(null);
  useEffect(() => {
    let active = true;
    void fetchDoctors().then((list) => {
      if (active) setDoctors(list);
    });
    return () => {
      active = false;
    };
  }, []);
  return doctors;
}
