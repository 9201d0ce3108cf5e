'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { usePageLocale, useRefusalText, useTranslations } from '@/components/layout/page-messages';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { takeDraftWhenLoaded, useSwitchDraft } from '@/components/layout/switch-draft';
import { localePath } from '@/lib/i18n';
import type { Refusal } from '@/lib/errors/messages';
import { toRefusal } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';

/**
 * The submit of the login, registration and claim forms (docs/product.md#accounts-and-sessions): on
 * success the home page of the page's language, on failure the error's refusal, else `fallback`,
 * written in the page's language (docs/languages.md#refusals-by-code); `errorId`, `<id>-error`,
 * is set while it shows.
 */
export function useAuthSubmit<Id extends string>(
  submit: () => Promise<unknown>,
  fallback: string | Refusal,
  id: Id,
) {
  const router = useRouter();
  const locale = usePageLocale();
  const refusalText = useRefusalText();
  // The refusal, not its text: what is shown is written from it in the page's language.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const error = refusal && refusalText(refusal);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    setSubmitting(true);
    try {
      await submit();
      router.push(localePath(locale, '/'));
    } catch (caught) {
      setRefusal(
        toRefusal(caught, typeof fallback === 'string' ? { message: fallback } : fallback),
      );
      setSubmitting(false);
    }
  };
  return { id, error, submitting, onSubmit, errorId: error ? `${id}-error` : null };
}

type FieldState = [string, (value: string) => void];

/**
 * Carries the login or registration form's `fields` across the language switch
 * (docs/languages.md#the-language-switch): offered when the switch is followed, restored once
 * when the other language's form mounts. Give it no password: a password is never stored.
 */
export function useAuthDraft(form: 'login' | 'register', fields: Record<string, FieldState>) {
  useSwitchDraft(() => ({
    form,
    owner: null,
    fields: Object.fromEntries(Object.entries(fields).map(([name, [value]]) => [name, value])),
  }));
  useEffect(() => {
    // The draft's storage loads after the page's first load; no flag guards the result, since a
    // dev re-run of this effect would find the draft already forgotten.
    void takeDraftWhenLoaded(form, null).then((draft) => {
      if (!draft) return;
      for (const [name, [, set]] of Object.entries(fields)) {
        if (draft[name]) set(draft[name]);
      }
    });
    // Once, on mount: the draft is forgotten as it is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

type AccountField = 'name' | 'email' | 'password';

/** The login and registration fields, ids `<idPrefix>-name|email|password`; Full Name only with `name`. */
export function AccountFields({
  idPrefix,
  name,
  email,
  password,
  errorId,
}: {
  idPrefix: string;
  name?: FieldState;
  email: FieldState;
  password: FieldState;
  errorId: string | null;
}) {
  const t = useTranslations('account');
  const nameField: FieldSpec<AccountField> = {
    name: 'name',
    label: t('nameLabel'),
    autoComplete: 'name',
  };
  const fields: FieldSpec<AccountField>[] = [
    ...(name ? [nameField] : []),
    { name: 'email', label: t('emailLabel'), type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: t('passwordLabel'),
      type: 'password',
      autoComplete: name ? 'new-password' : 'current-password',
    },
  ];
  const state = { name, email, password };
  return (
    <FieldList
      idPrefix={idPrefix}
      fields={fields}
      values={{ name: name?.[0] ?? '', email: email[0], password: password[0] }}
      onChange={(field, value) => state[field]?.[1](value)}
      errorId={errorId}
    />
  );
}

/** Each form's keys in the catalogs' `account`, and the route of the other form. */
const FORMS = {
  login: {
    title: 'loginTitle',
    submit: 'loginButton',
    busy: 'loggingIn',
    aside: { text: 'noAccountYet', route: '/register/', link: 'registerLink' },
  },
  register: {
    title: 'registerTitle',
    submit: 'registerButton',
    busy: 'creatingAccount',
    aside: { text: 'haveAccount', route: '/login/', link: 'loginLink' },
  },
} as const;

/**
 * The frame of the login and registration forms: heading, error, the fields given as children,
 * the busy-aware submit button and the link to the other form, in the page's language
 * (docs/languages.md#catalogs). The error's id is `<id>-error`.
 */
export function AuthForm({
  form: { id, onSubmit, error, submitting },
  notice,
  children,
}: {
  form: ReturnType<typeof useAuthSubmit<keyof typeof FORMS>>;
  /** Shown above the error, e.g. why the last session ended. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('account');
  const locale = usePageLocale();
  const { title, submit, busy, aside } = FORMS[id];
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t(title)}</h1>
      {notice}
      <FormError id={`${id}-error`} message={error} />
      {children}
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? t(busy) : t(submit)}
      </button>
      <p className="form__aside">
        {t(aside.text)} <Link href={localePath(locale, aside.route)}>{t(aside.link)}</Link>
      </p>
    </form>
  );
}
