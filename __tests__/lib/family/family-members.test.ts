/**
 * @jest-environment node
 */
import {
  ageOn,
  checkedDetails,
  checkFamilyMember,
  dateOfBirthProblem,
  hasUpcomingVisit,
  isNamedByAVisit,
} from '@/lib/family/family-members';
import { UserFacingError } from '@/lib/errors/messages';

/** The clinic's today in these tests, a 'yyyy-MM-dd' day. */
const TODAY = '2026-11-25';
const input = (
  overrides: Partial<Record<'name' | 'dateOfBirth' | 'relationship', string>> = {},
) => ({
  name: 'Mia Lee',
  dateOfBirth: '2018-03-04',
  relationship: 'child',
  ...overrides,
});
/** A problem as the rules give it: a refusal by code (docs/languages.md#refusals-by-code). */
const problem = (key: string, message: string) => ({ code: `family.${key}`, message });

describe('checkFamilyMember', () => {
  it('accepts a name, a real date of birth and a relationship, and trims the name', () => {
    expect(checkFamilyMember(input({ name: '  Mia Lee ' }), TODAY)).toEqual({
      details: { name: 'Mia Lee', date_of_birth: '2018-03-04', relationship: 'child' },
      problems: null,
    });
  });

  it('names the first problem of each field by its code, in the visitor’s words', () => {
    expect(checkFamilyMember({ name: '   ', dateOfBirth: '', relationship: '' }, TODAY)).toEqual({
      details: null,
      problems: {
        name: problem('nameRequired', "Enter the family member's name."),
        dateOfBirth: problem('dateOfBirthRequired', 'Enter a date of birth.'),
        relationship: problem('relationshipRequired', 'Choose how you are related.'),
      },
    });
  });

  it('refuses a name over 100 characters, and takes one of 100', () => {
    expect(checkFamilyMember(input({ name: 'x'.repeat(101) }), TODAY).problems).toEqual({
      name: problem('nameTooLong', 'A name can be at most 100 characters.'),
    });
    expect(checkFamilyMember(input({ name: 'x'.repeat(100) }), TODAY).problems).toBeNull();
  });

  it.each([
    ['2018-02-30', 'dateOfBirthInvalid', 'Enter a real date of birth, like 2018-03-27.'],
    ['04/03/2018', 'dateOfBirthInvalid', 'Enter a real date of birth, like 2018-03-27.'],
    ['2026-11-26', 'dateOfBirthInFuture', 'The date of birth cannot be in the future.'],
    ['1899-12-31', 'dateOfBirthTooEarly', 'Enter a date of birth from 1900 on.'],
  ])('refuses the date of birth %s', (dateOfBirth, key, message) => {
    expect(checkFamilyMember(input({ dateOfBirth }), TODAY).problems).toEqual({
      dateOfBirth: problem(key, message),
    });
    // The account holder's own date of birth is checked by the same rule.
    expect(dateOfBirthProblem(dateOfBirth, TODAY)).toEqual(problem(key, message));
  });

  it('finds no problem in a right date of birth, and asks for a missing one', () => {
    expect(dateOfBirthProblem('2018-03-04', TODAY)).toBeNull();
    expect(dateOfBirthProblem('', TODAY)).toEqual(
      problem('dateOfBirthRequired', 'Enter a date of birth.'),
    );
  });

  it.each(['2026-11-25', '1900-01-01', '2024-02-29'])('accepts the date of birth %s', (day) => {
    expect(checkFamilyMember(input({ dateOfBirth: day }), TODAY).details?.date_of_birth).toBe(day);
  });

  it.each(['child', 'parent', 'partner', 'other'])(
    'accepts the relationship %s',
    (relationship) => {
      expect(checkFamilyMember(input({ relationship }), TODAY).problems).toBeNull();
    },
  );

  it('refuses a relationship it does not know', () => {
    expect(checkFamilyMember(input({ relationship: 'cousin' }), TODAY).problems).toEqual({
      relationship: problem('relationshipRequired', 'Choose how you are related.'),
    });
  });
});

describe('checkedDetails', () => {
  it('throws the first problem as a UserFacingError carrying its refusal', () => {
    const thrown = (() => {
      try {
        checkedDetails(input({ name: '', relationship: '' }), TODAY);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toEqual(new UserFacingError("Enter the family member's name."));
    expect((thrown as UserFacingError).refusal).toEqual(
      problem('nameRequired', "Enter the family member's name."),
    );
  });
});

describe('the visits of a family member', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const visit = (overrides: Record<string, unknown>) => ({
    familyMemberId: 7,
    status: 'scheduled',
    date_time: '2026-11-25T15:00:00.000Z',
    duration: 30,
    ...overrides,
  });

  it('counts a scheduled visit that has not ended as upcoming, even one under way', () => {
    expect(hasUpcomingVisit(7, [visit({ date_time: '2026-11-25T14:45:00.000Z' })], now)).toBe(true);
    expect(hasUpcomingVisit('7', [visit({ date_time: '2026-12-01T10:00:00.000Z' })], now)).toBe(
      true,
    );
  });

  it('does not count ended, canceled or someone else’s visits', () => {
    const visits = [
      visit({ date_time: '2026-11-25T14:30:00.000Z' }),
      visit({ status: 'canceled', date_time: '2026-12-01T10:00:00.000Z' }),
      visit({ familyMemberId: 8, date_time: '2026-12-01T10:00:00.000Z' }),
      visit({ familyMemberId: undefined, date_time: '2026-12-01T10:00:00.000Z' }),
    ];
    expect(hasUpcomingVisit(7, visits, now)).toBe(false);
  });

  it('knows whether any visit at all names the member', () => {
    expect(isNamedByAVisit(7, [visit({ status: 'canceled' })])).toBe(true);
    expect(isNamedByAVisit(7, [visit({ familyMemberId: null })])).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts full years, a birthday counting from its day', () => {
    expect(ageOn('2018-03-04', '2026-03-03')).toBe(7);
    expect(ageOn('2018-03-04', '2026-03-04')).toBe(8);
    expect(ageOn('2026-11-25', '2026-11-25')).toBe(0);
  });
});
