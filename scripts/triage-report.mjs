#!/usr/bin/env node
/**
 * `npm run triage:report`: runs the assistant's red-flag detector over the training corpora
 * (__tests__/fixtures/triage/emergency.ts and routine.ts, and emergency-es.ts and
 * routine-es.ts in Spanish, which the rules were tuned on) and over the frozen held-out files
 * (HELD_OUT_FILE and HELD_OUT_FILE_ES, never used to change a rule), and prints the English
 * and Spanish held-out figures side by side, then recall per category and the false-alarm rate
 * of training and held-out in each language (docs/chat.md#red-flags). The headline is the
 * held-out figures. It reports; it exits 0 whatever the figures, 1 only when it cannot load a
 * detector or a held-out file.
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

/** The frozen Spanish held-out file, written before the Spanish rules and never used to change them. */
export const HELD_OUT_FILE_ES = '__tests__/fixtures/triage/held-out-es-1.json';

/**
 * The triage figures of this checkout's detector on each language's training corpus and
 * frozen held-out file, and of an older checkout's when `before` is given.
 * @param {{ before?: string }} [options] - `before`: path of another checkout.
 * @returns {Promise<{ after: object, before: object | null, typos: object,
 *   spanish: { after: object, before: object | null, typos: object }, text: string }>}
 *   `after` and `before` are English `{ training, heldOut }` pairs of `TriageReport`s
 *   (scripts/triage/report.ts), `typos` this checkout's typo figures on each; `spanish` the
 *   same on the Spanish corpus and HELD_OUT_FILE_ES; `text` the printed tables.
 */
export async function triageFigures({ before } = {}) {
  await loadClinicFile();
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const report = await jiti.import(path.join(root, 'scripts/triage/report.ts'));
  const readHeldOut = (file) =>
    report.parseTriageCorpus(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
  const corpora = {
    en: { training: undefined, heldOut: readHeldOut(HELD_OUT_FILE) },
    es: { training: report.SPANISH_TRAINING_CORPUS, heldOut: readHeldOut(HELD_OUT_FILE_ES) },
  };
  const measure = (detector, { training, heldOut }) => ({
    training: report.measureTriage(detector, training),
    heldOut: report.measureTriage(detector, heldOut),
  });
  const typoFigures = ({ training, heldOut }) => ({
    training: report.measureTypoRobustness(undefined, training),
    heldOut: report.measureTypoRobustness(undefined, heldOut),
  });
  const after = measure(undefined, corpora.en);
  const afterEs = measure(undefined, corpora.es);
  const typos = typoFigures(corpora.en);
  const typosEs = typoFigures(corpora.es);
  const tables = [
    report.formatLanguages(
      [
        { language: 'English', heldOutFile: path.basename(HELD_OUT_FILE), ...after },
        { language: 'Spanish', heldOutFile: path.basename(HELD_OUT_FILE_ES), ...afterEs },
      ],
      'Red-flag triage by language: this checkout',
    ),
    report.formatSideBySide(after.training, after.heldOut, 'Red-flag triage: this checkout'),
    `Training: ${report.formatTypoRobustness(typos.training)}`,
    `Held-out: ${report.formatTypoRobustness(typos.heldOut)}`,
    report.formatSideBySide(
      afterEs.training,
      afterEs.heldOut,
      'Red-flag triage in Spanish: this checkout',
    ),
    `Spanish training: ${report.formatTypoRobustness(typosEs.training)}`,
    `Spanish held-out: ${report.formatTypoRobustness(typosEs.heldOut)}`,
  ];
  let beforeFigures = null;
  let beforeEs = null;
  if (before) {
    const checkout = path.resolve(before);
    const detector = await loadDetector(checkout);
    beforeFigures = measure(detector, corpora.en);
    beforeEs = measure(detector, corpora.es);
    tables.unshift(
      report.formatLanguages(
        [
          { language: 'English', heldOutFile: path.basename(HELD_OUT_FILE), ...beforeFigures },
          { language: 'Spanish', heldOutFile: path.basename(HELD_OUT_FILE_ES), ...beforeEs },
        ],
        `Red-flag triage by language: ${checkout}`,
      ),
      report.formatSideBySide(
        beforeFigures.training,
        beforeFigures.heldOut,
        `Red-flag triage: ${checkout}`,
      ),
    );
  }
  return {
    after,
    before: beforeFigures,
    typos,
    spanish: { after: afterEs, before: beforeEs, typos: typosEs },
    text: tables.join('\n\n'),
  };
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
          {
            after: figures.after,
            before: figures.before,
            typos: figures.typos,
            spanish: figures.spanish,
          },
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
