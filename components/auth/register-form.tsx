'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import type { Role } from '@/lib/domain';
import { toUserMessage } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { useSessionStore } from '@/stores/session-store';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';

const ERROR_ID = 'register-error';

/** The registration form of docs/product.md#routes/§5 with the rule in docs/decisions/002-passwords-are-checked.md hashed password and the rule in docs/decisions/003-one-account-per-email.md one account per e-mail. */
export function RegisterForm() {
  const register = useSessionStore((state) => state.register);
  const router = useRouter();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('patient');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await register({ name, email, password, role });
      router.push('/');
    } catch (caught) {
      setError(toUserMessage(caught, messages.registerFailed));
      setSubmitting(false);
    }
  };

  const errorId = error ? ERROR_ID : null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">Create Account</h1>
      <FormError id={ERROR_ID} message={error} />
      <TextField
        id="register-name"
        label="Full Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        errorId={errorId}
      />
      <TextField
        id="register-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        errorId={errorId}
      />
      <TextField
        id="register-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        errorId={errorId}
      />
      <div className="field">
        <label htmlFor="register-role">Role</label>
        <select
          id="register-role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <option value="patient">Patient</option>
          <option value="doctor">Doctor</option>
        </select>
      </div>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? 'Creating account…' : 'Create Account'}
      </button>
      <p className="form__aside">
        Already have an account? <Link href="/login/">Log in</Link>
      </p>
    </form>
  );
}
