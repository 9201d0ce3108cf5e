import { ClaimForm } from '@/components/account/claim-form';
import { unlistedPageMetadata } from '@/components/layout/page-metadata';

export const metadata = unlistedPageMetadata(
  'Set your password',
  'Set a password for the patient record the clinic made for you.',
);

/** /claim?token=… (docs/front-desk.md#patient-records-and-claim-links). */
export default function ClaimPage() {
  return <ClaimForm />;
}
