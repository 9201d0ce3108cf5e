import { createModelClient, type ModelClientConfig } from '@/lib/chat/model-client';

/**
 * The network boundary of the chat tests: a scripted `fetch` that answers the real model
 * client (lib/chat/model-client) the way a text-generation server would. Everything above it,
 * client, store and components, is the real code.
 */

/** One scripted answer. */
export interface FakeStep {
  /** HTTP status; default 200. */
  status?: number;
  /** Reason phrase; default the standard one for 500 and 503, else 'OK'. */
  statusText?: string;
  /** The generated text, answered as `[{ generated_text }]` (the spec's first shape). */
  text?: string;
  /** A raw JSON body instead of `text`. */
  json?: unknown;
  /** Never answers; rejects with an AbortError when the request's signal aborts. */
  hang?: true;
  /** Rejects like a browser without a response (TypeError: Failed to fetch). */
  networkError?: true;
}

/** A request the fake received. */
export interface FakeCall {
  url: string;
  kind: 'probe' | 'query';
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const REASONS: Record<number, string> = {
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function fakeResponse(status: number, statusText: string, body: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

/** The fake's default reply to a query. */
export const DEFAULT_MODEL_REPLY = 'Rest and drink plenty of fluids.';

/**
 * A scripted model server. Probes (max_new_tokens 50) and queries take their steps from
 * separate queues; past the end of a queue a probe succeeds and a query gets
 * `DEFAULT_MODEL_REPLY`.
 */
export function fakeModel(script: { probes?: FakeStep[]; replies?: FakeStep[] } = {}) {
  const probes = [...(script.probes ?? [])];
  const replies = [...(script.replies ?? [])];
  const calls: FakeCall[] = [];

  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const parameters = body.parameters as { max_new_tokens?: number } | undefined;
    const kind = (parameters?.max_new_tokens ?? body.max_tokens) === 50 ? 'probe' : 'query';
    calls.push({ url: String(input), kind, body, headers: init.headers as Record<string, string> });
    const step = (kind === 'probe' ? probes : replies).shift() ?? {};
    if (step.hang) {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        );
      });
    }
    if (step.networkError) return Promise.reject(new TypeError('Failed to fetch'));
    const status = step.status ?? 200;
    const payload =
      step.json !== undefined
        ? step.json
        : status >= 400
          ? { error: 'failure' }
          : [{ generated_text: step.text ?? (kind === 'probe' ? 'Hi' : DEFAULT_MODEL_REPLY) }];
    return Promise.resolve(
      fakeResponse(status, step.statusText ?? REASONS[status] ?? 'OK', JSON.stringify(payload)),
    );
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The queries received, oldest first. */
    queries: () => calls.filter((call) => call.kind === 'query'),
    /** The probes received, oldest first. */
    probes: () => calls.filter((call) => call.kind === 'probe'),
    /** Adds steps to the query script. */
    queueReplies: (...steps: FakeStep[]) => void replies.push(...steps),
    /** Adds steps to the probe script. */
    queueProbes: (...steps: FakeStep[]) => void probes.push(...steps),
  };
}

/**
 * A timeout signal on `setTimeout`, which jest's fake timers drive (Node's own
 * `AbortSignal.timeout` runs on a timer they do not replace). Aborts with a 'TimeoutError'
 * DOMException, as `AbortSignal.timeout` does.
 */
export function timerTimeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  );
  return controller.signal;
}

/**
 * A real model client for the fake, configured with an endpoint (and a token), its time limits
 * on jest's timers.
 */
export function clientFor(
  model: ReturnType<typeof fakeModel>,
  config: Partial<ModelClientConfig> = {},
) {
  return createModelClient({
    endpoint: 'https://model.example/generate',
    token: 'test-token',
    model: 'test/gemma',
    fetch: model.fetch,
    timeoutSignal: timerTimeoutSignal,
    ...config,
  });
}

/**
 * Fake timers in every test of the file (the chat's waits, docs/product.md#timings-and-limits),
 * with console warnings silenced; real timers and mocks are restored after each test.
 */
export function withQuietFakeTimers(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
