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

interface RequestBodyOptions {
  maxNewTokens?: number;
  model?: string;
}

/** The JSON request body for a model protocol (docs/chat.md#model-protocols); 200 tokens by default. */
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

/** The generated text of a parsed model reply. @throws {ModelBadResponseError} for a shape the protocol does not have. */
export function parseGeneratedText(json: unknown, protocol: ModelProtocol = 'tgi'): string {
  return protocol === 'openai-chat' ? parseChatCompletion(json) : parseTextGeneration(json);
}
