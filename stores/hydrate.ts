import { accountRepository, appointmentRepository } from '@/lib/repositories';
import { useAppointmentsStore } from './appointments-store';
import { useSessionStore } from './account-store';

function refreshAppointments(): void {
  void useAppointmentsStore.getState().refresh(useSessionStore.getState().user);
}

/**
 * Reads the session and the appointments once on the client (nothing is read at build time),
 * re-reads the appointments whenever the session changes, and follows other tabs
 * (docs/decisions/005-tabs-share-writes.md): a logout or a cancel in one tab shows in all of them.
 * @returns a function that stops following.
 */
export function hydrateStores(): () => void {
  const { loadSession } = useSessionStore.getState();
  loadSession();
  refreshAppointments();
  const stops = [
    useSessionStore.subscribe((state, previous) => {
      if (state.user !== previous.user) refreshAppointments();
    }),
    accountRepository.onExternalChange(loadSession),
    appointmentRepository.onExternalChange(refreshAppointments),
  ];
  return () => stops.forEach((stop) => stop());
}
