import { CHAT_DEFAULT_MODEL_ID, CHAT_MAX_NEW_TOKENS } from '@/lib/chat/constants';
import {
  buildChatCompletionsBody,
  parseChatCompletion,
  type ChatCompletionsRequestBody,
} from '@/lib/chat/protocols/chat-completions';
import {
  buildTextGenerationBody,
  parseTextGeneration,
  type TgiRequestBody,
} from '@/lib/chat/protocols/text-generation';
import type { ModelInput, ModelProtocol } from '@/lib/chat/types';

/**
 * The two wire formats by protocol name (docs/product.md#model-protocols): `tgi`
 * (text-generation, the default) and `openai-chat` (chat completions).
 */

/** Options of `buildRequestBody`. */
interface RequestBodyOptions {
  /** Tokens to generate; default 200. Sent as `max_new_tokens` or `max_tokens`. */
  maxNewTokens?: number;
  /** Model id, sent by `openai-chat` only; default 'google/gemma-2-9b-it'. */
  model?: string;
}

/**
 * The JSON body for a protocol: `buildTextGenerationBody` for `tgi`,
 * `buildChatCompletionsBody` for `openai-chat`.
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
  return protocol === 'openai-chat'
    ? buildChatCompletionsBody(input, maxNewTokens, model)
    : buildTextGenerationBody(input, maxNewTokens);
}

/**
 * The generated text in a parsed response body: `parseTextGeneration` for `tgi` (the default),
 * `parseChatCompletion` for `openai-chat`.
 * @throws {ModelBadResponseError} for a shape the protocol does not have.
 */
export function parseGeneratedText(json: unknown, protocol: ModelProtocol = 'tgi'): string {
  return protocol === 'openai-chat' ? parseChatCompletion(json) : parseTextGeneration(json);
}
