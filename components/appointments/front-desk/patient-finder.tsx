'use client';

import { useState } from 'react';
import { type PatientMatch, TEXT_LIMITS } from '@/lib/appointments/front-desk/front-desk';
import { useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { DeskForm, type DeskFormProps } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * Finds a patient by the start of a name or a whole e-mail (staff; docs/front-desk.md)
 * and lets the desk choose one; `idPrefix` keeps two finders on one page apart.
 */
export function PatientFinder({
  idPrefix,
  label,
  chosen,
  onChoose,
}: {
  idPrefix: string;
  label: string;
  chosen: PatientMatch | null;
  onChoose: (patient: PatientMatch) => void;
}) {
  const findPatients = useFrontDeskStore((state) => state.findPatients);
  const texts = useDeskTexts();
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<PatientMatch[] | null>(null);
  const { busy, error, setError, run } = useDeskAction();
  const errorId = `${idPrefix}-find-error`;
  const find = () =>
    run(async () => {
      if (query.trim().length < 2) {
        setError(texts.findTooShort);
        return;
      }
      setMatches(await findPatients(query));
    });

  return (
    <div className="schedule__finder">
      <TextField
        id={`${idPrefix}-find`}
        label={label}
        type="search"
        value={query}
        onChange={setQuery}
        maxLength={TEXT_LIMITS.email}
        errorId={error ? errorId : null}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void find();
        }}
      />
      <FormError id={errorId} message={error} />
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={find}
      >
        {texts.findButton}
      </button>
      {matches && matches.length === 0 ? <p role="status">{texts.noMatches}</p> : null}
      {matches && matches.length > 0 ? (
        <ul className="schedule__matches">
          {matches.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-pressed={chosen?.id === match.id}
                onClick={() => onChoose(match)}
              >
                {texts.choose(match.name)}
              </button>{' '}
              {match.email}
              {match.claimed ? null : ` (${texts.unclaimed})`}
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? <p role="status">{texts.chosen(chosen.name, chosen.email)}</p> : null}
    </div>
  );
}

/**
 * A {@link DeskForm} that starts with a {@link PatientFinder} labelled `label` (ids
 * `${form.idPrefix}-…`), its error just above its submit button: the audit trail's filter, the
 * claim link's patient. `patient` is the chosen patient and its setter.
 */
export function PatientForm<K extends string>({
  label,
  patient: [chosen, onChoose],
  ...desk
}: DeskFormProps<K> & {
  label: string;
  patient: readonly [PatientMatch | null, (patient: PatientMatch) => void];
}) {
  return (
    <DeskForm {...desk} errorLast>
      <PatientFinder
        idPrefix={desk.form.idPrefix}
        label={label}
        chosen={chosen}
        onChoose={onChoose}
      />
    </DeskForm>
  );
}
