import { create } from 'zustand';
import type {
  FailedDelivery,
  SlotOffer,
  WaitlistEntry,
  WaitlistRequest,
} from '@/lib/appointments/waitlist/waitlist';
import type { VisitType } from '@/lib/clinic';
import { waitlistRepository } from '@/lib/repositories';

/** The visitor's waitlist entries (docs/waitlist.md), as /appointments shows them. */
export interface WaitlistState {
  /** False in local mode: there is no waitlist there. */
  available: boolean;
  entries: WaitlistEntry[];
  /** The clinic's visit types, which an entry asks for one of ('consultation' first); empty until read. */
  visitTypes: VisitType[];
  /** Re-reads the entries and the visit types. @throws {UserFacingError} as the repository. */
  load: () => Promise<void>;
  /** Joins, then re-reads. @throws {UserFacingError} the database's refusal; nothing stored. */
  join: (request: WaitlistRequest) => Promise<WaitlistEntry>;
  /** Leaves one entry, then re-reads. @throws {UserFacingError} */
  leave: (entryId: number) => Promise<void>;
}

function repository() {
  if (!waitlistRepository) throw new Error('The waitlist needs shared mode.');
  return waitlistRepository;
}

/** The patient's waitlist on /appointments. */
export const useWaitlistStore = create<WaitlistState>()((set) => ({
  available: waitlistRepository !== null,
  entries: [],
  visitTypes: [],
  load: async () => {
    const [entries, visitTypes] = await Promise.all([
      repository().entries(),
      repository().visitTypes(),
    ]);
    set({ entries, visitTypes });
  },
  join: async (request) => {
    const entry = await repository().join(request);
    set({ entries: await repository().entries() });
    return entry;
  },
  leave: async (entryId) => {
    await repository().leave(entryId);
    set({ entries: await repository().entries() });
  },
}));

/** Whether this build has a waitlist (shared mode). */
export const waitlistAvailable: boolean = waitlistRepository !== null;

/** Reads an offer by its token; changes nothing (docs/waitlist.md). */
export function readOffer(token: string): Promise<SlotOffer> {
  return repository().offer(token);
}

/** Books an offered slot. @throws {UserFacingError} taken, ended, no connection. */
export function acceptOffer(
  token: string,
): Promise<{ appointmentId: number; rescheduledFrom: number | null }> {
  return repository().acceptOffer(token);
}

/** Staff: the waiting entries one doctor's freed slots go to, in join order. */
export async function readDoctorWaitlist(doctor: {
  id: number;
  specialty: string;
}): Promise<WaitlistEntry[]> {
  const entries = await repository().entries({ doctor });
  return entries
    .filter((entry) => entry.status === 'waiting')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Staff: reminders that did not reach their patient. */
export function readFailedDeliveries(): Promise<FailedDelivery[]> {
  return repository().failedDeliveries();
}
