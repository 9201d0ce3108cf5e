'use client';

import { type FormEvent, useState } from 'react';
import { clinicDayKey } from '@/lib/clinic';
import {
  checkFamilyMember,
  type FamilyMemberField,
  type FamilyMemberInput,
  type FamilyMemberProblems,
  familyRefusal,
  RELATIONSHIPS,
} from '@/lib/family';
import { useRefusalText, useTranslations } from '@/components/layout/page-messages';
import type { Refusal } from '@/lib/errors/messages';
import { toRefusal } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useFieldValues } from '@/components/ui/use-field-values';

/** An empty form: no name, no date of birth, no relationship chosen. */
const NO_DETAILS: FamilyMemberInput = { name: '', dateOfBirth: '', relationship: '' };

/** The fields in the form's order: the first with a problem gets focus. */
const FIELDS: readonly FamilyMemberField[] = ['name', 'dateOfBirth', 'relationship'];

/**
 * A family member's details, to add one or edit one (docs/family-members.md#the-details): full
 * name, date of birth (a date input, up to the clinic's today) and relationship. On submit each
 * field's first problem is shown under it and the first such field gets focus; a refusal from
 * `onSave` is shown above the fields. What was typed stays until `onSave` succeeds, when an add
 * form empties itself.
 * @param onSave saves the details; resolves once stored. @throws whatever the store throws.
 */
export function FamilyMemberForm({
  idPrefix,
  title,
  initial = NO_DETAILS,
  submitLabel,
  submittingLabel,
  onSave,
  onCancel,
}: {
  /** Prefix of the form's ids: `${idPrefix}-title`, `${idPrefix}-name`, …. */
  idPrefix: string;
  title: string;
  initial?: FamilyMemberInput;
  submitLabel: string;
  submittingLabel: string;
  onSave: (input: FamilyMemberInput) => Promise<void>;
  /** Shown as a Cancel button when given (editing). */
  onCancel?: () => void;
}) {
  const t = useTranslations('family');
  const refusalText = useRefusalText();
  const { values, onChange } = useFieldValues<FamilyMemberField>({ ...initial });
  // Refusals, not texts: each is written in the page's language as it renders.
  const [problems, setProblems] = useState<FamilyMemberProblems>({});
  const [error, setError] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const today = clinicDayKey(new Date());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkFamilyMember(values, today);
    setProblems(checked.problems ?? {});
    if (checked.problems) {
      const first = FIELDS.find((field) => checked.problems[field]);
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(values);
      if (!onCancel) FIELDS.forEach((field) => onChange(field, initial[field]));
    } catch (caught) {
      setError(toRefusal(caught, familyRefusal('saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: FamilyMemberField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    errorId: problems[name] ? `${idPrefix}-${name}-error` : null,
    error: problems[name] && refusalText(problems[name]),
  });

  return (
    <form
      className="form form--wide family-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`}>{title}</h2>
      <FormError id={`${idPrefix}-error`} message={error && refusalText(error)} />
      <TextField {...field('name')} label={t('nameLabel')} autoComplete="off" maxLength={100} />
      <TextField
        {...field('dateOfBirth')}
        label={t('dateOfBirthLabel')}
        type="date"
        min="1900-01-01"
        max={today}
      />
      <TextField {...field('relationship')} label={t('relationshipLabel')} as="select">
        <option value="">{t('chooseRelationship')}</option>
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship} value={relationship}>
            {t('relationship', { relationship })}
          </option>
        ))}
      </TextField>
      <div className="form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? submittingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('cancelEdit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
