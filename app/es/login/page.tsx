import { LoginForm } from '@/components/account/login-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';
import { PageMessages } from '@/components/layout/site-shell';

export const generateMetadata = () => translatedPageMetadata('es', 'login');

/** /es/login/ (docs/languages.md#routes). */
export default function SpanishLoginPage() {
  return (
    <PageMessages locale="es" namespaces={['account']}>
      <LoginForm />
    </PageMessages>
  );
}
