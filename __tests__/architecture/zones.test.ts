/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { ROOT } from '../support/docs-comments';

/*
 * The zones of docs/architecture.md#zones are lint rules (import/no-restricted-paths in
 * eslint.config.mjs). This lints one import of each kind as if it stood in a real file of the
 * tree and checks that lint refuses each crossing and allows each entry. ESLint loads its flat
 * config with import(), which jest's module system does not run, so the linting happens in a
 * child Node process.
 */

/** An import placed in an existing file: `from` is the module it imports. */
interface Placed {
  file: string;
  from: string;
}

/** The import/no-restricted-paths messages lint gives each placed import, in order. */
function zoneMessages(cases: readonly Placed[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    // Only the zones' rule runs: the others (import/no-cycle reads the whole tree) add time, not answers.
    const eslint = new ESLint({
      cwd: process.cwd(),
      ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
    });
    const out = [];
    for (const { file, from } of cases) {
      const code = "import * as imported from '" + from + "';\\nexport const used = imported;\\n";
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages
        .filter((message) => message.ruleId === 'import/no-restricted-paths')
        .map((message) => message.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

/** Each crossing lint must refuse, with the words its message must hold. */
const REFUSED: (Placed & { says: string })[] = [
  {
    // A sub-feature's internals from another sub-feature.
    file: 'components/appointments/front-desk/waitlist-panel.tsx',
    from: '@/lib/appointments/waitlist/texts',
    says: 'Outside the waitlist sub-feature, import it through its entry, @/lib/appointments/waitlist',
  },
  {
    file: 'stores/appointments-store.ts',
    from: '@/lib/appointments/booking/slots',
    says: 'through its entry, @/lib/appointments/booking',
  },
  {
    // Another sub-feature's components, but for its entry.
    file: 'components/appointments/booking/booking-page.tsx',
    from: '@/components/appointments/waitlist/waitlist-section',
    says: 'through @/components/appointments/waitlist',
  },
  {
    // The core's internals from a sub-feature.
    file: 'lib/appointments/booking/slots.ts',
    from: '@/lib/appointments/domain',
    says: 'through its entry, @/lib/appointments',
  },
  {
    // A sub-feature from the core, even through its entry.
    file: 'lib/appointments/domain.ts',
    from: '@/lib/appointments/booking',
    says: 'The appointments core imports no sub-feature',
  },
  {
    // A sub-feature's internals from another feature.
    file: 'lib/chat/engine.ts',
    from: '@/lib/appointments/front-desk/front-desk',
    says: 'Outside appointments',
  },
];

/** Imports lint must allow: entries, and a sub-feature's own internals. */
const ALLOWED: Placed[] = [
  {
    file: 'components/appointments/front-desk/waitlist-panel.tsx',
    from: '@/lib/appointments/waitlist',
  },
  {
    file: 'components/appointments/booking/booking-page.tsx',
    from: '@/components/appointments/waitlist',
  },
  { file: 'lib/appointments/booking/slots.ts', from: '@/lib/appointments' },
  {
    file: 'stores/appointments-front-desk-store.ts',
    from: '@/lib/appointments/front-desk/front-desk',
  },
  { file: 'lib/repositories/index.ts', from: '@/lib/appointments/front-desk' },
];

describe('the zones of appointments (docs/architecture.md#zones)', () => {
  const messages = zoneMessages([...REFUSED, ...ALLOWED]);

  it.each(REFUSED.map((crossing, index) => [crossing.file, crossing.from, crossing.says, index]))(
    'refuses %s importing %s',
    (_file, _from, says, index) => {
      expect(messages[index as number]).toEqual([expect.stringContaining(says as string)]);
    },
  );

  it.each(ALLOWED.map((entry, index) => [entry.file, entry.from, REFUSED.length + index]))(
    'allows %s importing %s',
    (_file, _from, index) => {
      expect(messages[index as number]).toEqual([]);
    },
  );
});
