#!/usr/bin/env node
/**
 * Writes the site's security headers next to the static export, where hosts read them
 * : `<out>/_headers` (Netlify, Cloudflare Pages and others) and `<out>/serve.json`
 * (the local static server's own config, read by scripts/serve.mjs).
 *
 * The Content-Security-Policy allows scripts only from the site itself plus the exact inline
 * scripts Next.js wrote into the exported pages, by their sha256 hashes computed here from the
 * files in `<out>` after the build: no 'unsafe-inline' and no 'unsafe-eval' for scripts.
 * connect-src lists only the site, the configured model endpoint, the configured e-mail origin,
 * in a shared-mode build (NEXT_PUBLIC_DATA_API_URL set) the data API's origin, and, in a debug
 * build (never published), any http(s) backend the debug pages probe. A local-mode build's
 * policy names no data API (docs/shared-mode.md).
 *
 * Usage: node scripts/security-headers.mjs [--dir out]   (run after `next build`)
 * Settings come from the environment and .env files, loaded the way Next.js loads them (a
 * variable already in the environment wins, even when empty: scripts/e2e.mjs sets every one).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  // mode, whose policy stays as it was (docs/product.md#shared-mode).
  origins.push(originOf(env.NEXT_PUBLIC_DATA_API_URL?.trim()));
  const emailOn = ['PUBLIC_KEY', 'SERVICE_ID', 'TEMPLATE_ID'].every((name) =>
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

/**
 * The service worker's script is fetched again on every navigation check (docs/product.md#offline):
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

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Computes the policy from `<dir>`'s pages and writes `_headers` and `serve.json` there.
 * @returns {{policy: string, pages: number, hashes: number}}
 */
export function writeSecurityHeaders(dir, env) {
  const scriptHashes = htmlFiles(dir).flatMap((file) =>
    inlineScriptHashes(readFileSync(file, 'utf8')),
  );
  const policy = contentSecurityPolicy({ scriptHashes, connect: connectOrigins(env) });
  const headers = securityHeaders(policy);
  writeFileSync(
    path.join(dir, '_headers'),
    `/*\n${headers.map(({ key, value }) => `  ${key}: ${value}`).join('\n')}\n` +
      `/sw.js\n${SERVICE_WORKER_HEADERS.map(({ key, value }) => `  ${key}: ${value}`).join('\n')}\n`,
  );
  writeFileSync(
    path.join(dir, 'serve.json'),
    `${JSON.stringify(
      {
        headers: [
          { source: '**', headers },
          { source: 'sw.js', headers: SERVICE_WORKER_HEADERS },
        ],
      },
      null,
      2,
    )}\n`,
  );
  return { policy, pages: htmlFiles(dir).length, hashes: new Set(scriptHashes).size };
}

function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string', short: 'd' } } });
  const dir = path.resolve(process.cwd(), values.dir ?? 'out');
  const { loadEnvConfig } = createRequire(path.join(root, 'package.json'))('@next/env');
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const { pages, hashes } = writeSecurityHeaders(dir, process.env);
  console.log(
    `Security headers: ${hashes} inline script hash(es) from ${pages} page(s) → ${path.relative(process.cwd(), dir)}/_headers and serve.json`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
