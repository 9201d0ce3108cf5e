'use client';

import { useState } from 'react';
import type { PatientMatch } from '@/lib/appointments/front-desk/front-desk';
import { useDeskTexts } from './use-desk-texts';
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
  const texts = useDeskTexts();
  const resendClaimLink = useFrontDeskStore((state) => state.resendClaimLink);
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const form = useDeskForm('claim-link', {}, async ({ setError }) => {
    if (!patient) {
      setError(texts.claimLinkNeedPatient);
      return;
    }
    if (patient.claimed) {
      setError(texts.claimLinkClaimed(patient.name));
      return;
    }
    await resendClaimLink(patient, notifier, claimUrl);
    onDone(texts.linkSent(patient.email));
  });

  return (
    <DeskPanel id="claim-link" title={texts.claimLinkTitle}>
      <p>{texts.claimLinkHelp}</p>
      <PatientForm
        form={form}
        label={texts.claimLinkPatient}
        patient={[patient, setPatient]}
        submitLabel={texts.claimLinkSend}
      />
    </DeskPanel>
  );
}
