import { FamilyPage } from '@/components/family/family-page';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'family');

/** /es/family/ (docs/languages.md#routes), protected. */
export default translatedPage('es', FamilyPage, ['family', 'refusals']);
