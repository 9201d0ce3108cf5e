'use client';

import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useId,
  useState,
} from 'react';
import {
  type Appointment,
  type IntakeAnswers,
  visitTypeIdOf,
  visitTypeOptions,
} from '@/lib/appointments';
import {
  CONSULTATION,
  clinic,
  clinicDayKey,
  addClinicDays,
  offersVisitType,
  type VisitType,
} from '@/lib/clinic';
import type { FamilyMember } from '@/lib/family';
import {
  checkWaitlistRequest,
  describeWindow,
  visitTypeNameOf,
  type WaitlistEntry,
  type WaitlistRequest,
} from '@/lib/appointments/waitlist/waitlist';
import { waitlistRefusals } from '@/lib/appointments/waitlist/texts';
import type { Refusal } from '@/lib/errors/messages';
import { toRefusal } from '@/lib/errors/to-user-message';
import { useRefusalText, useTranslations } from '@/components/layout/page-messages';
import { FormError } from '@/components/ui/form-error';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { useFieldValues } from '@/components/ui/use-field-values';
import { useSessionStore } from '@/stores/account-store';
import { useFamilyStore } from '@/stores/family-store';
import { useWaitlistStore, waitlistAvailable } from '@/stores/appointments-waitlist-store';
import { useRetryingRead } from '@/components/ui/use-retrying-read';
import { checkedIntakeAnswers } from '@/lib/appointments/intake';
import { IntakeQuestions } from '../intake-questions';

/** The catalogs' `waitlist` texts in the page's language (docs/languages.md#catalogs). */
type WaitlistT = ReturnType<typeof useTranslations>;

/** An entry's days and times in the page's language (docs/waitlist.md). */
function describeWindowIn(entry: WaitlistEntry, t: WaitlistT): string {
  return describeWindow(entry, {
    days: (first, last) => t('entryDays', { first, last }),
    weekday: (day) => t('weekday', { day: String(day) }),
    anyDay: t('anyDay'),
    between: (from, to) => t('entryWindow', { from, to }),
    anyTime: t('anyTime'),
  });
}

/**
 * An entry in words: the doctor, the visit type where the clinic offers several (`types`), the
 * family member it is for, and the days and times.
 */
function describeEntry(entry: WaitlistEntry, types: readonly VisitType[], t: WaitlistT): string {
  const who = entry.any_doctor
    ? t('anyOfSpecialty', { specialty: entry.specialty ?? '' })
    : (entry.doctor_name ?? '');
  return [
    who,
    ...(types.length > 1 ? [visitTypeNameOf(entry, types)] : []),
    ...(entry.family_member_name ? [t('entryPerson', { name: entry.family_member_name })] : []),
    describeWindowIn(entry, t),
  ].join(' — ');
}

/** Local mode has no waitlist to read. */
const readNothing = () => Promise.resolve();

/** The join form's fields, by name; their ids are `<section id>-<name>`. */
type WaitlistField =
  'appointment' | 'visitType' | 'person' | 'doctor' | 'first' | 'last' | 'from' | 'to' | 'reason';

/** The wanted days, first to last. */
const dayFields = (t: WaitlistT): FieldSpec<WaitlistField>[] => [
  { name: 'first', label: t('firstDayLabel'), type: 'date' },
  { name: 'last', label: t('lastDayLabel'), type: 'date' },
];

/** The wanted times of day, on the clinic's start grid (the picker's step is in seconds). */
const timeFields = (t: WaitlistT): FieldSpec<WaitlistField>[] => [
  { name: 'from', label: t('timeFromLabel'), type: 'time', step: clinic.gridMinutes * 60 },
  { name: 'to', label: t('timeToLabel'), type: 'time', step: clinic.gridMinutes * 60 },
];

/** Why the patient wants to come, when no booked visit says it already. */
const reasonField = (t: WaitlistT): FieldSpec<WaitlistField> => ({
  name: 'reason',
  label: t('reasonLabel'),
  type: 'textarea',
  maxLength: 500,
});

/** Moving a booked visit: none, or one of `upcoming`. */
function appointmentField(
  upcoming: readonly Appointment[],
  t: WaitlistT,
): FieldSpec<WaitlistField> {
  const options = upcoming.map((appointment) => ({
    value: String(appointment.id),
    label: `${appointment.doctor_name}, ${appointment.formatted_date}`,
  }));
  return {
    name: 'appointment',
    label: t('appointmentLabel'),
    type: 'select',
    options: [{ value: '', label: t('noAppointment') }, ...options],
  };
}

/** What the visit is for, when the clinic offers several types: the consultation first. */
function visitTypeField(types: readonly VisitType[], t: WaitlistT): FieldSpec<WaitlistField> {
  return {
    name: 'visitType',
    label: t('visitTypeLabel'),
    type: 'select',
    options: visitTypeOptions(types),
  };
}

/** Who the visit is for, when the account has family members: 'Me' first. */
function personField(members: readonly FamilyMember[], t: WaitlistT): FieldSpec<WaitlistField> {
  return {
    name: 'person',
    label: t('visitForLabel'),
    type: 'select',
    options: [
      { value: '', label: t('visitForMe') },
      ...members.map((member) => ({ value: String(member.id), label: member.name })),
    ],
  };
}

/**
 * A doctor who offers the visit type, or any doctor of a specialty one of them has; none chosen
 * at first.
 */
function doctorField(type: VisitType, t: WaitlistT): FieldSpec<WaitlistField> {
  const doctors = clinic.doctors.filter((doctor) => offersVisitType(type, doctor));
  return {
    name: 'doctor',
    label: t('doctorLabel'),
    type: 'select',
    options: [
      { value: '', label: '' },
      ...doctors.map((doctor) => ({
        value: String(doctor.id),
        label: `${doctor.name} (${doctor.specialty})`,
      })),
      ...[...new Set(doctors.map((doctor) => doctor.specialty))].map((specialty) => ({
        value: `specialty:${specialty}`,
        label: t('anyOfSpecialty', { specialty }),
      })),
    ],
  };
}

/** The patient's entries, each with Leave (docs/waitlist.md). */
function WaitlistEntries({
  onMessage,
  unreachable,
  t,
}: {
  onMessage: (text: string) => void;
  t: WaitlistT;
  /** The entries could not be read: it says so rather than 'none'. */
  unreachable: boolean;
}) {
  const entries = useWaitlistStore((state) => state.entries);
  const visitTypes = useWaitlistStore((state) => state.visitTypes);
  const leave = useWaitlistStore((state) => state.leave);
  const [busy, setBusy] = useState<number | null>(null);
  const refusalText = useRefusalText();
  const shown = entries.filter((entry) => entry.status !== 'left');
  if (unreachable && !shown.length) {
    return <p className="notice notice--offline">{t('clinicUnreachable')}</p>;
  }
  if (!shown.length) return <p>{t('noEntries')}</p>;
  return (
    <ul className="waitlist-entries" aria-label={t('entriesTitle')}>
      {shown.map((entry) => (
        <li key={entry.id} data-testid="waitlist-entry">
          <span>{describeEntry(entry, visitTypes, t)}</span>{' '}
          <span>{t('entryStatus', { status: entry.status })}</span>
          {entry.status === 'waiting' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy === entry.id}
              onClick={async () => {
                setBusy(entry.id);
                try {
                  await leave(entry.id);
                  onMessage(t('left'));
                } catch (error) {
                  onMessage(refusalText(toRefusal(error, waitlistRefusals.loadFailed)));
                } finally {
                  setBusy(null);
                }
              }}
            >
              {t('leave')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The join form's values as the request `checkWaitlistRequest` and `join` take. An entry that
 * moves a booked visit keeps that visit's type and person, so it names neither.
 */
function toWaitlistRequest(
  values: Record<WaitlistField, string>,
  weekdays: readonly number[],
): WaitlistRequest {
  const { appointment, visitType, person, doctor, first, last, from, to, reason } = values;
  const specialty = doctor.startsWith('specialty:') ? doctor.slice('specialty:'.length) : null;
  return {
    visitTypeId: visitType,
    familyMemberId: person && !appointment ? Number(person) : null,
    doctorId: doctor && !specialty ? Number(doctor) : null,
    specialty,
    firstDay: first,
    lastDay: last,
    weekdays: weekdays.length ? [...weekdays].sort() : null,
    timeFrom: from || null,
    timeTo: to || null,
    reason,
    appointmentId: appointment ? Number(appointment) : null,
  };
}

/** ISO weekday numbers, Monday (1) to Sunday (7). */
const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The wanted weekdays, ISO numbers (1 = Monday); none ticked means any day. */
function WeekdaysField({
  weekdays,
  onChange,
  t,
}: {
  weekdays: readonly number[];
  onChange: Dispatch<SetStateAction<number[]>>;
  t: WaitlistT;
}) {
  return (
    <fieldset className="field">
      <legend>{t('weekdaysLegend')}</legend>
      {ISO_WEEKDAYS.map((day) => t('weekday', { day: String(day) })).map((name, index) => (
        <label key={name} className="checkbox">
          <input
            type="checkbox"
            checked={weekdays.includes(index + 1)}
            onChange={(event) =>
              onChange((days) =>
                event.target.checked
                  ? [...days, index + 1]
                  : days.filter((day) => day !== index + 1),
              )
            }
          />{' '}
          {name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The account's family members, read once the join form opens: none for an account without, or
 * while they cannot be read (the entry is then the account holder's, as before family members).
 */
function useFamilyMembers(open: boolean): FamilyMember[] {
  const user = useSessionStore((state) => state.user);
  const members = useFamilyStore((state) => state.members);
  const load = useFamilyStore((state) => state.load);
  useEffect(() => {
    if (!open || !user || user.role !== 'patient') return;
    load(user).catch((error: unknown) => console.warn('Could not read the family members.', error));
  }, [open, user, load]);
  return user ? members.filter((member) => String(member.account_id) === String(user.id)) : [];
}

/**
 * The join form's fields (docs/waitlist.md#visit-types-and-family-members): their texts, the
 * visit type asked for (the consultation until the types are read), and the fields shown before
 * the weekdays: the visit to move, what the visit is for (several types), whom it is for (an
 * account with family members; 'Me' first) and a doctor who offers that type. Choosing a visit to
 * move takes its type, doctor and days; a moved visit keeps its own type and person.
 */
function useJoinFields(
  upcoming: readonly Appointment[],
  initialDoctorId: string,
  open: boolean,
  t: WaitlistT,
) {
  const visitTypes = useWaitlistStore((state) => state.visitTypes);
  const members = useFamilyMembers(open);
  const fields = useFieldValues<WaitlistField>({
    appointment: '',
    visitType: CONSULTATION.id,
    person: '',
    doctor: initialDoctorId,
    first: clinicDayKey(new Date()),
    last: clinicDayKey(addClinicDays(new Date(), 14)),
    from: '',
    to: '',
    reason: '',
  });
  const [answers, setAnswers] = useState<Record<string, string | boolean>>({});
  const { values } = fields;
  const visitType =
    visitTypes.find((type) => type.id === values.visitType) ?? visitTypes[0] ?? CONSULTATION;
  const onChange = (name: WaitlistField, value: string) => {
    fields.onChange(name, value);
    const chosenType = name === 'visitType' && visitTypes.find((type) => type.id === value);
    // A doctor, or a specialty, that does not offer the new type is no longer a choice.
    if (
      chosenType &&
      !doctorField(chosenType, t).options?.some((option) => option.value === values.doctor)
    )
      fields.onChange('doctor', '');
    const moving =
      name === 'appointment' && upcoming.find((appointment) => String(appointment.id) === value);
    if (moving) {
      fields.onChange('visitType', visitTypeIdOf(moving));
      fields.onChange('doctor', String(moving.doctor_id));
      // Earlier than the visit it would replace: up to the day before it.
      fields.onChange('last', clinicDayKey(addClinicDays(new Date(moving.date_time), -1)));
    }
  };
  const leading = [
    ...(upcoming.length ? [appointmentField(upcoming, t)] : []),
    ...(visitTypes.length > 1 && !values.appointment ? [visitTypeField(visitTypes, t)] : []),
    ...(members.length && !values.appointment ? [personField(members, t)] : []),
    doctorField(visitType, t),
    ...dayFields(t),
  ];
  const setAnswer = (questionId: string, answer: string | boolean) =>
    setAnswers((typed) => ({ ...typed, [questionId]: answer }));
  /**
   * The checked answers an offer's booking will carry (docs/visit-types.md#intake-questions): the
   * typed ones to the chosen type's questions, by question id, checked as the database checks
   * them; none (`{}`) for a moved visit, which keeps its own.
   * @throws {UserFacingError} the first problem, as `checkedIntakeAnswers` words it.
   */
  const checkedAnswers = (): IntakeAnswers =>
    values.appointment ? {} : checkedIntakeAnswers(visitType, answers);
  return { values, onChange, visitType, leading, answers, setAnswer, checkedAnswers };
}

/**
 * 'Tell me if an earlier time opens' (docs/waitlist.md): the join form and the
 * patient's entries. The form asks what the visit is for where the clinic offers several visit
 * types, and whom it is for where the account has family members
 * (docs/waitlist.md#visit-types-and-family-members). `upcoming`: the patient's upcoming
 * appointments, one of which an offer may move; `initialDoctorId` preselects a doctor (the
 * booking form's choice).
 */
export function WaitlistSection({
  upcoming = [],
  initialDoctorId = '',
}: {
  upcoming?: readonly Appointment[];
  initialDoctorId?: string;
}) {
  const id = useId();
  const t = useTranslations('waitlist');
  const refusalText = useRefusalText();
  const load = useWaitlistStore((state) => state.load);
  const join = useWaitlistStore((state) => state.join);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [error, setError] = useState<Refusal | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Closed at first: the booking form above is what most visitors came for, and its fields keep
  // their names unshared on the page.
  const [open, setOpen] = useState(false);
  const { values, onChange, visitType, leading, answers, setAnswer, checkedAnswers } =
    useJoinFields(upcoming, initialDoctorId, open, t);

  const { unreachable } = useRetryingRead(waitlistAvailable ? load : readNothing, 'the waitlist');

  if (!waitlistAvailable) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toWaitlistRequest({ ...values, visitType: visitType.id }, weekdays);
    const problem = checkWaitlistRequest(
      request,
      clinicDayKey(new Date()),
      visitType.durationMinutes,
    );
    setMessage(null);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await join({ ...request, intakeAnswers: checkedAnswers() });
      setMessage(t('joined'));
    } catch (caught) {
      setError(toRefusal(caught, waitlistRefusals.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="waitlist">
      <h2 id={`${id}-title`}>{t('sectionTitle')}</h2>
      <p className="field__hint">{t('intro')}</p>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <WaitlistEntries onMessage={setMessage} unreachable={unreachable} t={t} />
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('openForm')}
      </button>
      {open ? (
        <form className="form form--wide" onSubmit={onSubmit} noValidate>
          <FormError id={`${id}-error`} message={error ? refusalText(error) : null} />
          <FieldList idPrefix={id} fields={leading} values={values} onChange={onChange} />
          <WeekdaysField weekdays={weekdays} onChange={setWeekdays} t={t} />
          <FieldList
            idPrefix={id}
            fields={values.appointment ? timeFields(t) : [...timeFields(t), reasonField(t)]}
            values={values}
            onChange={onChange}
          />
          {values.appointment ? null : (
            <IntakeQuestions
              idPrefix={`${id}-q`}
              questions={visitType.questions}
              answers={answers}
              onChange={setAnswer}
            />
          )}
          <div className="form__actions">
            <button type="submit" className="button" disabled={saving}>
              {saving ? t('joining') : t('join')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
