'use client';

import 'react-datepicker/dist/react-datepicker.css';
import { isSameDay, type Locale as DateFnsLocale } from 'date-fns';
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import DatePicker, { type CalendarContainer } from 'react-datepicker';
import { clinic, fromPickerDate, startOfClinicDay, toPickerDate } from '@/lib/clinic';
import { PickerLocaleContext } from './picker-locale';
import { useBookingTexts } from './use-booking-texts';

/** Props of {@link SlotPicker}. Days are instants of clinic midnight (docs/product.md#clinic-time). */
export interface SlotPickerProps {
  day: Date | null;
  onDayChange: (day: Date) => void;
  /** The first and last day offered, inclusive. */
  minDate: Date;
  maxDate: Date;
  /** The month shown when no day is chosen. */
  openToDate: Date;
  /** Free slots on the clinic day beginning at `day`; 0 outside the horizon. */
  freeCountOn: (day: Date) => number;
  /** Called with an instant in the month the calendar moved to, so its free slots are read (docs/clinic-calendar.md#free-slots). */
  onMonthChange?: (instant: Date) => void;
}

const CLINIC_TODAY = 'slot-picker__today';
const COUNT_CLASS = 'slot-day__count';
/** The count a previous render added to a day's name ('…, 3 free times'), in either plural form. */
function spokenCount(dayFreeTimes: (count: number) => string): RegExp {
  const forms = [1, 2].map((count) => dayFreeTimes(count).replace(String(count), '\\d+'));
  return new RegExp(`, (${forms.join('|')})$`);
}

const DayFocusContext = createContext<(pickerDay: Date) => void>(() => {});

/**
 * The calendar's box fixes after each render what react-datepicker cannot be told: the clinic's
 * today (not the browser's) is the current date, a day's accessible name says how many times are
 * free, and the grid is one tab stop whose arrow keys choose a day, as radio buttons do.
 */
function SlotCalendarBox({ className, children }: ComponentProps<typeof CalendarContainer>) {
  const box = useRef<HTMLDivElement>(null);
  const onDayFocus = use(DayFocusContext);
  const { t } = useBookingTexts();
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = event.target.closest('[role="gridcell"]');
    const day = cell?.querySelector('[data-day]')?.getAttribute('data-day');
    // Keyboard focus only: a pointer's focus comes before its click, which chooses the day.
    if (!cell?.matches(':focus-visible') || cell.getAttribute('aria-disabled') !== 'false') return;
    if (day) onDayFocus(new Date(Number(day)));
  };
  useLayoutEffect(() => {
    const marked = box.current?.querySelectorAll(`[aria-current="date"], .${CLINIC_TODAY}`);
    for (const day of marked ?? []) {
      if (day.classList.contains(CLINIC_TODAY)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
    const spoken = spokenCount((count) => t('dayFreeTimes', { count }));
    for (const day of box.current?.querySelectorAll('[role="gridcell"]') ?? []) {
      const base = (day.getAttribute('aria-label') ?? '').replace(spoken, '');
      const count = Number(day.querySelector(`.${COUNT_CLASS}`)?.getAttribute('data-free') ?? 0);
      day.setAttribute('aria-label', count > 0 ? `${base}, ${t('dayFreeTimes', { count })}` : base);
    }
    for (const button of box.current?.querySelectorAll('.react-datepicker__navigation') ?? []) {
      button.setAttribute('tabindex', '-1');
    }
  });
  return (
    <div
      ref={box}
      className={`${className ?? ''} slot-picker__calendar`}
      role="group"
      aria-label={t('calendarLabel')}
      onFocus={onFocus}
    >
      {children}
    </div>
  );
}

/**
 * The booking form's inline calendar (docs/product.md#booking): days without a free time are
 * disabled, the others show their count. react-datepicker knows only the browser's zone, so it
 * gets *picker dates* whose wall clock is the clinic's (docs/decisions/012-clinic-time.md).
 */
export default function SlotPicker({
  day,
  onDayChange,
  minDate,
  maxDate,
  openToDate,
  freeCountOn,
  onMonthChange,
}: SlotPickerProps) {
  const { t } = useBookingTexts();
  const loadLocale = use(PickerLocaleContext);
  const [dateLocale, setDateLocale] = useState<DateFnsLocale>();
  useEffect(() => {
    void loadLocale?.().then(setDateLocale);
  }, [loadLocale]);
  const zone = clinic.timeZone;
  const shown = (instant: Date) => toPickerDate(instant, zone);
  const instant = (picked: Date) => fromPickerDate(picked, zone);
  const today = shown(startOfClinicDay(new Date(), zone));
  const countOf = (pickerDay: Date) => freeCountOn(instant(pickerDay));
  const choose = (pickerDay: Date) => {
    const chosen = startOfClinicDay(instant(pickerDay), zone);
    if (chosen.getTime() !== day?.getTime()) onDayChange(chosen);
  };
  // The Spanish page's calendar waits for its month and day names (a chunk fetched with the
  // form), or it would show English text for a moment (docs/languages.md#catalogs).
  if (loadLocale && !dateLocale) return null;
  return (
    <DayFocusContext value={choose}>
      <DatePicker
        inline
        // Given by the Spanish page only (booking-page-es.tsx); English is the default.
        locale={dateLocale}
        // react-datepicker's own English words, in the page's language.
        chooseDayAriaLabelPrefix={t('pickerChoose')}
        disabledDayAriaLabelPrefix={t('pickerUnavailable')}
        previousMonthAriaLabel={t('pickerPrevious')}
        previousMonthButtonLabel={t('pickerPrevious')}
        nextMonthAriaLabel={t('pickerNext')}
        nextMonthButtonLabel={t('pickerNext')}
        monthAriaLabelPrefix={`${t('pickerMonth')} `}
        selected={day && shown(day)}
        onChange={(value: Date | null) => {
          if (value) choose(value);
        }}
        minDate={shown(minDate)}
        maxDate={shown(maxDate)}
        openToDate={shown(openToDate)}
        filterDate={(candidate) => countOf(candidate) > 0}
        onMonthChange={(month: Date) => onMonthChange?.(instant(month))}
        dayClassName={(candidate) => (isSameDay(candidate, today) ? CLINIC_TODAY : '')}
        renderDayContents={(dayOfMonth, date) => {
          const count = date ? countOf(date) : 0;
          return (
            <>
              <span className="slot-day__date" data-day={date?.getTime()}>
                {dayOfMonth}
              </span>
              {count > 0 ? (
                <span className={COUNT_CLASS} data-free={count} aria-hidden="true">
                  {t('freeCount', { count })}
                </span>
              ) : null}
            </>
          );
        }}
        calendarContainer={SlotCalendarBox}
      />
    </DayFocusContext>
  );
}
