'use client';

import { type ReactNode, useState } from 'react';
import type { Appointment } from '@/lib/appointments/domain';
import { formatSlotDay } from '@/lib/appointments/first-free';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { ReasonField } from './desk-fields';
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
  const { busy, error, setError, run } = useDeskAction();
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
      <ReasonField id={`${idPrefix}-affected-reason`} value={reason} onChange={setReason} />
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() =>
          run(async () => {
            if (!reason.trim()) {
              setError(scheduleTexts.reasonRequired);
              return;
            }
            const canceled = await cancelAppointments(
              affected.map((appointment) => Number(appointment.id)),
              reason.trim(),
              notifier,
            );
            onDone(scheduleTexts.affectedCanceled(canceled.length));
          })
        }
      >
        {scheduleTexts.cancelAffected(affected.length)}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => onDone(scheduleTexts.affectedKept)}
      >
        {scheduleTexts.keepAffected}
      </button>
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
