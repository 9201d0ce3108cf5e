import { RegisterForm } from '@/components/account/register-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';
import { PageMessages } from '@/components/layout/site-shell';

export const generateMetadata = () => translatedPageMetadata('en', 'register');

/** /register (docs/product.md#routes). */
export default function RegisterPage() {
  return (
    <PageMessages locale="en" namespaces={['account']}>
      <RegisterForm />
    </PageMessages>
  );
}
