import { InvalidClinicFileError, parseClinicFile } from '@/lib/clinic/clinic-file';

/** A clinic file's JSON as a test changes it: wrong shapes on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests write wrong shapes on purpose
export type ClinicJson = Record<string, any>;

/** A copy of the clinic file `file` with `change` applied (docs/configuration.md#the-clinic-file). */
export function clinicFileWith(file: object, change: (file: ClinicJson) => void): unknown {
  const copy = structuredClone(file) as ClinicJson;
  change(copy);
  return copy;
}

/** The problems parseClinicFile names for `raw`; the test fails if it accepts it. */
export function clinicFileProblems(raw: unknown): readonly string[] {
  try {
    parseClinicFile(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidClinicFileError);
    return (error as InvalidClinicFileError).problems;
  }
  throw new Error('the file was accepted');
}
