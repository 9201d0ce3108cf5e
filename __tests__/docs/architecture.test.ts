/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/docs-comments';

/*
 * docs/architecture.md is the map of the code (docs/README.md). It stays true and whole: every
 * path it names in a code span exists, every route it names has a page, and every store and every
 * folder of lib/, components/ and app/ is named, as the folder itself (`lib/chat/red-flags/`).
 */

const PAGE = 'docs/architecture.md';
/** The folders whose every sub-folder the page must name. */
const MAPPED_FOLDERS = ['lib', 'components', 'app'];
/** Top-level folders: a code span starting with one names a path. */
const TOP_LEVEL = [
  'app',
  'components',
  'stores',
  'lib',
  'db',
  'scripts',
  '__tests__',
  'public',
  'docs',
  'messages',
];

/** The text of every inline code span outside fenced code blocks. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] ?? '').trim());
}

/** Whether a code span is meant as a path of the repository (not a pattern, an alias or a package). */
function isRepositoryPath(span: string): boolean {
  if (/[\s<>*{}|]/.test(span) || span.startsWith('@')) return false;
  return (
    TOP_LEVEL.some((folder) => span === `${folder}/` || span.startsWith(`${folder}/`)) ||
    /^[\w.-]+\.(?:ts|tsx|mjs|cjs|js|json|sql|css|md)$/.test(span)
  );
}

/** Whether a code span is a route of the site: '/', '/schedule', '/appointments/new/'. */
function isRoute(span: string): boolean {
  return /^\/(?:[a-z-]+\/?)*$/.test(span);
}

/**
 * Why a route has no page, or null when `app/` has one (`page.tsx`, or a debug build's
 * `page.debug.tsx`): English routes are in the route group `app/(en)/`, Spanish ones in `app/es/`
 * (docs/languages.md#routes).
 */
function missingRoute(route: string, exists: (file: string) => boolean): string | null {
  const relative = route.replace(/^\/|\/$/g, '');
  const folders = [path.posix.join('app', relative), path.posix.join('app', '(en)', relative)];
  const pages = folders.flatMap((folder) =>
    ['page.tsx', 'page.debug.tsx'].map((file) => path.posix.join(folder, file)),
  );
  return pages.some(exists) ? null : `${route} has no page in app/ or app/(en)/`;
}

/** What is wrong with the page: paths and routes that do not exist, stores and folders it leaves out. */
function problemsOf(
  markdown: string,
  exists: (file: string) => boolean,
  required: readonly string[],
): string[] {
  const spans = codeSpans(markdown);
  const named = new Set(spans);
  return [
    ...spans
      .filter(isRepositoryPath)
      .filter((span) => !exists(span))
      .map((span) => `${span} does not exist`),
    ...spans
      .filter(isRoute)
      .map((route) => missingRoute(route, exists))
      .filter((problem): problem is string => problem !== null),
    ...required.filter((item) => !named.has(item)).map((item) => `${item} is not named`),
  ];
}

/** Every folder under `dir`, recursively, as 'lib/chat/red-flags/'. */
function foldersUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.posix.join(dir, entry.name);
      return [`${folder}/`, ...foldersUnder(folder)];
    });
}

const existsInRepository = (file: string) => existsSync(path.join(ROOT, file));

describe('the architecture check', () => {
  const files = new Set(['lib/a.ts', 'lib/chat/', 'stores/x-store.ts', 'app/schedule/page.tsx']);
  const exists = (file: string) => files.has(file) || files.has(`${file}/`);

  it('fails on a path, a bare file name or a route that does not exist', () => {
    const markdown = [
      'Real: `lib/a.ts`, `lib/chat/`, `/schedule`, `stores/<feature>-store.ts`, `@/lib/x`.',
      'Gone: `lib/b.ts`, `chat-panel-store.ts`, `/nowhere`.',
      '```',
      '`lib/in-a-code-block.ts`',
      '```',
    ].join('\n');
    expect(problemsOf(markdown, exists, [])).toEqual([
      'lib/b.ts does not exist',
      'chat-panel-store.ts does not exist',
      '/nowhere has no page in app/ or app/(en)/',
    ]);
  });

  it('fails when a store or a folder is not named as itself', () => {
    const markdown = 'The chat lives in `lib/chat/red-flags.ts`; see `lib/a.ts`.';
    expect(problemsOf(markdown, exists, ['lib/chat/', 'stores/x-store.ts'])).toEqual([
      'lib/chat/red-flags.ts does not exist',
      'lib/chat/ is not named',
      'stores/x-store.ts is not named',
    ]);
  });
});

describe('docs/architecture.md', () => {
  const markdown = readFileSync(path.join(ROOT, PAGE), 'utf8');
  const stores = readdirSync(path.join(ROOT, 'stores'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `stores/${file}`);
  const folders = MAPPED_FOLDERS.flatMap(foldersUnder);

  it('finds the stores and folders it requires', () => {
    expect(stores).toEqual(
      expect.arrayContaining(['stores/hydrate.ts', 'stores/appointments-front-desk-store.ts']),
    );
    // Features and sub-features: appointments' three in lib/ and components/.
    expect(folders).toEqual(
      expect.arrayContaining([
        'lib/chat/red-flags/',
        ...['booking', 'front-desk', 'waitlist'].flatMap((part) => [
          `lib/appointments/${part}/`,
          `components/appointments/${part}/`,
        ]),
      ]),
    );
  });

  it('names only paths and routes that exist, and every store and folder of lib/, components/ and app/', () => {
    expect(problemsOf(markdown, existsInRepository, [...stores, ...folders])).toEqual([]);
  });
});
