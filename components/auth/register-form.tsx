'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import type { Role } from '@/lib/domain';
import { toUserMessage } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { useSessionStore } from '@/stores/session-store';
import { FormError } from '@/components/ui/form-error';

const ERROR_ID = 'register-error';

/** The registration form of SPEC §2/§5 with D2's hashed password and D3's one account per e-mail. */
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

  const errorProps = error ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID } : {};
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">Create Account</h1>
      <FormError id={ERROR_ID} message={error} />
      <div className="field">
        <label htmlFor="register-name">Full Name</label>
        <input
          id="register-name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...errorProps}
        />
      </div>
      <div className="field">
        <label htmlFor="register-email">Email</label>
        <input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorProps}
        />
      </div>
      <div className="field">
        <label htmlFor="register-password">Password</label>
        <input
          id="register-password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps}
        />
      </div>
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
