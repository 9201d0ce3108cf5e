import type { Metadata } from 'next';
import { LoginForm } from '@/components/account/login-form';

export const metadata: Metadata = {
  title: 'Log In',
  description: 'Log in to book, see and cancel your appointments.',
};

/** /login (docs/product.md#routes). */
export default function LoginPage() {
  return <LoginForm />;
}
