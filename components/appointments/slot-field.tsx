'use client';

import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { CLINIC_TIME_ZONE, describeVisitorTime } from '@/lib/appointments/clinic-time';
import { timeTexts } from '@/lib/appointments/texts';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { FormError } from '@/components/ui/form-error';
import type { SlotPickerProps } from './slot-picker';
import type { SlotAvailability } from './use-slot-availability';

/**
 * react-datepicker and its CSS are a chunk of their own (about 40 KB gzip, 157 KB of script to
 * evaluate), loaded when the visitor shows they are about to use it: a doctor is chosen, or the
 * date field is hovered, focused or clicked. Until then an input of the same size stands in, so
 * the page's load never waits for it or runs it (first load and blocking time).
 */
const loadSlotPicker = lazyModule(() => import('./slot-picker').then((module) => module.default));

const ERROR_ID = 'booking-start-error';
const HINT_ID = 'booking-start-hint';
const FIRST_FREE_ID = 'booking-start-first-free';
const VISITOR_TIME_ID = 'booking-start-visitor-time';

/** Props of {@link SlotField}; times are instants, days the clinic's (docs/product.md#clinic-time). */
export interface SlotFieldProps {
  /** Which slots are free (components/appointments/use-slot-availability.ts). */
  availability: Pick<
    SlotAvailability,
    'today' | 'maxDate' | 'isBookable' | 'freeSlotsOn' | 'firstOpenSlot' | 'firstFree'
  >;
  /** The chosen slot's start while it is still free, or null. */
  selected: Date | null;
  /** Receives the new start, or null when cleared. */
  onChange: (start: Date | null) => void;
  /** The field's error text, if any. */
  error: string | undefined;
  /** Whether the visitor is about to use the field (a doctor was chosen): the picker loads then. */
  wanted: boolean;
}

/**
 * The booking form's 'Date and time' field (docs/product.md#booking): the clinic-hours hint,
 * the lazily loaded slot picker (a read-only stand-in until it arrives), the chosen doctor's
 * first free slot, the visitor's own time of the chosen one and the field's error, all named
 * by the input's `aria-describedby`.
 */
export function SlotField({ availability, selected, onChange, error, wanted }: SlotFieldProps) {
  const { today, maxDate, isBookable, freeSlotsOn, firstOpenSlot, firstFree } = availability;
  const [SlotPicker, setSlotPicker] = useState<ComponentType<SlotPickerProps> | null>(null);
  const standIn = useRef<HTMLInputElement | null>(null);
  /** Whether the stand-in had focus as the picker replaced it: focus then moves into the picker. */
  const moveFocusToPicker = useRef(false);
  // Judged as the stand-in leaves the page (React detaches a ref before removing its element),
  // not when the code arrived: a click can land between the two.
  const standInRef = useCallback((element: HTMLInputElement | null) => {
    if (!element) moveFocusToPicker.current = document.activeElement === standIn.current;
    standIn.current = element;
  }, []);
  const request = useCallback(() => {
    loadSlotPicker().then(
      (component) => {
        if (standIn.current === null) return; // already shown, or unmounted
        setSlotPicker(() => component);
      },
      // The next hover or focus of the field tries again (a flaky network, say).
      (error: unknown) => console.warn('The date picker could not be loaded.', error),
    );
  }, []);
  useEffect(() => {
    if (wanted) request();
  }, [wanted, request]);

  const now = new Date();
  const visitorTime = selected ? describeVisitorTime(selected) : null;
  const describedBy =
    [
      error ? ERROR_ID : null,
      HINT_ID,
      firstFree ? FIRST_FREE_ID : null,
      visitorTime ? VISITOR_TIME_ID : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const onDateChange = (value: Date | null, event?: { type?: string }) => {
    if (!value || isBookable(value)) return onChange(value);
    // A typed time is kept as typed, so the field says it cannot be booked rather than
    // silently swapping it. A day clicked in the calendar keeps the previous time of day,
    // which may not be free that day: move to that day's first free slot instead.
    const typed = event?.type === 'change';
    onChange(typed ? value : (freeSlotsOn(value)[0] ?? null));
  };

  return (
    <div className="field">
      <label htmlFor="booking-start">Date and time</label>
      <p id={HINT_ID} className="field__hint">
        {timeTexts.bookingHoursHint}
        {/* A visitor whose clock differs is told whose clock the picker shows. */}
        {describeVisitorTime(now) ? ` ${timeTexts.clinicTimeNote(CLINIC_TIME_ZONE)}` : null}
      </p>
      {SlotPicker ? (
        <SlotPicker
          selected={selected}
          onChange={onDateChange}
          minDate={today}
          maxDate={maxDate}
          openToDate={selected ?? firstOpenSlot}
          filterDate={(day) => freeSlotsOn(day, now).length > 0}
          filterTime={(time) => isBookable(time)}
          ariaInvalid={error ? 'true' : undefined}
          ariaDescribedBy={describedBy}
          inputRef={(input) => {
            if (input && moveFocusToPicker.current) {
              moveFocusToPicker.current = false;
              input.focus();
            }
          }}
        />
      ) : (
        <input
          id="booking-start"
          className="datepicker-input"
          placeholder="Choose a date and time"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          readOnly
          ref={standInRef}
          onPointerEnter={request}
          onFocus={request}
        />
      )}
      {firstFree ? (
        <p id={FIRST_FREE_ID} className="field__hint" data-testid="first-free">
          {firstFree}
        </p>
      ) : null}
      {visitorTime ? (
        <p id={VISITOR_TIME_ID} className="field__hint" data-testid="visitor-time">
          {visitorTime}
        </p>
      ) : null}
      <FormError id={ERROR_ID} message={error} />
    </div>
  );
}
