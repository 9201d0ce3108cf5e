import {
  CHAT_DEFAULT_MODEL_ID,
  CHAT_MAX_NEW_TOKENS,
  CHAT_MODEL_ABORT_MS,
  CHAT_MODEL_OVERALL_TIMEOUT_MS,
  CHAT_PROBE_MAX_NEW_TOKENS,
  CHAT_PROBE_TIMEOUT_MS,
} from '@/lib/chat/constants';
import {
  ModelAbortedError,
  ModelBadResponseError,
  ModelHttpError,
  ModelNoResponseError,
  ModelNotConfiguredError,
  ModelTimeoutError,
  type ModelError,
} from '@/lib/chat/model-errors';
import { buildRequestBody, parseGeneratedText } from '@/lib/chat/protocols';
import type { ModelInput, ModelProtocol } from '@/lib/chat/types';

/**
 * The hosted-model client (docs/product.md#connection, docs/product.md#model-protocols,
 * docs/decisions/008-configurable-model-endpoint.md). Framework-free: `fetch` is a parameter
 * with `globalThis.fetch` as the default. Errors: lib/chat/model-errors; wire formats:
 * lib/chat/protocols.
 */

/** Settings of a client. Unset or blank strings count as not set. */
export interface ModelClientConfig {
  /**
   * The full URL to POST to: a text-generation-inference endpoint for `tgi`, the
   * chat-completions URL (…/v1/chat/completions) for `openai-chat`. Not set → not configured.
   */
  endpoint?: string | null;
  /** Default `tgi`. */
  protocol?: ModelProtocol;
  /** Model id sent by `openai-chat`; default 'google/gemma-2-9b-it'. */
  model?: string | null;
  /** Bearer token; the Authorization header is sent only when set. */
  token?: string | null;
  /** The fetch to use; default `globalThis.fetch` (looked up at call time). */
  fetch?: typeof fetch;
  /**
   * A signal that aborts after `ms` milliseconds; default `AbortSignal.timeout`. Unit tests on
   * fake timers pass one built on `setTimeout`.
   */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** Per-call options. */
interface ModelRequestOptions {
  /** Aborts the call (it then rejects with `ModelAbortedError`). */
  signal?: AbortSignal;
}

/** A configured (or not configured) connection to the model. */
export interface ModelClient {
  /** false when no endpoint is set: every call rejects with `ModelNotConfiguredError`, without a network call. */
  readonly isConfigured: boolean;
  readonly protocol: ModelProtocol;
  /** The model id (reported as `ChatMessage.model` on replies). */
  readonly model: string;
  /**
   * Connection probe: a one-word message with `max_new_tokens` 50, aborted at 8 s.
   * Resolves with the generated text (possibly '') when the endpoint answers in an accepted shape.
   * @throws {ModelNotConfiguredError | ModelHttpError | ModelTimeoutError | ModelNoResponseError | ModelBadResponseError | ModelAbortedError}
   */
  probe(options?: ModelRequestOptions): Promise<string>;
  /**
   * One query: `max_new_tokens` 200; the request is aborted at 15 s, and the call gives up at
   * 20 s even if `fetch` ignores the abort. Resolves with the raw generated text; run it through
   * `postProcessReply` before showing it.
   * @param input - From `buildModelInput(client.protocol, history, userText)`.
   * @throws {ModelNotConfiguredError | ModelHttpError | ModelTimeoutError | ModelNoResponseError | ModelBadResponseError | ModelAbortedError}
   */
  generate(input: ModelInput, options?: ModelRequestOptions): Promise<string>;
}

/** The probe's message. */
const PROBE_MESSAGE = 'Hello';

/** Standard reason phrases, for HTTP/2 responses that carry none. */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  424: 'Failed Dependency',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function reasonPhrase(response: Response): string {
  return response.statusText.trim() || REASON_PHRASES[response.status] || 'HTTP error';
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

async function readBody(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 500);
  } catch {
    return '';
  }
}

/**
 * Time limits of one call, ms: the request's signal aborts at `abortMs`; the call gives up at
 * `giveUpMs`, for a `fetch` that ignores its signal.
 */
interface Limits {
  abortMs: number;
  giveUpMs: number;
}

const QUERY_LIMITS: Limits = {
  abortMs: CHAT_MODEL_ABORT_MS,
  giveUpMs: CHAT_MODEL_OVERALL_TIMEOUT_MS,
};
const PROBE_LIMITS: Limits = { abortMs: CHAT_PROBE_TIMEOUT_MS, giveUpMs: CHAT_PROBE_TIMEOUT_MS };

/** Settles with `work`, or rejects with `onAbort` as soon as `signal` aborts. */
function settleBy<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(onAbort());
    signal.addEventListener('abort', stop, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Creates a client. Makes no network call itself.
 * @example
 * const client = createModelClient({ endpoint: env.CHAT_ENDPOINT, protocol: 'tgi', token });
 * if (client.isConfigured) await client.probe;
 */
export function createModelClient(config: ModelClientConfig = {}): ModelClient {
  const endpoint = blankToNull(config.endpoint);
  const token = blankToNull(config.token);
  const protocol: ModelProtocol = config.protocol ?? 'tgi';
  const model = blankToNull(config.model) ?? CHAT_DEFAULT_MODEL_ID;
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutSignal = config.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (token !== null) headers.Authorization = `Bearer ${token}`;

  async function exchange(
    body: unknown,
    signal: AbortSignal,
    failure: (cause: unknown) => ModelError,
  ) {
    let response: Response;
    try {
      response = await fetchImpl(endpoint ?? '', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok) {
      throw new ModelHttpError(response.status, reasonPhrase(response), await readBody(response));
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw failure(error);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (protocol === 'tgi' && contentType.includes('text/plain')) return text;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ModelBadResponseError(`Response is not JSON: ${text.slice(0, 100)}`);
    }
    return parseGeneratedText(json, protocol);
  }

  function send(body: unknown, limits: Limits, caller: AbortSignal | undefined): Promise<string> {
    if (endpoint === null) return Promise.reject(new ModelNotConfiguredError());
    if (caller?.aborted) return Promise.reject(new ModelAbortedError());

    const abortAt = timeoutSignal(limits.abortMs);
    const giveUpAt = limits.giveUpMs > limits.abortMs ? timeoutSignal(limits.giveUpMs) : abortAt;
    const withCaller = (signal: AbortSignal) =>
      caller === undefined ? signal : AbortSignal.any([caller, signal]);

    const failure = (cause: unknown): ModelError => {
      if (caller?.aborted) return new ModelAbortedError();
      if (abortAt.aborted) return new ModelTimeoutError(limits.abortMs);
      return new ModelNoResponseError(cause);
    };
    const gaveUp = (): ModelError =>
      caller?.aborted ? new ModelAbortedError() : new ModelTimeoutError(limits.giveUpMs);

    return settleBy(exchange(body, withCaller(abortAt), failure), withCaller(giveUpAt), gaveUp);
  }

  return {
    isConfigured: endpoint !== null,
    protocol,
    model,
    probe(options = {}) {
      const input: ModelInput = [{ role: 'user', content: PROBE_MESSAGE }];
      const body = buildRequestBody(protocol, input, {
        maxNewTokens: CHAT_PROBE_MAX_NEW_TOKENS,
        model,
      });
      return send(body, PROBE_LIMITS, options.signal);
    },
    generate(input, options = {}) {
      const body = buildRequestBody(protocol, input, { maxNewTokens: CHAT_MAX_NEW_TOKENS, model });
      return send(body, QUERY_LIMITS, options.signal);
    },
  };
}
