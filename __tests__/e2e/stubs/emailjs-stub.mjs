#!/usr/bin/env node
/**
 * A stand-in for the EmailJS API (api.emailjs.com) on 127.0.0.1, for the end-to-end tests: the
 * site's real `@emailjs/browser` posts here over real HTTP because the e2e builds set
 * NEXT_PUBLIC_EMAILJS_ORIGIN to this server (see __tests__/e2e/support/email-debug-env.json).
 *
 *   node __tests__/e2e/stubs/emailjs-stub.mjs [--port 4174] [--host 127.0.0.1]
 *
 * Wire format, as the service speaks it:
 * - `OPTIONS *`: the CORS preflight the library's JSON POST triggers; 204 with the CORS headers.
 * - `POST /api/v1.0/email/send` with JSON `{ lib_version, user_id, service_id, template_id,
 *   template_params }`: 200 with the text body `OK`, or an error status with a text body.
 *   A body without user_id, service_id or template_id gets 400 with the service's texts.
 *
 * What it does with a send is chosen by the recipient, so parallel tests never interfere: the
 * part of `template_params.to_email` before the first '+' picks the behaviour, e.g.
 * `fail429+a1b2@example.com`. Anything else (or no to_email) is accepted with 200 'OK'.
 *   ok        200 'OK'
 *   fail400   400 'The Public Key is invalid. …'
 *   fail403   403 'Forbidden' (block list)
 *   fail429   429 'Too Many Requests' (throttling)
 *   fail451   451 'Unavailable For Headless Browser'
 *   fail500   500 'Internal Server Error'
 *   failonce  500 for the first send to this address, 200 'OK' after that
 *   drop      reads the request, then destroys the connection without an answer
 *   hang      reads the request and never answers (the socket is closed when the browser
 *             gives up, or when this server stops)
 *
 * Test control (not part of the service):
 * - `GET /__health`: 200 'ok' (Playwright's readiness check).
 * - `GET /__sends?to=<address>`: JSON array of the sends recorded for that address (case-
 *   insensitive), oldest first: `{ at, origin, contentType, body, behaviour, answered }`.
 *
 * Every response carries `Connection: close`, so each request has a connection of its own:
 * Chromium then never resends a POST whose connection was dropped, and counts stay exact.
 */
import { corsHeaders, readBody, respond, runStubIfMain, serveStub } from './http.mjs';

export const SEND_PATH = '/api/v1.0/email/send';

/** The status and text of each failing behaviour, as EmailJS answers them. */
export const FAILURES = {
  fail400: [
    400,
    'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  ],
  fail403: [403, 'Forbidden'],
  fail429: [429, 'Too Many Requests'],
  fail451: [451, 'Unavailable For Headless Browser'],
  fail500: [500, 'Internal Server Error'],
};

const BEHAVIOURS = new Set(['ok', 'failonce', 'drop', 'hang', ...Object.keys(FAILURES)]);

/** The behaviour named by an address, e.g. 'fail403+x@example.com' → 'fail403'. */
export function behaviourFor(address) {
  if (typeof address !== 'string') return 'ok';
  const plus = address.indexOf('+');
  const tag = plus > 0 ? address.slice(0, plus).toLowerCase() : '';
  return BEHAVIOURS.has(tag) ? tag : 'ok';
}

/** EmailJS's CORS: the library sends JSON with no credentials. */
const ALLOWED_HEADERS = 'content-type';

function reply(request, response, status, text, type = 'text/plain; charset=utf-8') {
  respond({ request, allowedHeaders: ALLOWED_HEADERS }, response, status, text, type);
}

/** The service's own check of the body. @returns [status, text] of the refusal, or null. */
function refusal(body) {
  if (!body || typeof body !== 'object') return [400, 'The request body is not valid JSON'];
  if (!body.user_id) {
    return [
      400,
      'The Public Key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
    ];
  }
  if (!body.service_id) return [400, 'The service ID is required'];
  if (!body.template_id) return [400, 'The template ID is required'];
  return null;
}

/**
 * Starts the stub. Resolves once it listens.
 * @returns {Promise<{ server: import('node:http').Server, url: string, sends: object[] }>}
 */
export async function startEmailJsStub({ port = 4174, host = '127.0.0.1' } = {}) {
  /** Every send received, in order. */
  const sends = [];

  const preflight = (request) => corsHeaders(request, ALLOWED_HEADERS);
  const stub = await serveStub({ port, host }, preflight, async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (request.method === 'GET' && url.pathname === '/__health') {
      reply(request, response, 200, 'ok');
      return;
    }
    if (request.method === 'GET' && url.pathname === '/__sends') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      const matching = sends.filter(
        (send) => String(send.body?.template_params?.to_email ?? '').toLowerCase() === to,
      );
      reply(request, response, 200, JSON.stringify(matching), 'application/json');
      return;
    }
    if (request.method !== 'POST' || url.pathname !== SEND_PATH) {
      reply(request, response, 404, 'Not Found');
      return;
    }

    const raw = await readBody(request);
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    const to = body?.template_params?.to_email;
    const behaviour = behaviourFor(to);
    const record = {
      at: new Date().toISOString(),
      origin: request.headers.origin ?? null,
      contentType: request.headers['content-type'] ?? null,
      body,
      behaviour,
      answered: null,
    };
    sends.push(record);

    const refused = refusal(body);
    if (refused) {
      record.answered = refused[0];
      reply(request, response, ...refused);
      return;
    }
    if (behaviour === 'drop') {
      record.answered = 'dropped';
      request.socket.destroy();
      return;
    }
    if (behaviour === 'hang') {
      record.answered = 'never';
      return;
    }
    if (behaviour === 'failonce') {
      const earlier = sends.filter(
        (send) => send !== record && send.body?.template_params?.to_email === to,
      );
      const [status, text] = earlier.length === 0 ? FAILURES.fail500 : [200, 'OK'];
      record.answered = status;
      reply(request, response, status, text);
      return;
    }
    const [status, text] = FAILURES[behaviour] ?? [200, 'OK'];
    record.answered = status;
    reply(request, response, status, text);
  });
  return { ...stub, sends };
}

await runStubIfMain(import.meta.url, {
  name: 'EmailJS stub',
  portVariable: 'EMAILJS_STUB_PORT',
  defaultPort: 4174,
  start: startEmailJsStub,
});
