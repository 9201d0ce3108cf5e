/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rawEnv } from '@/lib/config/env';
import { SETTING_KEYS } from '@/lib/config/settings';
import site from '../../e2e/support/site-env.json';
import emailDebug from '../../e2e/support/email-debug-env.json';
import chat from '../../e2e/support/chat-env.json';
import shared from '../../e2e/support/shared-env.json';
import hosting from '../../e2e/support/hosting-env.json';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const sorted = (keys: Iterable<string | undefined>) => [...new Set(keys)].map(String).sort();

describe('the list of settings (docs/configuration.md#site-settings)', () => {
  it('is what lib/config/env.ts reads', () => {
    expect(sorted(Object.keys(rawEnv))).toEqual(sorted(SETTING_KEYS));
  });

  it('is what .env.local.example documents', () => {
    const keys = [...read('.env.local.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)];
    expect(sorted(keys.map((match) => match[1]))).toEqual(sorted(SETTING_KEYS));
  });

  it("is docs/configuration.md's table of the site's settings", () => {
    const page = read('docs/configuration.md');
    const table = page.slice(
      page.indexOf('## Site settings'),
      page.indexOf('\n## ', page.indexOf('## Site settings') + 1),
    );
    const rows = [...table.matchAll(/^\|\s*`(NEXT_PUBLIC_[A-Z0-9_]+)`/gm)];
    expect(rows).toHaveLength(SETTING_KEYS.length);
    expect(sorted(rows.map((match) => match[1]))).toEqual(sorted(SETTING_KEYS));
  });

  it("has the README's short table of the settings most often set", () => {
    const rows = [...read('README.md').matchAll(/^\|\s*`(NEXT_PUBLIC_[A-Z0-9_]+)`/gm)];
    expect(rows.length).toBeGreaterThan(0);
    const unknown = rows
      .map((match) => match[1])
      .filter((key) => !SETTING_KEYS.includes(key as never));
    expect(unknown).toEqual([]);
  });

  it('names every setting the e2e builds set', () => {
    const builds = [
      site.clinic,
      emailDebug.email,
      emailDebug.normal,
      emailDebug.debug,
      chat.tgi,
      chat.openaiChat,
      shared.site,
      hosting.basePathSite,
    ];
    const known = new Set<string>([...SETTING_KEYS, 'NEXT_DIST_DIR']);
    const unknown = sorted(builds.flatMap(Object.keys)).filter((key) => !known.has(key));
    expect(unknown).toEqual([]);
  });
});
