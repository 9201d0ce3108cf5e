#!/usr/bin/env node
/**
 * A stand-in for the hosted language model on 127.0.0.1, for the end-to-end tests: the site's
 * chat assistant posts here over real HTTP because the e2e builds point NEXT_PUBLIC_CHAT_ENDPOINT
 * at this server (see __tests__/e2e/support/chat-env.json).
 *
 *   node __tests__/e2e/stubs/model-stub.mjs [--port 4175] [--host 127.0.0.1]
 *
 * Wire formats, as the real servers speak them:
 * - `POST /generate` — text-generation (Hugging Face Inference Endpoints, text-generation-
 *   inference; docs/chat.md#model-protocols): JSON `{ inputs, parameters: { max_new_tokens, … } }` →
 *   `[{ "generated_text": "…" }]`. A body without a string `inputs` gets 422
 *   `{ "error": "…", "error_type": "validation" }`, as TGI answers.
 * - `POST /v1/chat/completions` — OpenAI-compatible chat completions (docs/decisions/008-configurable-model-endpoint.md): JSON
 *   `{ model, messages, max_tokens, … }` → `{ choices: [{ message: { role, content } }], … }`.
 *   A body without `model` or a non-empty `messages` array gets 422.
 * - `OPTIONS *`: the CORS preflight of the browser's JSON POST with a bearer token; 204.
 * A request whose max_new_tokens (max_tokens) is 50 is the assistant's connection probe.
 *
 * Behaviour per test, so that parallel tests never interfere: a browser whose User-Agent contains
 * `model-stub-session/<id>` belongs to session <id> (the specs set that User-Agent; the site is
 * unchanged). A session is scripted through the control endpoints below; requests of no session,
 * or past the end of a session's script, get the default: the probe succeeds and a query gets
 * `Thank you for your question about "<the user's last message>". …`.
 *
 * Test control (not part of any real API):
 * - `GET /__health`: 200 'ok' (Playwright's readiness check).
 * - `PUT /__sessions/<id>` with JSON `{ probes?: Step[], replies?: Step[] }`: the scripts of
 *   the session's probes and queries, consumed one step per request, in order. A Step is
 *   `{ status?: number, text?: string, shape?: 'array' | 'object' | 'string' | 'text',
 *   delayMs?: number, hold?: true, hang?: true, drop?: true }`: `status` ≥ 400 answers with that status and
 *   `{ "error": <its reason phrase> }`; `text` is the generated text; `shape` is how a
 *   text-generation reply is wrapped (default 'array'); `delayMs` waits that many real ms
 *   first; `hold` waits until the test releases the session (below), so a state that lasts
 *   while a reply is awaited lasts as long as the test needs; `hang` never answers (until the
 *   browser gives up); `drop` closes the connection without an answer.
 * - `POST /__sessions/<id>/release`: answers every held request of the session.
 * - `GET /__sessions/<id>`: JSON `{ requests: [...] }`, oldest first, each
 *   `{ at, path, kind: 'probe' | 'query', authorization, contentType, origin, body, answered }`.
 *
 * Every response carries `Connection: close`, so Chromium never replays a POST on a reused
 * connection and counts stay exact.
 */
import http from 'node:http';
import { corsHeaders, readBody, respond, runStubIfMain, serveStub } from './http.mjs';

export const TGI_PATH = '/generate';
export const CHAT_COMPLETIONS_PATH = '/v1/chat/completions';
/** max_new_tokens (max_tokens) of the site's connection probe (docs/product.md#timings-and-limits). */
export const PROBE_MAX_NEW_TOKENS = 50;
/** The User-Agent marker naming a test's session. */
export const SESSION_MARKER = 'model-stub-session/';

/** The default generated text for a user message. */
export function defaultReply(userText) {
  return `Thank you for your question about "${userText}". Rest, drink plenty of fluids, and book a visit with one of our doctors if it does not get better.`;
}

/** The model endpoint's CORS: JSON with a bearer token. */
const ALLOWED_HEADERS = 'content-type, authorization';

function send(request, response, status, body, type = 'application/json') {
  respond({ request, allowedHeaders: ALLOWED_HEADERS }, response, status, body, type);
}

function parseJson(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The session id in a User-Agent, or null. */
export function sessionOf(userAgent) {
  const at = (userAgent ?? '').indexOf(SESSION_MARKER);
  if (at < 0) return null;
  const id = userAgent.slice(at + SESSION_MARKER.length).split(/\s/)[0];
  return id || null;
}

/** The last user turn of a Gemma prompt, its last paragraph (the persona is folded into the first). */
function lastUserTextOfPrompt(prompt) {
  const turns = [...prompt.matchAll(/<start_of_turn>user\n([\s\S]*?)<end_of_turn>/g)];
  const last = turns.at(-1)?.[1] ?? prompt;
  return last.split('\n\n').at(-1).trim();
}

function lastUserTextOfMessages(messages) {
  const last = [...messages].reverse().find((message) => message?.role === 'user');
  return String(last?.content ?? '')
    .split('\n\n')
    .at(-1)
    .trim();
}

/** Checks a body against its protocol. @returns the refusal message, or null. */
function invalidBody(pathname, body) {
  if (!body || typeof body !== 'object') return 'Failed to deserialize the JSON body';
  if (pathname === TGI_PATH) {
    if (typeof body.inputs !== 'string') return 'inputs: expected a string';
    if (body.parameters !== undefined && typeof body.parameters !== 'object') {
      return 'parameters: expected an object';
    }
    return null;
  }
  if (typeof body.model !== 'string' || body.model === '') return 'model: expected a string';
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return 'messages: expected a non-empty array';
  }
  return null;
}

function isProbe(pathname, body) {
  const tokens = pathname === TGI_PATH ? body.parameters?.max_new_tokens : body.max_tokens;
  return tokens === PROBE_MAX_NEW_TOKENS;
}

/** The response body of a successful answer in the protocol's wire format. */
function answerBody(pathname, body, text, shape = 'array') {
  if (pathname === CHAT_COMPLETIONS_PATH) {
    return {
      type: 'application/json',
      body: {
        id: `chatcmpl-stub-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      },
    };
  }
  switch (shape) {
    case 'object':
      return { type: 'application/json', body: { generated_text: text } };
    case 'string':
      return { type: 'application/json', body: JSON.stringify(text) };
    case 'text':
      return { type: 'text/plain; charset=utf-8', body: text };
    default:
      return { type: 'application/json', body: [{ generated_text: text }] };
  }
}

/**
 * Starts the stub. Resolves once it listens.
 * @returns {Promise<{ server: http.Server, url: string, close:  => Promise<void> }>}
 */
export async function startModelStub({ port = 4175, host = '127.0.0.1' } = {}) {
  /** Session id → { probes: Step[], replies: Step[], requests: object[], held: Function[] }. */
  const sessions = new Map();
  const session = (id) => {
    if (!sessions.has(id)) sessions.set(id, { probes: [], replies: [], requests: [], held: [] });
    return sessions.get(id);
  };

  const preflight = (request) => corsHeaders(request, ALLOWED_HEADERS);
  return serveStub({ port, host }, preflight, async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (request.method === 'GET' && (url.pathname === '/__health' || url.pathname === '/')) {
      send(request, response, 200, 'ok', 'text/plain; charset=utf-8');
      return;
    }
    const release = /^\/__sessions\/([^/]+)\/release$/.exec(url.pathname);
    if (release && request.method === 'POST') {
      const state = session(decodeURIComponent(release[1]));
      const released = state.held.splice(0).map((resume) => resume());
      send(request, response, 200, { released: released.length });
      return;
    }
    const control = /^\/__sessions\/([^/]+)$/.exec(url.pathname);
    if (control) {
      const id = decodeURIComponent(control[1]);
      if (request.method === 'PUT') {
        const script = parseJson(await readBody(request)) ?? {};
        const state = session(id);
        state.probes = [...(script.probes ?? [])];
        state.replies = [...(script.replies ?? [])];
        send(request, response, 200, { ok: true });
        return;
      }
      send(request, response, 200, { requests: sessions.get(id)?.requests ?? [] });
      return;
    }
    if (request.method !== 'POST' || ![TGI_PATH, CHAT_COMPLETIONS_PATH].includes(url.pathname)) {
      send(request, response, 404, { error: 'Not Found' });
      return;
    }

    const body = parseJson(await readBody(request));
    const id = sessionOf(request.headers['user-agent']);
    const state = id === null ? null : session(id);
    const refused = invalidBody(url.pathname, body);
    const kind = refused === null && isProbe(url.pathname, body) ? 'probe' : 'query';
    const record = {
      at: new Date().toISOString(),
      path: url.pathname,
      kind,
      authorization: request.headers.authorization ?? null,
      contentType: request.headers['content-type'] ?? null,
      origin: request.headers.origin ?? null,
      body: body ?? null,
      answered: null,
    };
    state?.requests.push(record);

    if (refused !== null) {
      record.answered = 422;
      send(request, response, 422, { error: refused, error_type: 'validation' });
      return;
    }
    const step = (kind === 'probe' ? state?.probes : state?.replies)?.shift() ?? {};
    if (step.drop) {
      record.answered = 'dropped';
      request.socket.destroy();
      return;
    }
    if (step.hang) {
      record.answered = 'never';
      response.once('close', () => {
        if (record.answered === 'never') record.answered = 'closed by client';
      });
      return;
    }
    if (step.hold && state) await new Promise((resolve) => state.held.push(resolve));
    if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    if (step.status && step.status >= 400) {
      record.answered = step.status;
      send(request, response, step.status, { error: http.STATUS_CODES[step.status] ?? 'Error' });
      return;
    }
    const userText =
      url.pathname === TGI_PATH
        ? lastUserTextOfPrompt(body.inputs)
        : lastUserTextOfMessages(body.messages);
    const text =
      step.text ?? (kind === 'probe' ? 'Hello! How can I help you today?' : defaultReply(userText));
    const answer = answerBody(url.pathname, body, text, step.shape);
    record.answered = 200;
    send(request, response, 200, answer.body, answer.type);
  });
}

await runStubIfMain(import.meta.url, {
  name: 'model stub',
  portVariable: 'MODEL_STUB_PORT',
  defaultPort: 4175,
  start: startModelStub,
});
