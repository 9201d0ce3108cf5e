import { useEffect } from 'react';
import type { User } from '@/lib/account';
import type { Appointment } from '@/lib/appointments';
import { hasAgeLimit, type VisitType } from '@/lib/clinic';
import type { FamilyMember } from '@/lib/family';
import { useSessionStore } from '@/stores/account-store';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useFamilyMembers } from './use-family-members';

/** Whom a booking is for, as {@link useBookingPerson} works it out. */
export interface BookingPerson {
  /** The account's family members, none until read. */
  members: readonly FamilyMember[];
  /** As the select holds it: '' for the account holder, else a family member's id. */
  personId: string;
  /** The family member it is for, or null for the holder. */
  member: FamilyMember | null;
  /** That family member's id, or null for the holder: whose own visits a start may not overlap. */
  familyMemberId: FamilyMember['id'] | null;
  /** The person's date of birth when known ('yyyy-MM-dd'): the member's, or the holder's once given. */
  dateOfBirth: string | null;
  /**
   * Whether the form asks the holder's date of birth: a type with an age limit booked for 'Me'
   * whose account has none yet (docs/visit-types.md#age-limits). Never for a move.
   */
  asksDateOfBirth: boolean;
}

/**
 * Whom the visit is for (docs/family-members.md#booking-for-a-family-member): a move keeps its
 * person; otherwise `chosen` ('' the account holder, else a family member's id) among the
 * account's family members, read once the form is on screen.
 */
export function useBookingPerson(
  patient: User,
  moving: Appointment | null,
  chosen: string,
  visitType: VisitType | null,
): BookingPerson {
  const members = useFamilyMembers(patient);
  const movingId = moving?.familyMemberId;
  const personId = moving ? (movingId === undefined ? '' : String(movingId)) : chosen;
  const member = members.find((candidate) => String(candidate.id) === personId) ?? null;
  const asksDateOfBirth =
    !moving &&
    personId === '' &&
    visitType !== null &&
    hasAgeLimit(visitType) &&
    !patient.dateOfBirth;
  // The account may know it though this session does not (given on another device): read it
  // once before asking.
  const readDateOfBirth = useSessionStore((store) => store.readDateOfBirth);
  useEffect(() => {
    if (asksDateOfBirth) void readDateOfBirth();
  }, [asksDateOfBirth, readDateOfBirth]);
  return {
    members,
    personId,
    member,
    familyMemberId: personId === '' ? null : (member?.id ?? movingId ?? null),
    dateOfBirth: member ? member.date_of_birth : (patient.dateOfBirth ?? null),
    asksDateOfBirth,
  };
}

/**
 * The clinic's visit types for the form: the clinic file's at once, then (shared mode) the
 * database's once read, so a type added there is offered with no new build (docs/visit-types.md).
 */
export function useVisitTypes(): readonly VisitType[] {
  const visitTypes = useAppointmentsStore((store) => store.visitTypes);
  const loadVisitTypes = useAppointmentsStore((store) => store.loadVisitTypes);
  useEffect(() => {
    void loadVisitTypes();
  }, [loadVisitTypes]);
  return visitTypes;
}
