import { CHAT_TEMPERATURE, CHAT_TOP_P } from '@/lib/chat/constants';
import { ModelBadResponseError } from '@/lib/chat/model-errors';
import { renderGemmaPrompt } from '@/lib/chat/prompt';
import { describeBody, isRecord } from '@/lib/chat/protocols/shapes';
import type { ModelInput } from '@/lib/chat/types';

/**
 * The text-generation wire format, protocol `tgi` (docs/product.md#model-protocols): the request
 * `{inputs, parameters}`, the reply `generated_text`. Spoken by Hugging Face Inference Endpoints
 * and text-generation-inference servers.
 */

/** The request body. */
export interface TgiRequestBody {
  /** The prompt, in Gemma 2's chat template. */
  inputs: string;
  parameters: {
    max_new_tokens: number;
    temperature: number;
    top_p: number;
    do_sample: true;
    return_full_text: false;
    /**
     * Inside `parameters`, where the product's request has it. Hugging Face's retired serverless
     * API read it from a top-level `options` object; text-generation-inference ignores unknown
     * parameters, so here it is harmless either way.
     */
    wait_for_model: true;
  };
}

/**
 * The request body: `{inputs, parameters: {max_new_tokens, temperature: 0.7, top_p: 0.95,
 * do_sample: true, return_full_text: false, wait_for_model: true}}`. A messages array is
 * rendered with Gemma's template.
 * @param maxNewTokens - Tokens to generate (200 for a query, 50 for the probe).
 */
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
 * The generated text of a parsed reply: an array whose first item has `generated_text`, an
 * object with `generated_text`, or a plain string.
 * @throws {ModelBadResponseError} for any other shape, naming the server's `error` if it sent one.
 */
export function parseTextGeneration(json: unknown): string {
  if (typeof json === 'string') return json;
  const item: unknown = Array.isArray(json) ? json[0] : json;
  if (isRecord(item) && typeof item.generated_text === 'string') return item.generated_text;
  throw new ModelBadResponseError(
    `Expected generated_text, got ${describeBody(json, 'generated_text')}`,
  );
}
