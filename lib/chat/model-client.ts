import {
  CHAT_DEFAULT_MODEL_ID,
  CHAT_MAX_NEW_TOKENS,
  CHAT_MODEL_ABORT_MS,
  CHAT_MODEL_OVERALL_TIMEOUT_MS,
  CHAT_PROBE_MAX_NEW_TOKENS,
  CHAT_PROBE_TIMEOUT_MS,
  CHAT_TEMPERATURE,
  CHAT_TOP_P,
} from '@/lib/chat/constants';
import { renderGemmaPrompt } from '@/lib/chat/prompt';
import { CHAT_STATUS, httpErrorStatusText } from '@/lib/chat/texts';
import type { ChatCompletionMessage, ModelInput, ModelProtocol } from '@/lib/chat/types';

/**
 * The hosted-model client (SPEC §7 'Hosted language model', §9 timeouts and sampling, D8
 * protocols). Framework-free: `fetch` is a parameter with `globalThis.fetch` as the default.
 */

// ---------------------------------------------------------------------------------------------
// Errors

/** Base class of every error the client throws. */
export class ModelError extends Error {
  override name = 'ModelError';
}

/** No endpoint is set (D8): the assistant runs on fallback replies. Thrown before any network call. */
export class ModelNotConfiguredError extends ModelError {
  override name = 'ModelNotConfiguredError';
  constructor() {
    super('The model endpoint is not configured');
  }
}

/**
 * The endpoint answered with a non-2xx status. Status line: 'Error: {status} - {statusText}' (SPEC §8).
 * @property status - HTTP status code.
 * @property statusText - The reason phrase; when the server sent none (HTTP/2), the standard one.
 * @property body - Up to 500 characters of the response body, for logs; '' if unreadable.
 */
export class ModelHttpError extends ModelError {
  override name = 'ModelHttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string = '',
  ) {
    super(`Model endpoint answered ${status} ${statusText}`);
  }
}

/**
 * The request was aborted at its limit: 15 s for a query (20 s overall), 8 s for the probe
 * (SPEC §9). Status line: 'Error: Request timed out'.
 * @property timeoutMs - The limit that was hit, ms.
 */
export class ModelTimeoutError extends ModelError {
  override name = 'ModelTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Model request timed out after ${timeoutMs} ms`);
  }
}

/** The request got no HTTP response (network failure, DNS, CORS). Status line: 'Error: No response from server'. */
export class ModelNoResponseError extends ModelError {
  override name = 'ModelNoResponseError';
  constructor(cause?: unknown) {
    super('No response from the model endpoint', { cause });
  }
}

/** The response was 2xx but not one of the accepted shapes (see `parseGeneratedText`). Status line: '(API error)'. */
export class ModelBadResponseError extends ModelError {
  override name = 'ModelBadResponseError';
}

/** The caller's own `signal` aborted the request (e.g. the chat was closed). */
export class ModelAbortedError extends ModelError {
  override name = 'ModelAbortedError';
  constructor() {
    super('Model request aborted by the caller');
  }
}

/**
 * The status-line text for an error thrown by the client (SPEC §8):
 * `ModelHttpError` → 'Error: {status} - {statusText}', `ModelTimeoutError` → 'Error: Request
 * timed out', `ModelNoResponseError` → 'Error: No response from server',
 * `ModelNotConfiguredError` → 'Using fallback (API offline)', anything else → '(API error)'.
 */
export function statusTextForError(error: unknown): string {
  if (error instanceof ModelHttpError) return httpErrorStatusText(error.status, error.statusText);
  if (error instanceof ModelTimeoutError) return CHAT_STATUS.timedOut;
  if (error instanceof ModelNoResponseError) return CHAT_STATUS.noResponse;
  if (error instanceof ModelNotConfiguredError) return CHAT_STATUS.fallbackOffline;
  return CHAT_STATUS.apiError;
}

// ---------------------------------------------------------------------------------------------
// Wire formats

/** `tgi` request body (SPEC §7). */
export interface TgiRequestBody {
  inputs: string;
  parameters: {
    max_new_tokens: number;
    temperature: number;
    top_p: number;
    do_sample: true;
    return_full_text: false;
    /**
     * Inside `parameters` because SPEC §7 lists it there. Hugging Face's retired serverless API
     * read it from a top-level `options` object; text-generation-inference ignores unknown
     * parameters, so here it is harmless either way.
     */
    wait_for_model: true;
  };
}

/** `openai-chat` request body (D8, chat-completions). */
export interface ChatCompletionsRequestBody {
  model: string;
  messages: ChatCompletionMessage[];
  max_tokens: number;
  temperature: number;
  top_p: number;
}

/** Options of `buildRequestBody`. */
export interface RequestBodyOptions {
  /** Tokens to generate; default 200 (SPEC §9). Sent as `max_new_tokens` or `max_tokens`. */
  maxNewTokens?: number;
  /** Model id, sent by `openai-chat` only; default 'google/gemma-2-9b-it'. */
  model?: string;
}

function asPrompt(input: ModelInput): string {
  return typeof input === 'string' ? input : renderGemmaPrompt(input);
}

function asMessages(input: ModelInput): ChatCompletionMessage[] {
  return typeof input === 'string' ? [{ role: 'user', content: input }] : input;
}

/**
 * The JSON body for a protocol (SPEC §7, §9, D8).
 * - `tgi`: `{inputs, parameters: {max_new_tokens, temperature: 0.7, top_p: 0.95, do_sample: true,
 *   return_full_text: false, wait_for_model: true}}`. A messages array is rendered with Gemma's template.
 * - `openai-chat`: `{model, messages, max_tokens, temperature: 0.7, top_p: 0.95}`. A string is
 *   sent as one user message.
 */
export function buildRequestBody(
  protocol: 'tgi',
  input: ModelInput,
  options?: RequestBodyOptions,
): TgiRequestBody;
export function buildRequestBody(
  protocol: 'openai-chat',
  input: ModelInput,
  options?: RequestBodyOptions,
): ChatCompletionsRequestBody;
export function buildRequestBody(
  protocol: ModelProtocol,
  input: ModelInput,
  options?: RequestBodyOptions,
): TgiRequestBody | ChatCompletionsRequestBody;
export function buildRequestBody(
  protocol: ModelProtocol,
  input: ModelInput,
  { maxNewTokens = CHAT_MAX_NEW_TOKENS, model = CHAT_DEFAULT_MODEL_ID }: RequestBodyOptions = {},
): TgiRequestBody | ChatCompletionsRequestBody {
  if (protocol === 'openai-chat') {
    return {
      model,
      messages: asMessages(input),
      max_tokens: maxNewTokens,
      temperature: CHAT_TEMPERATURE,
      top_p: CHAT_TOP_P,
    };
  }
  return {
    inputs: asPrompt(input),
    parameters: {
      max_new_tokens: maxNewTokens,
      temperature: CHAT_TEMPERATURE,
      top_p: CHAT_TOP_P,
      do_sample: true,
      return_full_text: false,
      wait_for_model: true,
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(json: unknown): string {
  if (isRecord(json) && typeof json.error === 'string') return `error "${json.error}"`;
  if (Array.isArray(json)) return 'an array without generated_text';
  return json === null ? 'null' : `a ${typeof json} of an unexpected shape`;
}

/**
 * The generated text in a parsed response body.
 * - `tgi` (SPEC §7): an array whose first item has `generated_text`, an object with
 *   `generated_text`, or a plain string.
 * - `openai-chat` (D8): `choices[0].message.content`.
 * @throws {ModelBadResponseError} for any other shape, naming the server's `error` if it sent one.
 */
export function parseGeneratedText(json: unknown, protocol: ModelProtocol = 'tgi'): string {
  if (protocol === 'openai-chat') {
    const choices = isRecord(json) ? json.choices : undefined;
    const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
    const message = isRecord(first) ? first.message : undefined;
    const content = isRecord(message) ? message.content : undefined;
    if (typeof content === 'string') return content;
    throw new ModelBadResponseError(`Expected choices[0].message.content, got ${describe(json)}`);
  }
  if (typeof json === 'string') return json;
  const item: unknown = Array.isArray(json) ? json[0] : json;
  if (isRecord(item) && typeof item.generated_text === 'string') return item.generated_text;
  throw new ModelBadResponseError(`Expected generated_text, got ${describe(json)}`);
}

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

// ---------------------------------------------------------------------------------------------
// Client

/** Settings of a client (D8). Unset or blank strings count as not set. */
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
}

/** Per-call options. */
export interface ModelRequestOptions {
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
   * Connection probe (SPEC §4, §9): a one-word message with `max_new_tokens` 50, aborted at 8 s.
   * Resolves with the generated text (possibly '') when the endpoint answers in an accepted shape.
   * @throws {ModelNotConfiguredError | ModelHttpError | ModelTimeoutError | ModelNoResponseError | ModelBadResponseError | ModelAbortedError}
   */
  probe(options?: ModelRequestOptions): Promise<string>;
  /**
   * One query (SPEC §7, §9): `max_new_tokens` 200, aborted at 15 s, failing at 20 s overall even
   * if `fetch` ignores the abort. Resolves with the raw generated text; run it through
   * `postProcessReply` before showing it.
   * @param input - From `buildModelInput(client.protocol, history, userText)`.
   * @throws {ModelNotConfiguredError | ModelHttpError | ModelTimeoutError | ModelNoResponseError | ModelBadResponseError | ModelAbortedError}
   */
  generate(input: ModelInput, options?: ModelRequestOptions): Promise<string>;
}

/** The probe's message. */
export const PROBE_MESSAGE = 'Hello';

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Time limits of one call, ms. */
interface Limits {
  abortMs: number;
  overallMs: number;
}

/**
 * Creates a client (D8). Makes no network call itself.
 * @example
 * const client = createModelClient({ endpoint: env.CHAT_ENDPOINT, protocol: 'tgi', token });
 * if (client.isConfigured) await client.probe();
 */
export function createModelClient(config: ModelClientConfig = {}): ModelClient {
  const endpoint = blankToNull(config.endpoint);
  const token = blankToNull(config.token);
  const protocol: ModelProtocol = config.protocol ?? 'tgi';
  const model = blankToNull(config.model) ?? CHAT_DEFAULT_MODEL_ID;
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (token !== null) headers.Authorization = `Bearer ${token}`;

  async function readBody(response: Response): Promise<string> {
    try {
      return (await response.text()).slice(0, 500);
    } catch {
      return '';
    }
  }

  async function send(
    body: TgiRequestBody | ChatCompletionsRequestBody,
    limits: Limits,
    outerSignal: AbortSignal | undefined,
  ): Promise<string> {
    if (endpoint === null) throw new ModelNotConfiguredError();
    if (outerSignal?.aborted) throw new ModelAbortedError();
    const url = endpoint;

    const controller = new AbortController();
    let timedOut = false;
    const onOuterAbort = () => controller.abort();
    outerSignal?.addEventListener('abort', onOuterAbort, { once: true });
    const abortTimer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limits.abortMs);
    let overallTimer: ReturnType<typeof setTimeout> | undefined;
    const overall = new Promise<never>((_resolve, reject) => {
      overallTimer = setTimeout(() => {
        timedOut = true;
        controller.abort();
        reject(new ModelTimeoutError(limits.overallMs));
      }, limits.overallMs);
    });

    const failure = (cause: unknown): ModelError => {
      if (timedOut) return new ModelTimeoutError(limits.abortMs);
      if (outerSignal?.aborted) return new ModelAbortedError();
      return new ModelNoResponseError(cause);
    };

    const exchange = async (): Promise<string> => {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: controller.signal,
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
    };

    try {
      return await Promise.race([exchange(), overall]);
    } finally {
      clearTimeout(abortTimer);
      clearTimeout(overallTimer);
      outerSignal?.removeEventListener('abort', onOuterAbort);
    }
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
      const limits = { abortMs: CHAT_PROBE_TIMEOUT_MS, overallMs: CHAT_PROBE_TIMEOUT_MS };
      return send(body, limits, options.signal);
    },
    generate(input, options = {}) {
      const body = buildRequestBody(protocol, input, { maxNewTokens: CHAT_MAX_NEW_TOKENS, model });
      const limits = { abortMs: CHAT_MODEL_ABORT_MS, overallMs: CHAT_MODEL_OVERALL_TIMEOUT_MS };
      return send(body, limits, options.signal);
    },
  };
}
