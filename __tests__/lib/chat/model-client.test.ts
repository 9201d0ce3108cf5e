/** @jest-environment node */
import { createModelClient } from '@/lib/chat/model-client';
import type { ModelClientConfig } from '@/lib/chat/model-client';
import {
  ModelAbortedError,
  ModelBadResponseError,
  ModelError,
  ModelHttpError,
  ModelNoResponseError,
  ModelNotConfiguredError,
  ModelTimeoutError,
  statusTextForError,
} from '@/lib/chat/model-errors';
import { buildRequestBody, parseGeneratedText } from '@/lib/chat/protocols';
import { timerTimeoutSignal } from '../../support/fake-model';
import { TGI_PARAMETERS } from '@/__tests__/support/factories';

const ENDPOINT = 'https://model.example/generate';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake `fetch` that records its calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return Promise.resolve().then(() => respond(call));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, mock: fetch };
}

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

/** A fetch that never answers; it rejects like a browser when its signal aborts, if `honoursAbort`. */
function hangingFetch(honoursAbort: boolean) {
  return fakeFetch(
    ({ init }) =>
      new Promise<Response>((_resolve, reject) => {
        if (!honoursAbort) return;
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        );
      }),
  );
}

/** A client on `config`, its time limits on jest's (fake) timers. */
function client(config: Partial<ModelClientConfig> & Pick<ModelClientConfig, 'fetch'>) {
  return createModelClient({ endpoint: ENDPOINT, timeoutSignal: timerTimeoutSignal, ...config });
}

function sentBody(call: Call | undefined): unknown {
  return JSON.parse(String(call?.init.body));
}

function headersOf(call: Call | undefined): Record<string, string> {
  return call?.init.headers as Record<string, string>;
}

/** What `promise` rejects with (or its value, should it resolve), for asserting on the error. */
function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.catch((caught: unknown) => caught);
}

/** Tracks whether a promise has settled, without leaving a rejection unhandled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('buildRequestBody', () => {
  it('builds the spec text-generation body for tgi, wait_for_model among the parameters', () => {
    expect(buildRequestBody('tgi', 'prompt')).toEqual({
      inputs: 'prompt',
      parameters: TGI_PARAMETERS,
    });
  });

  it('builds a chat-completions body for openai-chat', () => {
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    expect(buildRequestBody('openai-chat', messages, { model: 'org/model' })).toEqual({
      model: 'org/model',
      messages,
      max_tokens: 200,
      temperature: 0.7,
      top_p: 0.95,
    });
  });

  it('defaults the chat-completions model to Gemma 2 9B instruct', () => {
    expect(buildRequestBody('openai-chat', 'Hi').model).toBe('google/gemma-2-9b-it');
  });

  it('converts between input shapes when a protocol gets the other one', () => {
    expect(buildRequestBody('openai-chat', 'Hi').messages).toEqual([
      { role: 'user', content: 'Hi' },
    ]);
    expect(buildRequestBody('tgi', [{ role: 'user', content: 'Hi' }]).inputs).toBe(
      '<start_of_turn>user\nHi<end_of_turn>\n<start_of_turn>model\n',
    );
  });

  it('uses the given max_new_tokens', () => {
    expect(buildRequestBody('tgi', 'p', { maxNewTokens: 50 }).parameters.max_new_tokens).toBe(50);
    expect(buildRequestBody('openai-chat', 'p', { maxNewTokens: 50 }).max_tokens).toBe(50);
  });
});

describe('parseGeneratedText', () => {
  it('reads an array whose first item has generated_text', () => {
    expect(parseGeneratedText([{ generated_text: 'Rest.' }, { generated_text: 'x' }])).toBe(
      'Rest.',
    );
  });

  it('reads an object with generated_text', () => {
    expect(parseGeneratedText({ generated_text: 'Fluids.' })).toBe('Fluids.');
  });

  it('reads a plain string', () => {
    expect(parseGeneratedText('Sleep.')).toBe('Sleep.');
  });

  it('reads choices[0].message.content for openai-chat', () => {
    expect(
      parseGeneratedText(
        { choices: [{ index: 0, message: { role: 'assistant', content: 'Walk.' } }] },
        'openai-chat',
      ),
    ).toBe('Walk.');
  });

  it.each([[[]], [[{ text: 'no' }]], [{ generated: 'no' }], [null], [42], [{ generated_text: 7 }]])(
    'rejects %j with ModelBadResponseError',
    (json) => {
      expect(() => parseGeneratedText(json)).toThrow(ModelBadResponseError);
    },
  );

  it('names the error the server sent', () => {
    expect(() => parseGeneratedText({ error: 'Model is overloaded' })).toThrow(
      'Expected generated_text, got error "Model is overloaded"',
    );
  });

  it('rejects the tgi shape for openai-chat and a missing content', () => {
    expect(() => parseGeneratedText({ generated_text: 'x' }, 'openai-chat')).toThrow(
      ModelBadResponseError,
    );
    expect(() =>
      parseGeneratedText({ choices: [{ message: { content: null } }] }, 'openai-chat'),
    ).toThrow(ModelBadResponseError);
  });
});

describe('createModelClient', () => {
  // The clients' time limits run on jest's timers (timerTimeoutSignal): fake ones in every test,
  // so no real 15 s or 20 s timer outlives the run.
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('reports not configured and makes no call when no endpoint is set', async () => {
    for (const endpoint of [undefined, null, '', '   ']) {
      const { fetch, mock } = fakeFetch(() => jsonResponse('x'));
      const unconfigured = createModelClient({ endpoint, fetch });
      expect(unconfigured.isConfigured).toBe(false);
      await expect(unconfigured.probe()).rejects.toBeInstanceOf(ModelNotConfiguredError);
      await expect(unconfigured.generate('hi')).rejects.toBeInstanceOf(ModelNotConfiguredError);
      expect(mock).not.toHaveBeenCalled();
    }
  });

  it('posts the tgi body as JSON to the endpoint and returns generated_text', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse([{ generated_text: 'Drink water.' }]));
    const result = await client({ fetch }).generate('prompt');
    expect(result).toBe('Drink water.');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(ENDPOINT);
    expect(calls[0]?.init.method).toBe('POST');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
    expect(sentBody(calls[0])).toEqual(buildRequestBody('tgi', 'prompt'));
  });

  it('sends a bearer Authorization header when a token is set', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ generated_text: 'ok' }));
    await client({ fetch, token: 'hf_secret' }).generate('p');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer hf_secret');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ generated_text: 'ok' }));
    await client({ fetch, token: '' }).generate('p');
    await client({ fetch }).generate('p');
    expect(headersOf(calls[0])).not.toHaveProperty('Authorization');
    expect(headersOf(calls[1])).not.toHaveProperty('Authorization');
  });

  it('probes with max_new_tokens 50', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse([{ generated_text: 'Hi!' }]));
    await expect(client({ fetch }).probe()).resolves.toBe('Hi!');
    const body = sentBody(calls[0]) as { inputs: string; parameters: { max_new_tokens: number } };
    expect(body.parameters.max_new_tokens).toBe(50);
    expect(body.inputs).toBe('<start_of_turn>user\nHello<end_of_turn>\n<start_of_turn>model\n');
  });

  it('queries with max_new_tokens 200', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse([{ generated_text: 'ok' }]));
    await client({ fetch }).generate('p');
    expect(sentBody(calls[0])).toMatchObject({ parameters: { max_new_tokens: 200 } });
  });

  it('speaks chat-completions with the openai-chat protocol', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse({ choices: [{ message: { role: 'assistant', content: 'Rest.' } }] }),
    );
    const chat = client({ fetch, protocol: 'openai-chat', model: 'google/gemma-2-9b-it' });
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    await expect(chat.generate(messages)).resolves.toBe('Rest.');
    expect(sentBody(calls[0])).toEqual({
      model: 'google/gemma-2-9b-it',
      messages,
      max_tokens: 200,
      temperature: 0.7,
      top_p: 0.95,
    });
    expect(chat.model).toBe('google/gemma-2-9b-it');
  });

  it('accepts a plain-text body as the plain-string reply for tgi', async () => {
    const { fetch } = fakeFetch(
      () => new Response('Just rest.', { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(client({ fetch }).generate('p')).resolves.toBe('Just rest.');
  });

  const serverError = () =>
    jsonResponse({ error: 'boom' }, { status: 500, statusText: 'Internal Server Error' });

  // The chat store answers a ModelError with a fallback reply; anything else is a defect.
  it.each([
    ['an HTTP error', 'Error: 500 - Internal Server Error', serverError, ModelHttpError],
    [
      'a network failure',
      'Error: No response from server',
      () => Promise.reject(new TypeError('Failed to fetch')),
      ModelNoResponseError,
    ],
    [
      'an unexpected body',
      '(API error)',
      () => jsonResponse({ unexpected: true }),
      ModelBadResponseError,
    ],
    [
      'a body that is not JSON',
      '(API error)',
      () => new Response('<html>proxy</html>', { headers: { 'content-type': 'text/html' } }),
      ModelBadResponseError,
    ],
  ])(
    'turns %s into a ModelError the status line reads as %j',
    async (_what, status, respond, kind) => {
      const { fetch } = fakeFetch(respond);
      const error: unknown = await rejectionOf(client({ fetch }).generate('p'));
      expect(error).toBeInstanceOf(kind);
      expect(error).toBeInstanceOf(ModelError);
      expect(statusTextForError(error)).toBe(status);
    },
  );

  it('keeps the status, reason phrase and body of an HTTP error', async () => {
    const { fetch } = fakeFetch(serverError);
    const error: unknown = await rejectionOf(client({ fetch }).generate('p'));
    expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
    expect((error as ModelHttpError).body).toContain('boom');
  });

  it('uses the standard reason phrase when the server sends none', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 503 }));
    const error: unknown = await rejectionOf(client({ fetch }).probe());
    expect(statusTextForError(error)).toBe('Error: 503 - Service Unavailable');
  });

  it('aborts a query at 15 s and throws ModelTimeoutError', async () => {
    jest.useFakeTimers();
    const { fetch, calls } = hangingFetch(true);
    const pending = client({ fetch }).generate('p');
    const progress = track(pending);
    const outcome = expect(pending).rejects.toBeInstanceOf(ModelTimeoutError);

    await jest.advanceTimersByTimeAsync(14_999);
    expect(progress.settled).toBe(false);
    expect(calls[0]?.init.signal?.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(statusTextForError(await rejectionOf(pending))).toBe('Error: Request timed out');
  });

  it('fails at the 20 s overall limit when fetch ignores the abort', async () => {
    jest.useFakeTimers();
    const { fetch } = hangingFetch(false);
    const pending = client({ fetch }).generate('p');
    const progress = track(pending);

    await jest.advanceTimersByTimeAsync(19_999);
    expect(progress.settled).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    const error: unknown = await rejectionOf(pending);
    expect(error).toBeInstanceOf(ModelTimeoutError);
    expect((error as ModelTimeoutError).timeoutMs).toBe(20_000);
  });

  it('times the probe out at 8 s', async () => {
    jest.useFakeTimers();
    const { fetch } = hangingFetch(true);
    const pending = client({ fetch }).probe();
    const progress = track(pending);

    await jest.advanceTimersByTimeAsync(7_999);
    expect(progress.settled).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toBeInstanceOf(ModelTimeoutError);
  });

  it('leaves no timer running after a reply: its time limits are AbortSignal.timeout signals, 15 s and 20 s for a query, 8 s for the probe', async () => {
    jest.useFakeTimers();
    // Records the limits asked for; a never-aborting signal keeps Node's real timer out of the run.
    const timeouts = jest
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation(() => new AbortController().signal);
    const { fetch, calls } = fakeFetch(() => jsonResponse({ generated_text: 'ok' }));
    const real = createModelClient({ endpoint: ENDPOINT, fetch });
    await expect(real.generate('p')).resolves.toBe('ok');
    expect(jest.getTimerCount()).toBe(0);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    expect(timeouts.mock.calls).toEqual([[15_000], [20_000]]);
    await real.probe();
    expect(timeouts.mock.calls.slice(2)).toEqual([[8_000]]);
    timeouts.mockRestore();
  });

  it("throws ModelAbortedError when the caller's signal aborts", async () => {
    const { fetch, calls } = hangingFetch(true);
    const controller = new AbortController();
    const pending = client({ fetch }).generate('p', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ModelAbortedError);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });
  it("settles at once when the caller's signal aborts, even if fetch ignores it", async () => {
    jest.useFakeTimers();
    const { fetch } = hangingFetch(false);
    const controller = new AbortController();
    const pending = client({ fetch }).generate('p', { signal: controller.signal });
    const progress = track(pending);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(progress.settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ModelAbortedError);
  });
});

describe('statusTextForError', () => {
  it('maps not configured to the offline text and unknown errors to (API error)', () => {
    expect(statusTextForError(new ModelNotConfiguredError())).toBe('Using fallback (API offline)');
    expect(statusTextForError(new Error('weird'))).toBe('(API error)');
  });
});
