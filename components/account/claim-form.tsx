'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/layout/page-messages';
import { claimRefusal } from '@/lib/account/texts';
import { UserFacingError } from '@/lib/errors/messages';
import { useSessionStore } from '@/stores/account-store';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useAuthSubmit } from './auth-form';

const FORM_ID = 'claim';

/** The token of the link `?token=…`, read in the browser (the export has no server to read it). */
function tokenFromLocation(): string {
  return typeof window === 'undefined'
    ? ''
    : (new URLSearchParams(window.location.search).get('token') ?? '');
}

/**
 * /claim (docs/front-desk.md#patient-records-and-claim-links): a patient the clinic booked for
 * sets a password with the one-time link from the e-mail, is logged in, and goes home.
 */
export function ClaimForm() {
  const t = useTranslations('claim');
  const claimRecord = useSessionStore((state) => state.claimRecord);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const { error, submitting, onSubmit, errorId } = useAuthSubmit(
    async () => {
      if (!password) throw new UserFacingError(claimRefusal('claimPasswordRequired'));
      if (password !== again) throw new UserFacingError(claimRefusal('claimPasswordsDiffer'));
      await claimRecord(tokenFromLocation(), password);
    },
    claimRefusal('claimFailed'),
    FORM_ID,
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="claim-title">
      <h1 id="claim-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <FormError id={`${FORM_ID}-error`} message={error} />
      {[
        {
          id: 'claim-password',
          label: t('passwordLabel'),
          value: password,
          set: setPassword,
        },
        {
          id: 'claim-password-again',
          label: t('passwordAgainLabel'),
          value: again,
          set: setAgain,
        },
      ].map((field) => (
        <TextField
          key={field.id}
          id={field.id}
          label={field.label}
          type="password"
          autoComplete="new-password"
          value={field.value}
          onChange={field.set}
          errorId={errorId}
        />
      ))}
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? t('saving') : t('button')}
      </button>
    </form>
  );
}
