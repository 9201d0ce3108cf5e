import { CHAT_TEMPERATURE, CHAT_TOP_P } from '@/lib/chat/constants';
import { ModelBadResponseError } from '@/lib/chat/model-errors';
import { describeBody, isRecord } from '@/lib/chat/protocols/shapes';
import type { ChatCompletionMessage, ModelInput } from '@/lib/chat/types';

/**
 * The OpenAI-compatible chat-completions wire format, protocol `openai-chat`
 * (docs/product.md#model-protocols): spoken by the Hugging Face router, vLLM, llama.cpp and Ollama.
 */

/** The request body. */
export interface ChatCompletionsRequestBody {
  model: string;
  messages: ChatCompletionMessage[];
  max_tokens: number;
  temperature: number;
  top_p: number;
}

/**
 * The request body: `{model, messages, max_tokens, temperature: 0.7, top_p: 0.95}`. A string is
 * sent as one user message.
 * @param maxNewTokens - Tokens to generate (200 for a query, 50 for the probe), sent as `max_tokens`.
 * @param model - The model id, e.g. 'google/gemma-2-9b-it'.
 */
export function buildChatCompletionsBody(
  input: ModelInput,
  maxNewTokens: number,
  model: string,
): ChatCompletionsRequestBody {
  return {
    model,
    messages: typeof input === 'string' ? [{ role: 'user', content: input }] : input,
    max_tokens: maxNewTokens,
    temperature: CHAT_TEMPERATURE,
    top_p: CHAT_TOP_P,
  };
}

/**
 * The generated text of a parsed reply: `choices[0].message.content`.
 * @throws {ModelBadResponseError} for any other shape, naming the server's `error` if it sent one.
 */
export function parseChatCompletion(json: unknown): string {
  const choices = isRecord(json) ? json.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first.message : undefined;
  const content = isRecord(message) ? message.content : undefined;
  if (typeof content === 'string') return content;
  throw new ModelBadResponseError(
    `Expected choices[0].message.content, got ${describeBody(json, 'choices')}`,
  );
}
