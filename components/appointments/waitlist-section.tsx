'use client';

import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Appointment } from '@/lib/appointments/domain';
import { clinicDayKey, addClinicDays } from '@/lib/appointments/clinic-time';
import { DOCTORS } from '@/lib/appointments/doctors';
import {
  checkWaitlistRequest,
  describeWindow,
  type WaitlistEntry,
} from '@/lib/appointments/waitlist';
import { waitlistTexts } from '@/lib/appointments/waitlist-texts';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useWaitlistStore, waitlistAvailable } from '@/stores/appointments-waitlist-store';

function describeEntry(entry: WaitlistEntry): string {
  const who = entry.any_doctor
    ? waitlistTexts.anyOfSpecialty(entry.specialty ?? '')
    : (entry.doctor_name ?? '');
  return `${who} — ${describeWindow(entry)}`;
}

/** One end of a range: its id suffix, label, value and setter. */
type RangeEnd = readonly [
  key: string,
  label: string,
  value: string,
  onChange: (value: string) => void,
];

/** The two ends of the wanted days or times of day, inputs of one type side by side. */
function RangeFields({
  idPrefix,
  type,
  step,
  ends,
}: {
  idPrefix: string;
  type: 'date' | 'time';
  /** The picker's step in seconds, for times of day. */
  step?: number;
  ends: readonly [RangeEnd, RangeEnd];
}) {
  return ends.map(([key, label, value, onChange]) => (
    <TextField
      key={key}
      id={`${idPrefix}-${key}`}
      type={type}
      step={step}
      label={label}
      value={value}
      onChange={onChange}
    />
  ));
}

/** The patient's entries, each with Leave (docs/shared-mode.md#the-waitlist). */
function WaitlistEntries({ onMessage }: { onMessage: (text: string) => void }) {
  const entries = useWaitlistStore((state) => state.entries);
  const leave = useWaitlistStore((state) => state.leave);
  const [busy, setBusy] = useState<number | null>(null);
  const shown = entries.filter((entry) => entry.status !== 'left');
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

/**
 * 'Tell me if an earlier time opens' (docs/shared-mode.md#the-waitlist): the join form and the
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
  const [target, setTarget] = useState(initialDoctorId);
  const [appointmentId, setAppointmentId] = useState('');
  const [firstDay, setFirstDay] = useState(today);
  const [lastDay, setLastDay] = useState(clinicDayKey(addClinicDays(new Date(), 14)));
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [timeFrom, setTimeFrom] = useState('');
  const [timeTo, setTimeTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Closed at first: the booking form above is what most visitors came for, and its fields keep
  // their names unshared on the page.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (waitlistAvailable) load().catch(() => setError(waitlistTexts.loadFailed));
  }, [load]);

  if (!waitlistAvailable) return null;

  const chooseAppointment = (value: string) => {
    setAppointmentId(value);
    const moving = upcoming.find((appointment) => String(appointment.id) === value);
    if (moving) {
      setTarget(String(moving.doctor_id));
      // Earlier than the visit it would replace: up to the day before it.
      setLastDay(clinicDayKey(addClinicDays(new Date(moving.date_time), -1)));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const specialty = target.startsWith('specialty:') ? target.slice('specialty:'.length) : null;
    const request = {
      doctorId: target && !specialty ? Number(target) : null,
      specialty,
      firstDay,
      lastDay,
      weekdays: weekdays.length ? [...weekdays].sort() : null,
      timeFrom: timeFrom || null,
      timeTo: timeTo || null,
      reason,
      appointmentId: appointmentId ? Number(appointmentId) : null,
    };
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

  const specialties = [...new Set(DOCTORS.map((doctor) => doctor.specialty))];
  return (
    <section aria-labelledby={`${id}-title`} className="waitlist">
      <h2 id={`${id}-title`}>{waitlistTexts.sectionTitle}</h2>
      <p className="field__hint">{waitlistTexts.intro}</p>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <WaitlistEntries onMessage={setMessage} />
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
          {upcoming.length ? (
            <TextField
              as="select"
              id={`${id}-appointment`}
              label={waitlistTexts.appointmentLabel}
              value={appointmentId}
              onChange={chooseAppointment}
            >
              <option value="">{waitlistTexts.noAppointment}</option>
              {upcoming.map((appointment) => (
                <option key={appointment.id} value={String(appointment.id)}>
                  {`${appointment.doctor_name}, ${appointment.formatted_date}`}
                </option>
              ))}
            </TextField>
          ) : null}
          <TextField
            as="select"
            id={`${id}-doctor`}
            label={waitlistTexts.doctorLabel}
            value={target}
            onChange={setTarget}
          >
            <option value="" />
            {DOCTORS.map((doctor) => (
              <option key={doctor.id} value={String(doctor.id)}>
                {`${doctor.name} (${doctor.specialty})`}
              </option>
            ))}
            {specialties.map((specialty) => (
              <option key={specialty} value={`specialty:${specialty}`}>
                {waitlistTexts.anyOfSpecialty(specialty)}
              </option>
            ))}
          </TextField>
          <RangeFields
            idPrefix={id}
            type="date"
            ends={[
              ['first', waitlistTexts.firstDayLabel, firstDay, setFirstDay],
              ['last', waitlistTexts.lastDayLabel, lastDay, setLastDay],
            ]}
          />
          <fieldset className="field">
            <legend>{waitlistTexts.weekdaysLegend}</legend>
            {waitlistTexts.weekdayNames.map((name, index) => (
              <label key={name} className="checkbox">
                <input
                  type="checkbox"
                  checked={weekdays.includes(index + 1)}
                  onChange={(event) =>
                    setWeekdays((days) =>
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
          <RangeFields
            idPrefix={id}
            type="time"
            step={1800}
            ends={[
              ['from', waitlistTexts.timeFromLabel, timeFrom, setTimeFrom],
              ['to', waitlistTexts.timeToLabel, timeTo, setTimeTo],
            ]}
          />
          {appointmentId ? null : (
            <TextField
              as="textarea"
              id={`${id}-reason`}
              label={waitlistTexts.reasonLabel}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={setReason}
            />
          )}
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
