'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useState } from 'react';
import { accountTexts } from '@/lib/account/texts';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';

/**
 * The submit of the login, registration and claim forms (docs/product.md#accounts-and-sessions): on
 * success home, on failure `toUserMessage(error, fallback)`; `errorId`, `<id>-error`, is set
 * while it shows.
 */
export function useAuthSubmit<Id extends string>(
  submit: () => Promise<unknown>,
  fallback: string,
  id: Id,
) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await submit();
      router.push('/');
    } catch (caught) {
      setError(toUserMessage(caught, fallback));
      setSubmitting(false);
    }
  };
  return { id, error, submitting, onSubmit, errorId: error ? `${id}-error` : null };
}

type FieldState = [string, (value: string) => void];

type AccountField = 'name' | 'email' | 'password';

const NAME_FIELD: FieldSpec<AccountField> = {
  name: 'name',
  label: accountTexts.fieldLabels.name,
  autoComplete: 'name',
};

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
  const fields: FieldSpec<AccountField>[] = [
    ...(name ? [NAME_FIELD] : []),
    { name: 'email', label: accountTexts.fieldLabels.email, type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: accountTexts.fieldLabels.password,
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

/** Each form's texts and the link to the other one. */
const FORMS = {
  login: {
    title: accountTexts.loginTitle,
    submit: accountTexts.loginButton,
    busy: accountTexts.loggingIn,
    aside: { text: accountTexts.noAccountYet, href: '/register/', link: accountTexts.registerLink },
  },
  register: {
    title: accountTexts.registerTitle,
    submit: accountTexts.registerButton,
    busy: accountTexts.creatingAccount,
    aside: { text: accountTexts.haveAccount, href: '/login/', link: accountTexts.loginLink },
  },
};

/**
 * The frame of the login and registration forms: heading, error, the fields given as children,
 * the busy-aware submit button and the link to the other form. The error's id is `<id>-error`.
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
  const { title, submit, busy, aside } = FORMS[id];
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {notice}
      <FormError id={`${id}-error`} message={error} />
      {children}
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? busy : submit}
      </button>
      <p className="form__aside">
        {aside.text} <Link href={aside.href}>{aside.link}</Link>
      </p>
    </form>
  );
}
