'use client';

import { useEffect, useState } from 'react';
import { appointmentTexts } from '@/lib/appointments';
import { checkedIntakeAnswers } from '@/lib/appointments/intake';
import { formatSlotDay, type VisitType } from '@/lib/clinic';
import type { FamilyMember } from '@/lib/family';
import { type PatientMatch, TEXT_LIMITS } from '@/lib/appointments/front-desk/front-desk';
import { frontDeskTexts } from '@/lib/appointments/front-desk/texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { useNotifier } from '@/components/notifications';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { claimUrl } from './claim-url';
import { DeskButton, DeskForm } from './desk-fields';
import { IntakeQuestions } from '../intake-questions';
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
 * The family members of the account `chosen` (none for no account), read when it is chosen;
 * `unreadable` when they could not be read, so the desk books for the account holder.
 */
function useAccountFamily(chosen: PatientMatch | null) {
  const familyOf = useFrontDeskStore((state) => state.familyOf);
  const [family, setFamily] = useState<{
    of: PatientMatch | null;
    members: FamilyMember[];
    unreadable: boolean;
  }>({ of: null, members: [], unreadable: false });
  useEffect(() => {
    if (!chosen) return;
    let current = true;
    familyOf(chosen).then(
      (members) => {
        if (current) setFamily({ of: chosen, members, unreadable: false });
      },
      () => {
        if (current) setFamily({ of: chosen, members: [], unreadable: true });
      },
    );
    return () => {
      current = false;
    };
  }, [chosen, familyOf]);
  // Until the chosen account's members are read, it has none to offer.
  return family.of === chosen && chosen ? family : { members: [], unreadable: false };
}

/** 'Who is this visit for?': the account holder first, then the account's family members. */
function personField(holder: string, members: readonly FamilyMember[]): FieldSpec<'person'> {
  return {
    name: 'person',
    label: appointmentTexts.visitForLabel,
    type: 'select',
    options: [
      { value: '', label: frontDeskTexts.accountHolderOption(holder) },
      ...members.map((member) => ({ value: String(member.id), label: member.name })),
    ],
  };
}

/** The visit type being booked, where the clinic offers several: its length and instructions. */
function VisitTypeSummary({ visitType }: { visitType: VisitType }) {
  return (
    <>
      <p>{frontDeskTexts.visitLength(visitType.name, visitType.durationMinutes)}</p>
      {visitType.instructions ? (
        <p>
          <strong>{frontDeskTexts.instructionsTitle}</strong> {visitType.instructions}
        </p>
      ) : null}
    </>
  );
}

/**
 * Books a free start of `visitType` (docs/front-desk.md#visit-types-and-family-members) for a patient who
 * phones: an existing account or record found by name or e-mail, or one of that account's family
 * members, or a new record without a password, whose patient is e-mailed a one-time link to set
 * one; the type's intake questions are asked too. The database applies the patients' booking
 * rules and checks the answers. `showType`: the clinic offers several types, so the panel names it.
 */
export function BookForPatientPanel({
  doctorId,
  doctorName,
  start,
  visitType,
  showType,
  onDone,
}: {
  doctorId: number;
  doctorName: string;
  start: Date;
  visitType: VisitType;
  showType: boolean;
  onDone: (message: string) => void;
}) {
  const notifier = useNotifier();
  const bookForPatient = useFrontDeskStore((state) => state.bookForPatient);
  const [chosen, setChosen] = useState<PatientMatch | null>(null);
  const family = useAccountFamily(chosen);
  const [person, setPerson] = useState('');
  const [answers, setAnswers] = useState<Record<string, string | boolean>>({});
  const when = formatSlotDay(start);
  const initial = { name: '', email: '', reason: '' };
  const choose = (patient: PatientMatch) => {
    setChosen(patient);
    setPerson('');
  };
  const form = useDeskForm('schedule-book', initial, async ({ values, setError, isBlank }) => {
    const { name, email, reason } = values;
    const isNew = !chosen;
    if (isNew && (!name.trim() || !email.trim())) {
      setError(frontDeskTexts.needPatient);
      return;
    }
    if (isBlank(reason, frontDeskTexts.needReason)) return;
    const member = family.members.find((each) => String(each.id) === person) ?? null;
    const booked = await bookForPatient(
      {
        doctorId,
        start,
        reason,
        patient: chosen ? { id: chosen.id } : { name, email },
        visitTypeId: visitType.id,
        familyMemberId: member ? Number(member.id) : null,
        // Checked as the database checks them, so a missing answer is named before the call.
        intakeAnswers: checkedIntakeAnswers(visitType, answers),
      },
      notifier,
      claimUrl,
    );
    const message = frontDeskTexts.booked(member?.name ?? booked.patient.name, when);
    onDone(booked.claim ? `${message} ${frontDeskTexts.linkSent(booked.patient.email)}` : message);
  });

  return (
    <>
      <h2 id="schedule-detail-title">{frontDeskTexts.bookTitle}</h2>
      <p>{frontDeskTexts.bookFor(doctorName, when)}</p>
      {showType ? <VisitTypeSummary visitType={visitType} /> : null}
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
          onChoose={choose}
        />
        {chosen ? null : (
          <fieldset>
            <legend>{frontDeskTexts.newPatient}</legend>
            <FieldList fields={NEW_PATIENT_FIELDS} {...form} />
          </fieldset>
        )}
        {chosen && family.members.length > 0 ? (
          <FieldList
            idPrefix="schedule-book"
            fields={[personField(chosen.name, family.members)]}
            values={{ person }}
            onChange={(_, value) => setPerson(value)}
          />
        ) : null}
        {family.unreadable ? <p className="notice">{frontDeskTexts.familyUnreadable}</p> : null}
        <IntakeQuestions
          idPrefix="schedule-book-q"
          questions={visitType.questions}
          answers={answers}
          onChange={(id, answer) => setAnswers((typed) => ({ ...typed, [id]: answer }))}
        />
      </DeskForm>
    </>
  );
}
