'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { toUserMessage } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { useSessionStore } from '@/stores/session-store';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';

const ERROR_ID = 'login-error';

/** The login form of docs/product.md#routes/§5 with the rule in docs/decisions/002-passwords-are-checked.md password check; on success goes home. */
export function LoginForm() {
  const login = useSessionStore((state) => state.login);
  const expired = useSessionStore((state) => state.expired);
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login(email, password);
      router.push('/');
    } catch (caught) {
      setError(toUserMessage(caught, messages.loginFailed));
      setSubmitting(false);
    }
  };

  const errorId = error ? ERROR_ID : null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Log In</h1>
      {expired && !error ? (
        <p className="notice" role="status">
          {messages.sessionExpired}
        </p>
      ) : null}
      <FormError id={ERROR_ID} message={error} />
      <TextField
        id="login-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        errorId={errorId}
      />
      <TextField
        id="login-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errorId={errorId}
      />
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? 'Logging in…' : 'Log In'}
      </button>
      <p className="form__aside">
        Don&apos;t have an account? <Link href="/register/">Register</Link>
      </p>
    </form>
  );
}
