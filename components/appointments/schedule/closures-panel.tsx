'use client';

import { useState } from 'react';
import { type ScheduleData, TEXT_LIMITS } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { TextField } from '@/components/ui/text-field';
import { useAffectedPanel } from './affected-appointments';
import { DeskForm, RangeFields, RemovableList } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * Days the whole clinic is closed, with a name (staff; docs/shared-mode.md#the-front-desk):
 * those in the days shown with a Remove button, and a form to add one; bookings on them are
 * listed to cancel or keep.
 */
export function ClosuresPanel({
  data,
  days,
  onDone,
}: {
  data: ScheduleData;
  days: string[];
  onDone: (message: string) => void;
}) {
  const { addClosure, removeClosure } = useScheduleStore();
  const [firstDay, setFirstDay] = useState(days[0]!);
  const [lastDay, setLastDay] = useState(days[0]!);
  const [name, setName] = useState('');
  const { showAffected, affectedPanel } = useAffectedPanel('closure', onDone);
  const { busy, error, setError, run } = useDeskAction();

  const onSubmit = () =>
    void run(async () => {
      if (!firstDay || !name.trim()) {
        setError(scheduleTexts.closureNeeds);
        return;
      }
      const added = await addClosure({ firstDay, lastDay: lastDay || firstDay, name: name.trim() });
      setName('');
      showAffected(added.affected);
      onDone(scheduleTexts.closureAdded(added.added.name));
    });

  return (
    <section className="panel schedule__panel" aria-labelledby="closures-title">
      <h2 id="closures-title">{scheduleTexts.closureTitle}</h2>
      <RemovableList
        busy={busy}
        empty={scheduleTexts.closuresNone}
        items={data.closures.map((closure) => ({
          key: closure.id,
          text: `${closure.name}: ${closure.first_day}${closure.last_day !== closure.first_day ? ` – ${closure.last_day}` : ''}`,
          removeLabel: scheduleTexts.removeClosure(closure.name),
          onRemove: () =>
            run(async () => {
              await removeClosure(closure.id);
              onDone(scheduleTexts.removed);
            }),
        }))}
      />
      <DeskForm
        idPrefix="closure"
        error={error}
        busy={busy}
        submitLabel={scheduleTexts.addClosure}
        onSubmit={onSubmit}
      >
        <RangeFields
          type="date"
          from={{
            id: 'closure-first',
            label: scheduleTexts.closureFirst,
            value: firstDay,
            onChange: setFirstDay,
          }}
          to={{
            id: 'closure-last',
            label: scheduleTexts.closureLast,
            value: lastDay,
            onChange: setLastDay,
          }}
        />
        <TextField
          id="closure-name"
          label={scheduleTexts.closureName}
          value={name}
          onChange={setName}
          maxLength={TEXT_LIMITS.name}
        />
      </DeskForm>
      {affectedPanel}
    </section>
  );
}
