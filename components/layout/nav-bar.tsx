'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { clinic } from '@/lib/env';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';

/**
 * The navigation bar of SPEC §2: title, Home; My Appointments, greeting and Logout, or Login and
 * Register. Home comes first and everything is left-aligned, and app/globals.css gives the links
 * a fixed number of rows per width (the greeting is cut to one line), so nothing moves when the
 * session-dependent links replace the placeholder (issue 5: CLS 0).
 */
export function NavBar() {
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const hydrated = useSessionHydrated();
  const router = useRouter();
  const brandRef = useRef<HTMLAnchorElement>(null);

  const onLogout = () => {
    // The Logout button goes away with the session: keep focus in the bar, not on the body.
    brandRef.current?.focus();
    logout();
    router.push('/');
  };

  return (
    <header className="site-header">
      <nav aria-label="Main" className="nav">
        <Link href="/" className="nav__brand" ref={brandRef}>
          {clinic.name}
        </Link>
        <ul className="nav__links">
          <li>
            <Link href="/">Home</Link>
          </li>
          {!hydrated ? (
            <li key="placeholder" className="nav__placeholder" aria-hidden="true" />
          ) : user ? (
            <>
              <li>
                <Link href="/appointments/">My Appointments</Link>
              </li>
              <li className="nav__greeting" title={`Hello, ${user.name}`}>
                Hello, {user.name}
              </li>
              <li>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={onLogout}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link href="/login/">Login</Link>
              </li>
              <li>
                <Link href="/register/">Register</Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
