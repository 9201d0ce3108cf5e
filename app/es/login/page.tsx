import { LoginForm } from '@/components/account/login-form';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'login');

/** /es/login/ (docs/languages.md#routes). */
export default translatedPage('es', LoginForm, ['account', 'refusals']);
