'use client';

import { type ReactNode, useState } from 'react';
import type { Appointment } from '@/lib/appointments';
import { useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { CancelWithReason, DeskButton } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * The bookings that new time off or a closure falls on (docs/front-desk.md):
 * staff cancel them all in one step with a reason, each patient e-mailed, or keep them; a
 * doctor account sees the same list, and keeps them for the front desk to cancel (the database
 * lets only staff cancel a patient's appointment).
 */
function AffectedAppointments({
  idPrefix,
  affected,
  canCancel,
  onDone,
}: {
  idPrefix: string;
  affected: Appointment[];
  canCancel: boolean;
  onDone: (message: string) => void;
}) {
  const notifier = useNotifier();
  const texts = useDeskTexts();
  const cancelAppointments = useFrontDeskStore((state) => state.cancelAppointments);
  const [reason, setReason] = useState('');
  const { busy, error, runWithReason } = useDeskAction();
  const titleId = `${idPrefix}-affected-title`;
  return (
    <section className="schedule__affected" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.affectedTitle(affected.length)}</h3>
      <p>{canCancel ? texts.affectedHelp : texts.affectedHelpDoctor}</p>
      <ul>
        {affected.map((appointment) => (
          <li key={String(appointment.id)}>
            {`${appointment.patient_name}, ${appointment.doctor_name}, ${texts.slotDay(new Date(appointment.date_time))}`}
          </li>
        ))}
      </ul>
      {canCancel ? (
        <>
          <FormError id={`${idPrefix}-affected-error`} message={error} />
          <CancelWithReason
            id={`${idPrefix}-affected-reason`}
            value={reason}
            onChange={setReason}
            label={texts.cancelAffected(affected.length)}
            busy={busy}
            onCancel={() =>
              runWithReason(reason, async (why) => {
                const ids = affected.map((appointment) => Number(appointment.id));
                const canceled = await cancelAppointments(ids, why, notifier);
                onDone(texts.affectedCanceled(canceled.length));
              })
            }
          />
        </>
      ) : null}
      <DeskButton variant="secondary" busy={busy} onClick={() => onDone(texts.affectedKept)}>
        {texts.keepAffected}
      </DeskButton>
    </section>
  );
}

/**
 * The affected-bookings step of a panel: `showAffected(list)` after adding time off or a
 * closure; `affectedPanel` is the list to cancel (`canCancel`: staff) or keep (null when there
 * is none), and either choice closes it and reports through `onDone`.
 */
export function useAffectedPanel(
  idPrefix: string,
  onDone: (message: string) => void,
  canCancel = true,
): { showAffected: (affected: Appointment[]) => void; affectedPanel: ReactNode } {
  const [affected, setAffected] = useState<Appointment[] | null>(null);
  return {
    showAffected: (list) => setAffected(list.length > 0 ? list : null),
    affectedPanel: affected ? (
      <AffectedAppointments
        idPrefix={idPrefix}
        affected={affected}
        canCancel={canCancel}
        onDone={(message) => {
          setAffected(null);
          onDone(message);
        }}
      />
    ) : null,
  };
}
