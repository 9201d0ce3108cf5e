/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * A newcomer's first `npm install` prints no warning (README.md#run-it): every package the
 * lockfile installs runs on the Node 20 line the project names (package.json `engines`), so npm
 * warns no EBADENGINE, and every install script is approved or denied in `allowScripts`, so npm
 * lists none as unreviewed.
 */

const root = path.join(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockedPackage {
  version: string;
  engines?: { node?: string };
  hasInstallScript?: boolean;
}
const pkg = readJson<{ engines: { node: string }; allowScripts: Record<string, boolean> }>(
  'package.json',
);
const locked = Object.entries(
  readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json').packages,
)
  .filter(([where]) => where.includes('node_modules/'))
  .map(([where, entry]) => ({
    name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
    ...entry,
  }));

describe('npm install', () => {
  it('installs only packages that run on the Node 20 the project supports', () => {
    const node20 = `${pkg.engines.node} <21`;
    const refusing = locked
      .filter(({ engines }) => engines?.node && !semver.intersects(engines.node, node20))
      .map(({ name, version, engines }) => `${name}@${version} needs node ${engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('has each install script approved or denied in allowScripts', () => {
    const reviewed = (name: string) =>
      Object.keys(pkg.allowScripts).some((key) => key === name || key.startsWith(`${name}@`));
    const unreviewed = locked
      .filter(({ name, hasInstallScript }) => hasInstallScript && !reviewed(name))
      .map(({ name, version }) => `${name}@${version}`);
    expect(unreviewed).toEqual([]);
  });
});
