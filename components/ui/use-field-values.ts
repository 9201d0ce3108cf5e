import { useCallback, useState } from 'react';
import type { FieldValues } from './field-list';

/**
 * The texts of a form's fields by name, starting from `initial`, for a {@link FieldList}:
 * `onChange(name, text)` replaces one and keeps the others.
 */
export function useFieldValues<K extends string>(initial: Record<K, string>): FieldValues<K> {
  const [values, setValues] = useState(initial);
  const onChange = useCallback(
    (name: K, value: string) => setValues((old) => ({ ...old, [name]: value })),
    [],
  );
  return { values, onChange };
}
