#!/usr/bin/env node
/**
 * Writes the site's security headers next to the static export, in every common host's own
 * format (docs/hosting.md), all generated from one set of rules ({@link headerRules}):
 *   `_headers` (Netlify, Cloudflare Pages), `vercel.json`, `firebase.json`,
 *   `staticwebapp.config.json` (Azure Static Web Apps), `nginx.conf` (directives for an nginx
 *   `server` block), `.htaccess` (Apache), `Caddyfile` (a Caddy site block), and `serve.json`
 *   (the `serve` package's config, for `npx serve out`; scripts/serve.mjs reads its headers).
 * Every HTML page also gets the policy in a `<meta http-equiv="Content-Security-Policy">` (its
 * own script hashes, minus the directives a meta tag cannot carry), so hosts with no header
 * control (GitHub Pages, a plain S3 bucket) still enforce a strict policy.
 *
 * The Content-Security-Policy allows scripts only from the site itself plus the exact inline
 * scripts Next.js wrote into the exported pages, by their sha256 hashes computed here from the
 * files in `<out>` after the build: no 'unsafe-inline' and no 'unsafe-eval' for scripts.
 * connect-src lists only the site, the configured model endpoint, the configured e-mail origin,
 * in a shared-mode build (NEXT_PUBLIC_DATA_API_URL set) the data API's origin, and, in a debug
 * build (never published), any http(s) backend the debug pages probe. A local-mode build's
 * policy names no data API (docs/shared-mode.md).
 *
 * Usage: node scripts/security-headers.mjs [--dir out]   (run after `next build`, with the same
 * environment: NEXT_PUBLIC_BASE_PATH must be the one the pages were built with, or it stops.)
 * Settings come from the environment and .env files, loaded the way Next.js loads them (a
 * variable already in the environment wins, even when empty: scripts/e2e.mjs sets every one).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** EmailJS's own API origin, the default of NEXT_PUBLIC_EMAILJS_ORIGIN (lib/config/env.ts). */
const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';
/** The default of NEXT_PUBLIC_API_URL (lib/config/env.ts). */
const DEFAULT_API_URL = 'http://localhost:8080/api';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The sha256 CSP sources of every inline script in an HTML document (scripts with a `src` or
 * a non-JavaScript `type`, such as JSON data blocks, are not executed and need none).
 * @param {string} html
 * @returns {string[]} e.g. ["'sha256-…'"]
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of an http(s) URL, or null for unset or other values. */
export function originOf(url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins the pages may connect to, from the build's settings.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function connectOrigins(env) {
  const origins = [originOf(env.NEXT_PUBLIC_CHAT_ENDPOINT)];
  // Shared mode only: the data API (PostgREST) the repositories talk to. Unset or '' = local
  // mode, whose policy stays as it was (docs/shared-mode.md#the-site-in-shared-mode).
  origins.push(originOf(env.NEXT_PUBLIC_DATA_API_URL?.trim()));
  // A preview sends no e-mail unless allowed (lib/config/env.ts), so its policy names no
  // e-mail origin: a preview's e-mail rule (docs/hosting.md#previews).
  const emailMuted =
    env.NEXT_PUBLIC_DEPLOY_ENV?.trim() === 'preview' && env.NEXT_PUBLIC_PREVIEW_EMAIL !== 'true';
  const emailOn =
    !emailMuted &&
    ['PUBLIC_KEY', 'SERVICE_ID', 'TEMPLATE_ID'].every((name) =>
      env[`NEXT_PUBLIC_EMAILJS_${name}`]?.trim(),
    );
  if (emailOn)
    origins.push(originOf(env.NEXT_PUBLIC_EMAILJS_ORIGIN?.trim() || DEFAULT_EMAIL_ORIGIN));
  if (env.NEXT_PUBLIC_DEBUG === 'true') {
    origins.push(originOf(env.NEXT_PUBLIC_API_URL?.trim() || DEFAULT_API_URL));
    // A debug build's /api-test probes whatever backend the developer types in, so it may
    // connect to any http(s) origin. Debug builds are for developers, never for publishing.
    origins.push('http:', 'https:');
  }
  return [...new Set(origins.filter(Boolean))];
}

/**
 * The Content-Security-Policy for the export.
 * @param {{scriptHashes: string[], connect: string[]}} sources
 */
export function contentSecurityPolicy({ scriptHashes, connect }) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    // React and the date picker's positioning set style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    // The service worker (sw.js) and the web app manifest are the site's own files.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** `Cache-Control` of `_next/static/`: Next.js puts a content hash in every name there. */
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HSTS for one year; no includeSubDomains, since a clinic's other hosts may not all be HTTPS. */
export const HSTS = 'max-age=31536000';
/** Directives a `<meta>` policy cannot carry; browsers ignore them there (CSP 3, §6.4). */
const NOT_IN_META = new Set(['frame-ancestors', 'report-uri', 'sandbox']);
/**
 * The service worker's script is fetched again on every navigation check (docs/offline.md):
 * never cached, so a new deploy is found at once and a broken one can be replaced.
 */
export const SERVICE_WORKER_HEADERS = [{ key: 'Cache-Control', value: 'no-cache' }];

/** Every header the site is served with, in order. */
export function securityHeaders(policy) {
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}

/**
 * The path prefixes of the languages beside the default one, whose pages live under
 * `/<prefix>/` with a 404 page of their own at `/<prefix>/404/` (lib/i18n/locales.ts,
 * docs/languages.md#pages-for-any-address).
 */
export const LANGUAGE_PREFIXES = ['es'];

/**
 * The one source of truth every host's file is written from (docs/hosting.md).
 * @typedef {{key: string, value: string}} Header
 * @typedef {{language: string, prefix: string, page: string}} LanguageNotFound
 * @typedef {{basePath: string, site: Header[], hsts: Header, staticPrefix: string,
 *   staticAssets: Header[], notFound: string, languageNotFound: LanguageNotFound[]}} HeaderRules
 *   `site`: on every response (security headers, plus `X-Robots-Tag` on a preview);
 *   `hsts`: also on every response, where the host lets a site set it; `staticAssets`: added
 *   for paths starting with `staticPrefix`; `notFound`: the page served with status 404;
 *   `languageNotFound`: the one served instead for unknown paths under a language's `prefix`
 *   ('/es/'), on the hosts that can tell paths apart (nginx, Apache, Caddy).
 * @param {{policy: string, basePath?: string, preview?: boolean}} options
 *   basePath: '' or e.g. '/clinic' (NEXT_PUBLIC_BASE_PATH); preview: NEXT_PUBLIC_DEPLOY_ENV=preview.
 * @returns {HeaderRules}
 */
export function headerRules({ policy, basePath = '', preview = false }) {
  const site = securityHeaders(policy);
  if (preview) site.push({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  return {
    basePath,
    site,
    hsts: { key: 'Strict-Transport-Security', value: HSTS },
    staticPrefix: `${basePath}/_next/static/`,
    staticAssets: [{ key: 'Cache-Control', value: STATIC_CACHE_CONTROL }],
    notFound: `${basePath}/404.html`,
    languageNotFound: LANGUAGE_PREFIXES.map((language) => ({
      language,
      prefix: `${basePath}/${language}/`,
      page: `${basePath}/${language}/404.html`,
    })),
    serviceWorker: `${basePath}/sw.js`,
    serviceWorkerHeaders: SERVICE_WORKER_HEADERS,
  };
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const withHsts = (rules) => [...rules.site, rules.hsts];

/** Netlify's and Cloudflare Pages' `_headers`: path patterns, each with indented headers. */
function netlifyHeaders(rules) {
  const block = (pattern, headers) =>
    [pattern, ...headers.map(({ key, value }) => `  ${key}: ${value}`)].join('\n');
  return `${block(`${rules.basePath}/*`, withHsts(rules))}\n${block(`${rules.staticPrefix}*`, rules.staticAssets)}\n${block(rules.serviceWorker, rules.serviceWorkerHeaders)}\n`;
}

/** Vercel's `vercel.json`: path-to-regexp sources; every matching rule's headers apply. */
function vercelJson(rules) {
  return json({
    trailingSlash: true,
    headers: [
      { source: `${rules.basePath}/(.*)`, headers: withHsts(rules) },
      { source: `${rules.staticPrefix}(.*)`, headers: rules.staticAssets },
      { source: rules.serviceWorker, headers: rules.serviceWorkerHeaders },
    ],
  });
}

/**
 * Firebase Hosting's `firebase.json`, for `firebase deploy` run in the export's folder. Firebase
 * sets HSTS itself and refuses it in a rule; for one header, the last matching rule wins.
 */
function firebaseJson(rules) {
  return json({
    hosting: {
      public: '.',
      ignore: ['firebase.json', '**/.*', 'nginx.conf', 'Caddyfile', 'serve.json'],
      trailingSlash: true,
      headers: [
        { source: `${rules.basePath}/**`, headers: rules.site },
        { source: `${rules.staticPrefix}**`, headers: rules.staticAssets },
        { source: rules.serviceWorker, headers: rules.serviceWorkerHeaders },
      ],
    },
  });
}

/** Azure Static Web Apps' `staticwebapp.config.json`: global headers, route headers, 404 page. */
function azureConfig(rules) {
  const asObject = (headers) => Object.fromEntries(headers.map(({ key, value }) => [key, value]));
  return json({
    trailingSlash: 'always',
    globalHeaders: asObject(withHsts(rules)),
    routes: [
      { route: `${rules.staticPrefix}*`, headers: asObject(rules.staticAssets) },
      { route: rules.serviceWorker, headers: asObject(rules.serviceWorkerHeaders) },
    ],
    responseOverrides: { 404: { rewrite: rules.notFound } },
  });
}

/** The web app manifests' media type (docs/offline.md), which some hosts do not know by name. */
const MANIFEST_TYPE = 'application/manifest+json';

/** An nginx quoted string: the values hold single quotes, spaces and ';', never '"' or '\'. */
const nginxQuoted = (value) => `"${value}"`;

/**
 * nginx: directives for the operator's `server { }` block, which sets `listen`, `server_name`
 * and `root` (the folder holding the export at `basePath`). `add_header … always` so that 404s
 * carry them too; nginx drops the server's add_header in a location that has its own, so
 * `_next/static/` repeats the whole set.
 */
function nginxSnippet(rules) {
  const add = (headers, indent) =>
    headers.map(({ key, value }) => `${indent}add_header ${key} ${nginxQuoted(value)} always;`);
  return [
    '# Security headers and routing of the clinic site (scripts/security-headers.mjs).',
    '# Include inside your server { } block, after listen, server_name and root.',
    'index index.html;',
    // A directory without its slash redirects to it with a path only, keeping host and port.
    'absolute_redirect off;',
    `error_page 404 ${rules.notFound};`,
    ...add(withHsts(rules), ''),
    `location ^~ ${rules.staticPrefix} {`,
    ...add([...withHsts(rules), ...rules.staticAssets], '    '),
    '}',
    `location = ${rules.serviceWorker} {`,
    ...add([...withHsts(rules), ...rules.serviceWorkerHeaders], '    '),
    '}',
    `location ${rules.basePath}/ {`,
    '    try_files $uri $uri/ =404;',
    '}',
    // A plain prefix location, so that the .webmanifest rule below still wins inside it.
    ...rules.languageNotFound.flatMap(({ prefix, page }) => [
      `location ${prefix} {`,
      `    error_page 404 ${page};`,
      '    try_files $uri $uri/ =404;',
      '}',
    ]),
    // Debian's mime.types has no .webmanifest: the manifests would go out as octet-stream.
    'location ~ \\.webmanifest$ {',
    '    types { }',
    `    default_type ${MANIFEST_TYPE};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Apache's `.htaccess` (needs `AllowOverride All`, mod_headers and mod_dir). mod_dir redirects
 * a directory without its slash; `Header always` covers the 404 page too.
 */
function apacheHtaccess(rules) {
  const set = (headers, indent) =>
    headers.map(({ key, value }) => `${indent}Header always set ${key} "${value}"`);
  const staticPattern = rules.staticPrefix.replace(/[.]/g, '\\.');
  return [
    '# Security headers and routing of the clinic site (scripts/security-headers.mjs).',
    'Options -Indexes',
    'DirectoryIndex index.html',
    'DirectorySlash On',
    `ErrorDocument 404 ${rules.notFound}`,
    ...rules.languageNotFound.flatMap(({ prefix, page }) => [
      `<If "%{REQUEST_URI} -strmatch '${prefix}*'">`,
      `    ErrorDocument 404 ${page}`,
      '</If>',
    ]),
    ...set(withHsts(rules), ''),
    `<If "%{REQUEST_URI} =~ m#^${staticPattern}#">`,
    ...set(rules.staticAssets, '    '),
    '</If>',
    `<If "%{REQUEST_URI} == '${rules.serviceWorker}'">`,
    ...set(rules.serviceWorkerHeaders, '    '),
    '</If>',
    '',
  ].join('\n');
}

/**
 * A Caddy site block. Its address and root come from the environment: CLINIC_SITE_ADDRESS
 * (default `localhost`) and CLINIC_SITE_ROOT (the folder holding the export at `basePath`,
 * default the current folder).
 */
function caddyfile(rules) {
  const set = (headers, indent) => headers.map(({ key, value }) => `${indent}${key} "${value}"`);
  return [
    '# Security headers and routing of the clinic site (scripts/security-headers.mjs).',
    '# CLINIC_SITE_ADDRESS=clinic.example CLINIC_SITE_ROOT=/srv/www caddy run --config Caddyfile',
    '{$CLINIC_SITE_ADDRESS:localhost} {',
    '\troot * {$CLINIC_SITE_ROOT:.}',
    '\theader {',
    ...set(withHsts(rules), '\t\t'),
    '\t}',
    `\theader ${rules.staticPrefix}* {`,
    ...set(rules.staticAssets, '\t\t'),
    '\t}',
    `\theader ${rules.serviceWorker} {`,
    ...set(rules.serviceWorkerHeaders, '\t\t'),
    '\t}',
    // Caddy knows no type for .webmanifest and would send none; file_server keeps this one.
    '\t@webmanifest path *.webmanifest',
    `\theader @webmanifest Content-Type "${MANIFEST_TYPE}"`,
    '\tfile_server',
    // `handle_errors 404` needs Caddy 2.8; the matcher works from 2.4 (Debian 12 has 2.6).
    '\thandle_errors {',
    // Named matchers in order: a language's 404 page for its paths, else the default one.
    ...rules.languageNotFound.flatMap(({ language, prefix, page }) => [
      `\t\t@notFound_${language} {`,
      `\t\t\tpath ${prefix}*`,
      '\t\t\texpression {err.status_code} == 404',
      '\t\t}',
      `\t\thandle @notFound_${language} {`,
      `\t\t\trewrite * ${page}`,
      '\t\t\tfile_server',
      '\t\t}',
    ]),
    '\t\t@notFound expression {err.status_code} == 404',
    '\t\thandle @notFound {',
    `\t\t\trewrite * ${rules.notFound}`,
    '\t\t\tfile_server',
    '\t\t}',
    '\t}',
    '}',
    '',
  ].join('\n');
}

/** Path segments the base-path rules of {@link serveJson} reach below the base path. */
const SERVE_DEPTH = 8;
/** A page's path segment: Next.js names route folders with these (a file has a dot). */
const PAGE_SEGMENT = '([\\w-]+)';

/** `/:p0/:p1?/…`, {@link SERVE_DEPTH} parameters, each limited by `pattern`; the first optional too when told. */
function segmentParams(pattern, { firstOptional = false } = {}) {
  return Array.from(
    { length: SERVE_DEPTH },
    (_, index) => `/:p${index}${pattern}${index > 0 || firstOptional ? '?' : ''}`,
  ).join('');
}

/**
 * `serve`'s rewrites and redirects that serve an export at `basePath`, as the hosts do: the
 * root redirects there, `<basePath>/a/b/` is `a/b/index.html`, `<basePath>/x.js` is `x.js`, and a
 * page outside it is not found. serve-handler fills a parameter URL-encoded (`a/b` would be
 * `a%2Fb`), so each segment is a parameter of its own, up to {@link SERVE_DEPTH}.
 */
function serveBasePathRules(basePath) {
  return {
    redirects: [{ source: '/', destination: `${basePath}/`, type: 302 }],
    rewrites: [
      {
        source: `${basePath}${segmentParams(PAGE_SEGMENT, { firstOptional: true })}`,
        destination: `${segmentParams('', { firstOptional: true })}/index.html`,
      },
      { source: `${basePath}${segmentParams('')}`, destination: segmentParams('') },
      // serve-handler applies the later rules to a rewritten path too: the two above always
      // leave a segment that is not a page's, which this one never matches.
      { source: segmentParams(PAGE_SEGMENT), destination: '/__outside-base-path__' },
    ],
  };
}

/**
 * `serve.json`: the config of the `serve` package (`npx serve out`) and of scripts/serve.mjs,
 * which reads its `headers`. Only keys `serve` 14 accepts (it refuses any other and serves
 * nothing): trailing slashes and 404s as the hosts, no directory listing, and under a base path
 * {@link serveBasePathRules}; scripts/serve.mjs reads the base path from the pages
 * ({@link exportBasePath}). serve-handler's globs are relative to the export. No HSTS: it serves
 * plain HTTP on this machine.
 */
function serveJson(rules) {
  return json({
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
    ...(rules.basePath ? serveBasePathRules(rules.basePath) : {}),
    headers: [
      { source: '**', headers: rules.site },
      { source: '_next/static/**', headers: rules.staticAssets },
      { source: 'sw.js', headers: rules.serviceWorkerHeaders },
    ],
  });
}

/** Every file written, by name, from the same rules. */
export const HOST_FILES = {
  _headers: netlifyHeaders,
  'vercel.json': vercelJson,
  'firebase.json': firebaseJson,
  'staticwebapp.config.json': azureConfig,
  'nginx.conf': nginxSnippet,
  '.htaccess': apacheHtaccess,
  Caddyfile: caddyfile,
  'serve.json': serveJson,
};

/** The policy as a `<meta>` can carry it: without frame-ancestors, report-uri and sandbox. */
export function metaPolicy(policy) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !NOT_IN_META.has(part.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

const META_CSP = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

/**
 * `html` with its own policy in a `<meta http-equiv>`, placed right after `<meta charset>` (or
 * `<head>`) so it is read before any script; a meta tag from an earlier run is replaced.
 * Ampersands and quotes are escaped for the attribute (a policy holds neither today).
 */
export function withMetaPolicy(html, policy) {
  const content = metaPolicy(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const clean = html.replace(META_CSP, '');
  const charset = /<meta charset="?[^">]*"?\s*\/?>/i.exec(clean);
  const head = /<head[^>]*>/i.exec(clean);
  const anchor = charset ?? head;
  if (!anchor) return `${tag}${clean}`;
  const at = anchor.index + anchor[0].length;
  return `${clean.slice(0, at)}${tag}${clean.slice(at)}`;
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * The base path the export in `dir` was built with (NEXT_PUBLIC_BASE_PATH), read from its
 * home page's script URLs, which start with `<basePath>/_next/` (docs/hosting.md).
 * @param {string} dir the static export
 * @returns {string | undefined} '' or e.g. '/clinic'; undefined when no script names `_next/`
 * @throws {Error} when `dir` has no index.html.
 */
export function exportBasePath(dir) {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`No ${index}: run \`next build\` first.`);
  return /\bsrc="([^"]*)\/_next\//.exec(readFileSync(index, 'utf8'))?.[1];
}

/**
 * Stops when the pages were built with another base path than `basePath` (the headers step
 * must run with `next build`'s environment).
 * @throws {Error} naming NEXT_PUBLIC_BASE_PATH.
 */
function checkBasePath(dir, basePath) {
  const built = exportBasePath(dir);
  if (built !== undefined && built !== basePath) {
    throw new Error(
      `The pages in ${dir} were built with NEXT_PUBLIC_BASE_PATH=${JSON.stringify(built)}, not ${JSON.stringify(basePath)}: run \`next build\` and this script with the same environment.`,
    );
  }
}

/**
 * Copies each language's 404 page, which Next.js exports as `<prefix>/404/index.html`, to
 * `<prefix>/404.html`: where the host rules point, and where hosts that look for the nearest
 * `404.html` up the path (Cloudflare Pages) find it (docs/languages.md#pages-for-any-address).
 * @param {string} dir the static export
 * @returns {string[]} the pages written, relative to `dir`
 */
export function writeLanguageNotFoundPages(dir) {
  return LANGUAGE_PREFIXES.filter((prefix) =>
    existsSync(path.join(dir, prefix, '404', 'index.html')),
  ).map((prefix) => {
    copyFileSync(path.join(dir, prefix, '404', 'index.html'), path.join(dir, prefix, '404.html'));
    return `${prefix}/404.html`;
  });
}

/**
 * Computes the policy from `<dir>`'s pages, writes every host's file there (see
 * {@link HOST_FILES}) and puts each page's own policy into its `<meta>`, after copying the
 * languages' 404 pages into place ({@link writeLanguageNotFoundPages}).
 * @param {string} dir the static export
 * @param {Record<string, string | undefined>} env the build's settings (NEXT_PUBLIC_BASE_PATH,
 *   NEXT_PUBLIC_DEPLOY_ENV, and the origins {@link connectOrigins} reads)
 * @returns {{policy: string, pages: number, hashes: number, files: string[]}}
 * @throws {Error} when `dir` has no index.html, or its pages were built with another base path.
 */
export function writeSecurityHeaders(dir, env) {
  const basePath = env.NEXT_PUBLIC_BASE_PATH?.trim() ?? '';
  checkBasePath(dir, basePath);
  writeLanguageNotFoundPages(dir);
  const connect = connectOrigins(env);
  const pages = htmlFiles(dir).map((file) => {
    const html = readFileSync(file, 'utf8').replace(META_CSP, '');
    return { file, html, scriptHashes: inlineScriptHashes(html) };
  });
  const scriptHashes = pages.flatMap((page) => page.scriptHashes);
  const policy = contentSecurityPolicy({ scriptHashes, connect });
  // Each page's meta policy allows only its own inline scripts: stricter than the headers'
  // union, and both are enforced where both exist.
  for (const page of pages) {
    const own = contentSecurityPolicy({ scriptHashes: page.scriptHashes, connect });
    writeFileSync(page.file, withMetaPolicy(page.html, own));
  }
  const rules = headerRules({
    policy,
    basePath,
    preview: env.NEXT_PUBLIC_DEPLOY_ENV?.trim() === 'preview',
  });
  for (const [name, format] of Object.entries(HOST_FILES)) {
    writeFileSync(path.join(dir, name), format(rules));
  }
  return {
    policy,
    pages: pages.length,
    hashes: new Set(scriptHashes).size,
    files: Object.keys(HOST_FILES),
  };
}

function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string', short: 'd' } } });
  const dir = path.resolve(process.cwd(), values.dir ?? 'out');
  const { loadEnvConfig } = createRequire(path.join(root, 'package.json'))('@next/env');
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  try {
    const { pages, hashes, files } = writeSecurityHeaders(dir, process.env);
    console.log(
      `Security headers: ${hashes} inline script hash(es) from ${pages} page(s), in each page's <meta> and in ${path.relative(process.cwd(), dir)}/{${files.join(',')}}`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
