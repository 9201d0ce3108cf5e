/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { listFiles, ROOT } from '../support/docs-comments';

/*
 * No import circles in the site's code, type-only edges included (docs/architecture.md#zones).
 * ESLint's import/no-cycle skips `import type`, which has no run-time effect, but a circle of
 * types still ties two modules into one: neither can move or be read alone. So this walks every
 * import TypeScript sees, static, type-only, re-export and dynamic `import()`.
 */

/** The site's source folders, whose imports may not form a circle. */
const SOURCE_FOLDERS = ['app', 'components', 'stores', 'lib'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx']);

/** tsconfig.json's compiler options, so `@/…` resolves as the build resolves it. */
function compilerOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

/**
 * The import graph of `files` (absolute paths): each file → the files of `files` it imports,
 * by any kind of import. Imports of packages and of other files are left out.
 */
function importGraph(files: readonly string[], options: ts.CompilerOptions) {
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The shortest path of `graph` from `from` back to itself inside `within`, as a list of files. */
function shortestCircle(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  from: string,
  within: ReadonlySet<string>,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!within.has(next)) continue;
      if (next === from) {
        const circle = [from];
        for (let step = file; step !== from; step = cameFrom.get(step)!) circle.splice(1, 0, step);
        return [...circle, from];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [];
}

/**
 * Every circle of `graph`, one per strongly connected component (Tarjan's algorithm): the
 * shortest circle through the component's first file, as 'a.ts → b.ts → a.ts' relative to `root`.
 */
function findCircles(graph: ReadonlyMap<string, ReadonlySet<string>>, root: string): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.has(file)) components.push(component.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components.map((component) =>
    shortestCircle(graph, component[0]!, new Set(component))
      .map((file) => path.relative(root, file))
      .join(' → '),
  );
}

describe('import circles', () => {
  it('finds a circle closed by a type-only import, naming its files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c';\nexport const b = 1;\n");
      writeFileSync(path.join(dir, 'c.ts'), "export type { A } from './a';\nexport type C = 1;\n");
      writeFileSync(path.join(dir, 'd.ts'), "import { a } from './a';\nexport const d = a;\n");
      const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((name) => path.join(dir, name));
      expect(findCircles(importGraph(files, {}), dir)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are absent from app/, components/, stores/ and lib/, type-only imports included', () => {
    const files = SOURCE_FOLDERS.flatMap((folder) => listFiles(folder, SOURCE_EXTENSIONS)).map(
      (file) => path.join(ROOT, file),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(findCircles(importGraph(files, compilerOptions()), ROOT)).toEqual([]);
  });
});
