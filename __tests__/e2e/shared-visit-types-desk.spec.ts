import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mainNav } from './support/app';
import { expect, test } from './support/fixtures';
import {
  addFamilyMember,
  callRpc,
  clinicClock,
  ownerQuery,
  ownWeek,
  register,
  registerDoctor,
  registerStaff,
  type Session,
  slots,
} from './support/shared-api';
import {
  freeSlotButton,
  logInAs,
  newDevice,
  patientOn,
  runOnSharedSite,
  closeDevice,
} from './support/shared-site';
import { visitTypeRow } from '../support/visit-type-rows';
import { addVisitTypes, removeVisitTypes } from './support/shared-visit-types';

/**
 * The front desk and the waitlist with visit types and family members
 * (docs/front-desk.md#visit-types-and-family-members, docs/waitlist.md#visit-types-and-family-members),
 * in shared mode: the shared-mode export in Chromium against the real PostgreSQL and PostgREST of
 * scripts/e2e.mjs. The spec adds a 60-minute visit type of its own to the clinic's database and
 * removes it, with everything booked as it, when it ends. Other specs must not see a second type
 * meanwhile (the default clinic's pages and e-mails would change), so the 'visit-types' project
 * of playwright.config.ts runs this file once every other spec has finished. Each test keeps to
 * weeks of its own (ownWeek 400–419).
 */

runOnSharedSite();
test.describe.configure({ mode: 'serial' });

/** This run's visit type: an hour long, with a text and a yes/no intake question. */
const run = randomUUID().slice(0, 8);
const HOUR = { id: `desk-hour-${run}`, name: `Long visit ${run}` };
const QUESTIONS = [
  { id: 'allergies', label: 'Any allergies?', kind: 'text', required: true, maxLength: 200 },
  { id: 'first-visit', label: 'First visit here?', kind: 'yes-no', required: true },
];

test.beforeAll(async () => {
  await addVisitTypes([visitTypeRow(HOUR.id, HOUR.name, 60, { questions: QUESTIONS })]);
});

test.afterAll(async () => {
  await removeVisitTypes([HOUR.id]);
});

/** A family member `name` (a child born 2018-03-04) added to `parent`'s account through the API. */
const addChild = (request: APIRequestContext, parent: Session, name: string): Promise<number> =>
  addFamilyMember(request, parent, name, '2018-03-04');

/**
 * `patientId`'s rows in `table` (clinic.appointments or api.waitlist_entries) as the owner reads
 * them: the visit type, the family member and the intake answers, then the columns `more`.
 */
const visitDetailsIn = (table: string, patientId: number, more: string) =>
  ownerQuery(
    `select visit_type_id, family_member_id::int, intake_answers, ${more}
       from ${table} where patient_id = $1`,
    [patientId],
  );

/** A row of {@link visitDetailsIn}: this run's hour type for family member `childId`. */
const hourFor = (
  childId: number,
  answers: Record<string, string | boolean>,
  more: Record<string, unknown>,
) => ({ visit_type_id: HOUR.id, family_member_id: childId, intake_answers: answers, ...more });

/**
 * The schedule's grid, named by its caption ('Appointments on …', '…, week of …'): the page may
 * hold other tables (a doctor's waitlist, the reminders that failed).
 */
const gridOf = (page: Page): Locator =>
  page.getByRole('table', { name: /^Appointments on |, week of / });

/** The grid's cell (`td`) of the visit whose button is named `person`. */
const cellOf = (page: Page, person: string): Locator =>
  gridOf(page)
    .locator('td')
    .filter({ has: page.getByRole('button', { name: person }) });

/**
 * /schedule from the main navigation, showing the clinic day `day` ('yyyy-MM-dd'), once its grid
 * is drawn (shared-site's openScheduleOn, waiting for the grid rather than the page's only table).
 */
async function showDay(page: Page, day: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill(day);
  await expect(gridOf(page)).toBeVisible();
}

/** A new staff account 'Desk' logged in on `page`, with /schedule open on the clinic day of `instant`. */
async function deskAt(
  page: Page,
  request: APIRequestContext,
  instant: string,
): Promise<{ desk: Session; day: string }> {
  const [{ day }, desk] = await Promise.all([clinicClock(instant), registerStaff(request, 'Desk')]);
  await logInAs(page, desk);
  await showDay(page, day);
  return { desk, day };
}

/** The top and bottom, in px, of `locator`'s box. */
async function edges(locator: Locator): Promise<{ top: number; bottom: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height };
}

test.describe('Shared mode: visit types and family members at the front desk', () => {
  test('staff book a 60-minute type for a family member with its intake answers; the day and week views draw it two rows tall with its type; the database keeps type, person and answers', async ({
    page,
    request,
  }) => {
    test.slow();
    const [tuesdayTen, tuesdayFourPm, tuesdayHalfFour] = await slots(ownWeek(400), 2, [
      '10:00',
      '16:00',
      '16:30',
    ]);
    const parent = await register(request, 'Sam');
    const child = `Mia ${run}`;
    const childId = await addChild(request, parent, child);
    await deskAt(page, request, tuesdayTen!);

    // Free times follow the chosen type: an hour fits at 16:00, not at 16:30 (the day ends at 17:00).
    await page.getByLabel('Free times for').selectOption(HOUR.id);
    await expect((await freeSlotButton(page, 1, tuesdayFourPm!)).button).toBeVisible();
    await expect((await freeSlotButton(page, 1, tuesdayHalfFour!)).button).toHaveCount(0);

    await (await freeSlotButton(page, 1, tuesdayTen!)).button.click();
    const detail = page.getByRole('region', { name: 'Book for a patient' });
    await expect(detail).toContainText(`${HOUR.name}, 60 minutes`);
    await detail.getByLabel('Find a patient (name or e-mail)').fill(parent.user.email);
    await detail.getByRole('button', { name: 'Find' }).click();
    await detail.getByRole('button', { name: 'Choose Sam' }).click();
    const who = detail.getByLabel('Who is this visit for?');
    await expect(who.getByRole('option')).toHaveText(['Sam (account holder)', child]);
    await who.selectOption({ label: child });
    const allergies = detail.getByLabel('Any allergies?');
    await allergies.fill('x'.repeat(250));
    await expect(allergies).toHaveValue('x'.repeat(200));
    await allergies.fill('Penicillin');
    await detail.getByRole('group', { name: 'First visit here?' }).getByLabel('Yes').check();
    await detail.getByLabel('Reason for the visit').fill('First visit');
    await detail.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked' })).toContainText(
      `Booked ${child} for`,
    );

    expect(await visitDetailsIn('clinic.appointments', parent.user.id, 'duration')).toEqual([
      hourFor(childId, { allergies: 'Penicillin', 'first-visit': true }, { duration: 60 }),
    ]);

    // The day view: the visit's cell runs from the 10:00 row to the end of the 10:30 row.
    const cell = cellOf(page, child);
    await expect(cell).toHaveAttribute('rowspan', '2');
    await expect(cell).toContainText(`${HOUR.name}, 10:00–11:00`);
    await expect(cell).toContainText('Account: Sam');
    const box = await edges(cell);
    const rowHeader = (time: string) => gridOf(page).getByRole('rowheader', { name: time });
    expect(box.top).toBeCloseTo((await edges(rowHeader('10:00'))).top, 0);
    expect(box.bottom).toBeCloseTo((await edges(rowHeader('10:30'))).bottom, 0);

    // The week view of the doctor: two rows tall again, with its type's name.
    await page.getByLabel('View').selectOption('week');
    await expect(page.locator('caption')).toContainText('week of Monday');
    // The week view's doctor (the Time off panel has a Doctor field of its own).
    await expect(page.locator('#schedule-doctor')).toHaveValue('1');
    await expect(cellOf(page, child)).toHaveAttribute('rowspan', '2');
    await expect(cellOf(page, child)).toContainText(HOUR.name);
  });

  test("the visit's doctor and staff read its intake answers, with the person and the account holder", async ({
    page,
    request,
    browser,
  }) => {
    const [wednesdayNine] = await slots(ownWeek(410), 3, ['09:00']);
    const parent = await register(request, 'Noor');
    const child = `Ilo ${run}`;
    const childId = await addChild(request, parent, child);
    const [{ day }, desk] = await Promise.all([
      clinicClock(wednesdayNine!),
      registerStaff(request, 'Desk'),
    ]);
    const booked = await callRpc(
      request,
      'staff_book_appointment',
      {
        doctor_id: 1,
        date_time: wednesdayNine,
        reason: 'Check-up',
        patient_id: parent.user.id,
        visit_type_id: HOUR.id,
        family_member_id: childId,
        intake_answers: { allergies: 'None known', 'first-visit': false },
      },
      desk,
    );
    expect(booked.status(), await booked.text()).toBe(200);
    const expected = [
      `Visit type${HOUR.name}, 60 minutes`,
      `For${child}`,
      `Account holderNoor (${parent.user.email})`,
      'Any allergies?None known',
      'First visit here?No',
    ];

    await logInAs(page, desk);
    await showDay(page, day);
    await page.getByRole('button', { name: child }).click();
    const staffPanel = page.getByRole('region', { name: new RegExp(`^${child}, `) });
    await expect(staffPanel.getByRole('heading', { name: 'Intake answers' })).toBeVisible();
    await expect(staffPanel.locator('dl > div')).toHaveText(expected);

    // The doctor's own account, on a device of its own.
    const office = await newDevice(browser);
    const doctor = await registerDoctor(request, 'Amelia', 1);
    await logInAs(office.page, doctor);
    await showDay(office.page, day);
    await office.page.getByRole('button', { name: child }).click();
    const doctorPanel = office.page.getByRole('region', { name: new RegExp(`^${child}, `) });
    await expect(doctorPanel.locator('dl > div')).toHaveText(expected);
    await closeDevice(office);
  });

  test("the waitlist takes a type, a person and the type's answers: the window must hold the visit; staff see the type and the account", async ({
    page,
    request,
    browser,
  }) => {
    const patient = await patientOn(page, request, 'Wes');
    const child = `Ada ${run}`;
    const childId = await addChild(request, patient, child);
    await page.goto('/appointments/');
    const section = page.getByRole('region', { name: 'Tell me if an earlier time opens' });
    await section
      .getByRole('button', { name: 'Choose a doctor and dates for the waitlist' })
      .click();
    await section.getByLabel('What is this visit for?').selectOption(HOUR.id);
    await section.getByLabel('Who is this visit for?').selectOption({ label: child });
    await section.getByLabel('Doctor').selectOption('1');
    await section.getByLabel('Not before (clinic time, optional)').fill('09:00');
    await section.getByLabel('Not after (clinic time, optional)').fill('09:30');
    await section.getByLabel('Reason for the visit').fill('Growth check');
    // The type's questions: an offer's booking carries the answers.
    await section.getByLabel('Any allergies?').fill('None');
    await section.getByRole('group', { name: 'First visit here?' }).getByLabel('No').check();
    await section.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'The time of day must span at least 60 minutes, from an earlier to a later time.',
    );
    await section.getByLabel('Not after (clinic time, optional)').fill('10:00');
    await section.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'You are on the waitlist. We will e-mail you if a time opens.',
    );
    await expect(section.getByTestId('waitlist-entry')).toContainText(
      `${HOUR.name} — for ${child} — `,
    );
    const waiting = 'time_from::text, time_to::text';
    expect(await visitDetailsIn('api.waitlist_entries', patient.user.id, waiting)).toEqual([
      hourFor(
        childId,
        { allergies: 'None', 'first-visit': false },
        { time_from: '09:00:00', time_to: '10:00:00' },
      ),
    ]);

    // Staff see the entry on Dr. Hart's waitlist (the day view's first column), with the type
    // and whose account it is on.
    const front = await newDevice(browser);
    const [someDay] = await slots(ownWeek(415), 2, ['09:00']);
    await deskAt(front.page, request, someDay!);
    const panel = front.page.getByTestId('waitlist-panel');
    const row = panel.getByRole('row').filter({ hasText: `${child} (account: Wes)` });
    await expect(row.getByRole('cell').nth(1)).toHaveText(HOUR.name);
    await closeDevice(front);
  });
});
