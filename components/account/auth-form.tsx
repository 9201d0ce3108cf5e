'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { TextField } from '@/components/ui/text-field';

/**
 * The submit handling login and registration share (docs/product.md#accounts-and-sessions):
 * `submit` runs with the error cleared and the button disabled; on success the visitor goes
 * home, on failure the form shows `toUserMessage(error, fallback)` and can be sent again.
 * @param submit the session store's login or register call with the form's values.
 * @param fallback the message for an error that carries none of its own.
 * @param errorElementId the id of the form's {@link FormError}, for the fields' aria-describedby.
 * @returns `errorId` is `errorElementId` while an error is shown, else null.
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

/** A field's text and its setter, as `useState` gives them. */
type FieldState = [string, (value: string) => void];

/**
 * The account fields of the login and registration forms, ids `<idPrefix>-name|email|password`:
 * Full Name (only when `name` is given, i.e. registration, whose password is then a new one),
 * Email and Password.
 */
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
