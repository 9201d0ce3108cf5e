#!/usr/bin/env node
/**
 * Serves a static export the way a plain CDN would: serve-handler (the `serve` package's
 * handler) on a Node HTTP server, with the security headers scripts/security-headers.mjs wrote
 * to `<dir>/serve.json` (docs/product.md#routes). That file is `npx serve`'s config too; its
 * base-path rewrites are not used here, where the base path is stripped by hand.
 *
 * Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
 *   --port falls back to PORT, then 3000; --host to HOST, then 127.0.0.1.
 *
 * The export has `trailingSlash: true`: `/login?x` redirects (301) to `/login/?x`, which serves
 * `login/index.html`; a path with no file gets `404.html` with status 404, or under a language's
 * prefix that language's own (`/es/…`: `es/404.html`, docs/languages.md#pages-for-any-address);
 * no directory listing.
 * A build with NEXT_PUBLIC_BASE_PATH (e.g. '/clinic', read from its pages) is served under it:
 * `/clinic/login/` serves `login/index.html`, `/` redirects to `/clinic/`, and any other path
 * outside it is the 404 page.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import handler from 'serve-handler';
import { LANGUAGE_PREFIXES, exportBasePath } from './security-headers.mjs';

/**
 * Starts the server; resolves once it listens.
 * @param {{dir?: string, port?: number, host?: string,
 *   before?: (request: http.IncomingMessage, response: http.ServerResponse, next:  => void) => void}} [options]
 *   `before` runs ahead of serve-handler on every request that is not redirected (the bench's
 *   gzip) and calls `next` to serve it.
 * @returns {Promise<{server: http.Server, url: string}>}
 * @throws {Error} when `dir` is not a directory, or the port cannot be listened on.
 */
export async function startServer({ dir = 'out', port = 3000, host = '127.0.0.1', before } = {}) {
  const publicDir = path.resolve(process.cwd(), dir);
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`Nothing to serve in ${publicDir}: build the static export first.`);
  }
  const serveJson = path.join(publicDir, 'serve.json');
  const { headers = [] } = existsSync(serveJson) ? JSON.parse(readFileSync(serveJson, 'utf8')) : {};
  const basePath = exportBasePath(publicDir) ?? '';
  const config = {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
    // Written by scripts/security-headers.mjs, `_next/static/`'s long caching included.
    headers,
  };
  const notFoundPage = path.join(publicDir, '404.html');
  /**
   * serve-handler's file access for a request under a language's prefix: its 404 page read in
   * place of the export's (serve-handler knows one 404.html only); undefined elsewhere.
   */
  // Looked up once: which languages' 404 pages this export has.
  const languagePages = LANGUAGE_PREFIXES.map((prefix) => ({
    prefix: `/${prefix}/`,
    page: path.join(publicDir, prefix, '404.html'),
  })).filter(({ page }) => existsSync(page));
  const languageFiles = (pathname) => {
    const page = languagePages.find(({ prefix }) => pathname.startsWith(prefix))?.page;
    if (!page) return undefined;
    const file = (wanted) => (wanted === notFoundPage ? page : wanted);
    return {
      lstat: (wanted) => lstat(file(wanted)),
      createReadStream: (wanted, options) => createReadStream(file(wanted), options),
    };
  };
  const server = http.createServer((request, response) => {
    // serve-handler adds the slash too, but drops the query string; the path's slashes are
    // collapsed so that Location never reads as '//other-host/…' (an open redirect).
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = url.pathname.replace(/\/{2,}/g, '/');
    if (!pathname.endsWith('/') && !pathname.slice(pathname.lastIndexOf('/')).includes('.')) {
      response.writeHead(301, { Location: `${pathname}/${url.search}` }).end();
      return;
    }
    if (basePath) {
      if (pathname === '/') {
        response.writeHead(302, { Location: `${basePath}/` }).end();
        return;
      }
      // serve-handler knows only the export's own paths; outside the base path, a path that
      // is in no file of the export gives the 404 page.
      request.url = pathname.startsWith(`${basePath}/`)
        ? `${pathname.slice(basePath.length)}${url.search}`
        : '/__outside-base-path__/';
    }
    const served = new URL(request.url ?? '/', 'http://localhost').pathname;
    const serve = () =>
      handler(request, response, config, languageFiles(served)).catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    if (before) before(request, response, serve);
    else serve();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve(server.off('error', reject)));
  });
  const shown = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
  return { server, url: `http://${shown}:${server.address().port}/` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port "${values.port ?? process.env.PORT}": expected 0 to 65535.`);
    process.exit(1);
  }
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const started = await startServer({ dir: values.dir, port, host }).catch((error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is already in use. Stop the other server or pass --port <n>.`
        : error.message,
    );
    process.exit(1);
  });
  console.log(`Serving ${values.dir ?? 'out'}/ on ${started.url}`);
  const stop = () => {
    started.server.close(() => process.exit(0));
    // Browsers keep connections alive; without this, close would wait for them.
    started.server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
