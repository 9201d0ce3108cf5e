'use client';

import { useState } from 'react';
import type { PatientMatch } from '@/lib/appointments/front-desk/front-desk';
import { frontDeskTexts } from '@/lib/appointments/front-desk/texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
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
  const resendClaimLink = useFrontDeskStore((state) => state.resendClaimLink);
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const form = useDeskForm('claim-link', {}, async ({ setError }) => {
    if (!patient) {
      setError(frontDeskTexts.claimLinkNeedPatient);
      return;
    }
    if (patient.claimed) {
      setError(frontDeskTexts.claimLinkClaimed(patient.name));
      return;
    }
    await resendClaimLink(patient, notifier, claimUrl);
    onDone(frontDeskTexts.linkSent(patient.email));
  });

  return (
    <DeskPanel id="claim-link" title={frontDeskTexts.claimLinkTitle}>
      <p>{frontDeskTexts.claimLinkHelp}</p>
      <PatientForm
        form={form}
        label={frontDeskTexts.claimLinkPatient}
        patient={[patient, setPatient]}
        submitLabel={frontDeskTexts.claimLinkSend}
      />
    </DeskPanel>
  );
}
