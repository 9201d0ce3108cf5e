import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { useFieldValues } from '@/components/ui/use-field-values';

type Name = 'day' | 'note' | 'who';

const FIELDS: readonly FieldSpec<Name>[] = [
  { name: 'day', label: 'First day', type: 'date' },
  { name: 'note', label: 'Note', type: 'textarea', maxLength: 20 },
  {
    name: 'who',
    label: 'Doctor',
    type: 'select',
    options: [
      { value: '', label: '' },
      { value: '7', label: 'Dr. Hart' },
    ],
  },
];

function Form({ errorId }: { errorId?: string }) {
  const fields = useFieldValues<Name>({ day: '2026-12-01', note: '', who: '' });
  return (
    <form>
      <FieldList idPrefix="leave" fields={FIELDS} errorId={errorId} {...fields} />
      <output>{JSON.stringify(fields.values)}</output>
    </form>
  );
}

describe('FieldList', () => {
  it('draws each field of the list, labelled, with its id, name and initial text', () => {
    render(<Form />);
    const day = screen.getByLabelText('First day');
    expect(day).toHaveAttribute('id', 'leave-day');
    expect(day).toHaveAttribute('name', 'day');
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveValue('2026-12-01');
    const note = screen.getByLabelText('Note');
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('rows', '2');
    expect(note).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('combobox', { name: 'Doctor' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Dr. Hart' })).toHaveValue('7');
  });

  it('keeps what is typed and chosen, field by field', async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Note'), 'back pain');
    await userEvent.selectOptions(screen.getByLabelText('Doctor'), 'Dr. Hart');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      day: '2026-12-01',
      note: 'back pain',
      who: '7',
    });
  });

  it("ties every field to the form's error when there is one", () => {
    render(<Form errorId="leave-error" />);
    expect(screen.getByLabelText('First day')).toHaveAttribute('aria-describedby', 'leave-error');
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
  });
});
