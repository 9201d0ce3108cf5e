'use client';

import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { useState } from 'react';
import type { Role } from '@/lib/account/user';
import { accountRefusal } from '@/lib/account/texts';
import { useSessionStore } from '@/stores/account-store';
import { useNotifier } from '@/components/notifications';
import { AccountFields, AuthForm, useAuthDraft, useAuthSubmit } from './auth-form';

/**
 * The registration form of /register and /es/register (docs/product.md#accounts-and-sessions); the
 * account keeps the page's language (docs/languages.md#the-accounts-language).
 */
export function RegisterForm() {
  const t = useTranslations('account');
  const language = usePageLocale();
  const register = useSessionStore((state) => state.register);
  const notifier = useNotifier();
  const name = useState('');
  const email = useState('');
  const password = useState('');
  const [role, setRole] = useState<Role>('patient');
  useAuthDraft('register', {
    name,
    email,
    role: [role, (value) => setRole(value === 'doctor' ? 'doctor' : 'patient')],
  });
  const form = useAuthSubmit(
    () =>
      register({ name: name[0], email: email[0], password: password[0], role, language }, notifier),
    accountRefusal('registerFailed'),
    'register',
  );

  return (
    <AuthForm form={form}>
      <AccountFields
        idPrefix="register"
        name={name}
        email={email}
        password={password}
        errorId={form.errorId}
      />
      <div className="field">
        <label htmlFor="register-role">{t('roleLabel')}</label>
        <select
          id="register-role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <option value="patient">{t('rolePatient')}</option>
          <option value="doctor">{t('roleDoctor')}</option>
        </select>
      </div>
    </AuthForm>
  );
}
