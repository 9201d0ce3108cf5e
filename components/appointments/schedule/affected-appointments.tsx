'use client';

import { type ReactNode, useState } from 'react';
import type { Appointment } from '@/lib/appointments/domain';
import { formatSlotDay } from '@/lib/appointments/first-free';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { CancelWithReason, DeskButton } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * The bookings that new time off or a closure falls on (docs/shared-mode.md#the-front-desk):
 * in one step cancel them all with a reason, each patient e-mailed, or keep them.
 */
function AffectedAppointments({
  idPrefix,
  affected,
  onDone,
}: {
  idPrefix: string;
  affected: Appointment[];
  onDone: (message: string) => void;
}) {
  const notifier = useNotifier();
  const cancelAppointments = useScheduleStore((state) => state.cancelAppointments);
  const [reason, setReason] = useState('');
  const { busy, error, runWithReason } = useDeskAction();
  const titleId = `${idPrefix}-affected-title`;
  return (
    <section className="schedule__affected" aria-labelledby={titleId}>
      <h3 id={titleId}>{scheduleTexts.affectedTitle(affected.length)}</h3>
      <p>{scheduleTexts.affectedHelp}</p>
      <ul>
        {affected.map((appointment) => (
          <li key={String(appointment.id)}>
            {`${appointment.patient_name}, ${appointment.doctor_name}, ${formatSlotDay(new Date(appointment.date_time))}`}
          </li>
        ))}
      </ul>
      <FormError id={`${idPrefix}-affected-error`} message={error} />
      <CancelWithReason
        id={`${idPrefix}-affected-reason`}
        value={reason}
        onChange={setReason}
        label={scheduleTexts.cancelAffected(affected.length)}
        busy={busy}
        onCancel={() =>
          runWithReason(reason, async (why) => {
            const ids = affected.map((appointment) => Number(appointment.id));
            const canceled = await cancelAppointments(ids, why, notifier);
            onDone(scheduleTexts.affectedCanceled(canceled.length));
          })
        }
      />
      <DeskButton
        variant="secondary"
        busy={busy}
        onClick={() => onDone(scheduleTexts.affectedKept)}
      >
        {scheduleTexts.keepAffected}
      </DeskButton>
    </section>
  );
}

/**
 * The affected-bookings step of a panel: `showAffected(list)` after adding time off or a
 * closure; `affectedPanel` is the list to cancel or keep (null when there is none), and either
 * choice closes it and reports through `onDone`.
 */
export function useAffectedPanel(
  idPrefix: string,
  onDone: (message: string) => void,
): { showAffected: (affected: Appointment[]) => void; affectedPanel: ReactNode } {
  const [affected, setAffected] = useState<Appointment[] | null>(null);
  return {
    showAffected: (list) => setAffected(list.length > 0 ? list : null),
    affectedPanel: affected ? (
      <AffectedAppointments
        idPrefix={idPrefix}
        affected={affected}
        onDone={(message) => {
          setAffected(null);
          onDone(message);
        }}
      />
    ) : null,
  };
}
