import type { InputHTMLAttributes } from 'react';

/**
 * A labelled text input (every control has a label), tied to the form's error when
 * there is one: `aria-invalid`, and `aria-describedby` naming the {@link FormError} by its id.
 * @param id the input's id, which the label points at.
 * @param onChange receives the new text.
 * @param errorId the id of the error that describes this field, or null/undefined when none.
 * Other props (name, type, autoComplete, …) go to the input.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  errorId,
  ...inputProps
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        {...inputProps}
      />
    </div>
  );
}
