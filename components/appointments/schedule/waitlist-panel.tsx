'use client';

import { useCallback, useId } from 'react';
import { describeWindow } from '@/lib/appointments/waitlist';
import { waitlistTexts } from '@/lib/appointments/waitlist-texts';
import { readDoctorWaitlist } from '@/stores/appointments-waitlist-store';
import { useStaffRead } from './use-staff-read';

/**
 * Staff's view of one doctor's waitlist on /schedule (docs/shared-mode.md#the-waitlist): who
 * waits, in the order freed slots are offered, with their days and times. Read-only.
 */
export function WaitlistPanel({
  doctor,
}: {
  doctor: { id: number; name: string; specialty: string };
}) {
  const id = useId();
  const read = useCallback(() => readDoctorWaitlist(doctor), [doctor]);
  const { rows: entries, error } = useStaffRead(read);
  return (
    <section aria-labelledby={`${id}-title`} data-testid="waitlist-panel">
      <h2 id={`${id}-title`}>{waitlistTexts.panelTitle(doctor.name)}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {entries && !entries.length ? <p>{waitlistTexts.panelEmpty}</p> : null}
      {entries?.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{waitlistTexts.panelPatient}</th>
              <th scope="col">{waitlistTexts.panelWindow}</th>
              <th scope="col">{waitlistTexts.panelJoined}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  {entry.patient_name}
                  {entry.any_doctor ? ` (${waitlistTexts.anyOfSpecialty(doctor.specialty)})` : ''}
                </td>
                <td>{describeWindow(entry)}</td>
                <td>{new Date(entry.created_at).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
