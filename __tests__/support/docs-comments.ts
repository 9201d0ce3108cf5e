import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Reading code comments and the docs/ pages they cite, for __tests__/docs: comments found with
 * TypeScript's own parser, headings turned into anchors the way GitHub does it.
 */

export const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = ['lib', 'stores', 'components', 'app', 'scripts', '__tests__', 'db'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.css', '.sql']);
/** Files outside those folders whose comments cite docs/ too: the CI script. */
const OTHER_SOURCES = ['.ci/run'];
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'out']);

/** Every file under `dir` (relative to the repository) whose name ends in one of `extensions`. */
export function listFiles(dir: string, extensions: ReadonlySet<string>): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...listFiles(relative, extensions));
    } else if (extensions.has(path.extname(entry.name))) {
      found.push(relative);
    }
  }
  return found.sort();
}

/** One comment of a source file. */
export interface SourceComment {
  /** Repository-relative path, with forward slashes. */
  file: string;
  /** 1-based line the comment starts on. */
  line: number;
  /** The comment's text, delimiters included. */
  text: string;
}

function scriptKindOf(file: string): ts.ScriptKind {
  switch (path.extname(file)) {
    case '.tsx':
      return ts.ScriptKind.TSX;
    case '.ts':
      return ts.ScriptKind.TS;
    case '.jsx':
      return ts.ScriptKind.JSX;
    default:
      return ts.ScriptKind.JS;
  }
}

/**
 * Every comment in a source text, found with TypeScript's own parser (so a `//` inside a string
 * or a JSX text is not taken for a comment): the comment ranges before and after every token.
 */
export function commentsOf(file: string, text: string): SourceComment[] {
  const extension = path.extname(file);
  if (extension === '.css') return blockComments(file, text);
  if (extension === '.sql')
    return [...blockComments(file, text), ...lineComments(file, text, '--')];
  if (extension === '') return lineComments(file, text, '#');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKindOf(file));
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (list: ts.CommentRange[] | undefined) => {
    for (const range of list ?? []) ranges.set(range.pos, range);
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({
      file,
      line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
      text: text.slice(range.pos, range.end),
    }));
}

/** The 1-based line of offset `at` in `text`. */
function lineAt(text: string, at: number): number {
  return text.slice(0, at).split('\n').length;
}

/** `/* … *\/` comments (CSS, SQL); no CSS or SQL string in this repository holds one. */
function blockComments(file: string, text: string): SourceComment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    file,
    line: lineAt(text, match.index),
    text: match[0],
  }));
}

/**
 * Line comments (`--` in SQL, `#` in shell), each run of consecutive comment lines one comment,
 * so a sentence wrapped over lines is read whole; a shebang is not a comment.
 */
function lineComments(file: string, text: string, mark: string): SourceComment[] {
  const comments: SourceComment[] = [];
  let run: { line: number; lines: string[] } | null = null;
  text.split('\n').forEach((line, index) => {
    const at = line.indexOf(mark);
    const isComment = at !== -1 && line.slice(0, at).trim() === '' && !line.startsWith('#!');
    if (isComment && run) run.lines.push(line.slice(at));
    else if (isComment) run = { line: index + 1, lines: [line.slice(at)] };
    if (!isComment && run) {
      comments.push({ file, line: run.line, text: run.lines.join('\n') });
      run = null;
    }
  });
  if (run !== null) {
    const last: { line: number; lines: string[] } = run;
    comments.push({ file, line: last.line, text: last.lines.join('\n') });
  }
  return comments;
}

/**
 * The anchor GitHub gives a heading: inline markup reduced to its text, lower-cased, every
 * character but letters, digits, spaces, '-' and '_' dropped, spaces turned into '-'. A repeated
 * anchor gets '-1', '-2', … as on GitHub.
 * @example githubAnchor('E-mail notices') === 'e-mail-notices'
 */
export function githubAnchor(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown text's headings give, outside fenced code blocks. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0] ?? null;
      else if (fenceMark[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = githubAnchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** A citation of a docs page, with or without a section. */
export interface DocsCitation {
  /** The page, relative to the repository, e.g. 'docs/product.md'. */
  page: string;
  /** The anchor after '#', or null. */
  anchor: string | null;
}

/**
 * A citation, `docs/product.md#booking`, and the sections that may follow it on the same page:
 * `docs/product.md#booking, #rescheduling and #cancellation`.
 */
const DOCS_CITATION =
  /\bdocs\/((?:[\w.-]+\/)*[\w.-]+\.md)((?:#[\w-]+)?(?:(?:\s*,\s*|\s+(?:and|or)\s+)#[\w-]+)*)/g;

/** A citation and where it stands in the comment's text. */
export interface PlacedCitation extends DocsCitation {
  /** Offset of the citation's first character in the comment's text. */
  index: number;
  /** The citation as written, sections included. */
  written: string;
}

/** The docs pages and sections a comment cites, each with its place in the comment. */
export function placedCitationsIn(comment: string): PlacedCitation[] {
  return [...comment.matchAll(DOCS_CITATION)].flatMap((match) => {
    const page = `docs/${match[1]}`;
    const anchors = [...(match[2] ?? '').matchAll(/#([\w-]+)/g)].map((found) => found[1] ?? '');
    return (anchors.length === 0 ? [null] : anchors).map((anchor) => ({
      page,
      anchor,
      index: match.index,
      written: match[0],
    }));
  });
}

/** The docs pages and sections a comment cites. */
export function docsCitationsIn(comment: string): DocsCitation[] {
  return placedCitationsIn(comment).map(({ page, anchor }) => ({ page, anchor }));
}

const anchorCache = new Map<string, Set<string> | null>();

/** The anchors of a docs page, or null when the page does not exist. */
function anchorsOfPage(page: string): Set<string> | null {
  if (!anchorCache.has(page)) {
    const absolute = path.join(ROOT, page);
    anchorCache.set(page, existsSync(absolute) ? anchorsOf(readFileSync(absolute, 'utf8')) : null);
  }
  return anchorCache.get(page) ?? null;
}

/** Why a citation does not resolve, or null when it does. */
export function brokenCitation(citation: DocsCitation): string | null {
  const anchors = anchorsOfPage(citation.page);
  if (anchors === null) return `${citation.page} does not exist`;
  if (citation.anchor !== null && !anchors.has(citation.anchor)) {
    return `${citation.page} has no section #${citation.anchor}`;
  }
  return null;
}

/** Every comment of the source folders and of the root configuration files. */
export function sourceComments(): SourceComment[] {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => listFiles(dir, SOURCE_EXTENSIONS)),
    // The configuration files at the root (eslint.config.mjs, next.config.mjs, …) cite docs/ too.
    ...readdirSync(ROOT).filter((file) => /\.config\.(?:mjs|ts)$/.test(file)),
    ...OTHER_SOURCES,
  ];
  return files.flatMap((file) => commentsOf(file, readFileSync(path.join(ROOT, file), 'utf8')));
}
