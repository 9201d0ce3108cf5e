#!/usr/bin/env node
/**
 * `npm run triage:report`: runs the assistant's red-flag detector over the training corpus
 * (__tests__/fixtures/triage/emergency.ts and routine.ts, which the rules were tuned on) and over the frozen held-out file
 * (HELD_OUT_FILE, never used to change a rule), and prints recall per category and the
 * false-alarm rate of both side by side (docs/chat.md#red-flags). The headline is the
 * held-out figure. It reports; it exits 0 whatever the figures, 1 only when it cannot load a
 * detector or the held-out file.
 *
 *   npm run triage:report                          # this checkout's detector
 *   npm run triage:report -- --before ../main      # also an older checkout's, for comparison
 *   npm run triage:report -- --json                # the figures as JSON
 *
 * `--before DIR` loads `detectRedFlag` from DIR's lib/chat/red-flags (or, for checkouts older
 * than that module, lib/chat/intents.ts). Its category names may differ, so its recall is read
 * in the 'any alarm' column.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { loadClinicFile } from './clinic-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loads a checkout's `detectRedFlag`, with `@/` resolved inside that checkout and that
 * checkout's own clinic file (an older one reads clinic.json itself, and refuses the checked
 * file of a newer one).
 */
async function loadDetector(checkout) {
  const ours = process.env.CLINIC_FILE_JSON;
  const helper = path.join(checkout, 'scripts/clinic-file.mjs');
  if (existsSync(helper))
    process.env.CLINIC_FILE_JSON = await (await import(helper)).checkedClinicFileJson();
  else delete process.env.CLINIC_FILE_JSON;
  try {
    const jiti = createJiti(import.meta.url, { alias: { '@': checkout }, moduleCache: false });
    const candidates = ['lib/chat/red-flags/index.ts', 'lib/chat/intents.ts'];
    for (const file of candidates) {
      const full = path.join(checkout, file);
      if (!existsSync(full)) continue;
      const loaded = await jiti.import(full);
      if (typeof loaded.detectRedFlag === 'function') return loaded.detectRedFlag;
    }
    throw new Error(`No detectRedFlag in ${candidates.join(' or ')} under ${checkout}`);
  } finally {
    process.env.CLINIC_FILE_JSON = ours;
  }
}

/** The frozen held-out file: fresh wording never used to change the rules. */
export const HELD_OUT_FILE = '__tests__/fixtures/triage/held-out-3.json';

/**
 * The triage figures of this checkout's detector on the training corpus and on the frozen
 * held-out file, and of an older checkout's when `before` is given.
 * @param {{ before?: string }} [options] - `before`: path of another checkout.
 * @returns {Promise<{ after: object, before: object | null, typos: object, text: string }>}
 *   `after` and `before` are `{ training, heldOut }` pairs of `TriageReport`s
 *   (scripts/triage/report.ts), `typos` this checkout's typo figures on each, and `text`
 *   the printed tables.
 */
export async function triageFigures({ before } = {}) {
  await loadClinicFile();
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const report = await jiti.import(path.join(root, 'scripts/triage/report.ts'));
  const heldOutCorpus = report.parseTriageCorpus(
    JSON.parse(readFileSync(path.join(root, HELD_OUT_FILE), 'utf8')),
  );
  const measure = (detector) => ({
    training: report.measureTriage(detector),
    heldOut: report.measureTriage(detector, heldOutCorpus),
  });
  const after = measure(undefined);
  const typos = {
    training: report.measureTypoRobustness(),
    heldOut: report.measureTypoRobustness(undefined, heldOutCorpus),
  };
  const tables = [
    report.formatSideBySide(after.training, after.heldOut, 'Red-flag triage: this checkout'),
    `Training: ${report.formatTypoRobustness(typos.training)}`,
    `Held-out: ${report.formatTypoRobustness(typos.heldOut)}`,
  ];
  let beforeFigures = null;
  if (before) {
    const checkout = path.resolve(before);
    beforeFigures = measure(await loadDetector(checkout));
    tables.unshift(
      report.formatSideBySide(
        beforeFigures.training,
        beforeFigures.heldOut,
        `Red-flag triage: ${checkout}`,
      ),
    );
  }
  return { after, before: beforeFigures, typos, text: tables.join('\n\n') };
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
