'use client';

import { useEffect, useState } from 'react';
import { checkedIntakeAnswers } from '@/lib/appointments/intake';
import type { VisitType } from '@/lib/clinic';
import type { FamilyMember } from '@/lib/family';
import { type PatientMatch, TEXT_LIMITS } from '@/lib/appointments/front-desk/front-desk';
import { type DeskTexts, useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { useNotifier } from '@/components/notifications';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { claimUrl } from './claim-url';
import { DeskButton, DeskForm } from './desk-fields';
import { IntakeQuestions } from '../intake-questions';
import { PatientFinder } from './patient-finder';
import { useDeskForm } from './use-desk-action';

/** A new patient's record: the desk types someone else's details, so no autofill. */
const newPatientFields = (texts: DeskTexts): readonly FieldSpec<'name' | 'email'>[] => [
  {
    name: 'name',
    label: texts.nameLabel,
    maxLength: TEXT_LIMITS.name,
    autoComplete: 'off',
  },
  {
    name: 'email',
    label: texts.emailLabel,
    type: 'email',
    maxLength: TEXT_LIMITS.email,
    autoComplete: 'off',
  },
];

/** Why the patient comes. */
const visitFields = (texts: DeskTexts): readonly FieldSpec<'reason'>[] => [
  {
    name: 'reason',
    label: texts.visitReason,
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
function personField(
  holder: string,
  members: readonly FamilyMember[],
  texts: DeskTexts,
): FieldSpec<'person'> {
  return {
    name: 'person',
    label: texts.visitForLabel,
    type: 'select',
    options: [
      { value: '', label: texts.accountHolderOption(holder) },
      ...members.map((member) => ({ value: String(member.id), label: member.name })),
    ],
  };
}

/** The visit type being booked, where the clinic offers several: its length and instructions. */
function VisitTypeSummary({ visitType }: { visitType: VisitType }) {
  const texts = useDeskTexts();
  return (
    <>
      <p>{texts.visitLength(visitType.name, visitType.durationMinutes)}</p>
      {visitType.instructions ? (
        <p>
          <strong>{texts.instructionsTitle}</strong> {visitType.instructions}
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
  const texts = useDeskTexts();
  const bookForPatient = useFrontDeskStore((state) => state.bookForPatient);
  const [chosen, setChosen] = useState<PatientMatch | null>(null);
  const family = useAccountFamily(chosen);
  const [person, setPerson] = useState('');
  const [answers, setAnswers] = useState<Record<string, string | boolean>>({});
  const when = texts.slotDay(start);
  const initial = { name: '', email: '', reason: '' };
  const choose = (patient: PatientMatch) => {
    setChosen(patient);
    setPerson('');
  };
  const form = useDeskForm('schedule-book', initial, async ({ values, setError, isBlank }) => {
    const { name, email, reason } = values;
    const isNew = !chosen;
    if (isNew && (!name.trim() || !email.trim())) {
      setError(texts.needPatient);
      return;
    }
    if (isBlank(reason, texts.needReason)) return;
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
    const message = texts.booked(member?.name ?? booked.patient.name, when);
    onDone(booked.claim ? `${message} ${texts.linkSent(booked.patient.email)}` : message);
  });

  return (
    <>
      <h2 id="schedule-detail-title">{texts.bookTitle}</h2>
      <p>{texts.bookFor(doctorName, when)}</p>
      {showType ? <VisitTypeSummary visitType={visitType} /> : null}
      <DeskForm
        form={form}
        fields={visitFields(texts)}
        submitLabel={form.busy ? texts.booking : texts.bookButton}
        after={
          <DeskButton variant="secondary" busy={false} onClick={() => onDone('')}>
            {texts.close}
          </DeskButton>
        }
      >
        <PatientFinder
          idPrefix="schedule-book"
          label={texts.findLabel}
          chosen={chosen}
          onChoose={choose}
        />
        {chosen ? null : (
          <fieldset>
            <legend>{texts.newPatient}</legend>
            <FieldList fields={newPatientFields(texts)} {...form} />
          </fieldset>
        )}
        {chosen && family.members.length > 0 ? (
          <FieldList
            idPrefix="schedule-book"
            fields={[personField(chosen.name, family.members, texts)]}
            values={{ person }}
            onChange={(_, value) => setPerson(value)}
          />
        ) : null}
        {family.unreadable ? <p className="notice">{texts.familyUnreadable}</p> : null}
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
