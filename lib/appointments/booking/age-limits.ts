import { clinic, clinicDayKey, type VisitType } from '@/lib/clinic';
import { ageOn } from '@/lib/family';
import { visitTexts } from './visit-texts';

// Loaded with the rule: its refusals are read back as codes (docs/languages.md#refusals-by-code).
export { sentenceRefusal } from './sentence-refusals';

/**
 * Why the person born on `dateOfBirth` ('yyyy-MM-dd', or null when unknown) may not have a
 * `type` visit starting at `start`, or null when they may (docs/visit-types.md#age-limits): their
 * age in whole years on the visit's clinic day must be at least `minAgeYears` and below
 * `maxAgeYears`. In the database's words: 'Child vaccination is for patients under 18.',
 * '… 65 and over.', '… aged 2 to 17.'; with no date of birth known, 'Add your date of birth to
 * book Child vaccination.' (the form asks for it first).
 */
export function ageLimitProblem(
  type: Pick<VisitType, 'name' | 'minAgeYears' | 'maxAgeYears'>,
  dateOfBirth: string | null | undefined,
  start: Date,
  zone: string = clinic.timeZone,
): string | null {
  const { name, minAgeYears: min, maxAgeYears: max } = type;
  if (min === null && max === null) return null;
  if (!dateOfBirth) return visitTexts.addDateOfBirth(name);
  const age = ageOn(dateOfBirth, clinicDayKey(start, zone));
  if ((min === null || age >= min) && (max === null || age < max)) return null;
  if (min === null) return visitTexts.under(name, max!);
  if (max === null) return visitTexts.over(name, min);
  return visitTexts.aged(name, min, max);
}
