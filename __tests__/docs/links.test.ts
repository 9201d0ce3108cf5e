/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Code comments cite the project's own documentation (docs/README.md): a section of a page,
 * `docs/product.md#booking`, or a decision record, `docs/decisions/004-only-real-free-slots.md`.
 * This test keeps those citations true: the page must exist and the section must be one of its
 * headings, turned into an anchor the way GitHub does it. It also looks for comments that still
 * cite documents outside the repository, which a later sweep rewrites; until then that check only
 * reports (see the skipped test below).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = ['lib', 'stores', 'components', 'app', 'scripts', '__tests__'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs']);
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'out']);

/** Every file under `dir` (relative to the repository) whose name ends in one of `extensions`. */
function listFiles(dir: string, extensions: ReadonlySet<string>): string[] {
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
interface SourceComment {
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
function commentsOf(file: string, text: string): SourceComment[] {
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

/**
 * The anchor GitHub gives a heading: inline markup reduced to its text, lower-cased, every
 * character but letters, digits, spaces, '-' and '_' dropped, spaces turned into '-'. A repeated
 * anchor gets '-1', '-2', … as on GitHub.
 * @example githubAnchor('E-mail notices') === 'e-mail-notices'
 */
function githubAnchor(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown text's headings give, outside fenced code blocks. */
function anchorsOf(markdown: string): Set<string> {
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
interface DocsCitation {
  /** The page, relative to the repository, e.g. 'docs/product.md'. */
  page: string;
  /** The anchor after '#', or null. */
  anchor: string | null;
}

const DOCS_CITATION = /\bdocs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;

/** The docs pages and sections a comment cites. */
function docsCitationsIn(comment: string): DocsCitation[] {
  return [...comment.matchAll(DOCS_CITATION)].map((match) => ({
    page: `docs/${match[1]}`,
    anchor: match[2] ?? null,
  }));
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
function brokenCitation(citation: DocsCitation): string | null {
  const anchors = anchorsOfPage(citation.page);
  if (anchors === null) return `${citation.page} does not exist`;
  if (citation.anchor !== null && !anchors.has(citation.anchor)) {
    return `${citation.page} has no section #${citation.anchor}`;
  }
  return null;
}

/*
 * Citations of documents that are not in the repository: the original product's specification
 * and decision list, their section and decision numbers, and issue numbers.
 */
const OUTSIDE_CITATIONS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'the specification', pattern: /\bSPEC(?:\.md)?\b/ },
  { name: 'the decision list', pattern: /\bDECISIONS(?:\.md)?\b/ },
  { name: 'the house style outside the repository', pattern: /\bSTYLE\.md\b/ },
  { name: 'a decision number', pattern: /\bD\d{1,2}\b/ },
  { name: 'an issue number', pattern: /\bissues?\s*#?\d+/i },
];

/** What outside documents a comment cites; empty when none. */
function outsideCitationsIn(comment: string): string[] {
  return OUTSIDE_CITATIONS.filter(({ pattern }) => pattern.test(comment)).map(({ name }) => name);
}

const sourceFiles = SOURCE_DIRS.flatMap((dir) => listFiles(dir, SOURCE_EXTENSIONS));
const comments = sourceFiles.flatMap((file) =>
  commentsOf(file, readFileSync(path.join(ROOT, file), 'utf8')),
);
const docsPages = listFiles('docs', new Set(['.md']));

describe('githubAnchor', () => {
  it('turns headings into the anchors GitHub gives them', () => {
    expect(githubAnchor('E-mail notices')).toBe('e-mail-notices');
    expect(githubAnchor('Accounts and sessions')).toBe('accounts-and-sessions');
    expect(githubAnchor('Reply post-processing')).toBe('reply-post-processing');
    expect(githubAnchor("The chat assistant's `model`")).toBe('the-chat-assistants-model');
    expect(githubAnchor('[Links](x.md) & more: 2.5')).toBe('links--more-25');
  });

  it('numbers repeated headings and ignores headings inside code blocks', () => {
    const anchors = anchorsOf(
      ['# A', '## Notes', '```', '## Hidden', '```', '## Notes'].join('\n'),
    );
    expect([...anchors]).toEqual(['a', 'notes', 'notes-1']);
  });
});

describe('comment scanning', () => {
  it('finds citations in comments only, not in strings or JSX text', () => {
    const text = [
      '// see docs/product.md#booking',
      "const s = '// docs/nowhere.md';",
      'const el = <p>docs/nowhere.md // not a comment</p>;',
      '/** docs/decisions/004-only-real-free-slots.md */',
      'export {};',
    ].join('\n');
    const found = commentsOf('x.tsx', text).flatMap((comment) => docsCitationsIn(comment.text));
    expect(found).toEqual([
      { page: 'docs/product.md', anchor: 'booking' },
      { page: 'docs/decisions/004-only-real-free-slots.md', anchor: null },
    ]);
  });

  it('recognises citations of documents outside the repository', () => {
    expect(outsideCitationsIn('// as SPEC §4 says')).toEqual(['the specification']);
    expect(outsideCitationsIn('/** DECISIONS.md wins */')).toEqual(['the decision list']);
    expect(outsideCitationsIn("// (STYLE.md 'Tests')")).toEqual([
      'the house style outside the repository',
    ]);
    expect(outsideCitationsIn('// one account per e-mail (D3)')).toEqual(['a decision number']);
    expect(outsideCitationsIn('// added for issue 12')).toEqual(['an issue number']);
    expect(outsideCitationsIn('// see docs/product.md#booking (no 3D here)')).toEqual([]);
  });

  it('reads comments from every source folder', () => {
    const folders = new Set(comments.map((comment) => comment.file.split('/')[0]));
    for (const folder of ['lib', 'stores', 'components', 'app', '__tests__']) {
      expect(folders).toContain(folder);
    }
  });
});

describe('docs/ citations', () => {
  it('has every page, section and decision record the code is written against', () => {
    const sections = [
      'routes',
      'accounts-and-sessions',
      'booking',
      'appointments-list',
      'storage',
      'chat-assistant',
      'connection',
      'fallback-dialogue',
      'red-flags',
      'model-protocols',
      'reply-post-processing',
      'e-mail-notices',
      'debug-pages',
      'settings',
      'timings-and-limits',
      'texts',
      'shared-mode',
      'clinic-time',
      'rescheduling',
      'cancellation',
      'calendar-files',
      'booking-reference',
    ];
    const sharedModeSections = ['the-database', 'roles-and-policies', 'the-http-api', 'operations'];
    const records = [
      '001-storage-stays-compatible',
      '002-passwords-are-checked',
      '003-one-account-per-email',
      '004-only-real-free-slots',
      '005-tabs-share-writes',
      '006-bad-data-is-kept',
      '007-assistant-safety-first',
      '008-configurable-model-endpoint',
      '009-message-a-doctor-opens-chat',
      '010-past-appointments-completed',
      '011-shared-mode',
      '012-clinic-time',
      '013-reschedule',
      '014-cancellation-never-blocked',
      '015-answers-while-waiting',
    ];
    const citations: DocsCitation[] = [
      ...sections.map((anchor) => ({ page: 'docs/product.md', anchor })),
      ...sharedModeSections.map((anchor) => ({ page: 'docs/shared-mode.md', anchor })),
      ...records.map((name) => ({ page: `docs/decisions/${name}.md`, anchor: null })),
      { page: 'docs/README.md', anchor: null },
    ];
    expect(citations.map(brokenCitation).filter((problem) => problem !== null)).toEqual([]);
  });

  it('gives every decision record a title, a date, a status, context, decision and consequences', () => {
    const records = docsPages.filter((page) => page.startsWith('docs/decisions/'));
    expect(records.length).toBeGreaterThanOrEqual(15);
    const incomplete = records.filter((page) => {
      const text = readFileSync(path.join(ROOT, page), 'utf8');
      const anchors = anchorsOf(text);
      return (
        !/^\d{3}-[a-z0-9-]+\.md$/.test(path.basename(page)) ||
        !/^# \S/.test(text) ||
        !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) ||
        !/^Status: \w/m.test(text) ||
        !['context', 'decision', 'consequences'].every((anchor) => anchors.has(anchor))
      );
    });
    expect(incomplete).toEqual([]);
  });

  it('every docs/ page and section cited in a comment exists', () => {
    const broken = comments.flatMap((comment) =>
      docsCitationsIn(comment.text).flatMap((citation) => {
        const problem = brokenCitation(citation);
        return problem === null ? [] : [`${comment.file}:${comment.line}: ${problem}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('every relative link between docs/ pages resolves', () => {
    const broken: string[] = [];
    for (const page of docsPages) {
      const text = readFileSync(path.join(ROOT, page), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/i.test(target)) continue;
        const [file = '', anchor] = target.split('#');
        const linked =
          file === ''
            ? page
            : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
        if (file.endsWith('/')) {
          if (!existsSync(path.join(ROOT, linked))) broken.push(`${page}: ${target}`);
          continue;
        }
        if (!linked.endsWith('.md')) {
          if (!existsSync(path.join(ROOT, linked))) broken.push(`${page}: ${target}`);
          continue;
        }
        const problem = brokenCitation({ page: linked, anchor: anchor ?? null });
        if (problem !== null) broken.push(`${page}: ${target} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('comments cite only the repository', () => {
  it('no comment cites the original specification, its decisions or an issue', () => {
    const offenders = comments.flatMap((comment) => {
      const found = outsideCitationsIn(comment.text);
      return found.length === 0
        ? []
        : [`${comment.file}:${comment.line}: cites ${found.join(', ')}`];
    });
    expect(offenders).toEqual([]);
  });
});
