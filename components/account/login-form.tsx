'use client';

import Link from 'next/link';
import { useState } from 'react';
import { accountTexts, accountMessages } from '@/lib/account/texts';
import { useSessionStore } from '@/stores/account-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { AccountFields, useAuthSubmit } from './auth-form';

const ERROR_ID = 'login-error';

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
    ERROR_ID,
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{accountTexts.loginTitle}</h1>
      {expired && !error ? (
        <p className="notice" role="status">
          {accountMessages.sessionExpired}
        </p>
      ) : null}
      <FormError id={ERROR_ID} message={error} />
      <AccountFields idPrefix="login" email={email} password={password} errorId={errorId} />
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? accountTexts.loggingIn : accountTexts.loginButton}
      </button>
      <p className="form__aside">
        {accountTexts.noAccountYet} <Link href="/register/">{accountTexts.registerLink}</Link>
      </p>
    </form>
  );
}
