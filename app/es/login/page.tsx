import { LoginForm } from '@/components/account/login-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => translatedPageMetadata('es', 'login');

/** /es/login/ (docs/languages.md#routes). */
export default function SpanishLoginPage() {
  return <LoginForm />;
}
