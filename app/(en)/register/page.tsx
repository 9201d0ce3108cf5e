import { RegisterForm } from '@/components/account/register-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => translatedPageMetadata('en', 'register');

/** /register (docs/product.md#routes). */
export default function RegisterPage() {
  return <RegisterForm />;
}
