'use client';

import { useState } from 'react';
import { accountRefusal } from '@/lib/account/texts';
import { useTranslations } from '@/components/layout/page-messages';
import { useSessionStore } from '@/stores/account-store';
import { useNotifier } from '@/components/notifications';
import { AccountFields, AuthForm, useAuthDraft, useAuthSubmit } from './auth-form';

/** The login form of /login (docs/product.md#accounts-and-sessions); on success goes home. */
export function LoginForm() {
  const login = useSessionStore((state) => state.login);
  const expired = useSessionStore((state) => state.expired);
  const notifier = useNotifier();
  const t = useTranslations('refusals');
  const email = useState('');
  const password = useState('');
  useAuthDraft('login', { email });
  const form = useAuthSubmit(
    () => login(email[0], password[0], notifier),
    accountRefusal('loginFailed'),
    'login',
  );

  return (
    <AuthForm
      form={form}
      notice={
        expired && !form.error ? (
          <p className="notice" role="status">
            {t('sessionExpired')}
          </p>
        ) : null
      }
    >
      <AccountFields idPrefix="login" email={email} password={password} errorId={form.errorId} />
    </AuthForm>
  );
}
