import { CHAT_TEMPERATURE, CHAT_TOP_P } from '@/lib/chat/constants';
import { ModelBadResponseError } from '@/lib/chat/model-errors';
import { describeBody, isRecord } from '@/lib/chat/protocols/shapes';
import type { ChatCompletionMessage, ModelInput } from '@/lib/chat/types';

/** The `openai-chat` request body (docs/chat.md#model-protocols), as Hugging Face's router, vLLM, llama.cpp and Ollama read it. */
export interface ChatCompletionsRequestBody {
  model: string;
  messages: ChatCompletionMessage[];
  max_tokens: number;
  temperature: number;
  top_p: number;
}

/** The chat-completions request body; a string is sent as one user message, `maxNewTokens` as `max_tokens`. */
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

/** `choices[0].message.content` of a chat-completions reply. @throws {ModelBadResponseError} for any other shape. */
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
