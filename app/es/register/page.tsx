import { RegisterForm } from '@/components/account/register-form';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'register');

/** /es/register/ (docs/languages.md#routes). */
export default translatedPage('es', RegisterForm, ['account', 'refusals']);
