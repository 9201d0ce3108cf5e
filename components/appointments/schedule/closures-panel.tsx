'use client';

import { type FormEvent, useState } from 'react';
import { type ScheduleData, TEXT_LIMITS } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useAffectedPanel } from './affected-appointments';
import { RemovableList } from './desk-fields';
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
  };

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
      <form className="form form--wide" noValidate onSubmit={onSubmit}>
        <FormError id="closure-error" message={error} />
        <TextField
          id="closure-first"
          label={scheduleTexts.closureFirst}
          type="date"
          value={firstDay}
          onChange={setFirstDay}
        />
        <TextField
          id="closure-last"
          label={scheduleTexts.closureLast}
          type="date"
          value={lastDay}
          onChange={setLastDay}
        />
        <TextField
          id="closure-name"
          label={scheduleTexts.closureName}
          value={name}
          onChange={setName}
          maxLength={TEXT_LIMITS.name}
        />
        <button type="submit" className="button" disabled={busy}>
          {scheduleTexts.addClosure}
        </button>
      </form>
      {affectedPanel}
    </section>
  );
}
