#!/usr/bin/env node
/**
 * `npm run triage:report`: runs the red-flag corpus (lib/chat/red-flags/corpus) through the
 * assistant's red-flag detector and prints recall per category and the false-alarm rate as a
 * table (docs/product.md#red-flags). Targets: recall 100 % on the corpus, false alarms ≤ 2 %.
 * It reports; it exits 0 whatever the figures, 1 only when it cannot load a detector.
 *
 *   npm run triage:report                          # this checkout's detector
 *   npm run triage:report -- --before ../main      # also an older checkout's, for comparison
 *   npm run triage:report -- --json                # the figures as JSON
 *
 * `--before DIR` loads `detectRedFlag` from DIR's lib/chat/red-flags (or, for checkouts older
 * than that module, lib/chat/intents.ts). Its category names may differ, so its recall is read
 * in the 'any alarm' column. `npm run bench` can call `triageFigures` below.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Loads a checkout's `detectRedFlag`, with `@/` resolved inside that checkout. */
async function loadDetector(checkout) {
  const jiti = createJiti(import.meta.url, { alias: { '@': checkout }, moduleCache: false });
  const candidates = ['lib/chat/red-flags/index.ts', 'lib/chat/intents.ts'];
  for (const file of candidates) {
    const full = path.join(checkout, file);
    if (!existsSync(full)) continue;
    const loaded = await jiti.import(full);
    if (typeof loaded.detectRedFlag === 'function') return loaded.detectRedFlag;
  }
  throw new Error(`No detectRedFlag in ${candidates.join(' or ')} under ${checkout}`);
}

/**
 * The triage figures of this checkout's detector, and of an older checkout's when `before` is
 * given, on this checkout's corpus.
 * @param {{ before?: string }} [options] - `before`: path of another checkout.
 * @returns {Promise<{ after: object, before: object | null, typos: object[], text: string }>}
 *   The two `TriageReport`s, this checkout's typo figures (lib/chat/red-flags/report.ts) and
 *   the printed tables.
 */
export async function triageFigures({ before } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const report = await jiti.import(path.join(root, 'lib/chat/red-flags/report.ts'));
  const after = report.measureTriage();
  const typos = report.measureTypoRobustness();
  const tables = [
    report.formatTriageReport(after, 'Red-flag triage: this checkout'),
    report.formatTypoRobustness(typos),
  ];
  let beforeReport = null;
  if (before) {
    const checkout = path.resolve(before);
    const detector = await loadDetector(checkout);
    beforeReport = report.measureTriage(detector);
    tables.unshift(
      report.formatTriageReport(beforeReport, `Red-flag triage: ${checkout}`),
      report.formatTypoRobustness(report.measureTypoRobustness(detector)),
    );
  }
  return { after, before: beforeReport, typos, text: tables.join('\n\n') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { before: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  try {
    const figures = await triageFigures({ before: values.before });
    if (values.json) {
      console.log(
        JSON.stringify(
          { after: figures.after, before: figures.before, typos: figures.typos },
          null,
          2,
        ),
      );
    } else console.log(figures.text);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
