import { checkedClinicFileJson } from './scripts/clinic-file.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * Debug pages (/api-test, /email-test, /debug; docs/debug.md) are route files named `page.debug.tsx`.
 * Only a build with NEXT_PUBLIC_DEBUG=true counts `debug.tsx` as a page extension; any other
 * build does not see those routes at all, so the static export has no files for them and the
 * server answers 404 with `out/404.html`.
 */
const isDebugBuild = process.env.NEXT_PUBLIC_DEBUG === 'true';

/**
 * Every setting (docs/configuration.md#site-settings) is checked here with lib/config/env.ts's own schema,
 * before the build compiles anything (Next.js has read the .env files by now): a bad value, such
 * as NEXT_PUBLIC_BASE_PATH 'clinic' or NEXT_PUBLIC_DEPLOY_ENV 'staging', stops the build at once
 * with an error naming the setting. `basePath`, the checked NEXT_PUBLIC_BASE_PATH, is the sub-path
 * the site is hosted under (docs/hosting.md): '' at the host's root, or '/clinic'.
 */
const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': projectRoot } });
const { basePath } = await jiti.import(path.join(projectRoot, 'lib/config/env.ts'));

/**
 * The clinic file (docs/configuration.md#the-clinic-file), checked with the site's own schema
 * (scripts/clinic-file.mjs), so a bad file stops the build before any page, naming each bad field
 * ('doctors[2].hours.monday[0].close: must be after open'). The checked file is inlined as
 * CLINIC_FILE_JSON for lib/clinic/clinic.ts; the browser never runs the checks.
 */
const clinicFileJson = await checkedClinicFileJson();

/**
 * Static export for a plain CDN: every route becomes `out/<route>/index.html`
 * (trailingSlash), so deep links and reloads work without server rewrites.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  // Routes, assets and code chunks under the sub-path; Link and the router add it to paths.
  basePath,
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
  env: {
    BUILD_YEAR: String(new Date().getFullYear()),
    CLINIC_FILE_JSON: clinicFileJson,
    // Inlined even when unset ('' reads as unset, lib/config/env.ts), so that a local build
    // leaves shared mode's repositories out (lib/repositories/index.ts).
    NEXT_PUBLIC_DATA_API_URL: process.env.NEXT_PUBLIC_DATA_API_URL ?? '',
  },
};

/**
 * next-intl (docs/decisions/022-spanish-with-next-intl.md) without middleware, which a static
 * export cannot run: each language's layout sets its language, and
 * components/layout/i18n-request.ts gives next-intl that language's catalog. The catalogs'
 * ICU messages are compiled at build time, so pages carry next-intl's small formatter instead of
 * a message parser (docs/languages.md#catalogs).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './components/layout/i18n-request.ts',
  experimental: {
    messages: { format: 'json', path: './messages', locales: ['en', 'es'], precompile: true },
  },
});

export default withNextIntl(nextConfig);
