'use client';

import { useState } from 'react';
import { formatSlotDay } from '@/lib/clinic';
import { type PatientMatch, TEXT_LIMITS } from '@/lib/appointments/front-desk/front-desk';
import { frontDeskTexts } from '@/lib/appointments/front-desk/texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { useNotifier } from '@/components/notifications';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { claimUrl } from './claim-url';
import { DeskButton, DeskForm } from './desk-fields';
import { PatientFinder } from './patient-finder';
import { useDeskForm } from './use-desk-action';

/** A new patient's record: the desk types someone else's details, so no autofill. */
const NEW_PATIENT_FIELDS: readonly FieldSpec<'name' | 'email'>[] = [
  {
    name: 'name',
    label: frontDeskTexts.nameLabel,
    maxLength: TEXT_LIMITS.name,
    autoComplete: 'off',
  },
  {
    name: 'email',
    label: frontDeskTexts.emailLabel,
    type: 'email',
    maxLength: TEXT_LIMITS.email,
    autoComplete: 'off',
  },
];

/** Why the patient comes. */
const VISIT_FIELDS: readonly FieldSpec<'reason'>[] = [
  {
    name: 'reason',
    label: frontDeskTexts.visitReason,
    type: 'textarea',
    maxLength: TEXT_LIMITS.reason,
  },
];

/**
 * Books a free slot for a patient who phones (docs/front-desk.md): an existing
 * account or record found by name or e-mail, or a new record without a password, whose patient
 * is e-mailed a one-time link to set one. The database applies the patients' booking rules.
 */
export function BookForPatientPanel({
  doctorId,
  doctorName,
  start,
  onDone,
}: {
  doctorId: number;
  doctorName: string;
  start: Date;
  onDone: (message: string) => void;
}) {
  const notifier = useNotifier();
  const bookForPatient = useFrontDeskStore((state) => state.bookForPatient);
  const [chosen, setChosen] = useState<PatientMatch | null>(null);
  const when = formatSlotDay(start);
  const initial = { name: '', email: '', reason: '' };
  const form = useDeskForm('schedule-book', initial, async ({ values, setError, isBlank }) => {
    const { name, email, reason } = values;
    const isNew = !chosen;
    if (isNew && (!name.trim() || !email.trim())) {
      setError(frontDeskTexts.needPatient);
      return;
    }
    if (isBlank(reason, frontDeskTexts.needReason)) return;
    const booked = await bookForPatient(
      {
        doctorId,
        start,
        reason,
        patient: chosen ? { id: chosen.id } : { name, email },
      },
      notifier,
      claimUrl,
    );
    const message = frontDeskTexts.booked(booked.patient.name, when);
    onDone(booked.claim ? `${message} ${frontDeskTexts.linkSent(booked.patient.email)}` : message);
  });

  return (
    <>
      <h2 id="schedule-detail-title">{frontDeskTexts.bookTitle}</h2>
      <p>{frontDeskTexts.bookFor(doctorName, when)}</p>
      <DeskForm
        form={form}
        fields={VISIT_FIELDS}
        submitLabel={form.busy ? frontDeskTexts.booking : frontDeskTexts.bookButton}
        after={
          <DeskButton variant="secondary" busy={false} onClick={() => onDone('')}>
            {frontDeskTexts.close}
          </DeskButton>
        }
      >
        <PatientFinder
          idPrefix="schedule-book"
          label={frontDeskTexts.findLabel}
          chosen={chosen}
          onChoose={setChosen}
        />
        {chosen ? null : (
          <fieldset>
            <legend>{frontDeskTexts.newPatient}</legend>
            <FieldList fields={NEW_PATIENT_FIELDS} {...form} />
          </fieldset>
        )}
      </DeskForm>
    </>
  );
}
