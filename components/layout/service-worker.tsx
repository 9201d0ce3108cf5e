'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from './page-messages';
import { useEffect, useState } from 'react';

/** The site's base path ('' at the root; docs/configuration.md#site-settings). */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * A click that opens an in-site link the ordinary way (primary button, no modifier key, same
 * tab): after an update it becomes a full page load of that link, so the new deploy's page and
 * code open. A client-side navigation would keep this page's old code and the pages its router
 * prefetched from the old deploy.
 */
function openLinkInFull(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target !== '' && link.target !== '_self') return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${basePath}/`)) return;
  // A jump within this page is no navigation.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  window.location.assign(url.href);
}

/**
 * Registers the service worker (app/sw.ts, served as `<base path>/sw.js`) after the page has
 * loaded, so it never competes with the first paint, and says 'Updated' in one line when a new
 * deploy's worker takes over this page (docs/offline.md). Renders nothing otherwise.
 * After an update the next navigation is a full page load, served by the new worker: a link's
 * click is turned into one, and any other in-site navigation (a redirect after a form) reloads
 * the page it reached. Development builds have no worker.
 */
export function ServiceWorkerRegistration() {
  const t = useTranslations('layout');
  const [updated, setUpdated] = useState(false);
  const pathname = usePathname();
  const [updatedOn, setUpdatedOn] = useState<string | null>(null);
  if (updated && updatedOn === null) setUpdatedOn(pathname);
  useEffect(() => {
    if (!updated) return;
    document.addEventListener('click', openLinkInFull, { capture: true });
    return () => document.removeEventListener('click', openLinkInFull, { capture: true });
  }, [updated]);
  useEffect(() => {
    if (updatedOn !== null && pathname !== updatedOn) window.location.reload();
  }, [pathname, updatedOn]);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    // Listened for from the start, not once the worker is registered after the page's load: the
    // browser checks sw.js as it navigates, and a new worker can take over before that. A page
    // some worker served that gets another one was updated; a first visit's worker is no update.
    let controlled = navigator.serviceWorker.controller !== null;
    const onControllerChange = () => {
      if (controlled) setUpdated(true);
      controlled = true;
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    import('@serwist/window')
      .then(({ Serwist }) => {
        if (cancelled) return;
        const serwist = new Serwist(`${basePath}/sw.js`, {
          scope: `${basePath}/`,
          type: 'classic',
        });
        return serwist.register();
      })
      // Offline before the worker was ever installed: the next online visit registers it.
      .catch(() => {});
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  if (!updated) return null;
  return (
    <p className="update-notice" role="status">
      {t('updated')}
    </p>
  );
}
