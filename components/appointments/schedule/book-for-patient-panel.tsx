'use client';

import { useState } from 'react';
import { formatSlotDay } from '@/lib/appointments/first-free';
import { type PatientMatch, TEXT_LIMITS } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { useNotifier } from '@/components/notifications';
import { TextField } from '@/components/ui/text-field';
import { claimUrl } from './claim-url';
import { DeskButton, DeskForm } from './desk-fields';
import { PatientFinder } from './patient-finder';
import { useDeskAction } from './use-desk-action';

/**
 * Books a free slot for a patient who phones (docs/shared-mode.md#the-front-desk): an existing
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const { busy, error, setError, run, isBlank } = useDeskAction();
  const when = formatSlotDay(start);

  const onSubmit = () =>
    void run(async () => {
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
        idPrefix="schedule-book"
        error={error}
        busy={busy}
        submitLabel={busy ? scheduleTexts.booking : scheduleTexts.bookButton}
        onSubmit={onSubmit}
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
            <TextField
              id="schedule-book-name"
              label={scheduleTexts.nameLabel}
              value={name}
              onChange={setName}
              maxLength={TEXT_LIMITS.name}
              autoComplete="off"
            />
            <TextField
              id="schedule-book-email"
              label={scheduleTexts.emailLabel}
              type="email"
              value={email}
              onChange={setEmail}
              maxLength={TEXT_LIMITS.email}
              autoComplete="off"
            />
          </fieldset>
        )}
        <TextField
          as="textarea"
          id="schedule-book-reason"
          label={scheduleTexts.visitReason}
          value={reason}
          onChange={setReason}
          maxLength={TEXT_LIMITS.reason}
          rows={2}
        />
      </DeskForm>
    </>
  );
}
