'use client';

import { type Dispatch, type FormEvent, type SetStateAction, useId, useState } from 'react';
import { type Appointment, appointmentTexts } from '@/lib/appointments';
import { clinic, clinicDayKey, addClinicDays } from '@/lib/clinic';
import {
  checkWaitlistRequest,
  describeWindow,
  type WaitlistEntry,
  type WaitlistRequest,
} from '@/lib/appointments/waitlist/waitlist';
import { waitlistTexts } from '@/lib/appointments/waitlist/texts';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { useFieldValues } from '@/components/ui/use-field-values';
import { useWaitlistStore, waitlistAvailable } from '@/stores/appointments-waitlist-store';
import { useRetryingRead } from '@/components/ui/use-retrying-read';

function describeEntry(entry: WaitlistEntry): string {
  const who = entry.any_doctor
    ? waitlistTexts.anyOfSpecialty(entry.specialty ?? '')
    : (entry.doctor_name ?? '');
  return `${who} — ${describeWindow(entry)}`;
}

/** Local mode has no waitlist to read. */
const readNothing = () => Promise.resolve();

/** The join form's fields, by name; their ids are `<section id>-<name>`. */
type WaitlistField = 'appointment' | 'doctor' | 'first' | 'last' | 'from' | 'to' | 'reason';

/** The wanted days, first to last. */
const DAY_FIELDS: readonly FieldSpec<WaitlistField>[] = [
  { name: 'first', label: waitlistTexts.firstDayLabel, type: 'date' },
  { name: 'last', label: waitlistTexts.lastDayLabel, type: 'date' },
];

/** The wanted times of day, on the slot grid (the picker's step is in seconds). */
const TIME_FIELDS: readonly FieldSpec<WaitlistField>[] = [
  { name: 'from', label: waitlistTexts.timeFromLabel, type: 'time', step: clinic.slotMinutes * 60 },
  { name: 'to', label: waitlistTexts.timeToLabel, type: 'time', step: clinic.slotMinutes * 60 },
];

/** Why the patient wants to come, when no booked visit says it already. */
const REASON_FIELD: FieldSpec<WaitlistField> = {
  name: 'reason',
  label: waitlistTexts.reasonLabel,
  type: 'textarea',
  maxLength: 500,
};

/** Moving a booked visit: none, or one of `upcoming`. */
function appointmentField(upcoming: readonly Appointment[]): FieldSpec<WaitlistField> {
  const options = upcoming.map((appointment) => ({
    value: String(appointment.id),
    label: `${appointment.doctor_name}, ${appointment.formatted_date}`,
  }));
  return {
    name: 'appointment',
    label: waitlistTexts.appointmentLabel,
    type: 'select',
    options: [{ value: '', label: waitlistTexts.noAppointment }, ...options],
  };
}

/** A doctor, or any doctor of a specialty; none chosen at first. */
const DOCTOR_FIELD: FieldSpec<WaitlistField> = {
  name: 'doctor',
  label: waitlistTexts.doctorLabel,
  type: 'select',
  options: [
    { value: '', label: '' },
    ...clinic.doctors.map((doctor) => ({
      value: String(doctor.id),
      label: `${doctor.name} (${doctor.specialty})`,
    })),
    ...[...new Set(clinic.doctors.map((doctor) => doctor.specialty))].map((specialty) => ({
      value: `specialty:${specialty}`,
      label: waitlistTexts.anyOfSpecialty(specialty),
    })),
  ],
};

/** The patient's entries, each with Leave (docs/waitlist.md). */
function WaitlistEntries({
  onMessage,
  unreachable,
}: {
  onMessage: (text: string) => void;
  /** The entries could not be read: it says so rather than 'none'. */
  unreachable: boolean;
}) {
  const entries = useWaitlistStore((state) => state.entries);
  const leave = useWaitlistStore((state) => state.leave);
  const [busy, setBusy] = useState<number | null>(null);
  const shown = entries.filter((entry) => entry.status !== 'left');
  if (unreachable && !shown.length) {
    return <p className="notice notice--offline">{appointmentTexts.clinicUnreachable}</p>;
  }
  if (!shown.length) return <p>{waitlistTexts.noEntries}</p>;
  return (
    <ul className="waitlist-entries" aria-label={waitlistTexts.entriesTitle}>
      {shown.map((entry) => (
        <li key={entry.id} data-testid="waitlist-entry">
          <span>{describeEntry(entry)}</span> <span>{waitlistTexts.entryStatus[entry.status]}</span>
          {entry.status === 'waiting' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy === entry.id}
              onClick={async () => {
                setBusy(entry.id);
                try {
                  await leave(entry.id);
                  onMessage(waitlistTexts.left);
                } catch (error) {
                  onMessage(toUserMessage(error, waitlistTexts.loadFailed));
                } finally {
                  setBusy(null);
                }
              }}
            >
              {waitlistTexts.leave}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The join form's values as the request `checkWaitlistRequest` and `join` take. */
function toWaitlistRequest(
  values: Record<WaitlistField, string>,
  weekdays: readonly number[],
): WaitlistRequest {
  const { appointment, doctor, first, last, from, to, reason } = values;
  const specialty = doctor.startsWith('specialty:') ? doctor.slice('specialty:'.length) : null;
  return {
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

/** The wanted weekdays, ISO numbers (1 = Monday); none ticked means any day. */
function WeekdaysField({
  weekdays,
  onChange,
}: {
  weekdays: readonly number[];
  onChange: Dispatch<SetStateAction<number[]>>;
}) {
  return (
    <fieldset className="field">
      <legend>{waitlistTexts.weekdaysLegend}</legend>
      {waitlistTexts.weekdayNames.map((name, index) => (
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
 * 'Tell me if an earlier time opens' (docs/waitlist.md): the join form and the
 * patient's entries. `upcoming`: the patient's upcoming appointments, one of which an offer may
 * move; `initialDoctorId` preselects a doctor (the booking form's choice).
 */
export function WaitlistSection({
  upcoming = [],
  initialDoctorId = '',
}: {
  upcoming?: readonly Appointment[];
  initialDoctorId?: string;
}) {
  const id = useId();
  const load = useWaitlistStore((state) => state.load);
  const join = useWaitlistStore((state) => state.join);
  const today = clinicDayKey(new Date());
  const fields = useFieldValues<WaitlistField>({
    appointment: '',
    doctor: initialDoctorId,
    first: today,
    last: clinicDayKey(addClinicDays(new Date(), 14)),
    from: '',
    to: '',
    reason: '',
  });
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Closed at first: the booking form above is what most visitors came for, and its fields keep
  // their names unshared on the page.
  const [open, setOpen] = useState(false);

  const { unreachable } = useRetryingRead(waitlistAvailable ? load : readNothing, 'the waitlist');

  if (!waitlistAvailable) return null;

  const onChange = (name: WaitlistField, value: string) => {
    fields.onChange(name, value);
    const moving =
      name === 'appointment' && upcoming.find((appointment) => String(appointment.id) === value);
    if (moving) {
      fields.onChange('doctor', String(moving.doctor_id));
      // Earlier than the visit it would replace: up to the day before it.
      fields.onChange('last', clinicDayKey(addClinicDays(new Date(moving.date_time), -1)));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toWaitlistRequest(fields.values, weekdays);
    const problem = checkWaitlistRequest(request, today);
    setMessage(null);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await join(request);
      setMessage(waitlistTexts.joined);
    } catch (caught) {
      setError(toUserMessage(caught, waitlistTexts.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="waitlist">
      <h2 id={`${id}-title`}>{waitlistTexts.sectionTitle}</h2>
      <p className="field__hint">{waitlistTexts.intro}</p>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <WaitlistEntries onMessage={setMessage} unreachable={unreachable} />
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {waitlistTexts.openForm}
      </button>
      {open ? (
        <form className="form form--wide" onSubmit={onSubmit} noValidate>
          <FormError id={`${id}-error`} message={error} />
          <FieldList
            idPrefix={id}
            fields={[
              ...(upcoming.length ? [appointmentField(upcoming)] : []),
              DOCTOR_FIELD,
              ...DAY_FIELDS,
            ]}
            values={fields.values}
            onChange={onChange}
          />
          <WeekdaysField weekdays={weekdays} onChange={setWeekdays} />
          <FieldList
            idPrefix={id}
            fields={fields.values.appointment ? TIME_FIELDS : [...TIME_FIELDS, REASON_FIELD]}
            values={fields.values}
            onChange={onChange}
          />
          <div className="form__actions">
            <button type="submit" className="button" disabled={saving}>
              {saving ? waitlistTexts.joining : waitlistTexts.join}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
