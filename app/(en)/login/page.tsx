import { LoginForm } from '@/components/account/login-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => translatedPageMetadata('en', 'login');

/** /login (docs/product.md#routes). */
export default function LoginPage() {
  return <LoginForm />;
}
