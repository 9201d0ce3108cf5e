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

/** Settings of a model client; blank strings count as not set. */
export interface ModelClientConfig {
  /** The URL to POST to; unset means not configured. */
  endpoint?: string | null;
  protocol?: ModelProtocol;
  model?: string | null;
  /** Bearer token; no Authorization header without it. */
  token?: string | null;
  fetch?: typeof fetch;
  /** Unit tests on fake timers pass a signal built on `setTimeout`. */
  timeoutSignal?: (ms: number) => AbortSignal;
}

interface ModelRequestOptions {
  signal?: AbortSignal;
}

/**
 * The client of the hosted model (docs/chat.md#model-protocols); every call may throw one of
 * lib/chat/model-errors.ts (not configured, HTTP, timeout, no response, bad response, aborted).
 */
export interface ModelClient {
  readonly isConfigured: boolean;
  readonly protocol: ModelProtocol;
  readonly model: string;
  /** Connection probe: one word, `max_new_tokens` 50, aborted at 8 s (docs/chat.md#connection). */
  probe(options?: ModelRequestOptions): Promise<string>;
  /** One query: aborted at 15 s, given up at 20 s; returns the raw text for `postProcessReply`. */
  generate(input: ModelInput, options?: ModelRequestOptions): Promise<string>;
}

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

/** Time limits of one call, ms; `giveUpMs` is for a `fetch` that ignores its signal. */
interface Limits {
  abortMs: number;
  giveUpMs: number;
}

const QUERY_LIMITS: Limits = {
  abortMs: CHAT_MODEL_ABORT_MS,
  giveUpMs: CHAT_MODEL_OVERALL_TIMEOUT_MS,
};
const PROBE_LIMITS: Limits = { abortMs: CHAT_PROBE_TIMEOUT_MS, giveUpMs: CHAT_PROBE_TIMEOUT_MS };

function settleBy<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(onAbort());
    signal.addEventListener('abort', stop, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Creates a model client (docs/chat.md#model-protocols); makes no network call itself. */
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
