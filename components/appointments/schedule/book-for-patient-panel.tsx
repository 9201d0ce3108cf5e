'use client';

import { useState } from 'react';
import { formatSlotDay } from '@/lib/appointments/first-free';
import { type PatientMatch, TEXT_LIMITS } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
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
    label: scheduleTexts.nameLabel,
    maxLength: TEXT_LIMITS.name,
    autoComplete: 'off',
  },
  {
    name: 'email',
    label: scheduleTexts.emailLabel,
    type: 'email',
    maxLength: TEXT_LIMITS.email,
    autoComplete: 'off',
  },
];

/** Why the patient comes. */
const VISIT_FIELDS: readonly FieldSpec<'reason'>[] = [
  {
    name: 'reason',
    label: scheduleTexts.visitReason,
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
  const bookForPatient = useScheduleStore((state) => state.bookForPatient);
  const [chosen, setChosen] = useState<PatientMatch | null>(null);
  const when = formatSlotDay(start);
  const initial = { name: '', email: '', reason: '' };
  const form = useDeskForm('schedule-book', initial, async ({ values, setError, isBlank }) => {
    const { name, email, reason } = values;
    const isNew = !chosen;
    if (isNew && (!name.trim() || !email.trim())) {
      setError(scheduleTexts.needPatient);
      return;
    }
    if (isBlank(reason, scheduleTexts.needReason)) return;
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
    const message = scheduleTexts.booked(booked.patient.name, when);
    onDone(booked.claim ? `${message} ${scheduleTexts.linkSent(booked.patient.email)}` : message);
  });

  return (
    <>
      <h2 id="schedule-detail-title">{scheduleTexts.bookTitle}</h2>
      <p>{scheduleTexts.bookFor(doctorName, when)}</p>
      <DeskForm
        form={form}
        fields={VISIT_FIELDS}
        submitLabel={form.busy ? scheduleTexts.booking : scheduleTexts.bookButton}
        after={
          <DeskButton variant="secondary" busy={false} onClick={() => onDone('')}>
            {scheduleTexts.close}
          </DeskButton>
        }
      >
        <PatientFinder
          idPrefix="schedule-book"
          label={scheduleTexts.findLabel}
          chosen={chosen}
          onChoose={setChosen}
        />
        {chosen ? null : (
          <fieldset>
            <legend>{scheduleTexts.newPatient}</legend>
            <FieldList fields={NEW_PATIENT_FIELDS} {...form} />
          </fieldset>
        )}
      </DeskForm>
    </>
  );
}
