type ReplacedReason = 'empty' | 'blocked-phrase';

/** A cleaned model reply; `replaced` means show a fallback reply instead (docs/chat.md#reply-post-processing). */
export interface PostProcessedReply {
  text: string;
  replaced: boolean;
  reason: ReplacedReason | null;
}

/** Gemma 2 control tokens. */
const GEMMA_TOKEN = /<(?:bos|eos|pad|start_of_turn|end_of_turn)>/g;
const TURN_END = /<(?:end_of_turn|start_of_turn|eos)>/;
const NEXT_TURN_LINE = /^[ \t*]*(?:user|patient|human)[ \t*]*:/im;
const SPEAKER_PREFIX = /^\s*(?:\*\*|__)?(?:assistant|model|ai)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/i;

const LINE_DECORATION = /^[\s>#*_-]*/;
/** 'Analysis:', '**Reasoning:**'; a colon or line end must follow, so 'Thinking about it, …' is not one. */
const ANALYSIS_LABEL =
  /^(?:analysis|reasoning|thoughts?|thought process|thinking|internal notes?|notes? to self|self[- ]critique)(?:\s*\([^)]*\))?[*_\s]*(?::|$)/i;
const OPTION_LABEL =
  /^(?:option|response|version|draft)\s*#?\s*(?:\d+|[a-z])(?![a-z0-9])(?:\s*\([^)]*\))?[*_\s]*(?::|$|[-–—.)]\s)/i;
const OPTIONS_INTRO = /(?:options?|responses?|versions?|drafts?|ways)\b.*:\s*[*_]*\s*$/i;
/** A label that only announces the reply ('Final answer:'); the text after it is kept. */
const ANSWER_LABEL = /^(?:[\s>*_-]*)(?:final\s+)?(?:response|answer|reply)[*_\s]*:[*_]*[ \t]*/i;

const AS_AN_AI =
  /\b(as)\s+an?\s+(?:ai|a\.i\.|artificial intelligence|(?:large\s+)?language model|llm|chatbot|virtual assistant)(?:\s+(?:language\s+model|model|assistant|chatbot|system|program))?(?![a-z0-9])/gi;

/** Refusal phrases and their kin, on lower-cased text with straight apostrophes. */
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

/** Removes analysis blocks (to the next blank line) and option blocks (to the end, with their intro line). */
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

/** Whether a model reply contains a refusal phrase ('I cannot provide', …), straight or curly apostrophes. */
export function hasBlockedPhrase(text: string): boolean {
  const normalized = normalizeForPhrases(text);
  return BLOCKED_PHRASES.some((pattern) => pattern.test(normalized));
}

/**
 * Cleans a raw model reply, in the order docs/chat.md#reply-post-processing gives. Never throws.
 * @example postProcessReply('Assistant: As an AI, I suggest rest.') // → { text: 'As a doctor, I suggest rest.', … }
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
