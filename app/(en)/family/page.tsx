import { FamilyPage } from '@/components/family/family-page';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'family');

/** /family (docs/family-members.md#managing-family-members), protected. */
export default translatedPage('en', FamilyPage, ['family']);
