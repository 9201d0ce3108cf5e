import type { Metadata } from 'next';
import { ClaimForm } from '@/components/account/claim-form';

export const metadata: Metadata = {
  title: 'Set your password',
  description: 'Set a password for the patient record the clinic made for you.',
  robots: { index: false },
};

/** /claim?token=… (docs/shared-mode.md#patient-records-and-claim-links). */
export default function ClaimPage() {
  return <ClaimForm />;
}
