import { RegisterForm } from '@/components/account/register-form';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'register');

/** /register (docs/product.md#routes). */
export default translatedPage('en', RegisterForm, ['account', 'refusals']);
