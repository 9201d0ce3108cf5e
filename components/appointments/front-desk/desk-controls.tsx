'use client';

import { clinicToday, type DeskDoctor, shiftDay } from '@/lib/appointments/front-desk/front-desk';
import { type DeskTexts, useDeskTexts } from './use-desk-texts';
import type { VisitType } from '@/lib/clinic';
import { FieldList, type FieldSpec } from '@/components/ui/field-list';
import { TextField } from '@/components/ui/text-field';
import { DoctorSelect } from './desk-fields';

/** The visit type whose free starts the grid shows, each with its length, the consultation first. */
function visitTypeField(
  visitTypes: readonly VisitType[],
  texts: DeskTexts,
): FieldSpec<'visit-type'> {
  return {
    name: 'visit-type',
    label: texts.freeForLabel,
    type: 'select',
    options: visitTypes.map((type) => ({
      value: type.id,
      label: texts.visitTypeOption(type.name, type.durationMinutes),
    })),
  };
}

/** The front desk's grid: one day of every doctor, or one doctor's week. */
export type DeskView = 'day' | 'week';

/** Props of {@link DeskControls}; days are clinic days, 'YYYY-MM-DD'. */
interface DeskControlsProps {
  view: DeskView;
  onViewChange: (view: DeskView) => void;
  /** The day shown (in the week view, a day of the week shown). */
  day: string;
  onDayChange: (day: string) => void;
  /** The doctors the week view offers, and the one it shows (or null). */
  doctors: readonly DeskDoctor[];
  shownDoctor: number | null;
  onDoctorChange: (doctorId: number) => void;
  /** A doctor account's own doctor, whose week needs no choice; null for staff. */
  ownDoctor: number | null;
  /** The clinic's visit types; with more than one, the grid's free starts are those of `visitTypeId`. */
  visitTypes: readonly VisitType[];
  visitTypeId: string;
  onVisitTypeChange: (visitTypeId: string) => void;
}

/**
 * The days /schedule shows (docs/front-desk.md#the-front-desk-page): the view, the week view's
 * doctor, the visit type whose free starts it shows (when the clinic offers several), the date,
 * previous, today, next, and Print.
 */
export function DeskControls({
  view,
  onViewChange,
  day,
  onDayChange,
  doctors,
  shownDoctor,
  onDoctorChange,
  ownDoctor,
  visitTypes,
  visitTypeId,
  onVisitTypeChange,
}: DeskControlsProps) {
  const texts = useDeskTexts();
  const step = view === 'day' ? 1 : 7;
  return (
    <div className="schedule__controls" role="group" aria-label={texts.daysShown}>
      <TextField
        as="select"
        id="schedule-view"
        label={texts.viewLabel}
        value={view}
        onChange={(value) => onViewChange(value === 'week' ? 'week' : 'day')}
      >
        <option value="day">{texts.dayView}</option>
        <option value="week">{texts.weekView}</option>
      </TextField>
      {view === 'week' && ownDoctor === null ? (
        <DoctorSelect
          id="schedule-doctor"
          doctors={doctors}
          value={String(shownDoctor ?? '')}
          onChange={(value) => onDoctorChange(Number(value))}
        />
      ) : null}
      {visitTypes.length > 1 ? (
        <FieldList
          idPrefix="schedule"
          fields={[visitTypeField(visitTypes, texts)]}
          values={{ 'visit-type': visitTypeId }}
          onChange={(_, value) => onVisitTypeChange(value)}
        />
      ) : null}
      <TextField
        id="schedule-date"
        label={texts.dateLabel}
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
          {view === 'day' ? texts.previousDay : texts.previousWeek}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDayChange(clinicToday())}
        >
          {texts.today}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDayChange(shiftDay(day, step))}
        >
          {view === 'day' ? texts.nextDay : texts.nextWeek}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => window.print()}
        >
          {texts.print}
        </button>
      </div>
    </div>
  );
}
