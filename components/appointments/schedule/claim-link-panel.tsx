'use client';

import { useState } from 'react';
import type { PatientMatch } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { useNotifier } from '@/components/notifications';
import { claimUrl } from './claim-url';
import { DeskPanel } from './desk-fields';
import { PatientForm } from './patient-finder';
import { useDeskForm } from './use-desk-action';

/**
 * Staff send a password-less patient record a new one-time claim link, valid 7 days; the old
 * one stops working (docs/front-desk.md#patient-records-and-claim-links).
 */
export function ClaimLinkPanel({ onDone }: { onDone: (message: string) => void }) {
  const notifier = useNotifier();
  const resendClaimLink = useScheduleStore((state) => state.resendClaimLink);
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const form = useDeskForm('claim-link', {}, async ({ setError }) => {
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
    <DeskPanel id="claim-link" title={scheduleTexts.claimLinkTitle}>
      <p>{scheduleTexts.claimLinkHelp}</p>
      <PatientForm
        form={form}
        label={scheduleTexts.claimLinkPatient}
        patient={[patient, setPatient]}
        submitLabel={scheduleTexts.claimLinkSend}
      />
    </DeskPanel>
  );
}
