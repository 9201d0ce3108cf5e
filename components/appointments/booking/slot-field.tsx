'use client';

import type { Refusal } from '@/lib/errors/messages';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { formatClinicClock, startOfClinicDay, wallClockOf, addClinicDays } from '@/lib/clinic';
import { slotOnNewDay } from '@/lib/appointments/booking/first-free';
import {
  readTypedDate,
  type TypedDateFields,
  type TypedDatePart,
} from '@/lib/appointments/booking/typed-date';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { FormError } from '@/components/ui/form-error';
import type { SlotPickerProps } from './slot-picker';
import { TypedDateInput } from './typed-date-input';
import type { SlotAvailability } from './use-slot-availability';
import { useBookingTexts } from './use-booking-texts';
import { useVisitorTime } from '../use-visitor-time';

// react-datepicker is a chunk of its own (about 40 KB gzip), loaded once a doctor is set, however
// it was set, or the field is hovered or focused, so the page's first load never waits for it.
const loadSlotPicker = lazyModule(() => import('./slot-picker').then((module) => module.default));

const SLOT_FIELD_ID = 'booking-start';
// The hints and the error its aria-describedby names share the field's id as a prefix.
const slotPartId = (part: string) => `${SLOT_FIELD_ID}-${part}`;
const ERROR_ID = slotPartId('error');
const HINT_ID = slotPartId('hint');
const FIRST_FREE_ID = slotPartId('first-free');
const CHOSEN_ID = slotPartId('chosen');
const VISITOR_TIME_ID = slotPartId('visitor-time');

/** Props of {@link SlotField}; times are instants, days the clinic's (docs/product.md#clinic-time). */
export interface SlotFieldProps {
  availability: Pick<
    SlotAvailability,
    | 'today'
    | 'maxDate'
    | 'freeSlotsOn'
    | 'freeCountOn'
    | 'firstOpenSlot'
    | 'firstFree'
    | 'showMonth'
  >;
  /** The chosen slot's start, or null; not offered once taken meanwhile. */
  selected: Date | null;
  onChange: (start: Date | null) => void;
  /** Whether `selected` is the first free time the form chose itself. */
  preselected: boolean;
  error: string | undefined;
  /** A doctor is set (chosen, picked under 'Any doctor', or the moved one): the calendar loads. */
  wanted: boolean;
  /** The typed date; its error is shown only after Schedule, as GOV.UK validates. */
  typed: TypedDateFields;
  onTypedChange: (fields: TypedDateFields) => void;
  typedError: (Refusal & { part: TypedDatePart }) | null;
}

/**
 * Focuses the 'Date and time' field of `form` for its error: the chosen time, else the first
 * offered one, else the field itself.
 */
export function focusSlotField(form: HTMLFormElement): void {
  const target =
    form.querySelector<HTMLElement>(`#${SLOT_FIELD_ID} input[type="radio"]:checked`) ??
    form.querySelector<HTMLElement>(`#${SLOT_FIELD_ID} input[type="radio"]`) ??
    form.querySelector<HTMLElement>(`#${SLOT_FIELD_ID}`);
  target?.focus();
}

/**
 * The calendar's component once loaded, or null, and `request`, which loads it (again after a
 * failure); it is requested as soon as it is `wanted`.
 */
function useSlotPicker(wanted: boolean) {
  const [SlotPicker, setSlotPicker] = useState<ComponentType<SlotPickerProps> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const request = useCallback(() => {
    loadSlotPicker().then(
      (component) => {
        if (mounted.current) setSlotPicker(() => component);
      },
      // The next hover or focus of the field tries again (a flaky network, say).
      (loadError: unknown) => console.warn('The calendar could not be loaded.', loadError),
    );
  }, []);
  useEffect(() => {
    if (wanted) request();
  }, [wanted, request]);
  return { SlotPicker, request };
}

/** The free times of the clinic day `day` as radio buttons, or that it has none. */
function SlotTimes({
  day,
  times,
  selected,
  onChange,
}: {
  day: Date;
  times: readonly Date[];
  selected: Date | null;
  onChange: (start: Date) => void;
}) {
  const texts = useBookingTexts();
  const { t } = texts;
  return (
    <fieldset className="slot-times">
      <legend>{t('timesOn', { day: texts.day(day) })}</legend>
      {times.length === 0 ? (
        <p className="field__hint">{t('noTimesOn', { day: texts.day(day) })}</p>
      ) : (
        <div className="slot-times__list">
          {times.map((time) => (
            <label key={time.getTime()} className="slot-time">
              <input
                type="radio"
                name="start"
                value={time.toISOString()}
                checked={selected?.getTime() === time.getTime()}
                onChange={() => onChange(time)}
              />
              <span>{formatClinicClock(time)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The booking form's 'Date and time' field (docs/product.md#booking), after the NHS booking
 * services: an inline calendar, the chosen day's free times as radio buttons, and a typed
 * GOV.UK date input as a fallback.
 */
export function SlotField({
  availability,
  selected,
  onChange,
  preselected,
  error,
  wanted,
  typed,
  onTypedChange,
  typedError,
}: SlotFieldProps) {
  const texts = useBookingTexts();
  const { t } = texts;
  const describeVisitorTime = useVisitorTime();
  const { today, maxDate, freeSlotsOn, freeCountOn, firstOpenSlot, firstFree } = availability;
  // Shown even when it has no free time.
  const [chosenDay, setChosenDay] = useState<Date | null>(null);
  const { SlotPicker, request } = useSlotPicker(wanted);

  const now = new Date();
  const day = selected ? startOfClinicDay(selected) : chosenDay;
  const times = day ? freeSlotsOn(day, now) : [];
  const chooseDay = (next: Date) => {
    setChosenDay(next);
    onChange(slotOnNewDay(freeSlotsOn(next, now), selected));
  };
  const onTyped = (fields: TypedDateFields) => {
    onTypedChange(fields);
    const read = readTypedDate(fields, { today, lastDay: maxDate });
    if (read.kind === 'day') chooseDay(read.day);
  };

  const chosen = selected && times.some((time) => time.getTime() === selected.getTime());
  const visitorTime = chosen && selected ? describeVisitorTime(selected.getTime()) : null;
  const describedBy = [
    error ? ERROR_ID : null,
    HINT_ID,
    firstFree ? FIRST_FREE_ID : null,
    chosen && preselected ? CHOSEN_ID : null,
    visitorTime ? VISITOR_TIME_ID : null,
  ]
    .filter(Boolean)
    .join(' ');
  const example = wallClockOf(addClinicDays(today, 7));

  return (
    <fieldset
      id={SLOT_FIELD_ID}
      className="field slot-field"
      tabIndex={-1}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      onPointerEnter={request}
      onFocus={request}
    >
      <legend>{t('dateAndTime')}</legend>
      <p id={HINT_ID} className="field__hint">
        {texts.hoursHint}
        {/* A visitor whose clock differs is told whose clock the field shows. */}
        {describeVisitorTime(now.getTime()) ? (
          <>
            {' '}
            <span className="field__hint-note">{texts.clinicTimeNote}</span>
          </>
        ) : null}
      </p>
      {firstFree ? (
        <p id={FIRST_FREE_ID} className="field__hint" data-testid="first-free">
          {texts.firstFree(firstFree.start, firstFree.days)}
        </p>
      ) : (
        <p className="field__hint">{t('chooseDoctorFirst')}</p>
      )}
      {chosen && preselected ? (
        <p id={CHOSEN_ID} className="notice" role="status">
          {t('firstFreeChosen')}
        </p>
      ) : null}
      <FormError id={ERROR_ID} message={error} />
      <div className={wanted || SlotPicker ? 'slot-field__calendar' : undefined}>
        {SlotPicker ? (
          <SlotPicker
            day={day}
            onDayChange={chooseDay}
            minDate={today}
            maxDate={maxDate}
            openToDate={day ?? firstOpenSlot}
            freeCountOn={freeCountOn}
            onMonthChange={availability.showMonth}
          />
        ) : null}
      </div>
      {day ? <SlotTimes day={day} times={times} selected={selected} onChange={onChange} /> : null}
      {visitorTime ? (
        <p id={VISITOR_TIME_ID} className="field__hint" data-testid="visitor-time">
          {visitorTime}
        </p>
      ) : null}
      <TypedDateInput
        typed={typed}
        onTyped={onTyped}
        typedError={typedError}
        hint={t('typedDateHint', { day: example.day, month: example.month, year: example.year })}
      />
    </fieldset>
  );
}
