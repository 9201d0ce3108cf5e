import { CHAT_TEMPERATURE, CHAT_TOP_P } from '@/lib/chat/constants';
import { ModelBadResponseError } from '@/lib/chat/model-errors';
import { renderGemmaPrompt } from '@/lib/chat/prompt';
import { describeBody, isRecord } from '@/lib/chat/protocols/shapes';
import type { ModelInput } from '@/lib/chat/types';

/** The `tgi` request body (docs/chat.md#model-protocols), as text-generation-inference reads it. */
export interface TgiRequestBody {
  inputs: string;
  parameters: {
    max_new_tokens: number;
    temperature: number;
    top_p: number;
    do_sample: true;
    return_full_text: false;
    /** Where the product's request has it; text-generation-inference ignores unknown parameters. */
    wait_for_model: true;
  };
}

/** The text-generation request body; a messages array is rendered with Gemma's template. */
export function buildTextGenerationBody(input: ModelInput, maxNewTokens: number): TgiRequestBody {
  return {
    inputs: typeof input === 'string' ? input : renderGemmaPrompt(input),
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

/**
 * `generated_text` of a text-generation reply: first item of an array, an object, or a plain string.
 * @throws {ModelBadResponseError} for any other shape.
 */
export function parseTextGeneration(json: unknown): string {
  if (typeof json === 'string') return json;
  const item: unknown = Array.isArray(json) ? json[0] : json;
  if (isRecord(item) && typeof item.generated_text === 'string') return item.generated_text;
  throw new ModelBadResponseError(
    `Expected generated_text, got ${describeBody(json, 'generated_text')}`,
  );
}
