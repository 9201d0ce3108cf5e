/**
 * The clinic file, read and checked once in Node (docs/configuration.md#the-clinic-file):
 * clinic.json at the project root, or the file the setting CLINIC_FILE names. Its checks are the
 * site's own (lib/clinic/clinic-file.ts, loaded with jiti), so a bad file stops the build or the
 * script naming each bad field. The checked, filled-in file goes to lib/clinic/clinic.ts as
 * CLINIC_FILE_JSON: next.config.mjs inlines it into the browser's code, and jest.config.mjs and
 * the Node scripts set it in their environment before they load the site's modules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The checked clinic file as JSON text: the file CLINIC_FILE names (relative to the project),
 * else clinic.json.
 * @param {string} [file] the file to read instead of CLINIC_FILE's.
 * @returns {Promise<string>}
 * @throws {Error} when the file cannot be read or is not JSON; InvalidClinicFileError (its
 *   message lists every bad field) when it breaks a rule.
 */
export async function checkedClinicFileJson(file = process.env.CLINIC_FILE || 'clinic.json') {
  const filePath = path.resolve(projectRoot, file);
  let text;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the clinic file ${filePath} (CLINIC_FILE): ${error.message}`);
  }
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`The clinic file ${filePath} is not JSON: ${error.message}`);
  }
  const jiti = createJiti(import.meta.url, { alias: { '@': projectRoot } });
  const { parseClinicFile } = await jiti.import(
    path.join(projectRoot, 'lib/clinic/clinic-file.ts'),
  );
  const source = filePath.startsWith(projectRoot + path.sep)
    ? path.relative(projectRoot, filePath)
    : filePath;
  return JSON.stringify(parseClinicFile(raw, source));
}

/**
 * Sets CLINIC_FILE_JSON in this process (and the processes it starts) unless it is set already,
 * so that lib/clinic/clinic.ts finds this build's clinic. Call it before loading the site's modules.
 * @throws as {@link checkedClinicFileJson}.
 */
export async function loadClinicFile() {
  process.env.CLINIC_FILE_JSON ||= await checkedClinicFileJson();
}

// `node scripts/clinic-file.mjs [file]` prints the checked file, for a synchronous caller
// (playwright.config.ts, which Playwright loads as CommonJS).
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await checkedClinicFileJson(process.argv[2]));
}
