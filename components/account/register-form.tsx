'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Role } from '@/lib/account/user';
import { accountTexts, accountMessages } from '@/lib/account/texts';
import { useSessionStore } from '@/stores/account-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { AccountFields, useAuthSubmit } from './auth-form';

const ERROR_ID = 'register-error';

/** The registration form of /register (docs/product.md#accounts-and-sessions). */
export function RegisterForm() {
  const register = useSessionStore((state) => state.register);
  const notifier = useNotifier();
  const name = useState('');
  const email = useState('');
  const password = useState('');
  const [role, setRole] = useState<Role>('patient');
  const { error, submitting, onSubmit, errorId } = useAuthSubmit(
    () => register({ name: name[0], email: email[0], password: password[0], role }, notifier),
    accountMessages.registerFailed,
    ERROR_ID,
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">{accountTexts.registerTitle}</h1>
      <FormError id={ERROR_ID} message={error} />
      <AccountFields
        idPrefix="register"
        name={name}
        email={email}
        password={password}
        errorId={errorId}
      />
      <div className="field">
        <label htmlFor="register-role">{accountTexts.roleLabel}</label>
        <select
          id="register-role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <option value="patient">{accountTexts.roles.patient}</option>
          <option value="doctor">{accountTexts.roles.doctor}</option>
        </select>
      </div>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? accountTexts.creatingAccount : accountTexts.registerButton}
      </button>
      <p className="form__aside">
        {accountTexts.haveAccount} <Link href="/login/">{accountTexts.loginLink}</Link>
      </p>
    </form>
  );
}
