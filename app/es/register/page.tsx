import { RegisterForm } from '@/components/account/register-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => translatedPageMetadata('es', 'register');

/** /es/register/ (docs/languages.md#routes). */
export default function SpanishRegisterPage() {
  return <RegisterForm />;
}
