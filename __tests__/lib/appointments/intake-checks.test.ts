/** @jest-environment node */
import type { VisitType } from '@/lib/clinic';
import { checkedIntakeAnswers, checkIntakeAnswers } from '@/lib/appointments/intake';
import { UserFacingError } from '@/lib/errors/messages';

/**
 * The intake answers' checks (docs/visit-types.md#intake-questions), in the sentences shared
 * mode's database refuses with. The wording is the spec's, spelled out here.
 */
const type: Pick<VisitType, 'questions'> = {
  questions: [
    { id: 'where', label: 'Where is the spot?', kind: 'text', required: true, maxLength: 20 },
    { id: 'changed', label: 'Has it changed?', kind: 'yes-no', required: true, maxLength: 500 },
    {
      id: 'since',
      label: 'Since when?',
      kind: 'choice',
      required: false,
      maxLength: 500,
      choices: ['A week', 'A month'],
    },
    { id: 'notes', label: 'Anything else?', kind: 'text', required: false, maxLength: 500 },
  ],
};

describe('checkIntakeAnswers', () => {
  it('keeps a text trimmed, a yes-no as a boolean and a choice, and leaves out blank answers', () => {
    expect(
      checkIntakeAnswers(type, {
        where: '  Left forearm ',
        changed: false,
        since: 'A month',
        notes: '   ',
      }),
    ).toEqual({
      answers: { where: 'Left forearm', changed: false, since: 'A month' },
      problems: null,
    });
    expect(checkIntakeAnswers(type, { where: 'Back', changed: true, since: '' })).toEqual({
      answers: { where: 'Back', changed: true },
      problems: null,
    });
  });

  it('asks for each required answer, a blank text counting as none', () => {
    expect(checkIntakeAnswers(type, { where: '   ' })).toEqual({
      answers: null,
      problems: {
        where: 'Answer “Where is the spot?”.',
        changed: 'Answer “Has it changed?”.',
      },
    });
  });

  it('refuses a text over its maxLength, counted after trimming', () => {
    expect(
      checkIntakeAnswers(type, { where: ` ${'x'.repeat(20)} `, changed: true }).problems,
    ).toBeNull();
    expect(checkIntakeAnswers(type, { where: 'x'.repeat(21), changed: true }).problems).toEqual({
      where: 'An answer can be at most 20 characters.',
    });
    // A pasted 10,000 characters the form did not cut is refused as well.
    expect(
      checkIntakeAnswers(type, { where: 'Arm', changed: true, notes: 'y'.repeat(10_000) }).problems,
    ).toEqual({ notes: 'An answer can be at most 500 characters.' });
  });

  it('refuses a choice not offered, an answer of the wrong kind and a question it does not have', () => {
    expect(
      checkIntakeAnswers(type, {
        where: 42,
        changed: 'yes',
        since: 'A year',
        colour: 'red',
      }).problems,
    ).toEqual({
      where: 'That answer does not fit “Where is the spot?”.',
      changed: 'That answer does not fit “Has it changed?”.',
      since: 'That answer does not fit “Since when?”.',
      colour: 'That visit type has no question “colour”.',
    });
  });

  it('takes no answers for a type without questions', () => {
    expect(checkIntakeAnswers({ questions: [] }, {})).toEqual({ answers: {}, problems: null });
    expect(checkIntakeAnswers({ questions: [] }, { why: 'x' }).problems).toEqual({
      why: 'That visit type has no question “why”.',
    });
  });
});

describe('checkedIntakeAnswers', () => {
  it('throws the first problem in the order of the questions', () => {
    const attempt = () => checkedIntakeAnswers(type, { changed: 'maybe', where: '' });
    expect(attempt).toThrow(UserFacingError);
    expect(attempt).toThrow('Answer “Where is the spot?”.');
    expect(checkedIntakeAnswers(type, { where: 'Arm', changed: true })).toEqual({
      where: 'Arm',
      changed: true,
    });
  });
});
