import { AUDIT_PAGE_SIZE, type AuditEntry } from '@/lib/appointments/front-desk/front-desk';
import { createSharedFrontDesk } from '@/lib/appointments/front-desk/shared-front-desk';
import { fakeDataApi } from '../../../support/fake-data-api';

/** Audit rows newest first: ids `from` down, one second apart, all of patient 7. */
function rows(count: number, from: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from - index,
    changed_at: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - index * 1000).toISOString(),
    account_id: 1,
    actor_role: 'staff',
    table_name: 'appointments',
    row_id: from - index,
    action: 'update',
    patient_id: 7,
    old_row: null,
    new_row: null,
  }));
}

/** The query of a recorded request, decoded. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams.entries());

describe('createSharedFrontDesk().auditTrail', () => {
  it('reads the newest page of a patient, one row more than a page, and says older rows exist', async () => {
    const { client, calls } = fakeDataApi({ status: 200, body: rows(AUDIT_PAGE_SIZE + 1, 500) });
    const page = await createSharedFrontDesk(client).auditTrail({ patientId: 7 });
    expect(page.entries).toHaveLength(200);
    expect(page.entries[0]!.id).toBe(500);
    expect(page.entries.at(-1)!.id).toBe(301);
    expect(page).toMatchObject({ hasOlder: true, hasNewer: false });
    expect(queryOf(calls[0]!.url)).toMatchObject({
      patient_id: 'eq.7',
      order: 'changed_at.desc,id.desc',
      limit: '201',
    });
  });

  it('pages older from the last entry by (changed_at, id), and knows the last page', async () => {
    const { client, calls } = fakeDataApi({ status: 200, body: rows(50, 300) });
    const from = { id: 301, changed_at: '2026-11-25T11:56:41.123456+00:00' };
    const page = await createSharedFrontDesk(client).auditTrail(
      { patientId: 7 },
      { direction: 'older', from },
    );
    expect(page.entries.map((entry) => entry.id)).toEqual(rows(50, 300).map((entry) => entry.id));
    expect(page).toMatchObject({ hasOlder: false, hasNewer: true });
    expect(queryOf(calls[0]!.url).or).toBe(
      '(changed_at.lt."2026-11-25T11:56:41.123456+00:00",and(changed_at.eq."2026-11-25T11:56:41.123456+00:00",id.lt.301))',
    );
  });

  it('pages newer from the first entry, oldest first on the wire, and shows them newest first', async () => {
    const ascending = rows(AUDIT_PAGE_SIZE + 1, 500).reverse();
    const { client, calls } = fakeDataApi({ status: 200, body: ascending });
    const page = await createSharedFrontDesk(client).auditTrail(
      { day: '2026-11-25' },
      { direction: 'newer', from: { id: 299, changed_at: '2026-11-25T11:50:00+00:00' } },
    );
    expect(page.entries[0]!.id).toBe(499);
    expect(page.entries.at(-1)!.id).toBe(300);
    expect(page).toMatchObject({ hasOlder: true, hasNewer: true });
    const query = queryOf(calls[0]!.url);
    expect(query.order).toBe('changed_at.asc,id.asc');
    expect(query.or).toContain('id.gt.299');
  });
});
