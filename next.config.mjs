/**
 * Debug pages (/api-test, /email-test, /debug; docs/product.md#debug-pages) are route files named `page.debug.tsx`.
 * Only a build with NEXT_PUBLIC_DEBUG=true counts `debug.tsx` as a page extension; any other
 * build does not see those routes at all, so the static export has no files for them and the
 * server answers 404 with `out/404.html`.
 */
const isDebugBuild = process.env.NEXT_PUBLIC_DEBUG === 'true';

/**
 * Static export for a plain CDN: every route becomes `out/<route>/index.html`
 * (trailingSlash), so deep links and reloads work without server rewrites.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  pageExtensions: isDebugBuild ? ['tsx', 'ts', 'debug.tsx'] : ['tsx', 'ts'],
  // `npm run typecheck` checks types once for the whole project; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // With `output: 'export'`, Next 16 exports into a custom distDir (its build files stay in
  // .next): NEXT_DIST_DIR=out-debug puts the debug build's export beside the normal out/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The year the HTML is written in, inlined for the footer: a page opened in a later year
  // hydrates from it before showing the visitor's year (components/layout/footer.tsx).
  env: { BUILD_YEAR: String(new Date().getFullYear()) },
};

export default nextConfig;
