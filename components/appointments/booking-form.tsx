'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import {
  type BookingField,
  type FieldError,
  validateBooking,
} from '@/lib/appointments/appointments';
import { cancellationTexts } from '@/lib/appointments/cancellation';
import type { User } from '@/lib/account';
import { cancelNoticeHours } from '@/lib/config/env';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { appointmentTexts, bookingMessages } from '@/lib/appointments/texts';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import {
  EMPTY_TYPED_DATE,
  readTypedDate,
  type TypedDateFields,
} from '@/lib/appointments/typed-date';
import { AnyDoctorSlots } from './any-doctor-slots';
import { focusSlotField, SlotField, typedFieldId } from './slot-field';
import { LOADING_DOCTORS, useDoctors } from './use-doctors';
import { useMovingAppointment } from './use-moving-appointment';
import { useSaveBooking } from './use-save-booking';
import { useSlotAvailability } from './use-slot-availability';
import { BOOKING_HORIZON_DAYS, type Doctor } from '@/lib/appointments/domain';

const REASON_MAX_LENGTH = 500;

/** The id of a field's control (the date and time field's is 'booking-start') and of its error. */
const fieldId = (field: BookingField) => `booking-${field}`;
const errorId = (field: BookingField | 'form') => `booking-${field}-error`;

/**
 * Who chose the slot: the visitor, or the form itself when the doctor was chosen (that doctor's
 * first free time), 'first-free-unread' while the doctor's month of that time is not yet read,
 * 'first-free-due' while the doctor is set (a move) but the doctors have not arrived yet.
 */
type StartChoice = 'visitor' | 'first-free' | 'first-free-unread' | 'first-free-due';

/**
 * The booking form of docs/product.md#booking (texts: docs/texts.md; slot rules:
 * docs/decisions/004-only-real-free-slots.md): doctors after the simulated delay, the date and
 * time field offering only bookable 30-minute slots (the first free one chosen as soon as a
 * doctor is), a reason, Schedule and Cancel.
 */
export function BookingForm({ patient }: { patient: User }) {
  const router = useRouter();
  const { doctors, unreachable } = useDoctors();
  const [doctorId, setDoctorId] = useState('');
  const [start, setStart] = useState<Date | null>(null);
  const [startChoice, setStartChoice] = useState<StartChoice>('visitor');
  const [typedFields, setTypedFields] = useState<TypedDateFields>(EMPTY_TYPED_DATE);
  /** Whether the typed date's error is shown: from the first Schedule on. */
  const [typedShown, setTypedShown] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldError<BookingField>[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const doctor = doctors?.find((candidate) => String(candidate.id) === doctorId) ?? null;
  const availability = useSlotAvailability(patient, doctor, doctors);
  const { appointments } = availability;
  const save = useSaveBooking(patient);
  /** The choice the form makes by choosing `first` for `chosen` itself (none when null). */
  const firstFreeChoice = (chosen: Doctor, first: Date | null): StartChoice => {
    if (first === null) return 'visitor';
    return availability.monthRead(chosen, first) ? 'first-free' : 'first-free-unread';
  };
  /** Chooses `chosen` (or no doctor) and, with it, its first free time (docs/product.md#booking). */
  const chooseDoctor = (chosenId: string) => {
    setDoctorId(chosenId);
    const chosen = doctors?.find((candidate) => String(candidate.id) === chosenId);
    const first = chosen ? availability.firstFreeOf(chosen) : null;
    if (first) setStart(first);
    if (chosen) setStartChoice(firstFreeChoice(chosen, first));
    else setStartChoice(chosenId && !doctors ? 'first-free-due' : 'visitor');
  };
  // The doctor and reason of an appointment being moved are filled in once it is known.
  const moving = useMovingAppointment(appointments, (found) => {
    chooseDoctor(String(found.doctor_id));
    setReason(found.reason);
  });
  const typedDate = readTypedDate(typedFields, {
    today: availability.today,
    lastDay: availability.maxDate,
  });
  const typedError = typedShown && typedDate.kind === 'error' ? typedDate : null;

  // A doctor set before the doctors arrived (a move's) gets its first free time once they do,
  // so the calendar opens on it with its times, as for a doctor the visitor chose.
  if (startChoice === 'first-free-due' && doctor) chooseDoctor(doctorId);

  // The first free time the form chose before the doctor's month was read may prove taken once
  // it is (shared mode, docs/clinic-calendar.md#the-clinics-data): the form then chooses the new first
  // free time, as it would have with the month known. A time taken later (another tab or
  // patient) stays chosen, and the field says it is no longer available.
  if (
    startChoice === 'first-free-unread' &&
    doctor &&
    start &&
    availability.monthRead(doctor, start)
  ) {
    const first = availability.isBookable(start) ? start : availability.firstFreeOf(doctor);
    setStart(first);
    setStartChoice(firstFreeChoice(doctor, first));
  }

  // Another tab may take the chosen slot, or another doctor may not have it free: it is then
  // no longer chosen, and the field says so.
  const chosenStart = start && availability.isBookable(start) ? start : null;
  const lostSlot = start !== null && chosenStart === null;
  const clearErrors = (...fields: BookingField[]) =>
    setFieldErrors((errors) => errors.filter((error) => !fields.includes(error.field)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (field: BookingField) =>
      field === 'start'
        ? focusSlotField(form)
        : form.querySelector<HTMLElement>(`#${fieldId(field)}`)?.focus();
    setFormError(null);
    // A typed date that cannot be read is said first: the visitor is in the middle of it.
    if (typedDate.kind === 'error') {
      setTypedShown(true);
      form.querySelector<HTMLElement>(`#${typedFieldId(typedDate.part)}`)?.focus();
      return;
    }
    const errors = validateBooking({ doctor, start: chosenStart, reason });
    setFieldErrors(errors);
    if (errors.length > 0) {
      const first = errors[0]?.field;
      if (first) focus(first);
      return;
    }
    setSaving(true);
    try {
      await save({ doctor, start: chosenStart as Date, reason }, moving);
      window.alert(
        moving ? cancellationTexts.rescheduleSucceeded : bookingMessages.bookingSucceeded,
      );
      router.push('/appointments/');
    } catch (caught) {
      const message = toUserMessage(caught, bookingMessages.bookingFailed);
      // A slot taken meanwhile is the date field's error: the store now knows it is taken,
      // so the field shows the rule in docs/decisions/004-only-real-free-slots.md message itself.
      if (message === bookingMessages.slotUnavailable) focus('start');
      else setFormError(message);
      setSaving(false);
    }
  };

  const errorFor = (field: BookingField) =>
    (field === 'start' && lostSlot ? bookingMessages.slotUnavailable : undefined) ??
    fieldErrors.find((error) => error.field === field)?.message;
  /** The TextField wiring of a field's error: its id only while there is one. */
  const errorProps = (field: BookingField) => {
    const error = errorFor(field);
    return { errorId: error ? errorId(field) : null, error };
  };

  return (
    <form
      className="form form--wide"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-title"
    >
      <h1 id="booking-title">{appointmentTexts.bookingTitle}</h1>
      {moving ? (
        <p className="notice" role="status">
          {cancellationTexts.moving(moving.doctor_name, moving.formatted_date)}
        </p>
      ) : null}
      {unreachable ? (
        <p className="notice notice--offline" role="status">
          {appointmentTexts.clinicUnreachable}
        </p>
      ) : null}
      <FormError id={errorId('form')} message={formError} />

      {/* Rendered before the doctors arrive: see AnyDoctorSlots. */}
      {!moving ? (
        <AnyDoctorSlots
          doctors={doctors}
          appointments={appointments}
          patient={patient}
          horizonDays={BOOKING_HORIZON_DAYS}
          onPick={(picked, slot) => {
            setDoctorId(String(picked.id));
            setStart(slot);
            setStartChoice('visitor');
            clearErrors('doctor', 'start');
          }}
        />
      ) : null}

      <TextField
        as="select"
        id={fieldId('doctor')}
        label={appointmentTexts.doctorLabel}
        name="doctor"
        value={doctorId}
        disabled={!doctors}
        onChange={(value) => {
          chooseDoctor(value);
          clearErrors('doctor', 'start');
        }}
        {...errorProps('doctor')}
      >
        <option value="">{doctors ? appointmentTexts.selectDoctor : LOADING_DOCTORS}</option>
        {doctors?.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {appointmentTexts.doctorOption(option.name, option.specialty)}
          </option>
        ))}
      </TextField>

      <SlotField
        availability={availability}
        selected={start}
        onChange={(value) => {
          clearErrors('start');
          setStart(value);
          setStartChoice('visitor');
        }}
        preselected={startChoice !== 'visitor'}
        error={errorFor('start')}
        // However the doctor was set (chosen, 'Any doctor' or a move), the calendar shows.
        wanted={doctor !== null}
        typed={typedFields}
        onTypedChange={setTypedFields}
        typedError={typedError}
      />

      <TextField
        as="textarea"
        id={fieldId('reason')}
        label={appointmentTexts.reasonFieldLabel}
        name="reason"
        rows={4}
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        onChange={(value) => {
          setReason(value);
          clearErrors('reason');
        }}
        {...errorProps('reason')}
      />

      <p className="field__hint">{cancellationTexts.policy(cancelNoticeHours)}</p>
      <div className="form__actions">
        <button type="submit" className="button" disabled={!doctors || saving}>
          {saving
            ? 'Scheduling…'
            : moving
              ? cancellationTexts.rescheduleSave
              : appointmentTexts.scheduleButton}
        </button>
        <button type="button" className="button button--secondary" onClick={() => router.push('/')}>
          {appointmentTexts.leaveForm}
        </button>
      </div>
    </form>
  );
}
