import { intakeAnswersFrom } from '@/lib/appointments';
import type { IntakeQuestion } from '@/lib/clinic';

describe('intakeAnswersFrom', () => {
  it('keeps the answers as stored: trimmed texts, yes-no as booleans, blanks left out', () => {
    const questions: IntakeQuestion[] = [
      { id: 'where', label: 'Where?', kind: 'text', required: true, maxLength: 200 },
      { id: 'changed', label: 'Changed?', kind: 'yes-no', required: true, maxLength: 500 },
      { id: 'itchy', label: 'Itchy?', kind: 'yes-no', required: false, maxLength: 500 },
      {
        id: 'skin',
        label: 'Skin',
        kind: 'choice',
        required: false,
        maxLength: 500,
        choices: ['Dry', 'Oily'],
      },
      { id: 'notes', label: 'Notes', kind: 'text', required: false, maxLength: 500 },
    ];
    expect(
      intakeAnswersFrom(questions, {
        where: '  left arm ',
        changed: 'no',
        itchy: '',
        skin: 'Oily',
        notes: '   ',
        unknown: 'ignored',
      }),
    ).toEqual({ where: 'left arm', changed: false, skin: 'Oily' });
  });
});
