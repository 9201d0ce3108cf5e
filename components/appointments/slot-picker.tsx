'use client';

import 'react-datepicker/dist/react-datepicker.css';
import { isSameDay } from 'date-fns';
import { type ComponentProps, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import DatePicker, { CalendarContainer } from 'react-datepicker';
import {
  CLINIC_TIME_ZONE,
  fromPickerDate,
  startOfClinicDay,
  toPickerDate,
} from '@/lib/appointments/clinic-time';

/**
 * Props of {@link SlotPicker}. Every time is an instant (a `Date` compared by its ms) on the
 * clinic's 30-minute grid (docs/product.md#booking, docs/product.md#clinic-time); the picker
 * shows them on the clinic's clock whatever the browser's zone.
 */
export interface SlotPickerProps {
  /** The chosen slot's start, or null. */
  selected: Date | null;
  /** Called with the new instant and, when typed, the input's change event (`type: 'change'`). */
  onChange: (value: Date | null, event?: { type?: string }) => void;
  /** The first and last day offered (inclusive): instants within those clinic days. */
  minDate: Date;
  maxDate: Date;
  /** The day and time the calendar and its time list show when nothing is chosen. */
  openToDate: Date;
  /**
   * Whether a clinic day has a bookable slot (called with the instant that day begins); whether
   * a slot can be booked (docs/decisions/004-only-real-free-slots.md).
   */
  filterDate: (day: Date) => boolean;
  filterTime: (time: Date) => boolean;
  /** aria-invalid and aria-describedby of the input. */
  ariaInvalid: 'true' | undefined;
  ariaDescribedBy: string | undefined;
  /** Receives the input element (to focus it on an error), or null. */
  inputRef: (input: HTMLElement | null) => void;
}

const TIME_ITEM = 'react-datepicker__time-list-item';

/**
 * The time list hides the times that cannot be booked (app/globals.css, docs/decisions/004-only-real-free-slots.md), so react-datepicker's
 * own arrow keys, which move to the next sibling, stop at a hidden one. This moves focus on to
 * the next offered time instead, so the whole list can be reached from the keyboard.
 */
function skipHiddenTimes(event: KeyboardEvent<HTMLElement>) {
  const item = event.target;
  if (!(item instanceof HTMLElement) || !item.classList.contains(TIME_ITEM)) return;
  if (document.activeElement !== item) return; // react-datepicker has already moved focus
  const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
  if (!forward && event.key !== 'ArrowUp' && event.key !== 'ArrowLeft') return;
  let next = forward ? item.nextElementSibling : item.previousElementSibling;
  while (next instanceof HTMLElement && next.classList.contains(`${TIME_ITEM}--disabled`)) {
    next = forward ? next.nextElementSibling : next.previousElementSibling;
  }
  if (next instanceof HTMLElement) next.focus();
}

/** The class of the calendar's day that is the clinic's today (bold, app/globals.css). */
const CLINIC_TODAY = 'slot-picker__today';

/**
 * The calendar, marking the clinic's today as the current date. react-datepicker marks the
 * browser's today (`aria-current="date"` and its `--today` class, whose bold app/globals.css
 * moves to {@link CLINIC_TODAY}); where the visitor's day is not the clinic's, that is the wrong
 * day (docs/product.md#clinic-time). After each render of the calendar the mark is moved.
 */
function ClinicTodayCalendar(props: ComponentProps<typeof CalendarContainer>) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const marked = box.current?.querySelectorAll(`[aria-current="date"], .${CLINIC_TODAY}`);
    for (const day of marked ?? []) {
      if (day.classList.contains(CLINIC_TODAY)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
  });
  return (
    <div ref={box} className="slot-picker__calendar">
      <CalendarContainer {...props} />
    </div>
  );
}

/**
 * The 'Date and time' field of the booking form (docs/product.md#routes, docs/product.md#texts): react-datepicker with its calendar
 * and a 30-minute time list in 24-hour format. A module of its own, with the picker's CSS, so the
 * booking form loads it after its first render instead of with the page .
 *
 * react-datepicker knows only the browser's zone, so it is handed *picker dates* whose local
 * wall clock is the clinic's (lib/appointments/clinic-time.ts), and what it returns is turned
 * back into instants: a visitor in Los Angeles or Kathmandu sees and picks the clinic's
 * 09:00, and the day marked as today is the clinic's (docs/decisions/012-clinic-time.md).
 */
export default function SlotPicker({
  selected,
  onChange,
  minDate,
  maxDate,
  openToDate,
  filterDate,
  filterTime,
  ariaInvalid,
  ariaDescribedBy,
  inputRef,
}: SlotPickerProps) {
  const zone = CLINIC_TIME_ZONE;
  const shown = (instant: Date) => toPickerDate(instant, zone);
  const instant = (picked: Date) => fromPickerDate(picked, zone);
  const today = shown(startOfClinicDay(new Date(), zone));
  return (
    <DatePicker
      id="booking-start"
      name="start"
      selected={selected && shown(selected)}
      onChange={(value: Date | null, event?: { type?: string }) =>
        onChange(value && instant(value), event)
      }
      showTimeSelect
      timeIntervals={30}
      timeFormat="HH:mm"
      timeCaption="Time"
      dateFormat="EEEE, MMMM d, yyyy HH:mm"
      minDate={shown(minDate)}
      maxDate={shown(maxDate)}
      openToDate={shown(openToDate)}
      filterDate={(day) => filterDate(instant(day))}
      filterTime={(time) => filterTime(instant(time))}
      dayClassName={(day) => (isSameDay(day, today) ? CLINIC_TODAY : '')}
      calendarContainer={ClinicTodayCalendar}
      onKeyDown={skipHiddenTimes}
      placeholderText="Choose a date and time"
      autoComplete="off"
      className="datepicker-input"
      ariaInvalid={ariaInvalid}
      ariaDescribedBy={ariaDescribedBy}
      ref={(picker) => inputRef(picker?.input ?? null)}
    />
  );
}
