import { LoginForm } from '@/components/account/login-form';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'login');

/** /login (docs/product.md#routes). */
export default translatedPage('en', LoginForm, ['account', 'refusals']);
