/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles, ROOT } from '../support/docs-comments';

/*
 * The README is the front door (docs/style.md#layout): short, with the commands to run and test
 * the site at the top. The documentation's index (docs/README.md) lists every page and every
 * decision.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The pages a markdown text links to, resolved against its own folder. */
function linkedPages(markdown: string, from: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/i.test(target))
      .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(from), target))),
  );
}

/** The docs pages and records an index leaves out. */
function unindexed(index: string, pages: readonly string[]): string[] {
  const linked = linkedPages(index, 'docs/README.md');
  return pages.filter((page) => page !== 'docs/README.md' && !linked.has(page));
}

describe('the index check', () => {
  it('fails on a page or record the index does not link', () => {
    const index = '[a](a.md#x) · [one](decisions/001-one.md)';
    expect(
      unindexed(index, ['docs/a.md', 'docs/b.md', 'docs/decisions/001-one.md', 'docs/README.md']),
    ).toEqual(['docs/b.md']);
  });
});

describe('docs/README.md', () => {
  it('links every page of docs/ and every decision record', () => {
    const pages = listFiles('docs', new Set(['.md']));
    expect(pages).toContain('docs/decisions/021-choose-a-time-like-nhs-booking.md');
    expect(unindexed(read('docs/README.md'), pages)).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = read('README.md');
  const lines = readme.split('\n');

  it('stays under 200 lines', () => {
    expect(lines.length).toBeLessThan(200);
  });

  it('shows the commands to run and to test the site within its first screen', () => {
    const top = lines.slice(0, 40);
    expect(top).toContain('npm install && npm start');
    expect(top).toContain('npm install && npm test');
  });

  it('names as the test command what CI runs', () => {
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });

  it('links the documentation index', () => {
    expect(linkedPages(readme, 'README.md')).toContain('docs/README.md');
  });
});
