import { RED_FLAGS, type RedFlag } from '@/lib/chat/red-flags';

/** A language's triage corpus (__tests__/fixtures/triage/): emergency lines per category. */
type EmergencyCorpus = Readonly<Record<RedFlag, readonly string[]>>;

/** Every emergency line of `corpus` as `[flag, text]`, in `RED_FLAGS` order, for it.each. */
export function emergencyLinesOf(corpus: EmergencyCorpus): (readonly [RedFlag, string])[] {
  return RED_FLAGS.flatMap((flag) => corpus[flag].map((text) => [flag, text] as const));
}

/**
 * The corpus's own checks, the same in every language: at least 250 emergency lines, 10 in
 * each category and 150 routine lines, and no line twice (case aside).
 * @param title - The describe block's title.
 */
export function describeCorpusSize(
  title: string,
  emergency: EmergencyCorpus,
  routine: readonly string[],
): void {
  const emergencyLines = emergencyLinesOf(emergency);
  describe(title, () => {
    it('has at least 250 emergency lines, at least 10 in every category, and 150 routine lines', () => {
      expect(emergencyLines.length).toBeGreaterThanOrEqual(250);
      for (const flag of RED_FLAGS) expect(emergency[flag].length).toBeGreaterThanOrEqual(10);
      expect(routine.length).toBeGreaterThanOrEqual(150);
    });

    it('has no line twice', () => {
      const all = [...emergencyLines.map(([, text]) => text), ...routine];
      expect(new Set(all.map((text) => text.toLowerCase())).size).toBe(all.length);
    });
  });
}
