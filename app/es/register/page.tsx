import { RegisterForm } from '@/components/account/register-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';
import { PageMessages } from '@/components/layout/site-shell';

export const generateMetadata = () => translatedPageMetadata('es', 'register');

/** /es/register/ (docs/languages.md#routes). */
export default function SpanishRegisterPage() {
  return (
    <PageMessages locale="es" namespaces={['account']}>
      <RegisterForm />
    </PageMessages>
  );
}
