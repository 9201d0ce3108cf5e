// @ts-check
/**
 * The service worker's build (docs/product.md#offline), Serwist's configurator mode for a static
 * export: `serwist build serwist.config.mjs` runs after `next build` and writes
 * `<export dir>/sw.js` from app/sw.ts, precaching every prerendered page, the `_next/static`
 * chunks and public/. Next's build files stay in .next even when NEXT_DIST_DIR moves the export
 * (next.config.mjs), so the globs read .next and the worker is written beside the export.
 */
import { serwist } from '@serwist/next/config';
import nextConfig from './next.config.mjs';

const exportDir = process.env.NEXT_DIST_DIR || 'out';

export default serwist(
  {
    swSrc: 'app/sw.ts',
    swDest: `${exportDir}/sw.js`,
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
