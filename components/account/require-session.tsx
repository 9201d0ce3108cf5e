'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import type { User } from '@/lib/account/user';
import { localePath } from '@/lib/i18n';
import { useSessionHydrated, useSessionStore, wasLoggedOutHere } from '@/stores/account-store';

/**
 * The status the guard shows while the stored session is read (docs/product.md#routes):
 * 'Loading...' in the page's language (the catalogs' `shell.loading`), or `children`.
 */
export function LoadingStatus({ children }: { children?: ReactNode }) {
  const t = useTranslations('shell');
  return (
    <p className="loading" role="status">
      {children ?? t('loading')}
    </p>
  );
}

/**
 * The guard of the protected routes (docs/product.md#routes): 'Loading...' while the session is
 * read, then the children, or a client-side redirect to the login page of the page's language
 * (/login, /es/login), also when another tab logs out.
 * @param loading shown meanwhile; a page may put its heading around it, to paint it at once.
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
  const locale = usePageLocale();
  const showedUser = useRef(false);

  useEffect(() => {
    if (user) {
      showedUser.current = true;
      return;
    }
    if (!hydrated) return;
    // Left by this tab's Logout, which is already on its way home: one destination, not two.
    if (showedUser.current && wasLoggedOutHere()) return;
    router.replace(localePath(locale, '/login/'));
  }, [hydrated, user, router, locale]);

  if (!hydrated || !user) return <>{loading}</>;
  return <>{children(user)}</>;
}
