import { useEffect, useState } from 'react';
import { fetchDoctors } from '@/lib/appointments/doctors';
import type { Doctor } from '@/lib/appointments/domain';

/** Shown while the doctors load (docs/product.md#booking). */
export const LOADING_DOCTORS = 'Loading doctors...';

/** The clinic's doctors for the booking form after the simulated 1 s delay, or null while they load (docs/product.md#booking). */
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
