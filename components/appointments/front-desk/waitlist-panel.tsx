'use client';

import { useCallback } from 'react';
import type { VisitType } from '@/lib/clinic';
import { describeWindow, visitTypeNameOf, waitlistTexts } from '@/lib/appointments/waitlist';
import { readDoctorWaitlist } from '@/stores/appointments-waitlist-store';
import { StaffTable } from './staff-table';

const COLUMNS = [waitlistTexts.panelPatient, waitlistTexts.panelWindow, waitlistTexts.panelJoined];
/** With several visit types, each entry also names the type an offer would book. */
const COLUMNS_WITH_VISIT = [
  waitlistTexts.panelPatient,
  waitlistTexts.panelVisit,
  waitlistTexts.panelWindow,
  waitlistTexts.panelJoined,
];

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
  const read = useCallback(() => readDoctorWaitlist(doctor), [doctor]);
  const showVisit = visitTypes.length > 1;
  return (
    <StaffTable
      data-testid="waitlist-panel"
      title={waitlistTexts.panelTitle(doctor.name)}
      read={read}
      empty={waitlistTexts.panelEmpty}
      columns={showVisit ? COLUMNS_WITH_VISIT : COLUMNS}
      rowKey={(entry) => entry.id}
      cells={(entry) => {
        const holder = entry.patient_name ?? '';
        const who = entry.family_member_name
          ? waitlistTexts.panelFamilyMember(entry.family_member_name, holder)
          : holder;
        return [
          `${who}${entry.any_doctor ? ` (${waitlistTexts.anyOfSpecialty(doctor.specialty)})` : ''}`,
          ...(showVisit ? [visitTypeNameOf(entry, visitTypes)] : []),
          describeWindow(entry),
          new Date(entry.created_at).toLocaleString(),
        ];
      }}
    />
  );
}
