'use client';

import { readFailedDeliveries } from '@/stores/appointments-waitlist-store';
import { StaffTable } from './staff-table';
import { useDeskTexts } from './use-desk-texts';

/**
 * Staff's list on /schedule of reminders that did not reach their patient after the last try
 * (docs/reminders.md): failed, uncertain or skipped, with why, so someone can phone.
 */
export function FailedDeliveriesPanel() {
  const texts = useDeskTexts();
  return (
    <StaffTable
      data-testid="failed-deliveries-panel"
      title={texts.failedTitle}
      read={readFailedDeliveries}
      empty={texts.failedEmpty}
      columns={[
        texts.waitlistPatient,
        texts.failedVisit,
        texts.failedReminder,
        texts.failedStatusColumn,
        texts.failedWhy,
      ]}
      rowKey={(row) => `${row.appointment_id}-${row.offset_minutes}`}
      cells={(row) => [
        row.patient_name,
        texts.failedVisitOf(row),
        texts.failedLead(row.offset_minutes),
        texts.failedStatus[row.status],
        row.last_error,
      ]}
    />
  );
}
