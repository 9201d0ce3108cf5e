'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import type { User } from '@/lib/domain';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';

/** The status the guard shows while the stored session is read (SPEC §2). */
export function LoadingStatus() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}

/**
 * The guard of the protected routes (SPEC §2, §6): 'Loading...' while the stored session is read,
 * then the children for a logged-in user, or a client-side redirect to /login (a static export
 * has no server redirects).
 * @param loading what shows meanwhile, default {@link LoadingStatus} alone; a page may put its
 *   public heading around it, so the static HTML paints the page's largest text at once.
 */
export function RequireSession({
  children,
  loading = <LoadingStatus />,
}: {
  children: (user: User) => ReactNode;
  loading?: ReactNode;
}) {
  const hydrated = useSessionHydrated();
  const user = useSessionStore((state) => state.user);
  const router = useRouter();

  useEffect(() => {
    if (hydrated && !user) router.replace('/login/');
  }, [hydrated, user, router]);

  if (!hydrated || !user) return <>{loading}</>;
  return <>{children(user)}</>;
}
