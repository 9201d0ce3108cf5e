'use client';

import { useState } from 'react';
import { accountTexts, accountMessages } from '@/lib/account/texts';
import { useSessionStore } from '@/stores/account-store';
import { useNotifier } from '@/components/notifications';
import { AccountFields, AuthForm, useAuthSubmit } from './auth-form';

/** The login form of /login (docs/product.md#accounts-and-sessions); on success goes home. */
export function LoginForm() {
  const login = useSessionStore((state) => state.login);
  const expired = useSessionStore((state) => state.expired);
  const notifier = useNotifier();
  const email = useState('');
  const password = useState('');
  const { error, submitting, onSubmit, errorId } = useAuthSubmit(
    () => login(email[0], password[0], notifier),
    accountMessages.loginFailed,
    'login-error',
  );

  return (
    <AuthForm
      id="login"
      title={accountTexts.loginTitle}
      onSubmit={onSubmit}
      error={error}
      submitting={submitting}
      submitLabel={accountTexts.loginButton}
      busyLabel={accountTexts.loggingIn}
      aside={{
        text: accountTexts.noAccountYet,
        href: '/register/',
        link: accountTexts.registerLink,
      }}
      notice={
        expired && !error ? (
          <p className="notice" role="status">
            {accountMessages.sessionExpired}
          </p>
        ) : null
      }
    >
      <AccountFields idPrefix="login" email={email} password={password} errorId={errorId} />
    </AuthForm>
  );
}
