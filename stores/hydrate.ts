import { accountRepository, appointmentRepository } from '@/lib/repositories';
import { useAppointmentsStore } from './appointments-store';
import { useSessionStore } from './account-store';

function refreshAppointments(): void {
  void useAppointmentsStore.getState().refresh(useSessionStore.getState().user);
}

/**
 * Reads the session and the appointments once on the client, re-reads them when the session
 * changes, and follows other tabs (docs/decisions/005-tabs-share-writes.md). Returns a stop function.
 */
export function hydrateStores(): () => void {
  void useSessionStore.persist.rehydrate().then(refreshAppointments);
  const stops = [
    useSessionStore.subscribe((state, previous) => {
      if (state.user !== previous.user) refreshAppointments();
    }),
    accountRepository.onExternalChange(() => void useSessionStore.persist.rehydrate()),
    appointmentRepository.onExternalChange(refreshAppointments),
  ];
  return () => stops.forEach((stop) => stop());
}
