'use client';

import { clinicToday, type ScheduleDoctor, shiftDay } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { TextField } from '@/components/ui/text-field';
import { DoctorSelect } from './desk-fields';

/** The front desk's grid: one day of every doctor, or one doctor's week. */
export type ScheduleView = 'day' | 'week';

/** Props of {@link ScheduleControls}; days are clinic days, 'YYYY-MM-DD'. */
interface ScheduleControlsProps {
  view: ScheduleView;
  onViewChange: (view: ScheduleView) => void;
  /** The day shown (in the week view, a day of the week shown). */
  day: string;
  onDayChange: (day: string) => void;
  /** The doctors the week view offers, and the one it shows (or null). */
  doctors: readonly ScheduleDoctor[];
  shownDoctor: number | null;
  onDoctorChange: (doctorId: number) => void;
  /** A doctor account's own doctor, whose week needs no choice; null for staff. */
  ownDoctor: number | null;
}

/**
 * The days /schedule shows (docs/front-desk.md): the view, the week view's doctor, the date,
 * previous, today, next, and Print.
 */
export function ScheduleControls({
  view,
  onViewChange,
  day,
  onDayChange,
  doctors,
  shownDoctor,
  onDoctorChange,
  ownDoctor,
}: ScheduleControlsProps) {
  const step = view === 'day' ? 1 : 7;
  return (
    <div className="schedule__controls" role="group" aria-label={scheduleTexts.daysShown}>
      <TextField
        as="select"
        id="schedule-view"
        label={scheduleTexts.viewLabel}
        value={view}
        onChange={(value) => onViewChange(value === 'week' ? 'week' : 'day')}
      >
        <option value="day">{scheduleTexts.dayView}</option>
        <option value="week">{scheduleTexts.weekView}</option>
      </TextField>
      {view === 'week' && ownDoctor === null ? (
        <DoctorSelect
          id="schedule-doctor"
          doctors={doctors}
          value={String(shownDoctor ?? '')}
          onChange={(value) => onDoctorChange(Number(value))}
        />
      ) : null}
      <TextField
        id="schedule-date"
        label={scheduleTexts.dateLabel}
        type="date"
        value={day}
        onChange={(value) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onDayChange(value);
        }}
      />
      <div className="schedule__buttons">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDayChange(shiftDay(day, -step))}
        >
          {view === 'day' ? scheduleTexts.previousDay : scheduleTexts.previousWeek}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDayChange(clinicToday())}
        >
          {scheduleTexts.today}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDayChange(shiftDay(day, step))}
        >
          {view === 'day' ? scheduleTexts.nextDay : scheduleTexts.nextWeek}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => window.print()}
        >
          {scheduleTexts.print}
        </button>
      </div>
    </div>
  );
}
