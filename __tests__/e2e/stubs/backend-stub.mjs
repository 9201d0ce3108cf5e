#!/usr/bin/env node
/**
 * A stand-in for the clinic backend that the debug page /api-test probes (docs/debug.md), on 127.0.0.1. The e2e debug build sets NEXT_PUBLIC_API_URL to `{this server}/api`
 * (see __tests__/e2e/support/email-debug-env.json), so the page's two GETs land here:
 *
 *   node __tests__/e2e/stubs/backend-stub.mjs [--port 4178] [--host 127.0.0.1]
 *
 * - `GET /api/health`: 200, JSON `{"status":"UP","service":"clinic-backend-stub"}`.
 * - `GET /`: 200, text `Clinic backend stub is running`.
 * - `GET /broken/health`: 503, text `Service Unavailable: database connection failed`
 *   (an error status with a body, for a base URL of `{this server}/broken`).
 * - Anything else: 404, text `Not Found`.
 *
 * Every answer allows any origin (CORS), as a backend meant to be probed from the site would.
 */
import { runStubIfMain, serveStub } from './http.mjs';

export const HEALTH_BODY = JSON.stringify({ status: 'UP', service: 'clinic-backend-stub' });
export const ROOT_BODY = 'Clinic backend stub is running';
export const BROKEN_BODY = 'Service Unavailable: database connection failed';

/** [status, content type, body] for a GET of `pathname`. */
function route(pathname) {
  if (pathname === '/api/health') return [200, 'application/json', HEALTH_BODY];
  if (pathname === '/') return [200, 'text/plain; charset=utf-8', ROOT_BODY];
  if (pathname === '/broken/health') return [503, 'text/plain; charset=utf-8', BROKEN_BODY];
  return [404, 'text/plain; charset=utf-8', 'Not Found'];
}

/**
 * Starts the stub. Resolves once it listens.
 * @returns {Promise<{ server: import('node:http').Server, url: string, close: () => Promise<void> }>}
 */
export async function startBackendStub({ port = 4178, host = '127.0.0.1' } = {}) {
  const cors = (request) => ({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
  });
  return serveStub({ port, host }, cors, (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stub');
    const [status, type, body] =
      request.method === 'GET' || request.method === 'HEAD'
        ? route(pathname)
        : [405, 'text/plain; charset=utf-8', 'Method Not Allowed'];
    response.writeHead(status, {
      ...cors(request),
      'Content-Type': type,
      'Cache-Control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

await runStubIfMain(import.meta.url, {
  name: 'Backend stub',
  portVariable: 'BACKEND_STUB_PORT',
  defaultPort: 4178,
  start: startBackendStub,
});
