import { useEffect } from 'react';
import { type Appointment, visitTypeIdOf } from '@/lib/appointments';
import type { VisitType } from '@/lib/clinic';
import { useAppointmentsStore } from '@/stores/appointments-store';

/**
 * The visit types a list names its visits' types and intake questions by
 * (docs/visit-types.md#intake-questions): the store's, which are the clinic file's until shared
 * mode reads the database's. When a listed visit has a type they do not know (one the clinic
 * added in the database after the build), it reads the clinic's types once, so that visit's
 * answers show under their questions; the default clinic's lists never ask.
 */
export function useListedVisitTypes(appointments: readonly Appointment[]): readonly VisitType[] {
  const visitTypes = useAppointmentsStore((state) => state.visitTypes);
  const loadVisitTypes = useAppointmentsStore((state) => state.loadVisitTypes);
  const unknown = appointments.some(
    (appointment) => !visitTypes.some((type) => type.id === visitTypeIdOf(appointment)),
  );
  useEffect(() => {
    if (unknown) void loadVisitTypes();
  }, [unknown, loadVisitTypes]);
  return visitTypes;
}
