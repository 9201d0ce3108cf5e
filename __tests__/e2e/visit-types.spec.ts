import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  appointmentCard,
  calendarDay,
  chooseTime,
  doctorSelect,
  expectChosenSlot,
  formErrors,
  offeredTimes,
  showCalendar,
  submitBooking,
  timesGroup,
  typeDate,
} from './support/app';
import {
  answerSkinCheck,
  chooseTypeAndDoctor,
  expectAdultRefusedChildVaccination,
  expectSkinCheckAnswers,
  HART,
  MORENO,
  NAIR,
  OKAFOR,
  scheduleWithReason,
  SPOT_CHANGED,
  SPOT_LOCATION,
} from './support/visit-types';
import { ports } from './support/clinic-file-env.json';
import { formatWallClock } from './support/dates';
import { englishShown } from './support/english-shown';
import { addStepBudget, expect, test } from './support/fixtures';
import {
  gotoAsUser,
  makeAppointment,
  makeUser,
  readJson,
  type StoredAppointment,
  storedAppointments,
  type StoredUser,
} from './support/storage';
import es from '@/messages/es.json';

/**
 * Visit types and booking for a family member in local mode (docs/visit-types.md,
 * docs/family-members.md#booking-for-a-family-member): `out-example-clinic/` is built by
 * scripts/e2e.mjs from clinic.example.json (four visit types on a 15-minute grid: a 60-minute
 * new patient visit with a 10-minute buffer, a 15-minute follow-up, a child vaccination for
 * under-18s with Family Medicine and 24 hours' notice, a skin check with two questions) and
 * served on 127.0.0.1:4210. Each test fixes the page's clock on Wednesday 2 December 2026, 08:00
 * in the clinic (New York), and books on Monday 7 December.
 */

test.use({ baseURL: `http://127.0.0.1:${ports.exampleSite}` });
test.beforeAll(() => {
  const built = existsSync(path.join(__dirname, '../../out-example-clinic/index.html'));
  test.skip(!built, 'out-example-clinic/ is not built (npm run test:e2e builds it)');
});

/** Wednesday 2 December 2026, 08:00 in the clinic (New York, UTC−5 all December). */
const WEDNESDAY_MORNING = new Date('2026-12-02T13:00:00Z');
/** Monday 7 December 2026, the day each test books. */
const MONDAY = { year: 2026, month: 12, day: 7 };

/** The instant of `hour:minute` on a December 2026 day in the clinic (EST, UTC−5). */
const decemberAt = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 11, day, hour + 5, minute));

/** A scheduled visit of `patient` on Monday at `hour:minute` clinic time, as the site stores one. */
function mondayVisit(
  patient: StoredUser,
  hour: number,
  minute: number,
  overrides: Record<string, unknown>,
): StoredAppointment {
  const start = decemberAt(MONDAY.day, hour, minute);
  return makeAppointment(patient, {
    date_time: start.toISOString(),
    formatted_date: formatWallClock({ ...MONDAY, hour, minute }),
    ...overrides,
  });
}

/** A family member of `account`, as /family stores them (docs/family-members.md#in-local-mode). */
function familyMember(account: StoredUser, id: number, name: string, dateOfBirth: string) {
  return {
    id,
    account_id: account.id,
    name,
    date_of_birth: dateOfBirth,
    relationship: 'child',
    created_at: '2026-11-01T12:00:00.000Z',
  };
}

/** Opens the booking form as `user` with the clock on Wednesday morning and `extra` stored. */
async function openForm(page: Page, user: StoredUser, extra: Record<string, string> = {}) {
  await page.clock.install({ time: WEDNESDAY_MORNING });
  await gotoAsUser(page, '/appointments/new/', user, extra);
}

/** Shows Monday's free times in the date and time field. */
const showMonday = (page: Page) => typeDate(page, MONDAY);

/** Fills the reason, schedules, and returns what is stored once the list shows. */
async function bookWithReason(page: Page, reason: string): Promise<StoredAppointment[]> {
  await scheduleWithReason(page, reason);
  return storedAppointments(page);
}

/** A booking's budget, ms: a test that books several adds one per booking (docs/testing.md#on-a-busy-machine). */
const BOOKING_MS = 15_000;

test.describe('Visit types (the example clinic)', () => {
  test('books each example type with its length, and the list names the type', async ({ page }) => {
    const parent = makeUser({ name: 'Rosa Lee' });
    const mia = familyMember(parent, 1_764_000_000_001, 'Mia Lee', '2018-03-04');
    await openForm(page, parent, { familyMembers: JSON.stringify([mia]) });

    const visits: [type: string, doctor: string, time: string, reason: string][] = [
      ['New patient visit (60 minutes)', HART, '09:00', 'First visit'],
      ['Follow-up (15 minutes)', NAIR, '10:30', 'Headache follow-up'],
      ['Skin check (30 minutes)', MORENO, '11:00', 'A mole'],
    ];
    for (const [type, doctor, time, reason] of visits) {
      // Long by nature: each of the four bookings brings its own budget.
      addStepBudget(BOOKING_MS);
      await page.goto('/appointments/new/');
      await chooseTypeAndDoctor(page, type, doctor);
      await showMonday(page);
      await chooseTime(page, time);
      if (reason === 'A mole') await answerSkinCheck(page, 'Back', 'No');
      await bookWithReason(page, reason);
    }
    // A child vaccination is for Mia, who is 8.
    addStepBudget(BOOKING_MS);
    await page.goto('/appointments/new/');
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Mia Lee' });
    await chooseTypeAndDoctor(page, 'Child vaccination (15 minutes)', OKAFOR);
    await showMonday(page);
    await chooseTime(page, '09:00');
    const stored = await bookWithReason(page, 'Measles shot');

    expect(
      stored.map((visit) => [
        visit.reason,
        visit.duration,
        (visit as { visitTypeId?: string }).visitTypeId,
      ]),
    ).toEqual([
      ['First visit', 60, 'new-patient'],
      ['Headache follow-up', 15, 'follow-up'],
      ['A mole', 30, 'skin-check'],
      ['Measles shot', 15, 'child-vaccination'],
    ]);
    await expect(appointmentCard(page, 'First visit')).toContainText(
      'New patient visit, 60 minutes',
    );
    await expect(appointmentCard(page, 'Headache follow-up')).toContainText(
      'Follow-up, 15 minutes',
    );
    await expect(appointmentCard(page, 'Measles shot')).toContainText(
      'Child vaccination, 15 minutes',
    );
    await expect(appointmentCard(page, 'Measles shot')).toContainText('Mia Lee');
  });

  test('does not offer a 60-minute visit at 16:30 when the day ends at 17:00', async ({ page }) => {
    await openForm(page, makeUser());
    await chooseTypeAndDoctor(page, 'New patient visit (60 minutes)', HART);
    await showMonday(page);
    const times = await offeredTimes(page).allTextContents();
    // 09:00 to 16:00 on the quarter hours: 29 starts; the buffer may run past 17:00.
    expect(times).toHaveLength(29);
    expect(times.at(-1)).toBe('16:00');
    expect(times).not.toContain('16:15');
    expect(times).not.toContain('16:30');
  });

  test('packs a morning with 15-minute follow-ups, one after another', async ({ page }) => {
    const others = makeUser({ name: 'Olga Other' });
    // Dr. Nair's Monday morning is booked from 09:00 to 11:30 by other patients, with no gap.
    const morning = Array.from({ length: 11 }, (_, index) =>
      mondayVisit(others, 9 + Math.floor(index / 4), (index % 4) * 15, {
        id: 1_764_100_000_000 + index,
        doctor_id: 3,
        doctor_name: 'Dr. Priya Nair',
        duration: 15,
        visitTypeId: 'follow-up',
      }),
    );
    const patient = makeUser();
    await openForm(page, patient, { appointments: JSON.stringify(morning) });
    await chooseTypeAndDoctor(page, 'Follow-up (15 minutes)', NAIR);
    await showMonday(page);
    const times = await offeredTimes(page).allTextContents();
    expect(times.slice(0, 3)).toEqual(['11:45', '12:00', '12:15']);
    await chooseTime(page, '11:45');
    const stored = await bookWithReason(page, 'Last of the morning');
    const starts = stored
      .filter((visit) => String(visit.doctor_id) === '3')
      .map((visit) => Date.parse(visit.date_time))
      .sort((a, b) => a - b);
    // Twelve quarter hours back to back, 09:00 to 12:00.
    expect(starts).toHaveLength(12);
    starts.forEach((start, index) =>
      expect(start).toBe(decemberAt(MONDAY.day, 9, index * 15).getTime()),
    );
  });

  test("keeps a new patient visit's 10-minute buffer free: the next start is 10:15", async ({
    page,
  }) => {
    const others = makeUser({ name: 'Olga Other' });
    const newPatient = mondayVisit(others, 9, 0, {
      doctor_id: 1,
      duration: 60,
      visitTypeId: 'new-patient',
    });
    await openForm(page, makeUser(), { appointments: JSON.stringify([newPatient]) });
    await chooseTypeAndDoctor(page, 'Follow-up (15 minutes)', HART);
    await showMonday(page);
    const times = await offeredTimes(page).allTextContents();
    expect(times[0]).toBe('10:15');
    expect(times).not.toContain('10:00');
  });

  test("holds a child vaccination to 24 hours' notice, where a follow-up can be today", async ({
    page,
  }) => {
    const parent = makeUser();
    const noah = familyMember(parent, 1_764_000_000_002, 'Noah Lee', '2020-06-01');
    await openForm(page, parent, { familyMembers: JSON.stringify([noah]) });
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Noah Lee' });
    await chooseTypeAndDoctor(page, 'Follow-up (15 minutes)', OKAFOR);
    await expect(page.getByText('First free: Wednesday 2 December, 09:00')).toBeVisible();

    await page.getByLabel('What is this visit for?').selectOption({
      label: 'Child vaccination (15 minutes)',
    });
    // Booked on Wednesday at 08:00: nothing on Wednesday, Thursday from 09:00.
    await expect(page.getByText('First free: Thursday 3 December, 09:00')).toBeVisible();
    await expectChosenSlot(page, { day: 'Thursday 3 December', time: '09:00' });
    const calendar = await showCalendar(page);
    await expect(
      calendar.getByRole('gridcell', { name: /Wednesday, December 2nd, 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  test('a parent books two children with two doctors at the same time', async ({ page }) => {
    const parent = makeUser({ name: 'Rosa Lee' });
    const mia = familyMember(parent, 1_764_000_000_001, 'Mia Lee', '2018-03-04');
    const noah = familyMember(parent, 1_764_000_000_002, 'Noah Lee', '2020-06-01');
    await openForm(page, parent, { familyMembers: JSON.stringify([mia, noah]) });
    const person = page.getByLabel('Who is this visit for?');
    await expect(person.locator('option')).toHaveText(['Me', 'Mia Lee', 'Noah Lee']);

    await person.selectOption({ label: 'Mia Lee' });
    await chooseTypeAndDoctor(page, 'Follow-up (15 minutes)', OKAFOR);
    await showMonday(page);
    await chooseTime(page, '10:00');
    await bookWithReason(page, 'Mia cough');

    await page.goto('/appointments/new/');
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Mia Lee' });
    await chooseTypeAndDoctor(page, 'Follow-up (15 minutes)', HART);
    await showMonday(page);
    // Mia is with Dr. Okafor at 10:00: not free for her with Dr. Hart ...
    await expect(offeredTimes(page).first()).toHaveText('09:00');
    const forMia = await offeredTimes(page).allTextContents();
    expect(forMia).not.toContain('10:00');
    expect(forMia).toContain('10:15');
    // ... but free for Noah, whose first free time the form chooses afresh.
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Noah Lee' });
    await calendarDay(page, 'Choose Monday, December 7th, 2026').click();
    await expect(timesGroup(page)).toHaveAccessibleName('Free times on Monday 7 December');
    await chooseTime(page, '10:00');
    const stored = await bookWithReason(page, 'Noah cough');

    expect(stored).toEqual([
      expect.objectContaining({
        doctor_id: 4,
        date_time: decemberAt(7, 10).toISOString(),
        patient_id: parent.id,
        familyMemberId: mia.id,
        familyMemberName: 'Mia Lee',
      }),
      expect.objectContaining({
        doctor_id: 1,
        date_time: decemberAt(7, 10).toISOString(),
        patient_id: parent.id,
        familyMemberId: noah.id,
        familyMemberName: 'Noah Lee',
      }),
    ]);
    await expect(appointmentCard(page, 'Mia cough')).toContainText('Mia Lee');
    await expect(appointmentCard(page, 'Noah cough')).toContainText('Noah Lee');
  });

  test("checks the age limit: asks the holder's date of birth, refuses an adult, books a child", async ({
    page,
  }) => {
    const parent = makeUser({ name: 'Rosa Lee' });
    const mia = familyMember(parent, 1_764_000_000_001, 'Mia Lee', '2018-03-04');
    await openForm(page, parent, { familyMembers: JSON.stringify([mia]) });
    await chooseTypeAndDoctor(page, 'Child vaccination (15 minutes)', OKAFOR);
    const born = await expectAdultRefusedChildVaccination(page);
    expect(await storedAppointments(page)).toEqual([]);
    expect(await readJson<StoredUser>(page, 'user')).not.toHaveProperty('dateOfBirth');

    // For Mia, 8, it goes through; no date of birth is asked for her.
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Mia Lee' });
    await expect(born).toHaveCount(0);
    await (await doctorSelect(page)).selectOption({ label: OKAFOR });
    expect(await submitBooking(page)).toBe('Appointment scheduled successfully!');
    await expect(page).toHaveURL('/appointments/');
    expect(await storedAppointments(page)).toEqual([
      expect.objectContaining({ visitTypeId: 'child-vaccination', familyMemberId: mia.id }),
    ]);
  });

  test("keeps a teenager's own date of birth and books their vaccination", async ({ page }) => {
    const teen = makeUser({ name: 'Tom Teen' });
    await openForm(page, teen);
    await chooseTypeAndDoctor(page, 'Child vaccination (15 minutes)', OKAFOR);
    await page.getByLabel('Your date of birth').fill('2011-04-01');
    await bookWithReason(page, 'Tetanus booster');
    expect(await readJson<StoredUser>(page, 'user')).toMatchObject({ dateOfBirth: '2011-04-01' });
    expect(await readJson<StoredUser[]>(page, 'users')).toEqual([
      expect.objectContaining({ id: teen.id, dateOfBirth: '2011-04-01' }),
    ]);
    // Asked once: the next booking of the type does not ask again. Opened from the list, the
    // page has the field's code already, so it would show at once.
    await page.getByRole('link', { name: 'Book New Appointment' }).click();
    await page.getByLabel('What is this visit for?').selectOption({
      label: 'Child vaccination (15 minutes)',
    });
    await expect(page.getByText('This visit lasts 15 minutes.')).toBeVisible();
    await expect(page.getByLabel('Your date of birth')).toHaveCount(0);
  });

  test('asks the intake questions after the time, cuts a long paste, and shows the answers', async ({
    page,
  }) => {
    await openForm(page, makeUser());
    await chooseTypeAndDoctor(page, 'Skin check (30 minutes)', MORENO);
    const where = page.getByLabel(SPOT_LOCATION);
    await expect(where).toBeVisible();
    // Pasted 10,000 characters: the field keeps its 200.
    await where.focus();
    await page.keyboard.insertText('x'.repeat(10_000));
    await expect(where).toHaveValue('x'.repeat(200));

    await where.fill('');
    await page.getByLabel('Reason for visit').fill('A changing mole');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(formErrors(page)).toContainText([
      'Answer “Where on your body is the spot or area that concerns you?”.',
      'Answer “Has it changed in size, shape or colour recently?”.',
    ]);
    await expect(where).toBeFocused();

    await answerSkinCheck(page, 'Left shoulder', 'Yes');
    const stored = await bookWithReason(page, 'A changing mole');
    expect(stored).toEqual([
      expect.objectContaining({
        visitTypeId: 'skin-check',
        intakeAnswers: { 'spot-location': 'Left shoulder', 'spot-changed': true },
      }),
    ]);
    await expectSkinCheckAnswers(appointmentCard(page, 'A changing mole'), 'Left shoulder', 'Yes');
  });
});

test.describe('Intake answers in Spanish', () => {
  test('/es/appointments/new/ refuses a date of birth in the future in Spanish', async ({
    page,
  }) => {
    const teen = makeUser({ name: 'Tom Teen' });
    await page.clock.install({ time: WEDNESDAY_MORNING });
    await gotoAsUser(page, '/es/appointments/new/', teen);
    await page.getByLabel(es.booking.visitTypeLabel).selectOption({
      label: 'Child vaccination (15 minutos)',
    });
    await page.getByLabel(es.booking.doctorLabel).selectOption({ label: OKAFOR });
    await page.getByLabel(es.booking.dateOfBirthLabel).fill('2099-01-01');
    await page.getByLabel(es.booking.reasonLabel).fill('Refuerzo');
    await page.getByRole('button', { name: es.booking.schedule }).click();
    await expect(page.getByText(es.family.dateOfBirthInFuture)).toBeVisible();
    expect(await englishShown(page)).toEqual([]);
    expect(await readJson<StoredUser>(page, 'user')).not.toHaveProperty('dateOfBirth');
  });

  test('/es/appointments/ writes a yes-no answer in Spanish, /appointments/ in English', async ({
    page,
  }) => {
    const user = makeUser();
    const visit = mondayVisit(user, 10, 0, {
      doctor_id: 2,
      doctor_name: 'Dr. Rafael Moreno',
      duration: 30,
      reason: 'Un lunar que cambia',
      visitTypeId: 'skin-check',
      intakeAnswers: { 'spot-location': 'Hombro izquierdo', 'spot-changed': true },
    });
    await page.clock.install({ time: WEDNESDAY_MORNING });
    await gotoAsUser(page, '/es/appointments/', user, { appointments: JSON.stringify([visit]) });
    const card = appointmentCard(page, 'Un lunar que cambia');
    await expect(card).toContainText(`${SPOT_CHANGED}${es.intake.yes}`);
    expect(await englishShown(page)).toEqual([]);

    await page.goto('/appointments/');
    await expectSkinCheckAnswers(
      appointmentCard(page, 'Un lunar que cambia'),
      'Hombro izquierdo',
      'Yes',
    );
  });
});
