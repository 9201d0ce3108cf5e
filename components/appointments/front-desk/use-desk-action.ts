import { useState } from 'react';
import type { FieldValues } from '@/components/ui/field-list';
import { useFieldValues } from '@/components/ui/use-field-values';
import { useDeskTexts } from './use-desk-texts';

/**
 * One front-desk form's submit: `busy` while it runs, `error` the refusal's text (the database's
 * own sentence; its code's text in another language) when it fails; nothing is cleared on
 * failure, so no typing is lost.
 */
export function useDeskAction() {
  const texts = useDeskTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(texts.errorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  /** True, with `message` shown as the error, when `text` is blank (a required reason). */
  const isBlank = (text: string, message: string = texts.reasonRequired) => {
    if (text.trim()) return false;
    setError(message);
    return true;
  };
  /** Runs `action` with the trimmed reason, or shows that a reason is needed when it is blank. */
  const runWithReason = (reason: string, action: (why: string) => Promise<void>) =>
    run(async () => {
      if (isBlank(reason)) return;
      await action(reason.trim());
    });
  return { busy, error, setError, run, isBlank, runWithReason };
}

/** A desk form's submit, its fields' texts and its helpers, as its submit handler gets them. */
export type DeskFormTools<K extends string> = ReturnType<typeof useDeskAction> & FieldValues<K>;

/**
 * A desk form's state: its `idPrefix` (the fields' ids are `${idPrefix}-…`, the error's
 * `${idPrefix}-error`), its fields' texts from `initial`, and `onSubmit`, which runs `submit` as
 * the form's action ({@link useDeskAction}: busy meanwhile, a refusal shown as its error).
 */
export function useDeskForm<K extends string>(
  idPrefix: string,
  initial: Record<K, string>,
  submit: (form: DeskFormTools<K>) => Promise<void>,
) {
  const tools = { ...useDeskAction(), ...useFieldValues(initial) };
  return { idPrefix, ...tools, onSubmit: () => void tools.run(() => submit(tools)) };
}
/** What {@link useDeskForm} gives a {@link DeskForm}. */
export type DeskFormState<K extends string = string> = ReturnType<typeof useDeskForm<K>>;
