import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  appointmentCard,
  doctorSelect,
  formErrors,
  heading,
  offeredTimes,
  submitBooking,
} from './support/app';
import { addStepBudget, expect, test } from './support/fixtures';
import {
  addFamilyMember,
  callRpc,
  errorCode,
  ownerQuery,
  ownWeek,
  register,
  registerDoctor,
  type Session,
  slots,
} from './support/shared-api';
import {
  chooseDayOf,
  chooseSlotAt,
  expectFirstFree,
  logInAs,
  newDevice,
  patientOn,
  runOnSharedSite,
  timeOf,
  closeDevice,
} from './support/shared-site';
import {
  addVisitTypes,
  exampleVisitTypeRows,
  removeVisitTypes,
} from './support/shared-visit-types';
// One namespace, so this spec and visit-types.spec.ts do not repeat one import list.
import * as exampleClinic from './support/visit-types';

/**
 * The patient's side of visit types and family members in shared mode (docs/visit-types.md#the-site-in-shared-mode,
 * docs/family-members.md#booking-for-a-family-member): the shared-mode export in Chromium against
 * the real PostgreSQL and PostgREST of scripts/e2e.mjs, each scenario of
 * __tests__/e2e/visit-types.spec.ts (local mode). The spec adds the example clinic's four types
 * (clinic.example.json, ids suffixed with this run's) to the database and removes them, with
 * everything booked as them, when it ends; so it runs in the 'visit-types' project of
 * playwright.config.ts, after every other spec. That the default clinic (one type, the
 * consultation) still does exactly what it did is what every other spec asserts: they run with
 * the clinic's own types only.
 *
 * The database's clock is 'now' here (the page's clock is the real one, as the database's), so
 * each test books in weeks counted from this week's Monday by the database (shared-api's
 * `slots`): weeks 4 to 7 ahead (`ownWeek(4)`, a week per copy or retry), inside the types'
 * 90-day horizon and clear of the other specs' weeks. The run's database keeps the default half-hour start
 * grid (app.slot_grid_minutes, which every shared spec shares), so the starts here lie on the
 * half hour, not on the example clinic's quarter hour; db/tests/13-visit-types.sql covers the
 * quarter hour.
 */

runOnSharedSite();
test.describe.configure({ mode: 'serial' });

/** One booking through the form (type, doctor, day, time, reason, the list), on a busy machine. */
const BOOKING_MS = 20_000;

const run = randomUUID().slice(0, 8);
const TYPES = exampleVisitTypeRows(run);
const NEW_PATIENT = TYPES['new-patient']!;
const FOLLOW_UP = TYPES['follow-up']!;
const VACCINATION = TYPES['child-vaccination']!;
const SKIN_CHECK = TYPES['skin-check']!;

test.beforeAll(async () => {
  await addVisitTypes(Object.values(TYPES));
});

test.afterAll(async () => {
  await removeVisitTypes(Object.values(TYPES).map((type) => type.id));
});

/** The slot starts (ISO instants) at `times` on ISO weekday `isodow` of this test's week. */
const inOwnWeek = (isodow: number, times: string[]): Promise<string[]> =>
  slots(ownWeek(4), isodow, times);

/** A visit as the database stores it, with the family member's name. */
interface StoredVisit {
  visit_type_id: string;
  doctor_id: number;
  date_time: string;
  duration: number;
  buffer_minutes: number;
  family_member: string | null;
  intake_answers: Record<string, unknown>;
  reason: string;
}

/** The scheduled visits of `patient`'s account, by start and doctor, read as the owner. */
async function storedVisits(patient: Session): Promise<StoredVisit[]> {
  const rows = await ownerQuery<Omit<StoredVisit, 'date_time'> & { date_time: Date }>(
    `select a.visit_type_id, a.doctor_id, a.date_time, a.duration, a.buffer_minutes,
            f.name as family_member, a.intake_answers, a.reason
       from clinic.appointments a left join clinic.family_members f on f.id = a.family_member_id
      where a.patient_id = $1 and a.status = 'scheduled'
      order by a.date_time, a.doctor_id`,
    [patient.user.id],
  );
  return rows.map((row) => ({ ...row, date_time: row.date_time.toISOString() }));
}

/** Checks that `patient`'s one scheduled visit starts at `start`, with its length and buffer. */
async function expectOneVisit(
  patient: Session,
  start: string,
  minutes: number,
  bufferMinutes: number,
): Promise<void> {
  expect(await storedVisits(patient)).toEqual([
    expect.objectContaining({ date_time: start, duration: minutes, buffer_minutes: bufferMinutes }),
  ]);
}

/** POST /rpc/book_appointment as `patient`, with a visit type and what else `details` gives. */
function bookAs(
  request: APIRequestContext,
  patient: Session,
  details: {
    doctor_id: number;
    date_time: string;
    visit_type_id: string;
    family_member_id?: number;
    intake_answers?: Record<string, unknown>;
  },
) {
  return callRpc(request, 'book_appointment', { reason: 'Booked by the API', ...details }, patient);
}

/** Books as {@link bookAs} does, and fails the test unless the database takes it. */
async function bookedAs(...args: Parameters<typeof bookAs>): Promise<void> {
  const answer = await bookAs(...args);
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Checks a refusal's status, SQLSTATE and sentence (docs/shared-mode.md#error-codes). */
async function expectRefusal(
  answer: Awaited<ReturnType<typeof bookAs>>,
  code: string,
  message: string,
): Promise<void> {
  expect(answer.status(), await answer.text()).toBeGreaterThanOrEqual(400);
  expect(await errorCode(answer)).toBe(code);
  expect(((await answer.json()) as { message: string }).message).toBe(message);
}

/** Checks that the database refuses `details` booked through the API by a new patient. */
async function expectRefusedToAnother(
  request: APIRequestContext,
  details: Parameters<typeof bookAs>[2],
  code: string,
  message: string,
): Promise<void> {
  await expectRefusal(
    await bookAs(request, await register(request, 'Ola'), details),
    code,
    message,
  );
}

/** A new patient `name` logged in on `page`, on the booking form. */
async function bookingFormAs(page: Page, request: APIRequestContext, name: string) {
  const patient = await patientOn(page, request, name);
  await page.goto('/appointments/new/');
  return patient;
}

/** Picks the slot at `instant` (its day, then its time) and schedules it with `reason`. */
async function scheduleAt(page: Page, instant: string, reason: string): Promise<void> {
  await chooseSlotAt(page, instant);
  await exampleClinic.scheduleWithReason(page, reason);
}

/**
 * A new patient `name` on the booking form with the visit type `type` (its id) and `doctor`
 * chosen, showing the free times of the day of `instant`.
 */
async function dayOfTypeAs(
  page: Page,
  request: APIRequestContext,
  name: string,
  { type, doctor, instant }: { type: string; doctor: string; instant: string },
): Promise<Session> {
  const patient = await bookingFormAs(page, request, name);
  await exampleClinic.chooseTypeAndDoctor(page, type, doctor);
  await chooseDayOf(page, instant);
  await expect(offeredTimes(page).first()).toBeVisible();
  return patient;
}

/** The skin check the intake test books, for the test after it. */
let intakeVisit: { patient: Session; reason: string; doctor: Session } | undefined;

/** The doctor's account logged in on `page`, and its schedule's entry of the visit. */
async function doctorsEntry(
  page: Page,
  visit: { reason: string; doctor: Session },
): Promise<Locator> {
  await logInAs(page, visit.doctor);
  await page.goto('/appointments/');
  await expect(heading(page)).toHaveText('Dr. Rafael Moreno’s Schedule');
  return page.getByRole('article').filter({ hasText: visit.reason });
}

test.describe('Shared mode: visit types and family members on the booking form', () => {
  test('books each example type with its length, buffer, person and answers; the list names the type', async ({
    page,
    request,
  }) => {
    const [nine, halfTen, eleven] = await inOwnWeek(1, ['09:00', '10:30', '11:00']);
    const parent = await patientOn(page, request, 'Rosa');
    await addFamilyMember(request, parent, 'Mia Lee', '2018-03-04');

    const visits: [type: string, doctor: string, at: string, reason: string][] = [
      [NEW_PATIENT.id, exampleClinic.HART, nine!, 'First visit'],
      [FOLLOW_UP.id, exampleClinic.NAIR, halfTen!, 'Headache follow-up'],
      [SKIN_CHECK.id, exampleClinic.MORENO, eleven!, 'A mole'],
    ];
    for (const [type, doctor, at, reason] of visits) {
      addStepBudget(BOOKING_MS);
      await page.goto('/appointments/new/');
      await exampleClinic.chooseTypeAndDoctor(page, type, doctor);
      if (type === NEW_PATIENT.id)
        await expect(page.getByText(NEW_PATIENT.instructions!)).toBeVisible();
      await chooseSlotAt(page, at);
      if (type === SKIN_CHECK.id) await exampleClinic.answerSkinCheck(page, 'Back', 'No');
      await exampleClinic.scheduleWithReason(page, reason);
    }
    // A child vaccination is for Mia, who is 8.
    addStepBudget(BOOKING_MS);
    await page.goto('/appointments/new/');
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Mia Lee' });
    await exampleClinic.chooseTypeAndDoctor(page, VACCINATION.id, exampleClinic.OKAFOR);
    await scheduleAt(page, nine!, 'Measles shot');

    expect(await storedVisits(parent)).toEqual([
      expect.objectContaining({
        visit_type_id: NEW_PATIENT.id,
        doctor_id: 1,
        date_time: nine,
        duration: 60,
        buffer_minutes: 10,
        family_member: null,
        reason: 'First visit',
      }),
      expect.objectContaining({
        visit_type_id: VACCINATION.id,
        doctor_id: 4,
        date_time: nine,
        duration: 15,
        buffer_minutes: 0,
        family_member: 'Mia Lee',
        reason: 'Measles shot',
      }),
      expect.objectContaining({
        visit_type_id: FOLLOW_UP.id,
        doctor_id: 3,
        duration: 15,
        family_member: null,
        reason: 'Headache follow-up',
      }),
      expect.objectContaining({
        visit_type_id: SKIN_CHECK.id,
        doctor_id: 2,
        duration: 30,
        intake_answers: { 'spot-location': 'Back', 'spot-changed': false },
        reason: 'A mole',
      }),
    ]);
    await expect(appointmentCard(page, 'First visit')).toContainText(
      'New patient visit, 60 minutes',
    );
    await expect(appointmentCard(page, 'Headache follow-up')).toContainText(
      'Follow-up, 15 minutes',
    );
    await expect(appointmentCard(page, 'A mole')).toContainText('Skin check, 30 minutes');
    await expect(appointmentCard(page, 'Measles shot')).toContainText(
      'Child vaccination, 15 minutes',
    );
    await expect(appointmentCard(page, 'Measles shot')).toContainText('Mia Lee');
  });

  test('does not offer a 60-minute visit at 16:30 when the day ends at 17:00; the database refuses it', async ({
    page,
    request,
  }) => {
    const [four, halfFour] = await inOwnWeek(2, ['16:00', '16:30']);
    const patient = await dayOfTypeAs(page, request, 'Nia', {
      type: NEW_PATIENT.id,
      doctor: exampleClinic.HART,
      instant: four!,
    });
    await expect(offeredTimes(page).last()).toHaveText('16:00');
    expect(await offeredTimes(page).allTextContents()).not.toContain('16:30');

    await expectRefusedToAnother(
      request,
      {
        doctor_id: 1,
        date_time: halfFour!,
        visit_type_id: NEW_PATIENT.id,
      },
      '23514',
      "New patient visit at that time would end after the doctor's hours.",
    );
    // 16:00 is booked: the visit ends at 17:00, its buffer runs past it.
    await scheduleAt(page, four!, 'Last visit of the day');
    await expectOneVisit(patient, four!, 60, 10);
  });

  test('packs a morning with 15-minute follow-ups, one on every start', async ({
    page,
    request,
  }) => {
    const morning = await inOwnWeek(2, ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    const lastStart = morning.at(-1)!;
    // Dr. Nair's morning is taken up to 11:30 by another patient's follow-ups.
    const olga = await register(request, 'Olga');
    for (const start of morning.slice(0, -1)) {
      await bookedAs(request, olga, {
        doctor_id: 3,
        date_time: start,
        visit_type_id: FOLLOW_UP.id,
      });
    }
    const patient = await dayOfTypeAs(page, request, 'Pat', {
      type: FOLLOW_UP.id,
      doctor: exampleClinic.NAIR,
      instant: lastStart,
    });
    await expect(offeredTimes(page).first()).toHaveText(timeOf(lastStart));
    await scheduleAt(page, lastStart, 'Last of the morning');

    const [{ starts } = { starts: [] }] = await ownerQuery<{ starts: Date[] }>(
      `select array_agg(date_time order by date_time) as starts from clinic.appointments
        where doctor_id = 3 and status = 'scheduled' and visit_type_id = $1
          and patient_id = any($2)`,
      [FOLLOW_UP.id, [olga.user.id, patient.user.id]],
    );
    expect(starts.map((start) => start.toISOString())).toEqual(morning);
    await expectOneVisit(patient, lastStart, 15, 0);
  });

  test("keeps a new patient visit's 10-minute buffer free: the next start is 10:30, and the database refuses 10:00", async ({
    page,
    request,
  }) => {
    const [nine, ten, halfTen] = await inOwnWeek(3, ['09:00', '10:00', '10:30']);
    const olga = await register(request, 'Olga');
    await bookedAs(request, olga, {
      doctor_id: 1,
      date_time: nine!,
      visit_type_id: NEW_PATIENT.id,
    });
    await expectOneVisit(olga, nine!, 60, 10);

    await dayOfTypeAs(page, request, 'Pat', {
      type: FOLLOW_UP.id,
      doctor: exampleClinic.HART,
      instant: ten!,
    });
    await expect(offeredTimes(page).first()).toHaveText(timeOf(halfTen!));
    expect(await offeredTimes(page).allTextContents()).not.toContain(timeOf(ten!));
    await expectRefusedToAnother(
      request,
      {
        doctor_id: 1,
        date_time: ten!,
        visit_type_id: FOLLOW_UP.id,
      },
      '23P01',
      'That time is no longer available.',
    );
  });

  test("holds a child vaccination to 24 hours' notice, where a follow-up may be booked today", async ({
    page,
    request,
  }) => {
    const parent = await patientOn(page, request, 'Rosa');
    const noah = await addFamilyMember(request, parent, 'Noah Lee', '2020-06-01');
    const [{ now, cut, soon } = { now: '', cut: '', soon: '' }] = await ownerQuery<{
      now: string;
      cut: string;
      soon: string;
    }>(
      `select now()::text as now, (now() + interval '24 hours')::text as cut,
              (now() + interval '12 hours')::text as soon`,
    );
    /** What the database offers Noah with Dr. Okafor as `type` over the next two weeks. */
    const offered = async (type: string): Promise<number[]> => {
      const answer = await callRpc(
        request,
        'available_slots',
        {
          doctor_id: 4,
          from_time: new Date().toISOString(),
          to_time: new Date(Date.parse(now) + 14 * 86_400_000).toISOString(),
          visit_type_id: type,
          family_member_id: noah,
        },
        parent,
      );
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { date_time: string }[]).map(({ date_time }) =>
        Date.parse(date_time),
      );
    };

    await page.goto('/appointments/new/');
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Noah Lee' });
    await exampleClinic.chooseTypeAndDoctor(page, FOLLOW_UP.id, exampleClinic.OKAFOR);
    // A follow-up may be booked the same day: its first free time is the database's first start
    // from now, today when the run's hour still has one. (Polled: a start may pass meanwhile.)
    await expect(async () => {
      const [first] = await offered(FOLLOW_UP.id);
      await expectFirstFree(page, new Date(first!).toISOString());
    }).toPass();

    await page.getByLabel('What is this visit for?').selectOption(VACCINATION.id);
    await expect(async () => {
      const [followUps, vaccinations] = await Promise.all([
        offered(FOLLOW_UP.id),
        offered(VACCINATION.id),
      ]);
      // The same starts as a follow-up's (same length, doctor and person), from 24 hours on.
      expect(vaccinations[0]).toBe(followUps.find((start) => start >= Date.parse(cut)));
      await expectFirstFree(page, new Date(vaccinations[0]!).toISOString());
    }).toPass();

    // The database refuses a vaccination in 12 hours, whatever the hour.
    await expectRefusal(
      await bookAs(request, parent, {
        doctor_id: 4,
        date_time: new Date(Date.parse(soon)).toISOString(),
        visit_type_id: VACCINATION.id,
        family_member_id: noah,
      }),
      '23514',
      'Child vaccination must be booked at least 24 hours ahead.',
    );
    expect(await storedVisits(parent)).toEqual([]);
  });

  test("asks the intake questions after the time, cuts a long paste; the doctor's schedule shows the answers", async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const [eleven, two] = await inOwnWeek(4, ['11:00', '14:00']);
    const reason = `A changing mole ${run}`;
    const patient = await bookingFormAs(page, request, 'Ravi');
    await exampleClinic.chooseTypeAndDoctor(page, SKIN_CHECK.id, exampleClinic.MORENO);
    await chooseSlotAt(page, eleven!);
    const where = page.getByLabel(exampleClinic.SPOT_LOCATION);
    // Pasted 10,000 characters: the field keeps its 200.
    await where.focus();
    await page.keyboard.insertText('x'.repeat(10_000));
    await expect(where).toHaveValue('x'.repeat(200));
    await where.fill('');
    await page.getByLabel('Reason for visit').fill(reason);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(formErrors(page)).toContainText([
      'Answer “Where on your body is the spot or area that concerns you?”.',
      'Answer “Has it changed in size, shape or colour recently?”.',
    ]);
    await exampleClinic.answerSkinCheck(page, 'Left shoulder', 'Yes');
    await exampleClinic.scheduleWithReason(page, reason);
    await expect(appointmentCard(page, reason)).toContainText('Left shoulder');
    expect(await storedVisits(patient)).toEqual([
      expect.objectContaining({
        visit_type_id: SKIN_CHECK.id,
        duration: 30,
        intake_answers: { 'spot-location': 'Left shoulder', 'spot-changed': true },
      }),
    ]);
    // The database refuses the paste the form cut.
    await expectRefusal(
      await bookAs(request, patient, {
        doctor_id: 2,
        date_time: two!,
        visit_type_id: SKIN_CHECK.id,
        intake_answers: { 'spot-location': 'x'.repeat(10_000), 'spot-changed': true },
      }),
      '23514',
      'An answer can be at most 200 characters.',
    );

    // Dr. Moreno's own account, on a device of its own, reads the answers on /appointments.
    intakeVisit = { patient, reason, doctor: await registerDoctor(request, 'Rafael', 2) };
    const office = await newDevice(browser);
    const entry = await doctorsEntry(office.page, intakeVisit);
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText('Ravi');
    await expect(entry).toContainText('Skin check, 30 minutes');
    await expect(entry).toContainText('Left shoulder');
    await expect(entry).toContainText('Yes');
    await closeDevice(office);
  });

  test('the card and the doctor show each answer under its question', async ({ page, browser }) => {
    // The type is the database's alone: the list reads GET /visit_types to name its questions.
    if (!intakeVisit) throw new Error('the previous test booked no skin check');
    const office = await newDevice(browser);
    await exampleClinic.expectSkinCheckAnswers(
      await doctorsEntry(office.page, intakeVisit),
      'Left shoulder',
      'Yes',
    );
    await office.context.close();
    await logInAs(page, intakeVisit.patient);
    await page.goto('/appointments/');
    await exampleClinic.expectSkinCheckAnswers(
      appointmentCard(page, intakeVisit.reason),
      'Left shoulder',
      'Yes',
    );
  });

  test('a parent adds two children and books them with two doctors at the same time', async ({
    page,
    request,
  }) => {
    test.slow();
    const [ten, halfTen] = await inOwnWeek(4, ['10:00', '10:30']);
    const parent = await patientOn(page, request, 'Rosa');
    await exampleClinic.addFamilyMemberOnSite(page, 'Mia Lee', '2018-03-04');
    await exampleClinic.addFamilyMemberOnSite(page, 'Noah Lee', '2020-06-01');
    await page.goto('/appointments/new/');
    const person = page.getByLabel('Who is this visit for?');
    await expect(person.locator('option')).toHaveText(['Me', 'Mia Lee', 'Noah Lee']);

    await person.selectOption({ label: 'Mia Lee' });
    await exampleClinic.chooseTypeAndDoctor(page, FOLLOW_UP.id, exampleClinic.OKAFOR);
    await scheduleAt(page, ten!, 'Mia cough');

    await page.goto('/appointments/new/');
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Mia Lee' });
    await exampleClinic.chooseTypeAndDoctor(page, FOLLOW_UP.id, exampleClinic.HART);
    await chooseDayOf(page, ten!);
    // Mia is with Dr. Okafor at 10:00: not free for her with Dr. Hart ...
    await expect(offeredTimes(page).first()).toBeVisible();
    const forMia = await offeredTimes(page).allTextContents();
    expect(forMia).not.toContain(timeOf(ten!));
    expect(forMia).toContain(timeOf(halfTen!));
    // ... but free for Noah.
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Noah Lee' });
    await scheduleAt(page, ten!, 'Noah cough');

    expect(await storedVisits(parent)).toEqual([
      expect.objectContaining({ doctor_id: 1, date_time: ten, family_member: 'Noah Lee' }),
      expect.objectContaining({ doctor_id: 4, date_time: ten, family_member: 'Mia Lee' }),
    ]);
    await expect(appointmentCard(page, 'Mia cough')).toContainText('Mia Lee');
    await expect(appointmentCard(page, 'Noah cough')).toContainText('Noah Lee');

    // The database refuses Mia a second visit at 10:00, with Dr. Fischer.
    const [mia] = await ownerQuery<{ id: number }>(
      `select id::int from clinic.family_members where account_id = $1 and name = 'Mia Lee'`,
      [parent.user.id],
    );
    await expectRefusal(
      await bookAs(request, parent, {
        doctor_id: 5,
        date_time: ten!,
        visit_type_id: FOLLOW_UP.id,
        family_member_id: mia!.id,
      }),
      '23P01',
      'Mia Lee already has a visit at that time.',
    );
  });

  test("checks the age limit: asks the holder's date of birth, refuses an adult, books a child", async ({
    page,
    request,
  }) => {
    const [nine] = await inOwnWeek(5, ['09:00']);
    const parent = await patientOn(page, request, 'Rosa');
    await addFamilyMember(request, parent, 'Mia Lee', '2018-03-04');
    // The database asks first for a date of birth it does not have.
    await expectRefusal(
      await bookAs(request, parent, {
        doctor_id: 4,
        date_time: nine!,
        visit_type_id: VACCINATION.id,
      }),
      '23514',
      'Add your date of birth to book Child vaccination.',
    );

    await page.goto('/appointments/new/');
    await exampleClinic.chooseTypeAndDoctor(page, VACCINATION.id, exampleClinic.OKAFOR);
    await chooseSlotAt(page, nine!);
    const born = await exampleClinic.expectAdultRefusedChildVaccination(page);
    expect(await storedVisits(parent)).toEqual([]);
    expect(
      await ownerQuery('select date_of_birth from clinic.accounts where id = $1', [parent.user.id]),
    ).toEqual([{ date_of_birth: null }]);

    // For Mia, 8, it goes through; no date of birth is asked for her.
    await page.getByLabel('Who is this visit for?').selectOption({ label: 'Mia Lee' });
    await expect(born).toHaveCount(0);
    await (await doctorSelect(page)).selectOption({ label: exampleClinic.OKAFOR });
    await chooseSlotAt(page, nine!);
    expect(await submitBooking(page)).toBe('Appointment scheduled successfully!');
    await expect(page).toHaveURL('/appointments/');
    expect(await storedVisits(parent)).toEqual([
      expect.objectContaining({
        visit_type_id: VACCINATION.id,
        date_time: nine,
        family_member: 'Mia Lee',
      }),
    ]);
  });
});
