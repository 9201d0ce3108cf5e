import { LoginForm } from '@/components/account/login-form';
import { translatedPageMetadata } from '@/components/layout/page-metadata';
import { PageMessages } from '@/components/layout/site-shell';

export const generateMetadata = () => translatedPageMetadata('en', 'login');

/** /login (docs/product.md#routes). */
export default function LoginPage() {
  return (
    <PageMessages locale="en" namespaces={['account']}>
      <LoginForm />
    </PageMessages>
  );
}
