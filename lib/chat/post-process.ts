/**
 * Cleans a model reply before it is shown (docs/product.md#reply-post-processing).
 *
 * In order: Gemma control tokens are removed and the reply is cut where the model starts
 * another turn; an 'Assistant:' prefix is stripped; analysis blocks and option blocks are
 * removed; markdown emphasis and heading marks are dropped (the reply is rendered as plain
 * text, docs/decisions/007-assistant-safety-first.md); 'As an AI' and kin become 'As a doctor'. A reply that is then empty, or that
 * contains a refusal phrase, is replaced: the caller shows a fallback reply instead.
 */

/** Why a reply was replaced: nothing left after cleaning, or a refusal phrase. */
type ReplacedReason = 'empty' | 'blocked-phrase';

/**
 * The result of `postProcessReply`.
 * @property text - The cleaned reply, plain text; '' when `replaced`.
 * @property replaced - true when the caller must show a fallback reply instead (docs/product.md#texts).
 * @property reason - Why it was replaced; null when not.
 */
export interface PostProcessedReply {
  text: string;
  replaced: boolean;
  reason: ReplacedReason | null;
}

/** Gemma 2 control tokens (its chat template and tokenizer specials). */
const GEMMA_TOKEN = /<(?:bos|eos|pad|start_of_turn|end_of_turn)>/g;
/** Where the model's turn ends: the first end-of-turn, new turn or end-of-sequence token. */
const TURN_END = /<(?:end_of_turn|start_of_turn|eos)>/;
/** A line where the model starts writing the next user turn itself. */
const NEXT_TURN_LINE = /^[ \t*]*(?:user|patient|human)[ \t*]*:/im;
const SPEAKER_PREFIX = /^\s*(?:\*\*|__)?(?:assistant|model|ai)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/i;

/** Markdown decoration a label line may start with: spaces, '>', '#', '*', '_', '-'. */
const LINE_DECORATION = /^[\s>#*_-]*/;
/**
 * An analysis label: 'Analysis:', '**Reasoning:**', '## Thought process', 'Internal notes (draft):'.
 * A colon or the end of the line must follow, so 'Thinking about it, rest helps.' is not one.
 */
const ANALYSIS_LABEL =
  /^(?:analysis|reasoning|thoughts?|thought process|thinking|internal notes?|notes? to self|self[- ]critique)(?:\s*\([^)]*\))?[*_\s]*(?::|$)/i;
/** An option label: 'Option 1:', '**Option A (short):**', '### Option 2', 'Response 2:', 'Draft B'. */
const OPTION_LABEL =
  /^(?:option|response|version|draft)\s*#?\s*(?:\d+|[a-z])(?![a-z0-9])(?:\s*\([^)]*\))?[*_\s]*(?::|$|[-–—.)]\s)/i;
/** The intro line before options, e.g. 'Here are a few options for how to respond:'. */
const OPTIONS_INTRO = /(?:options?|responses?|versions?|drafts?|ways)\b.*:\s*[*_]*\s*$/i;
/** A label that only announces the reply: 'Response:', '**Final answer:**'. The text after it is kept. */
const ANSWER_LABEL = /^(?:[\s>*_-]*)(?:final\s+)?(?:response|answer|reply)[*_\s]*:[*_]*[ \t]*/i;

/** 'As an AI' and kin; `$1` keeps the case of 'as'. */
const AS_AN_AI =
  /\b(as)\s+an?\s+(?:ai|a\.i\.|artificial intelligence|(?:large\s+)?language model|llm|chatbot|virtual assistant)(?:\s+(?:language\s+model|model|assistant|chatbot|system|program))?(?![a-z0-9])/gi;

/** Refusal phrases and their kin (docs/product.md#texts). Matched on lower-cased text with straight apostrophes. */
const BLOCKED_PHRASES: readonly RegExp[] = [
  /\bi (?:don't|do not|dont) have (?:any |specific |enough |much )?(?:information|info|data|details) (?:about|on|regarding)\b/,
  /\bi have no (?:information|info|data|details) (?:about|on|regarding)\b/,
  /\bi(?: cannot| can't| cant| can not|'m unable to| am unable to|'m not able to| am not able to| won't be able to| will not be able to) provide\b/,
  /\bi (?:don't|do not|dont) have access to\b/,
  /\bi have no access to\b/,
  /\bi(?: cannot| can't| cant| can not|'m unable to| am unable to|'m not able to| am not able to) access\b/,
];

function isBlankLine(line: string): boolean {
  return line.trim() === '';
}

function labelOf(line: string): string {
  return line.replace(LINE_DECORATION, '');
}

/**
 * Removes analysis blocks and option blocks.
 * - Analysis block: a line starting with an analysis label plus the lines after it up to the
 *   next blank line.
 * - Option blocks: everything from the first line starting with an option label to the end,
 *   plus the intro line just before it ('Here are some options:'). When a model offers
 *   alternatives it has not answered; if nothing is left the reply is replaced.
 */
function removeBlocks(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let inAnalysis = false;
  for (const line of lines) {
    if (inAnalysis) {
      if (!isBlankLine(line)) continue;
      inAnalysis = false;
    }
    const label = labelOf(line);
    if (ANALYSIS_LABEL.test(label)) {
      inAnalysis = true;
      continue;
    }
    if (OPTION_LABEL.test(label)) {
      while (kept.length > 0 && isBlankLine(kept[kept.length - 1] ?? '')) kept.pop();
      if (kept.length > 0 && OPTIONS_INTRO.test(kept[kept.length - 1] ?? '')) kept.pop();
      break;
    }
    kept.push(line.replace(ANSWER_LABEL, ''));
  }
  return kept.join('\n');
}

function stripMarkdown(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/\*\*/g, '');
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function normalizeForPhrases(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/\s+/g, ' ');
}

/**
 * True when `text` contains a refusal phrase of docs/product.md#texts or its kin ('I don't have information
 * about', 'I cannot provide', 'I don't have access to', 'I can't provide', 'I'm unable to
 * provide', 'I do not have access to', …), with straight or curly apostrophes.
 */
export function hasBlockedPhrase(text: string): boolean {
  const normalized = normalizeForPhrases(text);
  return BLOCKED_PHRASES.some((pattern) => pattern.test(normalized));
}

/**
 * Cleans a raw model reply (docs/product.md#texts). Pure; never throws.
 * @param raw - `generated_text` (or chat-completions content) as received.
 * @returns `{ text, replaced: false, reason: null }` with the plain-text reply to show, or
 *   `{ text: '', replaced: true, reason }` when the caller must show a fallback reply instead.
 * @example postProcessReply('Assistant: As an AI, I suggest rest.<end_of_turn>')
 *   // → { text: 'As a doctor, I suggest rest.', replaced: false, reason: null }
 */
export function postProcessReply(raw: string): PostProcessedReply {
  let text = raw.replace(/\r\n?/g, '\n');
  text = text.replace(/^\s*(?:<bos>\s*)?(?:<start_of_turn>\s*model\b[ \t]*\n?)?/, '');
  const turnEnd = text.search(TURN_END);
  if (turnEnd >= 0) text = text.slice(0, turnEnd);
  text = text.replace(GEMMA_TOKEN, '');
  const nextTurn = text.search(NEXT_TURN_LINE);
  if (nextTurn >= 0) text = text.slice(0, nextTurn);
  while (SPEAKER_PREFIX.test(text)) text = text.replace(SPEAKER_PREFIX, '');
  text = removeBlocks(text);
  text = stripMarkdown(text);
  text = text.replace(AS_AN_AI, (_match, as: string) =>
    as[0] === 'A' ? 'As a doctor' : 'as a doctor',
  );
  text = tidy(text);

  if (text === '') return { text: '', replaced: true, reason: 'empty' };
  if (hasBlockedPhrase(text)) return { text: '', replaced: true, reason: 'blocked-phrase' };
  return { text, replaced: false, reason: null };
}
