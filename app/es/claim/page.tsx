import { ClaimForm } from '@/components/account/claim-form';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'claim', { unlisted: true });

/** /es/claim/?token=… (docs/languages.md#routes). */
export default translatedPage('es', ClaimForm, ['claim', 'refusals']);
