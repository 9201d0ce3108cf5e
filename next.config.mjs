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
  // `npm run typecheck` checks types once for the whole project; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // A separate build directory lets the debug build (issue 4) sit beside the normal one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
