import type { Metadata } from 'next';
import { RegisterForm } from '@/components/account/register-form';

export const metadata: Metadata = {
  title: 'Create Account',
  description: 'Create an account as a patient or a doctor to book appointments online.',
};

/** /register (docs/product.md#routes). */
export default function RegisterPage() {
  return <RegisterForm />;
}
