'use client';

import { useCallback } from 'react';
import type { VisitType } from '@/lib/clinic';
import { visitTypeNameOf } from '@/lib/appointments/waitlist';
import { readDoctorWaitlist } from '@/stores/appointments-waitlist-store';
import { StaffTable } from './staff-table';
import { useDeskTexts } from './use-desk-texts';

/**
 * Staff's view of one doctor's waitlist on /schedule (docs/waitlist.md): who waits (the family
 * member and the account holder, for a family member's entry), in the order freed starts are
 * offered, with their days and times, and the visit type each asks for where the clinic offers
 * several (`visitTypes`). Read-only.
 */
export function WaitlistPanel({
  doctor,
  visitTypes,
}: {
  doctor: { id: number; name: string; specialty: string };
  visitTypes: readonly VisitType[];
}) {
  const texts = useDeskTexts();
  const read = useCallback(() => readDoctorWaitlist(doctor), [doctor]);
  const showVisit = visitTypes.length > 1;
  // With several visit types, each entry also names the type an offer would book.
  const columns = [
    texts.waitlistPatient,
    ...(showVisit ? [texts.waitlistVisit] : []),
    texts.waitlistWindow,
    texts.waitlistJoined,
  ];
  return (
    <StaffTable
      data-testid="waitlist-panel"
      title={texts.waitlistTitle(doctor.name)}
      read={read}
      empty={texts.waitlistEmpty}
      columns={columns}
      rowKey={(entry) => entry.id}
      cells={(entry) => {
        const holder = entry.patient_name ?? '';
        const who = entry.family_member_name
          ? texts.waitlistPerson(entry.family_member_name, holder)
          : holder;
        return [
          `${who}${entry.any_doctor ? ` (${texts.waitlistAnyDoctor(doctor.specialty)})` : ''}`,
          ...(showVisit ? [visitTypeNameOf(entry, visitTypes)] : []),
          texts.waitlistWindowOf(entry),
          texts.waitlistJoinedAt(entry.created_at),
        ];
      }}
    />
  );
}
