'use client';

import type { ScheduleDoctor } from '@/lib/appointments/front-desk';
import { TEXT_LIMITS } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { TextField } from '@/components/ui/text-field';

/** A doctor select of the desk, options by id. */
export function DoctorSelect({
  id,
  doctors,
  value,
  onChange,
}: {
  id: string;
  doctors: readonly ScheduleDoctor[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      as="select"
      id={id}
      label={scheduleTexts.doctorLabel}
      value={value}
      onChange={onChange}
    >
      {doctors.map((doctor) => (
        <option key={doctor.id} value={doctor.id}>
          {doctor.name}
        </option>
      ))}
    </TextField>
  );
}

/** The reason a patient is e-mailed with a cancel or a move, capped as the database caps it. */
export function ReasonField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      as="textarea"
      id={id}
      label={scheduleTexts.reasonLabel}
      value={value}
      onChange={onChange}
      maxLength={TEXT_LIMITS.reason}
      rows={2}
    />
  );
}

/** One listed range (time off, a closure): its text and a Remove button named after it. */
export interface RemovableItem {
  key: number;
  text: string;
  /** The Remove button's accessible name, saying what it removes. */
  removeLabel: string;
  onRemove: () => void;
}

/** The ranges of a panel, each with its Remove button, or `empty` when there are none. */
export function RemovableList({
  items,
  empty,
  busy,
}: {
  items: readonly RemovableItem[];
  empty: string;
  busy: boolean;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="schedule__list">
      {items.map((item) => (
        <li key={item.key}>
          {item.text}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={item.removeLabel}
            disabled={busy}
            onClick={item.onRemove}
          >
            {scheduleTexts.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}
