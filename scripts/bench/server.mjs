#!/usr/bin/env node
/**
 * The benchmark's static server: the same serve-handler configuration as scripts/serve.mjs
 * (trailing-slash routes, `404.html` with status 404), plus gzip compression through the
 * `compression` middleware that the `serve` CLI uses. The issue budgets gzip bytes, so the
 * server offers gzip only: `br` and `zstd` are taken out of Accept-Encoding before the
 * middleware sees it (compression 1.8 would otherwise answer a browser with brotli).
 *
 * Run as its own process (scripts/bench.mjs spawns it), so that Lighthouse's trace processing
 * in the benchmark's process never delays a response:
 *   node scripts/bench/server.mjs --dir .next-bench/out --port 4190
 * It prints `listening <url>` once it accepts connections and stops on SIGTERM or SIGINT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { startServer } from '../serve.mjs';

const require = createRequire(import.meta.url);

/** Accept-Encoding with every coding but gzip, deflate and identity removed. */
export function gzipOnly(acceptEncoding) {
  if (!acceptEncoding) return acceptEncoding;
  return acceptEncoding
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^(gzip|deflate|identity|\*)\b/i.test(part))
    .join(', ');
}

/**
 * Starts the server: scripts/serve.mjs's, with gzip in front. Resolves once it listens.
 * @param {{dir: string, port: number, host?: string}} options
 * @returns {Promise<{server: import('node:http').Server, url: string}>}
 */
export async function startGzipServer({ dir, port, host = '127.0.0.1' }) {
  // threshold 0: every compressible response is gzipped, however small, as a CDN would.
  const compress = createRequire(require.resolve('serve/package.json'))('compression')({
    threshold: 0,
  });
  const { server } = await startServer({
    dir,
    port,
    host,
    before: (request, response, next) => {
      request.headers['accept-encoding'] = gzipOnly(request.headers['accept-encoding']);
      compress(request, response, next);
    },
  });
  return { server, url: `http://${host}:${port}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  const { server, url } = await startGzipServer({
    dir: values.dir ?? 'out',
    port: Number(values.port ?? 4190),
    host: values.host ?? '127.0.0.1',
  });
  console.log(`listening ${url}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
