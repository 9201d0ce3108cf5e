'use client';

import { useId } from 'react';
import { waitlistTexts } from '@/lib/appointments/waitlist-texts';
import { readFailedDeliveries } from '@/stores/appointments-waitlist-store';
import { useStaffRead } from './use-staff-read';

/**
 * Staff's list on /schedule of reminders that did not reach their patient after the last try
 * (docs/shared-mode.md#reminders): failed, uncertain or skipped, with why, so someone can phone.
 */
export function FailedDeliveriesPanel() {
  const id = useId();
  const { rows, error } = useStaffRead(readFailedDeliveries);
  return (
    <section aria-labelledby={`${id}-title`} data-testid="failed-deliveries-panel">
      <h2 id={`${id}-title`}>{waitlistTexts.failedTitle}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {rows && !rows.length ? <p>{waitlistTexts.failedEmpty}</p> : null}
      {rows?.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{waitlistTexts.panelPatient}</th>
              <th scope="col">{waitlistTexts.failedVisit}</th>
              <th scope="col">{waitlistTexts.failedReminder}</th>
              <th scope="col">{waitlistTexts.panelStatus}</th>
              <th scope="col">{waitlistTexts.failedWhy}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.appointment_id}-${row.offset_minutes}`}>
                <td>{row.patient_name}</td>
                <td>{`${row.doctor_name}, ${row.formatted_date}`}</td>
                <td>{waitlistTexts.failedLead(row.offset_minutes)}</td>
                <td>{waitlistTexts.failedStatus[row.status]}</td>
                <td>{row.last_error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
