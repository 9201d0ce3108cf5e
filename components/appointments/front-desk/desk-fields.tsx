'use client';

import type { FormEvent, ReactNode } from 'react';
import { type DeskDoctor, TEXT_LIMITS } from '@/lib/appointments/front-desk/front-desk';
import { clinic } from '@/lib/clinic';
import { useDeskTexts } from './use-desk-texts';
import { FormError } from '@/components/ui/form-error';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { TextField } from '@/components/ui/text-field';
import type { DeskFormState } from './use-desk-action';

/** A date (`YYYY-MM-DD`) or a clinic-time start (`YYYY-MM-DDTHH:mm`, on the clinic's start grid) field. */
type RangeKind = 'date' | 'datetime-local';

/**
 * One clinic date or time field of the desk (docs/front-desk.md): `type` 'date' gives
 * `YYYY-MM-DD`, 'datetime-local' a clinic-time `YYYY-MM-DDTHH:mm`. Its steps are those of the
 * clinic's start grid, `clinic.gridMinutes` (docs/visit-types.md#the-start-grid).
 */
export function ClinicTimeField({
  id,
  label,
  type,
  value,
  onChange,
}: {
  id: string;
  label: string;
  type: RangeKind;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type={type}
      step={type === 'date' ? undefined : clinic.gridMinutes * 60}
      value={value}
      onChange={onChange}
    />
  );
}

/** The props of a {@link DeskForm} (and of a {@link PatientForm}, which is one). */
export interface DeskFormProps<K extends string> {
  form: DeskFormState<K>;
  /** The form's plain fields, after `children`. */
  fields?: readonly FieldSpec<K>[];
  submitLabel: string;
  children?: ReactNode;
  /** Shows the error after the fields, just above the button (a filter form). */
  errorLast?: boolean;
  /** Shown after the submit button (a Close button). */
  after?: ReactNode;
}

/**
 * A desk form: its error first, then `children` and the `fields`, then the submit button, which
 * is disabled while the form is busy; a submit runs the form's `onSubmit` ({@link useDeskForm}).
 */
export function DeskForm<K extends string>({
  form,
  fields = [],
  submitLabel,
  children,
  errorLast = false,
  after,
}: DeskFormProps<K>) {
  const errorLine = <FormError id={`${form.idPrefix}-error`} message={form.error} />;
  return (
    <form
      className="form form--wide"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      {errorLast ? null : errorLine}
      {children}
      <FieldList fields={fields} {...form} />
      {errorLast ? errorLine : null}
      <button type="submit" className="button" disabled={form.busy}>
        {submitLabel}
      </button>
      {after}
    </form>
  );
}

/** A desk button that is not a submit: `variant` picks its look; disabled while `busy`. */
export function DeskButton({
  variant,
  busy,
  onClick,
  children,
}: {
  variant: 'primary' | 'secondary' | 'small' | 'danger';
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const look = {
    primary: 'button',
    secondary: 'button button--secondary',
    small: 'button button--secondary button--small',
    danger: 'button button--danger',
  }[variant];
  return (
    <button type="button" className={look} disabled={busy} onClick={onClick}>
      {children}
    </button>
  );
}

/** A desk field's id, text and setter. */
interface DeskFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** A doctor select of the desk, options by id. */
export function DoctorSelect({
  doctors,
  ...field
}: DeskFieldProps & { doctors: readonly DeskDoctor[] }) {
  const texts = useDeskTexts();
  return (
    <TextField as="select" label={texts.doctorLabel} {...field}>
      {doctors.map((doctor) => (
        <option key={doctor.id} value={doctor.id}>
          {doctor.name}
        </option>
      ))}
    </TextField>
  );
}

/** The reason a patient is e-mailed with a cancel or a move, capped as the database caps it. */
function ReasonField(field: DeskFieldProps) {
  const texts = useDeskTexts();
  return (
    <TextField
      as="textarea"
      label={texts.reasonLabel}
      maxLength={TEXT_LIMITS.reason}
      rows={2}
      {...field}
    />
  );
}

/**
 * The reason and a Cancel button (labelled `label`) for one or more appointments: `onCancel`
 * runs only with a reason given, else the form's error says one is needed.
 */
export function CancelWithReason({
  label,
  busy,
  onCancel,
  ...reason
}: DeskFieldProps & { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <>
      <ReasonField {...reason} />
      <DeskButton variant="danger" busy={busy} onClick={onCancel}>
        {label}
      </DeskButton>
    </>
  );
}

/** One listed range (time off, a closure): its text and a Remove button named after it. */
export interface RemovableItem {
  key: number;
  text: string;
  /** The Remove button's accessible name, saying what it removes. */
  removeLabel: string;
  /** Removes it; a refusal shows as the form's error. */
  remove: () => Promise<void>;
}

/**
 * The ranges of a panel, each with its Remove button, or `empty` when there are none; a removal
 * runs as the panel `form`'s action and then tells `onDone` it is removed.
 */
export function RemovableList({
  form: { busy, run },
  items,
  empty,
  onDone,
}: {
  form: Pick<DeskFormState, 'busy' | 'run'>;
  items: readonly RemovableItem[];
  empty: string;
  onDone: (message: string) => void;
}) {
  const texts = useDeskTexts();
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="schedule__list">
      {items.map((item) => (
        <li key={item.key}>
          {item.text}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={item.removeLabel}
            disabled={busy}
            onClick={() =>
              run(async () => {
                await item.remove();
                onDone(texts.removed);
              })
            }
          >
            {texts.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A panel of /schedule: a section titled `title`, whose heading's id is `${id}-title`. */
export function DeskPanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  /** A class beside `panel schedule__panel`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `panel schedule__panel ${className}` : 'panel schedule__panel'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
