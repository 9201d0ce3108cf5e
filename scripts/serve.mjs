#!/usr/bin/env node
/**
 * Serves the static export (`out/`) the way a plain CDN would, with the request handler of
 * the `serve` package (serve-handler) on a Node HTTP server.
 *
 * Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
 *   --port falls back to the PORT environment variable, then 3000; --host to HOST, then
 *   127.0.0.1 (use --host 0.0.0.0 to reach it from other machines).
 *
 * The export is built with `trailingSlash: true`, so every route is `<route>/index.html`:
 * `/login` redirects (301) to `/login/`, which serves `login/index.html`; a path with no file
 * gets `404.html` with status 404; directories are never listed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A package that `serve` (a devDependency) depends on, such as serve-handler, the request
 * handler inside it. It is resolved from `serve`'s own location so that it is found whether
 * npm hoisted it or nested it.
 * @param {string} name package name
 */
export function loadServeDependency(name) {
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const requireFromServe = createRequire(requireFromRoot.resolve('serve/package.json'));
  return requireFromServe(name);
}

/**
 * serve-handler configuration (the `serve.json` format) for a `trailingSlash: true` export.
 * @param {string} publicDir absolute path of the directory to serve
 */
export function serveConfig(publicDir) {
  return {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
    etag: true,
    headers: [
      // The site's security headers, when scripts/security-headers.mjs wrote them (issue 6).
      ...siteHeaders(publicDir).headers,
      {
        // Next fingerprints everything under _next/static; pages must be revalidated.
        source: '_next/static/**',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ],
  };
}

/**
 * The `headers` rules of `<publicDir>/serve.json` (written after the build by
 * scripts/security-headers.mjs), or none when the export has no such file.
 * @param {string} publicDir
 * @returns {{headers: Array<{source: string, headers: Array<{key: string, value: string}>}>}}
 */
function siteHeaders(publicDir) {
  const file = path.join(publicDir, 'serve.json');
  if (!existsSync(file)) return { headers: [] };
  const { headers = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return { headers };
}

/**
 * The URL with a slash added to its path, when the path names a route (no extension, no
 * trailing slash); null when it needs no redirect. The query string is kept.
 * @param {string} requestUrl path and query, as in `request.url`
 */
export function withTrailingSlash(requestUrl) {
  const url = new URL(requestUrl, 'http://localhost');
  // Collapsed so that the Location can never read as '//other-host/...' (an open redirect).
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  const { search } = url;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (pathname.endsWith('/') || last.includes('.')) return null;
  return `${pathname}/${search}`;
}

/**
 * Starts the server. Resolves once it listens.
 * @param {{dir?: string, port?: number, host?: string,
 *   before?: (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void}} [options]
 *   `before` runs ahead of serve-handler on every request that is not redirected, as a
 *   middleware (the benchmark's gzip compression), and calls `next` to serve it.
 * @returns {Promise<{server: http.Server, url: string}>}
 */
export async function startServer({ dir = 'out', port = 3000, host = '127.0.0.1', before } = {}) {
  const publicDir = path.resolve(process.cwd(), dir);
  if (!existsSync(publicDir) || !statSync(publicDir).isDirectory()) {
    throw new Error(
      `Nothing to serve: ${publicDir} is not a directory. Build the static export first (npx next build).`,
    );
  }
  if (!existsSync(path.join(publicDir, '404.html'))) {
    console.warn(
      `Warning: ${path.join(publicDir, '404.html')} is missing; unknown paths get a plain 404.`,
    );
  }
  const handler = loadServeDependency('serve-handler');
  const config = serveConfig(publicDir);
  const server = http.createServer((request, response) => {
    // serve-handler adds the trailing slash too, but drops the query string on the way.
    const target = withTrailingSlash(request.url ?? '/');
    if (target) {
      response.writeHead(301, { Location: target });
      response.end();
      return;
    }
    const serve = () =>
      handler(request, response, config).catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    if (before) before(request, response, serve);
    else serve();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
  return { server, url: `http://${shownHost}:${actualPort}/` };
}

function parsePort(value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${value}": expected an integer from 0 to 65535.`);
  }
  return port;
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', short: 'd' },
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]');
    return;
  }
  const dir = values.dir ?? 'out';
  const port = parsePort(values.port ?? process.env.PORT ?? '3000');
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  let started;
  try {
    started = await startServer({ dir, port, host });
  } catch (error) {
    if (error && error.code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use. Stop the other server or pass --port <n>.`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  }
  console.log(
    `Serving ${path.relative(process.cwd(), path.resolve(dir)) || '.'}/ on ${started.url}`,
  );
  const stop = () => {
    started.server.close(() => process.exit(0));
    // Browsers keep connections alive; without this, close() would wait for them.
    started.server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
