/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  anchorsOf,
  brokenCitation,
  commentsOf,
  docsCitationsIn,
  githubAnchor,
  listFiles,
  ROOT,
  sourceComments,
} from '../support/docs-comments';

/*
 * Code comments cite the project's own documentation (docs/README.md): a section of a page,
 * `docs/product.md#booking`, or a decision record, `docs/decisions/004-only-real-free-slots.md`.
 * This test keeps those citations true: the page must exist and the section must be one of its
 * headings, turned into an anchor the way GitHub does it. No comment cites a document outside the
 * repository. Whether a cited section is the right one is citations.test.ts's part.
 */

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

/** The docs/ pages and sections the code is written against; null: the page as a whole. */
const WRITTEN_AGAINST: Readonly<Record<string, readonly (string | null)[]>> = {
  'docs/product.md': [
    'routes',
    'accounts-and-sessions',
    'booking',
    'appointments-list',
    'timings-and-limits',
    'clinic-time',
    'rescheduling',
    'cancellation',
    'calendar-files',
    'booking-reference',
  ],
  'docs/chat.md': [
    null,
    'connection',
    'fallback-dialogue',
    'red-flags',
    'model-protocols',
    'reply-post-processing',
    'connecting-a-model',
  ],
  'docs/storage.md': [null],
  'docs/offline.md': [null],
  'docs/notifications.md': [null],
  'docs/debug.md': [null],
  'docs/texts.md': [null],
  'docs/configuration.md': [
    'site-settings',
    'the-clinic-file',
    'database-settings',
    'worker-settings',
  ],
  'docs/hosting.md': [null, 'previews', 'under-a-sub-path'],
  'docs/shared-mode.md': [
    'the-site-in-shared-mode',
    'the-database',
    'roles-and-policies',
    'the-http-api',
    'error-codes',
    'accounts-tokens-and-lockout',
  ],
  'docs/clinic-calendar.md': [null, 'free-slots', 'the-clinics-data', 'visit-types'],
  'docs/front-desk.md': [null, 'patient-records-and-claim-links', 'attendance', 'the-audit-trail'],
  'docs/reminders.md': [null, 'in-local-mode'],
  'docs/waitlist.md': [null],
  'docs/operations.md': ['database-commands', 'deploying-shared-mode', 'the-worker', 'scaling'],
  'docs/testing.md': ['shared-mode-tests', 'benchmarks'],
  'docs/architecture.md': ['layers', 'zones', 'stores', 'repositories'],
  'docs/README.md': [null],
  ...Object.fromEntries(
    [
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
      '016-booking-form-names-missing-fields',
      '017-well-formed-email-addresses',
      '018-completed-is-not-stored',
      '019-old-accounts-take-their-first-password',
      '020-ninety-days-ahead',
      '021-choose-a-time-like-nhs-booking',
    ].map((record) => [`docs/decisions/${record}.md`, [null]]),
  ),
};

const comments = sourceComments();
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
    const broken = Object.entries(WRITTEN_AGAINST).flatMap(([page, anchors]) =>
      anchors.map((anchor) => brokenCitation({ page, anchor })),
    );
    expect(broken.filter((problem) => problem !== null)).toEqual([]);
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
