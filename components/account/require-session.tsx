'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { accountTexts } from '@/lib/account/texts';
import type { User } from '@/lib/account/user';
import { useSessionHydrated, useSessionStore, wasLoggedOutHere } from '@/stores/account-store';

/** The status the guard shows while the stored session is read (docs/product.md#routes). */
export function LoadingStatus() {
  return (
    <p className="loading" role="status">
      {accountTexts.loading}
    </p>
  );
}

/**
 * The guard of the protected routes (docs/product.md#routes, docs/product.md#accounts-and-sessions): 'Loading...' while the stored session is read,
 * then the children for a logged-in user, or a client-side redirect to /login (a static export
 * has no server redirects). A session that ends while the page is shown sends the tab to /login
 * too when another tab ended it (docs/decisions/005-tabs-share-writes.md); this tab's own Logout takes it home instead (nav bar).
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
  const showedUser = useRef(false);

  useEffect(() => {
    if (user) {
      showedUser.current = true;
      return;
    }
    if (!hydrated) return;
    // Left by this tab's Logout, which is already on its way home: one destination, not two.
    if (showedUser.current && wasLoggedOutHere()) return;
    router.replace('/login/');
  }, [hydrated, user, router]);

  if (!hydrated || !user) return <>{loading}</>;
  return <>{children(user)}</>;
}
