'use client';

import { useEffect, useState } from 'react';

/** The site's base path ('' at the root; docs/product.md#settings). */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The one-line notice shown when a new deploy's service worker took over. */
const UPDATED_NOTICE = 'Updated: the new version of this site opens on your next page.';

/**
 * Registers the service worker (app/sw.ts, served as `<base path>/sw.js`) after the page has
 * loaded, so it never competes with the first paint, and says 'Updated' in one line when a new
 * deploy's worker takes over this page (docs/product.md#offline). Renders nothing otherwise.
 * Development builds have no worker.
 */
export function ServiceWorkerRegistration() {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    import('@serwist/window')
      .then(({ Serwist }) => {
        if (cancelled) return;
        const serwist = new Serwist(`${basePath}/sw.js`, {
          scope: `${basePath}/`,
          type: 'classic',
        });
        serwist.addEventListener('controlling', (event) => {
          if (event.isUpdate) setUpdated(true);
        });
        return serwist.register();
      })
      // Offline before the worker was ever installed: the next online visit registers it.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  if (!updated) return null;
  return (
    <p className="update-notice" role="status">
      {UPDATED_NOTICE}
    </p>
  );
}
