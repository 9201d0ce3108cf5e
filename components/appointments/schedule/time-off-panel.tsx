'use client';

import { useState } from 'react';
import { formatSlotDay } from '@/lib/appointments/first-free';
import {
  clinicInstant,
  fromClinicInput,
  type ScheduleData,
  shiftDay,
  TEXT_LIMITS,
} from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { TextField } from '@/components/ui/text-field';
import { useAffectedPanel } from './affected-appointments';
import { DeskForm, DoctorSelect, RangeFields, RemovableList } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * A doctor's time off (docs/shared-mode.md#the-front-desk): one range of any length (a
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
  data: ScheduleData;
  days: string[];
  ownDoctor: number | null;
  onDone: (message: string) => void;
}) {
  const { addTimeOff, removeTimeOff } = useScheduleStore();
  const doctors = data.doctors.filter((doctor) => ownDoctor === null || doctor.id === ownDoctor);
  const [doctorId, setDoctorId] = useState(String(ownDoctor ?? doctors[0]?.id ?? ''));
  const [from, setFrom] = useState(`${days[0]}T09:00`);
  const [to, setTo] = useState(`${days[0]}T17:00`);
  const [reason, setReason] = useState('');
  const { showAffected, affectedPanel } = useAffectedPanel('time-off', onDone, ownDoctor === null);
  const { busy, error, setError, run } = useDeskAction();
  const nameOf = (id: number) => data.doctors.find((doctor) => doctor.id === id)?.name ?? '';
  const shownFrom = clinicInstant(days[0]!, 0).getTime();
  const shownTo = clinicInstant(shiftDay(days[days.length - 1]!, 1), 0).getTime();
  const listed = data.timeOff.filter(
    (range) => Date.parse(range.starts_at) < shownTo && Date.parse(range.ends_at) > shownFrom,
  );

  const onSubmit = () =>
    void run(async () => {
      const start = fromClinicInput(from);
      const end = fromClinicInput(to);
      if (!start || !end) {
        setError(scheduleTexts.timeOffBounds);
        return;
      }
      if (end <= start) {
        setError(scheduleTexts.timeOffOrder);
        return;
      }
      const added = await addTimeOff({ doctorId: Number(doctorId), start, end, reason });
      setReason('');
      showAffected(added.affected);
      onDone(scheduleTexts.timeOffAdded(nameOf(Number(doctorId))));
    });

  return (
    <section className="panel schedule__panel" aria-labelledby="time-off-title">
      <h2 id="time-off-title">{scheduleTexts.timeOffTitle}</h2>
      <RemovableList
        busy={busy}
        empty={scheduleTexts.timeOffNone}
        items={listed.map((range) => {
          const start = formatSlotDay(new Date(range.starts_at));
          const end = formatSlotDay(new Date(range.ends_at));
          const doctor = nameOf(range.doctor_id);
          return {
            key: range.id,
            text: `${doctor}: ${start} – ${end}${range.reason ? ` (${range.reason})` : ''}`,
            removeLabel: scheduleTexts.removeTimeOff(doctor, start, end),
            onRemove: () =>
              run(async () => {
                await removeTimeOff(range.id);
                onDone(scheduleTexts.removed);
              }),
          };
        })}
      />
      <DeskForm
        idPrefix="time-off"
        error={error}
        busy={busy}
        submitLabel={scheduleTexts.addTimeOff}
        onSubmit={onSubmit}
      >
        {ownDoctor === null ? (
          <DoctorSelect
            id="time-off-doctor"
            doctors={doctors}
            value={doctorId}
            onChange={setDoctorId}
          />
        ) : null}
        <RangeFields
          type="datetime-local"
          from={{
            id: 'time-off-from',
            label: scheduleTexts.timeOffFrom,
            value: from,
            onChange: setFrom,
          }}
          to={{ id: 'time-off-to', label: scheduleTexts.timeOffTo, value: to, onChange: setTo }}
        />
        <TextField
          id="time-off-reason"
          label={scheduleTexts.timeOffReason}
          value={reason}
          onChange={setReason}
          maxLength={TEXT_LIMITS.reason}
        />
      </DeskForm>
      {affectedPanel}
    </section>
  );
}
