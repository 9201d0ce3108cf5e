import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FormError } from './form-error';

/** What every variant of {@link TextField} takes. */
interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  value: string;
  /** Receives the new text (or the chosen option's value). */
  onChange: (value: string) => void;
  /** The id of the error that describes this field, or null/undefined when none. */
  errorId?: string | null;
  /**
   * The error's text, shown under the control with id `errorId` (a {@link FormError}); leave
   * it out when the form shows its error elsewhere.
   */
  error?: string | null;
}

/**
 * What a form wires into a field that names its own label (a feature's select or date field):
 * {@link FieldProps} but the label, and whether the control is disabled.
 */
export type FieldWiring = Omit<FieldProps, 'label'> & { disabled?: boolean };

type Wired = keyof FieldProps | 'aria-invalid' | 'aria-describedby';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, Wired> & {
  ref?: Ref<HTMLInputElement>;
};
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, Wired> & {
  ref?: Ref<HTMLSelectElement>;
};
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired> & {
  ref?: Ref<HTMLTextAreaElement>;
};

/** The control's own props beside {@link FieldProps}: an input (default), a select or a textarea. */
type ControlProps =
  | ({ as?: 'input' } & InputProps)
  | ({ as: 'select' } & SelectProps)
  | ({ as: 'textarea' } & TextareaProps);

/**
 * A labelled field (every control has a label): a text input, or with `as` a select (its
 * options as children) or a textarea, tied to its error when there is one: `aria-invalid`, and
 * `aria-describedby` naming the {@link FormError} by its id (docs/texts.md).
 * Other props (name, type, autoComplete, rows, ref, …) go to the control.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  errorId,
  error,
  ...control
}: FieldProps & ControlProps) {
  const wiring = {
    id,
    value,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': errorId ?? undefined,
  } as const;
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  // `as` picks the variant, so the rest are that control's props.
  const { as, ...props } = control;
  const element =
    as === 'select' ? (
      <select {...wiring} onChange={change} {...(props as SelectProps)} />
    ) : as === 'textarea' ? (
      <textarea {...wiring} onChange={change} {...(props as TextareaProps)} />
    ) : (
      <input {...wiring} onChange={change} {...(props as InputProps)} />
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {element}
      {errorId ? <FormError id={errorId} message={error} /> : null}
    </div>
  );
}
