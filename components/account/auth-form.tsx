'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { TextField } from '@/components/ui/text-field';

/**
 * The submit of the login and registration forms (docs/product.md#accounts-and-sessions): on
 * success home, on failure `toUserMessage(error, fallback)`; `errorId` is set while it shows.
 */
export function useAuthSubmit(
  submit: () => Promise<unknown>,
  fallback: string,
  errorElementId: string,
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
  return { error, submitting, onSubmit, errorId: error ? errorElementId : null };
}

type FieldState = [string, (value: string) => void];

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
  const fields = [
    ...(name ? [{ field: 'name', label: 'Full Name', type: undefined, state: name }] : []),
    { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', state: email },
    {
      field: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: name ? 'new-password' : 'current-password',
      state: password,
    },
  ];
  return fields.map(({ field, label, type, autoComplete, state: [value, onChange] }) => (
    <TextField
      key={field}
      id={`${idPrefix}-${field}`}
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete ?? field}
      value={value}
      onChange={onChange}
      errorId={errorId}
    />
  ));
}
