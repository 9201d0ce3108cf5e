'use client';

import { useState } from 'react';
import type { PatientMatch } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { useNotifier } from '@/components/notifications';
import { claimUrl } from './claim-url';
import { PatientForm } from './patient-finder';
import { useDeskAction } from './use-desk-action';

/**
 * Staff send a password-less patient record a new one-time claim link, valid 7 days; the old
 * one stops working (docs/shared-mode.md#patient-records-and-claim-links).
 */
export function ClaimLinkPanel({ onDone }: { onDone: (message: string) => void }) {
  const notifier = useNotifier();
  const resendClaimLink = useScheduleStore((state) => state.resendClaimLink);
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const { busy, error, setError, run } = useDeskAction();

  const onSubmit = () =>
    void run(async () => {
      if (!patient) {
        setError(scheduleTexts.claimLinkNeedPatient);
        return;
      }
      if (patient.claimed) {
        setError(scheduleTexts.claimLinkClaimed(patient.name));
        return;
      }
      await resendClaimLink(patient, notifier, claimUrl);
      onDone(scheduleTexts.linkSent(patient.email));
    });

  return (
    <section className="panel schedule__panel" aria-labelledby="claim-link-title">
      <h2 id="claim-link-title">{scheduleTexts.claimLinkTitle}</h2>
      <p>{scheduleTexts.claimLinkHelp}</p>
      <PatientForm
        idPrefix="claim-link"
        label={scheduleTexts.claimLinkPatient}
        chosen={patient}
        onChoose={setPatient}
        error={error}
        busy={busy}
        submitLabel={scheduleTexts.claimLinkSend}
        onSubmit={onSubmit}
      />
    </section>
  );
}
