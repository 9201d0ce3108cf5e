'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import type { User } from '@/lib/domain';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';

/**
 * The guard of the protected routes (SPEC §2, §6): 'Loading...' while the stored session is read,
 * then the children for a logged-in user, or a client-side redirect to /login (a static export
 * has no server redirects).
 */
export function RequireSession({ children }: { children: (user: User) => ReactNode }) {
  const hydrated = useSessionHydrated();
  const user = useSessionStore((state) => state.user);
  const router = useRouter();

  useEffect(() => {
    if (hydrated && !user) router.replace('/login/');
  }, [hydrated, user, router]);

  if (!hydrated || !user) {
    return (
      <p className="loading" role="status">
        Loading...
      </p>
    );
  }
  return <>{children(user)}</>;
}
