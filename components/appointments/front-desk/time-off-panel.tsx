'use client';

import { formatSlotDay, clinic, clinicInstant } from '@/lib/clinic';
import {
  fromClinicInput,
  type DeskData,
  shiftDay,
  TEXT_LIMITS,
} from '@/lib/appointments/front-desk/front-desk';
import { frontDeskTexts } from '@/lib/appointments/front-desk/texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import type { FieldSpec } from '@/components/ui/field-list';
import { useAffectedPanel } from './affected-appointments';
import { DeskForm, DeskPanel, DoctorSelect, RemovableList } from './desk-fields';
import { useDeskForm } from './use-desk-action';

/** A time off's start and end in clinic time, and its note. */
const TIME_OFF_FIELDS: readonly FieldSpec<'doctor' | 'from' | 'to' | 'reason'>[] = [
  {
    name: 'from',
    label: frontDeskTexts.timeOffFrom,
    type: 'datetime-local',
    step: clinic.gridMinutes * 60,
  },
  {
    name: 'to',
    label: frontDeskTexts.timeOffTo,
    type: 'datetime-local',
    step: clinic.gridMinutes * 60,
  },
  { name: 'reason', label: frontDeskTexts.timeOffReason, maxLength: TEXT_LIMITS.reason },
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
      const start = formatSlotDay(new Date(range.starts_at));
      const end = formatSlotDay(new Date(range.ends_at));
      const doctor = nameOf(range.doctor_id);
      return {
        key: range.id,
        text: `${doctor}: ${start} – ${end}${range.reason ? ` (${range.reason})` : ''}`,
        removeLabel: frontDeskTexts.removeTimeOff(doctor, start, end),
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
      setError(frontDeskTexts.timeOffBounds);
      return;
    }
    if (end <= start) {
      setError(frontDeskTexts.timeOffOrder);
      return;
    }
    const added = await addTimeOff({ doctorId: Number(doctor), start, end, reason });
    onChange('reason', '');
    showAffected(added.affected);
    onDone(frontDeskTexts.timeOffAdded(nameOf(Number(doctor))));
  });

  return (
    <DeskPanel id="time-off" title={frontDeskTexts.timeOffTitle}>
      <RemovableList
        empty={frontDeskTexts.timeOffNone}
        items={ranges}
        form={form}
        onDone={onDone}
      />
      <DeskForm form={form} fields={TIME_OFF_FIELDS} submitLabel={frontDeskTexts.addTimeOff}>
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
