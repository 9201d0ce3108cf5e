'use client';

import { waitlistTexts } from '@/lib/appointments/waitlist';
import { readFailedDeliveries } from '@/stores/appointments-waitlist-store';
import { StaffTable } from './staff-table';

const COLUMNS = [
  waitlistTexts.panelPatient,
  waitlistTexts.failedVisit,
  waitlistTexts.failedReminder,
  waitlistTexts.panelStatus,
  waitlistTexts.failedWhy,
];

/**
 * Staff's list on /schedule of reminders that did not reach their patient after the last try
 * (docs/reminders.md): failed, uncertain or skipped, with why, so someone can phone.
 */
export function FailedDeliveriesPanel() {
  return (
    <StaffTable
      data-testid="failed-deliveries-panel"
      title={waitlistTexts.failedTitle}
      read={readFailedDeliveries}
      empty={waitlistTexts.failedEmpty}
      columns={COLUMNS}
      rowKey={(row) => `${row.appointment_id}-${row.offset_minutes}`}
      cells={(row) => [
        row.patient_name,
        `${row.doctor_name}, ${row.formatted_date}`,
        waitlistTexts.failedLead(row.offset_minutes),
        waitlistTexts.failedStatus[row.status],
        row.last_error,
      ]}
    />
  );
}
