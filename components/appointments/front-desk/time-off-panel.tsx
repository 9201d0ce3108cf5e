'use client';

import { clinic, clinicInstant } from '@/lib/clinic';
import {
  fromClinicInput,
  type DeskData,
  shiftDay,
  TEXT_LIMITS,
} from '@/lib/appointments/front-desk/front-desk';
import { type DeskTexts, useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import type { FieldSpec } from '@/components/ui/field-list';
import { useAffectedPanel } from './affected-appointments';
import { DeskForm, DeskPanel, DoctorSelect, RemovableList } from './desk-fields';
import { useDeskForm } from './use-desk-action';

/** A time off's start and end in clinic time, and its note. */
const timeOffFields = (
  texts: DeskTexts,
): readonly FieldSpec<'doctor' | 'from' | 'to' | 'reason'>[] => [
  {
    name: 'from',
    label: texts.timeOffFrom,
    type: 'datetime-local',
    step: clinic.gridMinutes * 60,
  },
  {
    name: 'to',
    label: texts.timeOffTo,
    type: 'datetime-local',
    step: clinic.gridMinutes * 60,
  },
  { name: 'reason', label: texts.timeOffReason, maxLength: TEXT_LIMITS.reason },
];

/**
 * A doctor's time off (docs/front-desk.md): one range of any length (a
 * three-week holiday is one entry, part days too), listed for the days shown with a Remove
 * button. Staff choose the doctor; a doctor account adds its own, and both see the bookings it
 * falls on.
 */
export function TimeOffPanel({
  data,
  days,
  ownDoctor,
  onDone,
}: {
  data: DeskData;
  days: string[];
  ownDoctor: number | null;
  onDone: (message: string) => void;
}) {
  const { addTimeOff, removeTimeOff } = useFrontDeskStore();
  const texts = useDeskTexts();
  const doctors = data.doctors.filter((doctor) => ownDoctor === null || doctor.id === ownDoctor);
  const { showAffected, affectedPanel } = useAffectedPanel('time-off', onDone, ownDoctor === null);
  const nameOf = (id: number) => data.doctors.find((doctor) => doctor.id === id)?.name ?? '';
  const shownFrom = clinicInstant(days[0]!, 0).getTime();
  const shownTo = clinicInstant(shiftDay(days[days.length - 1]!, 1), 0).getTime();
  const ranges = data.timeOff
    .filter(
      (range) => Date.parse(range.starts_at) < shownTo && Date.parse(range.ends_at) > shownFrom,
    )
    .map((range) => {
      const start = texts.slotDay(new Date(range.starts_at));
      const end = texts.slotDay(new Date(range.ends_at));
      const doctor = nameOf(range.doctor_id);
      return {
        key: range.id,
        text: `${doctor}: ${start} – ${end}${range.reason ? ` (${range.reason})` : ''}`,
        removeLabel: texts.removeTimeOff(doctor, start, end),
        remove: () => removeTimeOff(range.id),
      };
    });
  const initial = {
    doctor: String(ownDoctor ?? doctors[0]?.id ?? ''),
    from: `${days[0]}T09:00`,
    to: `${days[0]}T17:00`,
    reason: '',
  };
  const form = useDeskForm('time-off', initial, async ({ values, setError, onChange }) => {
    const { doctor, from, to, reason } = values;
    const start = fromClinicInput(from);
    const end = fromClinicInput(to);
    if (!start || !end) {
      setError(texts.timeOffBounds);
      return;
    }
    if (end <= start) {
      setError(texts.timeOffOrder);
      return;
    }
    const added = await addTimeOff({ doctorId: Number(doctor), start, end, reason });
    onChange('reason', '');
    showAffected(added.affected);
    onDone(texts.timeOffAdded(nameOf(Number(doctor))));
  });

  return (
    <DeskPanel id="time-off" title={texts.timeOffTitle}>
      <RemovableList empty={texts.timeOffNone} items={ranges} form={form} onDone={onDone} />
      <DeskForm form={form} fields={timeOffFields(texts)} submitLabel={texts.addTimeOff}>
        {ownDoctor === null ? (
          <DoctorSelect
            id="time-off-doctor"
            doctors={doctors}
            value={form.values.doctor}
            onChange={(value) => form.onChange('doctor', value)}
          />
        ) : null}
      </DeskForm>
      {affectedPanel}
    </DeskPanel>
  );
}
