'use client';

import { useCallback } from 'react';
import { describeWindow, waitlistTexts } from '@/lib/appointments/waitlist';
import { readDoctorWaitlist } from '@/stores/appointments-waitlist-store';
import { StaffTable } from './staff-table';

const COLUMNS = [waitlistTexts.panelPatient, waitlistTexts.panelWindow, waitlistTexts.panelJoined];

/**
 * Staff's view of one doctor's waitlist on /schedule (docs/waitlist.md): who
 * waits, in the order freed slots are offered, with their days and times. Read-only.
 */
export function WaitlistPanel({
  doctor,
}: {
  doctor: { id: number; name: string; specialty: string };
}) {
  const read = useCallback(() => readDoctorWaitlist(doctor), [doctor]);
  return (
    <StaffTable
      data-testid="waitlist-panel"
      title={waitlistTexts.panelTitle(doctor.name)}
      read={read}
      empty={waitlistTexts.panelEmpty}
      columns={COLUMNS}
      rowKey={(entry) => entry.id}
      cells={(entry) => [
        `${entry.patient_name}${entry.any_doctor ? ` (${waitlistTexts.anyOfSpecialty(doctor.specialty)})` : ''}`,
        describeWindow(entry),
        new Date(entry.created_at).toLocaleString(),
      ]}
    />
  );
}
