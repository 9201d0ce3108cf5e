import { TextField } from './text-field';

/**
 * One labelled field of a {@link FieldList}, as data: the control's id is
 * `${idPrefix}-${name}` and its name attribute `name`.
 */
export interface FieldSpec<K extends string = string> {
  name: K;
  label: string;
  /**
   * An input's type ('date' gives `YYYY-MM-DD`, 'time' `HH:mm`, 'datetime-local'
   * `YYYY-MM-DDTHH:mm`), 'textarea' for a 2-row text area or 'select' for a choice among
   * `options`; 'text' when left out.
   */
  type?: 'text' | 'email' | 'password' | 'date' | 'time' | 'datetime-local' | 'textarea' | 'select';
  /** A select's options in order, each a value and the text shown for it. */
  options?: readonly { value: string; label: string }[];
  /** The picker's step in seconds (a time's). */
  step?: number;
  maxLength?: number;
  /** The autocomplete hint; 'off' for someone else's details. */
  autoComplete?: string;
}

/** The texts of a {@link FieldList}'s fields by name, and how one changes. */
export interface FieldValues<K extends string> {
  values: Readonly<Record<K, string>>;
  onChange: (name: K, value: string) => void;
}

/**
 * The fields of a form drawn from a list of {@link FieldSpec}s, in its order, each tied to
 * `errorId` when the form shows an error for all of them.
 */
export function FieldList<K extends string>({
  idPrefix,
  fields,
  values,
  onChange,
  errorId,
}: FieldValues<K> & {
  idPrefix: string;
  fields: readonly FieldSpec<K>[];
  errorId?: string | null;
}) {
  return fields.map(({ name, label, type, options = [], ...control }) => (
    <TextField
      key={name}
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      errorId={errorId}
      {...control}
      {...(type === 'textarea'
        ? { as: 'textarea', rows: 2 }
        : type === 'select'
          ? { as: 'select', children: options.map(optionOf) }
          : { type })}
    />
  ));
}

function optionOf({ value, label }: { value: string; label: string }) {
  return (
    <option key={value} value={value}>
      {label}
    </option>
  );
}
