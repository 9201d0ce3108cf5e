import { ClaimForm } from '@/components/account/claim-form';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'claim', { unlisted: true });

/** /claim?token=… (docs/front-desk.md#patient-records-and-claim-links). */
export default translatedPage('en', ClaimForm, ['claim']);
