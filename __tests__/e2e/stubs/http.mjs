/**
 * What the stub servers share: CORS headers as a browser needs them for a cross-origin POST,
 * replies carrying them, reading a request body, listening with a `close` that ends open
 * connections, and running as a process of its own.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * The CORS headers of a stub's answers (and of its preflight answer). `Connection: close` keeps
 * request counts exact: no kept-alive socket carries a later test's request.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} allowedHeaders request headers allowed when the preflight names none
 */
export function corsHeaders(request, allowedHeaders) {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ?? allowedHeaders,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
    Connection: 'close',
  };
}

/**
 * Answers with `status`, the CORS headers and `body` (objects as JSON).
 * @param {{ request: import('node:http').IncomingMessage, allowedHeaders: string }} cors
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string | object} body
 * @param {string} type the Content-Type
 */
export function respond({ request, allowedHeaders }, response, status, body, type) {
  response.writeHead(status, { ...corsHeaders(request, allowedHeaders), 'Content-Type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The whole request body as UTF-8 text.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<string>}
 */
export function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * Starts a stub's HTTP server on `host:port` and gives it a `close` that also ends the
 * connections still open (a stub that never answers holds some), so a test run never hangs on it.
 * @param {import('node:http').Server} server
 * @param {{ port: number, host: string }} address port 0 picks a free one
 * @returns {Promise<{ url: string, close:  => Promise<void> }>} url e.g. 'http://127.0.0.1:4174'
 */
export async function listen(server, { port, host }) {
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { url: `http://${host}:${server.address().port}`, close };
}

/**
 * Starts a stub's server on `host:port` (see listen): a CORS preflight (OPTIONS) is answered with
 * 204 and `preflightHeaders(request)`, every other request goes to `handle`.
 * @param {{ port: number, host: string }} address
 * @param {(request: import('node:http').IncomingMessage) => Record<string, string>} preflightHeaders
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle
 * @returns {Promise<{ server: import('node:http').Server, url: string, close: () => Promise<void> }>}
 */
export async function serveStub(address, preflightHeaders, handle) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'OPTIONS') return handle(request, response);
    response.writeHead(204, preflightHeaders(request));
    response.end();
  });
  const { url, close } = await listen(server, address);
  return { server, url, close };
}

/**
 * Runs a stub as a process of its own when `moduleUrl` is the script node was started with
 * (`node __tests__/e2e/stubs/<stub>.mjs [--port N] [--host H]`); otherwise does nothing, so the
 * module can also be imported. The port defaults to the environment variable `portVariable`, then
 * `defaultPort`; the host to 127.0.0.1. Says where the stub listens and closes it on SIGINT or
 * SIGTERM; a port in use or another failure to start is reported and exits with 1.
 * @param {string} moduleUrl the stub module's `import.meta.url`
 * @param {{ name: string, portVariable: string, defaultPort: number,
 *   start: (address: { port: number, host: string }) => Promise<{ url: string, close: () => Promise<void> }> }} stub
 */
export async function runStubIfMain(moduleUrl, { name, portVariable, defaultPort, start }) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env[portVariable] ?? defaultPort);
  const host = values.host ?? '127.0.0.1';
  let stub;
  try {
    stub = await start({ port, host });
  } catch (error) {
    console.error(
      error?.code === 'EADDRINUSE'
        ? `${name}: port ${port} is already in use.`
        : `${name}: ${error?.message ?? error}`,
    );
    process.exit(1);
  }
  console.log(`${name} listening on ${stub.url}`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
