'use client';

import { type DeskData, TEXT_LIMITS } from '@/lib/appointments/front-desk/front-desk';
import { type DeskTexts, useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import type { FieldSpec } from '@/components/ui/field-list';
import { useAffectedPanel } from './affected-appointments';
import { DeskForm, DeskPanel, RemovableList } from './desk-fields';
import { useDeskForm } from './use-desk-action';

/** A closure's first and last day and its name. */
const closureFields = (texts: DeskTexts): readonly FieldSpec<'first' | 'last' | 'name'>[] => [
  { name: 'first', label: texts.closureFirst, type: 'date' },
  { name: 'last', label: texts.closureLast, type: 'date' },
  { name: 'name', label: texts.closureName, maxLength: TEXT_LIMITS.name },
];

/**
 * Days the whole clinic is closed, with a name (staff; docs/front-desk.md):
 * those in the days shown with a Remove button, and a form to add one; bookings on them are
 * listed to cancel or keep.
 */
export function ClosuresPanel({
  data,
  days,
  onDone,
}: {
  data: DeskData;
  days: string[];
  onDone: (message: string) => void;
}) {
  const { addClosure, removeClosure } = useFrontDeskStore();
  const texts = useDeskTexts();
  const { showAffected, affectedPanel } = useAffectedPanel('closure', onDone);
  const initial = { first: days[0]!, last: days[0]!, name: '' };
  const form = useDeskForm('closure', initial, async ({ values, setError, onChange }) => {
    const { first, last, name } = values;
    if (!first || !name.trim()) {
      setError(texts.closureNeeds);
      return;
    }
    const added = await addClosure({
      firstDay: first,
      lastDay: last || first,
      name: name.trim(),
    });
    onChange('name', '');
    showAffected(added.affected);
    onDone(texts.closureAdded(added.added.name));
  });

  const ranges = data.closures.map((closure) => ({
    key: closure.id,
    text: `${closure.name}: ${closure.first_day}${closure.last_day !== closure.first_day ? ` – ${closure.last_day}` : ''}`,
    removeLabel: texts.removeClosure(closure.name),
    remove: () => removeClosure(closure.id),
  }));

  return (
    <DeskPanel id="closures" title={texts.closureTitle}>
      <RemovableList form={form} onDone={onDone} empty={texts.closuresNone} items={ranges} />
      <DeskForm form={form} fields={closureFields(texts)} submitLabel={texts.addClosure} />
      {affectedPanel}
    </DeskPanel>
  );
}
