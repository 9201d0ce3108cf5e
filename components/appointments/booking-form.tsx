'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import {
  type ComponentType,
  type FormEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SlotPickerProps } from './slot-picker';
import {
  type BookingField,
  displayStatus,
  type FieldError,
  validateBooking,
} from '@/lib/appointments/appointments';
import { cancellationTexts } from '@/lib/appointments/cancellation';
import { fetchDoctors } from '@/lib/appointments/doctors';
import {
  addClinicDays,
  CLINIC_TIME_ZONE,
  describeVisitorTime,
  startOfClinicDay,
} from '@/lib/appointments/clinic-time';
import { timeTexts } from '@/lib/appointments/texts';
import { describeFirstFree, findFirstFreeSlots } from '@/lib/appointments/first-free';
import {
  bookableSlotsOn,
  createSlotChecker,
  isPatientsAppointment,
} from '@/lib/appointments/slots';
import type { Doctor, User } from '@/lib/domain';
import { cancelNoticeHours } from '@/lib/env';
import { toUserMessage } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { FormError } from '@/components/ui/form-error';
import { AnyDoctorSlots } from './any-doctor-slots';

/** How far ahead the picker offers slots, days. */
const BOOKING_HORIZON_DAYS = 90;

const REASON_MAX_LENGTH = 500;

/**
 * react-datepicker and its CSS are a chunk of their own (about 40 KB gzip, 157 KB of script to
 * evaluate), loaded when the visitor shows they are about to use it: a doctor is chosen, or the
 * date field is hovered, focused or clicked. Until then an input of the same size stands in, so
 * the page's load never waits for it or runs it (first load and blocking time).
 */
function loadSlotPicker(): Promise<ComponentType<SlotPickerProps>> {
  return import('./slot-picker').then((module) => module.default);
}

const errorId = (field: BookingField | 'form') => `booking-${field}-error`;

/**
 * The booking form of docs/product.md#routes, docs/product.md#texts with the rule in docs/decisions/004-only-real-free-slots.md slot rules: doctors after the simulated delay,
 * react-datepicker offering only bookable 30-minute slots, a reason, Schedule and Cancel.
 */
export function BookingForm({ patient }: { patient: User }) {
  const router = useRouter();
  const appointments = useAppointmentsStore((state) => state.appointments);
  const bookAppointment = useAppointmentsStore((state) => state.bookAppointment);
  const rescheduleAppointment = useAppointmentsStore((state) => state.rescheduleAppointment);
  const refresh = useAppointmentsStore((state) => state.refresh);
  // Busy slots are read afresh when the form opens: other devices may have booked meanwhile.
  useEffect(() => {
    void refresh(patient);
  }, [refresh, patient]);
  const [doctors, setDoctors] = useState<Doctor[] | null>(null);
  const [doctorId, setDoctorId] = useState('');
  const [start, setStart] = useState<Date | null>(null);
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldError<BookingField>[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [SlotPicker, setSlotPicker] = useState<ComponentType<SlotPickerProps> | null>(null);
  // /appointments/new/?reschedule=<id> moves that upcoming appointment (docs/product.md#rescheduling).
  // Read through the router: after a client-side navigation the address bar may not show the
  // new URL yet when the form first renders.
  const rescheduleId = useSearchParams().get('reschedule');
  const moving = useMemo(() => {
    if (rescheduleId === null) return null;
    const found = appointments.find((item) => String(item.id) === rescheduleId);
    return found && displayStatus(found, new Date()) === 'upcoming' ? found : null;
  }, [appointments, rescheduleId]);
  // The doctor and reason of the appointment being moved are filled in once it is known.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!moving || prefilled.current) return;
    prefilled.current = true;
    setDoctorId(String(moving.doctor_id));
    setReason(moving.reason);
  }, [moving]);
  const pickerRequested = useRef(false);
  const standIn = useRef<HTMLInputElement | null>(null);
  /** Whether the stand-in had focus as the picker replaced it: focus then moves into the picker. */
  const moveFocusToPicker = useRef(false);
  const requestPicker = useCallback(() => {
    if (pickerRequested.current) return;
    pickerRequested.current = true;
    loadSlotPicker()
      .then((component) => setSlotPicker(() => component))
      .catch((error: unknown) => {
        // The next hover, focus or doctor choice tries again (a flaky network, say).
        pickerRequested.current = false;
        console.warn('The date picker could not be loaded.', error);
      });
  }, []);
  const fieldRefs = useRef<Partial<Record<BookingField, HTMLElement | null>>>({});

  useEffect(() => {
    let active = true;
    void fetchDoctors().then((list) => {
      if (active) setDoctors(list);
    });
    return () => {
      active = false;
    };
  }, []);

  const doctor = doctors?.find((candidate) => String(candidate.id) === doctorId) ?? null;
  const now = new Date();
  const check = useMemo(
    () => createSlotChecker(appointments, doctor ? doctor.id : null, patient),
    [appointments, doctor, patient],
  );
  const isBookable = (time: Date) => check(time, new Date()) === 'bookable';

  // Another tab may take the chosen slot, or another doctor may not have it free: it is then
  // no longer chosen, and the field says so.
  const chosenStart = start && check(start, now) === 'bookable' ? start : null;
  const lostSlot = start !== null && chosenStart === null;

  // Days are the clinic's (docs/product.md#clinic-time): instants its days begin at.
  const today = startOfClinicDay(now);
  const maxDate = addClinicDays(today, BOOKING_HORIZON_DAYS);
  // The first free slot, not just its day: the time list then focuses an offered time, which
  // keeps it reachable with Tab (the others are hidden).
  const firstOpenSlot = useMemo(() => {
    for (let day = today; day <= maxDate; day = addClinicDays(day, 1)) {
      const first = bookableSlotsOn(day, check, new Date())[0];
      if (first) return first;
    }
    return today;
    // `today` and `maxDate` change only at midnight; the checker is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check]);
  const activeDay = chosenStart ?? firstOpenSlot;
  // The chosen doctor's first free slot, said beside the picker (docs/product.md#booking).
  const firstFree = useMemo(() => {
    if (!doctor) return null;
    const result = findFirstFreeSlots({
      doctors: [doctor],
      busy: appointments,
      patientAppointments: appointments.filter((item) => isPatientsAppointment(item, patient)),
      from: new Date(),
      days: BOOKING_HORIZON_DAYS,
      limit: 1,
    });
    return describeFirstFree(result.perDoctor[0]?.start ?? null, { days: BOOKING_HORIZON_DAYS });
  }, [appointments, doctor, patient]);
  const chosenVisitorTime = chosenStart ? describeVisitorTime(chosenStart) : null;

  const onDateChange = (value: Date | null, event?: { type?: string }) => {
    setFieldErrors((errors) => errors.filter((error) => error.field !== 'start'));
    if (!value || isBookable(value)) return setStart(value);
    // A typed time is kept as typed, so the field says it cannot be booked rather than
    // silently swapping it. A day clicked in the calendar keeps the previous time of day,
    // which may not be free that day: move to that day's first free slot instead.
    const typed = event?.type === 'change';
    setStart(typed ? value : (bookableSlotsOn(value, check, new Date())[0] ?? null));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const errors = validateBooking({ doctor, start: chosenStart, reason });
    setFieldErrors(errors);
    if (errors.length > 0) {
      const first = errors[0]?.field;
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setSaving(true);
    try {
      if (moving) {
        await rescheduleAppointment(moving.id, chosenStart as Date, patient, new Date());
        window.alert(cancellationTexts.rescheduleSucceeded);
      } else {
        await bookAppointment({ doctor, start: chosenStart, reason }, patient, new Date());
        window.alert(messages.bookingSucceeded);
      }
      router.push('/appointments/');
    } catch (caught) {
      const message = toUserMessage(caught, messages.bookingFailed);
      // A slot taken meanwhile is the date field's error: the store now knows it is taken,
      // so the field shows the rule in docs/decisions/004-only-real-free-slots.md message itself.
      if (message === messages.slotUnavailable) fieldRefs.current.start?.focus();
      else setFormError(message);
      setSaving(false);
    }
  };

  const errorFor = (field: BookingField) =>
    (field === 'start' && lostSlot ? messages.slotUnavailable : undefined) ??
    fieldErrors.find((error) => error.field === field)?.message;
  const describedBy = (field: BookingField) =>
    [
      errorFor(field) ? errorId(field) : null,
      field === 'start' ? 'booking-start-hint' : null,
      field === 'start' && firstFree ? 'booking-start-first-free' : null,
      field === 'start' && chosenVisitorTime ? 'booking-start-visitor-time' : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const startStandIn = (
    <input
      id="booking-start"
      className="datepicker-input"
      placeholder="Choose a date and time"
      aria-describedby={describedBy('start')}
      aria-invalid={errorFor('start') ? true : undefined}
      readOnly
      ref={(element) => {
        // Judged as the stand-in leaves the page (React detaches the ref before removing it),
        // not when the code arrived: a click can land between the two.
        if (!element) moveFocusToPicker.current = document.activeElement === standIn.current;
        standIn.current = element;
        if (element) fieldRefs.current.start = element;
      }}
      onPointerEnter={requestPicker}
      onFocus={requestPicker}
    />
  );

  return (
    <form
      className="form form--wide"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-title"
    >
      <h1 id="booking-title">Schedule an Appointment</h1>
      {moving ? (
        <p className="notice" role="status">
          {cancellationTexts.moving(moving.doctor_name, moving.formatted_date)}
        </p>
      ) : null}
      <FormError id={errorId('form')} message={formError} />

      {doctors && !moving ? (
        <AnyDoctorSlots
          doctors={doctors}
          appointments={appointments}
          patient={patient}
          horizonDays={BOOKING_HORIZON_DAYS}
          onPick={(picked, slot) => {
            setDoctorId(String(picked.id));
            setStart(slot);
            requestPicker();
            setFieldErrors((errors) =>
              errors.filter((error) => error.field !== 'doctor' && error.field !== 'start'),
            );
          }}
        />
      ) : null}

      <div className="field">
        <label htmlFor="booking-doctor">Doctor</label>
        <select
          id="booking-doctor"
          name="doctor"
          ref={(element) => {
            fieldRefs.current.doctor = element;
          }}
          value={doctorId}
          disabled={!doctors}
          onChange={(event) => {
            setDoctorId(event.target.value);
            requestPicker();
            setFieldErrors((errors) => errors.filter((error) => error.field !== 'doctor'));
          }}
          aria-invalid={errorFor('doctor') ? true : undefined}
          aria-describedby={describedBy('doctor')}
        >
          <option value="">{doctors ? 'Select a doctor' : 'Loading doctors...'}</option>
          {doctors?.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name} — {option.specialty}
            </option>
          ))}
        </select>
        <FormError id={errorId('doctor')} message={errorFor('doctor')} />
      </div>

      <div className="field">
        <label htmlFor="booking-start">Date and time</label>
        <p id="booking-start-hint" className="field__hint">
          {messages.bookingHoursHint}
          {/* A visitor whose clock differs is told whose clock the picker shows. */}
          {describeVisitorTime(now) ? ` ${timeTexts.clinicTimeNote(CLINIC_TIME_ZONE)}` : null}
        </p>
        {SlotPicker ? (
          <SlotPicker
            selected={chosenStart}
            onChange={onDateChange}
            minDate={today}
            maxDate={maxDate}
            openToDate={activeDay}
            filterDate={(day) => bookableSlotsOn(day, check, now).length > 0}
            filterTime={isBookable}
            ariaInvalid={errorFor('start') ? 'true' : undefined}
            ariaDescribedBy={describedBy('start')}
            inputRef={(input) => {
              fieldRefs.current.start = input;
              if (input && moveFocusToPicker.current) {
                moveFocusToPicker.current = false;
                input.focus();
              }
            }}
          />
        ) : (
          startStandIn
        )}
        {firstFree ? (
          <p id="booking-start-first-free" className="field__hint" data-testid="first-free">
            {firstFree}
          </p>
        ) : null}
        {chosenVisitorTime ? (
          <p id="booking-start-visitor-time" className="field__hint" data-testid="visitor-time">
            {chosenVisitorTime}
          </p>
        ) : null}
        <FormError id={errorId('start')} message={errorFor('start')} />
      </div>

      <div className="field">
        <label htmlFor="booking-reason">Reason for visit</label>
        <textarea
          id="booking-reason"
          name="reason"
          ref={(element) => {
            fieldRefs.current.reason = element;
          }}
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setFieldErrors((errors) => errors.filter((error) => error.field !== 'reason'));
          }}
          aria-invalid={errorFor('reason') ? true : undefined}
          aria-describedby={describedBy('reason')}
        />
        <FormError id={errorId('reason')} message={errorFor('reason')} />
      </div>

      <p className="field__hint">{cancellationTexts.policy(cancelNoticeHours)}</p>
      <div className="form__actions">
        <button type="submit" className="button" disabled={!doctors || saving}>
          {saving
            ? 'Scheduling…'
            : moving
              ? cancellationTexts.rescheduleSave
              : 'Schedule Appointment'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => router.push('/')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
