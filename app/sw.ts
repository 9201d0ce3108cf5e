/**
 * The service worker (docs/offline.md), built by `serwist build serwist.config.mjs` into
 * the export's sw.js. Every page, chunk and public file of this deploy is precached at install,
 * so once a page has been opened every route opens offline, and local mode books, lists and
 * cancels offline as online (its data is in localStorage). A new deploy's worker skips waiting
 * and claims open pages, so it takes over on the next navigation; old precaches are removed.
 *
 * Nothing cross-origin is cached, and the data API (NEXT_PUBLIC_DATA_API_URL, which carries
 * patients' data) is network-only even if it shares the site's origin: shared mode offline shows
 * the list the app itself kept (docs/shared-mode.md), never a cached API response.
 */
import { NetworkFirst, Serwist } from 'serwist';
import type { PrecacheEntry, SerwistGlobalConfig } from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const dataApiUrl = process.env.NEXT_PUBLIC_DATA_API_URL ?? '';

/** Whether `url` is the data API's (its origin and path prefix). */
function isDataApi(url: URL): boolean {
  return dataApiUrl !== '' && url.href.startsWith(dataApiUrl.replace(/\/?$/, '/'));
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // The client router adds `_rsc=<hash>` to the payload requests serwist.config.mjs precaches.
    ignoreURLParametersMatching: [/^_rsc$/, /^utm_/],
    // Pages are precached as '/appointments'; the site links '/appointments/' (trailingSlash)
    // and may add a query string.
    urlManipulation: ({ url }) => [new URL(url.pathname.replace(/(.)\/$/, '$1'), url.origin)],
  },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  // Requests no rule matches are not answered by the worker: the browser sends them as if there
  // were none. That is every cross-origin request (the data API, the model, e-mail) and the
  // data API even on the site's own origin: never cached, so no patient's data is ever stored.
  runtimeCaching: [
    {
      // Same-origin files not in the precache (a page's RSC payload, say): fresh when online,
      // the last copy offline.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.method === 'GET' && !isDataApi(url),
      handler: new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 5 }),
    },
  ],
});

serwist.addEventListeners();
