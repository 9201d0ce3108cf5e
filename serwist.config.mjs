// @ts-check
/**
 * The service worker's build (docs/offline.md), Serwist's configurator mode for a static
 * export: `serwist build serwist.config.mjs` runs after `next build` and writes
 * `<export dir>/sw.js` from app/sw.ts, precaching every prerendered page, the `_next/static`
 * chunks and public/. Next's build files stay in .next even when NEXT_DIST_DIR moves the export
 * (next.config.mjs), so the globs read .next and the worker is written beside the export.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';
import nextConfig from './next.config.mjs';

const exportDir = process.env.NEXT_DIST_DIR || 'out';
const basePath = nextConfig.basePath ?? '';
/** Where the export serves Next's hashed chunks: '/clinic/_next/static/' under '/clinic'. */
const staticPrefix = `${basePath}/_next/static/`;

/**
 * The export's RSC payloads (`<route>/index.txt`, `__next.*.txt`), which the client router
 * fetches on in-site navigation, and the assistant's Spanish texts (`es/chat-messages.json`,
 * docs/chat.md#how-the-assistant-loads): precached too, so moving between pages and chatting
 * offline need no network. They exist only in the export, not in .next, hence listed here.
 * @returns {{ url: string, revision: string }[]}
 */
function exportOnlyFiles() {
  const wanted = (name) =>
    (name.endsWith('.txt') && name !== 'robots.txt') || name === 'chat-messages.json';
  return readdirSync(exportDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {
        url: `${basePath}/${path.relative(exportDir, file).split(path.sep).join('/')}`,
        revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16),
      };
    })
    .filter(({ url }) => !url.includes('/_not-found/'));
}

export default serwist(
  {
    swSrc: 'app/sw.ts',
    swDest: `${exportDir}/sw.js`,
    additionalPrecacheEntries: exportOnlyFiles(),
    // Serwist's Next.js preset maps `.next/static/` to `<assetPrefix>/_next/static/`, ignoring
    // basePath, so under '/clinic' the worker precached '/_next/static/…', which the host answers
    // with 404, and the install failed. modifyURLPrefix runs before that preset's transform and
    // puts the chunks where the export serves them; their names carry a content hash, so they
    // need no revision (the preset's dontCacheBustURLsMatching, moved to the new prefix).
    modifyURLPrefix: { '.next/static/': staticPrefix },
    // A base path holds only letters, digits and . _ ~ - (next.config.mjs): '.' is the one to escape.
    dontCacheBustURLsMatching: new RegExp(`^${staticPrefix.replaceAll('.', '\\.')}`),
    esbuildOptions: {
      // The worker must know the data API's origin to never cache it (app/sw.ts).
      define: {
        'process.env.NEXT_PUBLIC_DATA_API_URL': JSON.stringify(
          process.env.NEXT_PUBLIC_DATA_API_URL ?? '',
        ),
      },
    },
  },
  { ...nextConfig, distDir: '.next' },
);
