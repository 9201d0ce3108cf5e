'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { toUserMessage } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { useSessionStore } from '@/stores/session-store';
import { FormError } from '@/components/ui/form-error';

const ERROR_ID = 'login-error';

/** The login form of SPEC §2/§5 with D2's password check; on success goes home. */
export function LoginForm() {
  const login = useSessionStore((state) => state.login);
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

  const describedBy = error ? ERROR_ID : undefined;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Log In</h1>
      <FormError id={ERROR_ID} message={error} />
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? 'Logging in…' : 'Log In'}
      </button>
      <p className="form__aside">
        Don&apos;t have an account? <Link href="/register/">Register</Link>
      </p>
    </form>
  );
}
