'use client';

import { useState } from 'react';
import type {
  AuditCursor,
  AuditEntry,
  AuditFilter,
  AuditPage,
  PatientMatch,
} from '@/lib/appointments/front-desk/front-desk';
import { useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import type { FieldSpec } from '@/components/ui/field-list';
import { DeskButton, DeskPanel } from './desk-fields';
import { PatientForm } from './patient-finder';
import { useDeskForm } from './use-desk-action';

/** The fields a change touched, 'field: before → after', for one line of the trail. */
function describeChange(entry: AuditEntry): string {
  const before = entry.old_row ?? {};
  const after = entry.new_row ?? {};
  if (!entry.old_row || !entry.new_row) {
    const row = entry.new_row ?? entry.old_row ?? {};
    return ['status', 'date_time', 'reason', 'name', 'period', 'first_day', 'last_day']
      .filter((key) => row[key] !== undefined && row[key] !== null)
      .map((key) => `${key}: ${String(row[key])}`)
      .join(', ');
  }
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${String(before[key] ?? '—')} → ${String(after[key] ?? '—')}`)
    .join(', ');
}

/**
 * The audit trail for staff (docs/front-desk.md#the-audit-trail): every recorded change to
 * appointments, hours, time off, closures and roles, of one patient and/or one day, newest first,
 * 200 a page with Older and Newer entries.
 */
export function AuditTrailPanel() {
  const auditTrail = useFrontDeskStore((state) => state.auditTrail);
  const texts = useDeskTexts();
  // The filter beside the patient: one clinic day.
  const auditFields: readonly FieldSpec<'day'>[] = [
    { name: 'day', label: texts.auditDay, type: 'date' },
  ];
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  // The filter of the page shown, so paging keeps to it while the fields are edited.
  const [shown, setShown] = useState<{ filter: AuditFilter; page: AuditPage } | null>(null);
  const form = useDeskForm('audit', { day: '' }, async ({ values: { day }, setError }) => {
    if (!patient && !day) {
      setError(texts.auditNeedFilter);
      return;
    }
    const filter = { patientId: patient?.id, day: day || undefined };
    setShown({ filter, page: await auditTrail(filter) });
  });
  const { busy, run } = form;
  const entries = shown?.page.entries ?? null;

  const turn = (direction: AuditCursor['direction'], from: AuditEntry | undefined) =>
    void run(async () => {
      if (!shown || !from) return;
      setShown({ filter: shown.filter, page: await auditTrail(shown.filter, { direction, from }) });
    });

  return (
    <DeskPanel id="audit" title={texts.auditTitle} className="schedule__audit">
      <PatientForm
        form={form}
        label={texts.auditPatient}
        patient={[patient, setPatient]}
        fields={auditFields}
        submitLabel={texts.auditShow}
      />
      {entries && entries.length === 0 ? <p role="status">{texts.auditNone}</p> : null}
      {entries && entries.length > 0 ? (
        <div className="schedule-scroll">
          <table className="schedule-audit">
            <thead>
              <tr>
                <th scope="col">{texts.auditColumns.when}</th>
                <th scope="col">{texts.auditColumns.who}</th>
                <th scope="col">{texts.auditColumns.what}</th>
                <th scope="col">{texts.auditColumns.change}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{texts.slotDay(new Date(entry.changed_at))}</td>
                  <td>{texts.auditWho(entry.actor_role, entry.account_id)}</td>
                  <td>{texts.auditWhat(entry.action, entry.table_name, entry.row_id)}</td>
                  <td>{describeChange(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown && (shown.page.hasNewer || shown.page.hasOlder) ? (
        <nav className="schedule__audit-pages" aria-label={texts.auditPages}>
          <DeskButton
            variant="small"
            busy={busy || !shown.page.hasNewer}
            onClick={() => turn('newer', entries?.[0])}
          >
            {texts.auditNewer}
          </DeskButton>
          <DeskButton
            variant="small"
            busy={busy || !shown.page.hasOlder}
            onClick={() => turn('older', entries?.at(-1))}
          >
            {texts.auditOlder}
          </DeskButton>
        </nav>
      ) : null}
    </DeskPanel>
  );
}
