#!/usr/bin/env node
/**
 * `npm run comment-ratio`: the share of non-blank lines that are comment lines, for `lib/` and for
 * each feature's non-test code (`components/<feature>`, `stores/<feature>-*.ts`, `lib/<feature>`).
 * The house style's bound on comments is 15 % (docs/style.md#comments). A comment line is a non-blank line
 * holding nothing but comment text; a line of code with a trailing comment counts as code.
 * Comments are found with TypeScript's parser, so `//` inside a string or JSX text is not one.
 *
 *   npm run comment-ratio            # table; exits 0 whatever the figures
 *   npm run comment-ratio -- --check # exits 1 when a figure is above the bound
 *   npm run comment-ratio -- --json
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = ['account', 'appointments', 'chat', 'notifications', 'debug'];
const BOUND = 0.15;

/** Source files under `dir` (repository-relative), tests excluded. */
function sourceFiles(dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Non-blank and comment-only line counts of one file. */
function countLines(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const inComment = new Uint8Array(text.length);
  const seen = new Set();
  const mark = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      inComment.fill(1, range.pos, range.end);
    }
  };
  const visit = (node) => {
    mark(ts.getLeadingCommentRanges(text, node.pos));
    mark(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  let nonBlank = 0;
  let comment = 0;
  let start = 0;
  for (const line of text.split('\n')) {
    const end = start + line.length;
    let hasCode = false;
    let hasText = false;
    for (let i = start; i < end; i += 1) {
      if (/\s/.test(text[i])) continue;
      hasText = true;
      if (inComment[i] === 0) hasCode = true;
    }
    if (hasText) nonBlank += 1;
    if (hasText && !hasCode) comment += 1;
    start = end + 1;
  }
  return { nonBlank, comment };
}

/** Totals of a group of files. */
function measure(files) {
  const total = { files: files.length, nonBlank: 0, comment: 0 };
  for (const file of files) {
    const { nonBlank, comment } = countLines(file);
    total.nonBlank += nonBlank;
    total.comment += comment;
  }
  return { ...total, ratio: total.nonBlank === 0 ? 0 : total.comment / total.nonBlank };
}

/** The groups the bound applies to: lib/, every feature's code, and each feature on its own. */
export function commentFigures() {
  const featureFiles = (feature) => [
    ...sourceFiles(`components/${feature}`),
    ...sourceFiles('stores').filter((file) => path.basename(file).startsWith(`${feature}-`)),
    ...sourceFiles(`lib/${feature}`),
  ];
  return {
    'lib/': measure(sourceFiles('lib')),
    'features (components, stores, lib)': measure(FEATURES.flatMap(featureFiles)),
    ...Object.fromEntries(
      FEATURES.map((feature) => [`  ${feature}`, measure(featureFiles(feature))]),
    ),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: { check: { type: 'boolean' }, json: { type: 'boolean' } },
  });
  const figures = commentFigures();
  if (values.json) {
    console.log(JSON.stringify(figures, null, 2));
  } else {
    console.log('group                                  files  non-blank  comment  ratio');
    for (const [name, { files, nonBlank, comment, ratio }] of Object.entries(figures)) {
      console.log(
        `${name.padEnd(38)} ${String(files).padStart(5)} ${String(nonBlank).padStart(10)} ` +
          `${String(comment).padStart(8)} ${(ratio * 100).toFixed(1).padStart(5)} %`,
      );
    }
    console.log(`bound: ${BOUND * 100} % of the non-blank lines (docs/style.md#comments)`);
  }
  const over = Object.entries(figures).filter(
    ([name, { ratio }]) => !name.startsWith(' ') && ratio > BOUND,
  );
  if (values.check && over.length > 0) process.exitCode = 1;
}
