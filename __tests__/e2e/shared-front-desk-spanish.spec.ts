import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { heading } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expectSends, stubAddress, watchSends } from './support/email';
import { englishShown } from './support/english-shown';
import { expect, test } from './support/fixtures';
import {
  clinicClock,
  doctorName,
  ownerQuery,
  ownWeek,
  passwordFor,
  register,
  registerStaff,
  type Session,
  slotOn,
  startedAppointment,
} from './support/shared-api';
import { runOnSharedSite } from './support/shared-site';
import { formatMessage } from '../support/messages';
import es from '@/messages/es.json';

/*
 * The front desk in Spanish, /es/schedule/ (docs/languages.md#routes, docs/front-desk.md), on the
 * shared-mode export against the real database: a staff member logs in on /es/login/, reads the
 * day in Spanish, books for a patient who phones, cancels with a reason and marks attendance,
 * and the page shows no English catalog text and passes axe.
 */

runOnSharedSite();

const desk = es.frontDesk;

/** Logs `session` in on /es/login/ and opens /es/schedule/ from the Spanish navigation on `day`. */
async function openSpanishDesk(page: Page, session: Session, day: string) {
  await page.goto('/es/login/');
  await page.getByLabel(es.account.emailLabel).fill(session.user.email);
  await page.getByLabel(es.account.passwordLabel).fill(passwordFor(session.user.name));
  await page.getByRole('button', { name: es.account.loginButton }).click();
  await expect(page).toHaveURL('/es/');
  await page
    .getByRole('navigation', { name: es.layout.navLabel })
    .getByRole('link', { name: es.layout.navSchedule })
    .click();
  await expect(page).toHaveURL('/es/schedule/');
  await expect(heading(page)).toHaveText(desk.title);
  await showDay(page, day);
}

/** Shows clinic day `day` ('yyyy-MM-dd') in the day view. */
async function showDay(page: Page, day: string) {
  await page.getByLabel(desk.dateLabel, { exact: true }).fill(day);
  await expect(page.locator('caption')).toContainText('Citas del ');
}

test.describe('Shared mode: the front desk in Spanish', () => {
  test('on /es/schedule/ staff read the day in Spanish, book for a patient, cancel with a reason and mark attendance; no English catalog text; axe passes', async ({
    page,
    request,
  }) => {
    test.slow();
    const { day, time } = await slotOn(ownWeek(430), 3, '10:00');
    const doctor = await doctorName(1);
    const patientName = `Rosa ${randomUUID().slice(0, 8)}`;
    const patient = await register(request, patientName, stubAddress('ok'));
    const staff = await registerStaff(request, 'Escritorio');
    const sends = watchSends(page);

    await openSpanishDesk(page, staff, day);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const grid = page.getByRole('table');
    await expect(grid.getByRole('columnheader', { name: desk.timeColumn })).toBeVisible();
    await expect(grid.getByRole('rowheader', { name: '10:00' })).toBeVisible();
    await expect(page.getByRole('group', { name: desk.daysShown })).toBeVisible();
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Book for a patient who phones.
    await page.getByRole('button', { name: `Reservar con ${doctor} el ${day} ${time}` }).click();
    const detail = page.getByRole('region', { name: desk.bookTitle });
    await expect(detail).toBeFocused();
    await detail.getByLabel(desk.findLabel).fill(patientName);
    await detail.getByRole('button', { name: desk.findButton }).click();
    await detail.getByRole('button', { name: `Elegir a ${patientName}` }).click();
    await detail.getByRole('button', { name: desk.bookButton }).click();
    await expect(detail.getByRole('alert')).toHaveText(desk.needReason);
    await detail.getByLabel(desk.visitReason).fill('Dolor de rodilla');
    await detail.getByRole('button', { name: desk.bookButton }).click();
    const booked = page.getByRole('status').filter({ hasText: 'Se reservó' });
    await expect(booked).toHaveText(
      new RegExp(`^Se reservó una cita para ${patientName} el [a-zé]+, \\d+ de [a-z]+, 10:00\\.$`),
    );
    await expect(
      grid.getByText(formatMessage('es', 'frontDesk.status', { status: 'scheduled' })),
    ).toBeVisible();
    expect(await englishShown(page)).toEqual([]);

    // Cancel it with a reason.
    await page.getByRole('button', { name: patientName, exact: true }).click();
    const opened = page.getByRole('region', { name: new RegExp(`^${patientName}, `) });
    await expect(opened).toBeFocused();
    await opened.getByRole('button', { name: desk.confirmCancel }).click();
    await expect(opened.getByRole('alert')).toHaveText(desk.reasonRequired);
    await opened.getByLabel(desk.reasonLabel).fill('El médico está enfermo');
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await opened.getByRole('button', { name: desk.confirmCancel }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se canceló' })).toHaveText(
      formatMessage('es', 'frontDesk.canceled', { patient: patientName }),
    );
    await expect(grid.getByText('Cancelada')).toBeVisible();
    expect(
      await ownerQuery(
        `select status, cancel_reason from clinic.appointments where patient_id = $1`,
        [patient.user.id],
      ),
    ).toEqual([{ status: 'canceled', cancel_reason: 'El médico está enfermo' }]);
    // The booking and the cancel were e-mailed (their language is the account's: another page).
    await expectSends(patient.user.email, 2, { settled: sends });

    // Attendance of an appointment that has started.
    const eva = await register(request, `Eva ${randomUUID().slice(0, 8)}`);
    const started = await startedAppointment(eva, 'Tobillo torcido');
    await showDay(page, (await clinicClock(started.date_time.toISOString())).day);
    await page.getByRole('button', { name: eva.user.name, exact: true }).click();
    const visit = page.getByRole('region', { name: new RegExp(`^${eva.user.name}, `) });
    const noShow = formatMessage('es', 'frontDesk.attendance', { value: 'no_show' });
    await visit
      .getByRole('group', { name: desk.attendanceLegend })
      .getByRole('button', { name: noShow })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'se marcó' })).toHaveText(
      formatMessage('es', 'frontDesk.marked', { patient: eva.user.name, label: noShow }),
    );
    // Scoped to Eva's entry: another spec's started visit may be marked on the same day.
    await expect(
      grid.locator('.schedule-entry', { hasText: 'Tobillo torcido' }).getByText(noShow),
    ).toBeVisible();
    expect(
      await ownerQuery(`select attendance from clinic.appointments where id = $1`, [started.id]),
    ).toEqual([{ attendance: 'no_show' }]);
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // The check can fail: the switch's English page shows the English catalog's texts.
    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/schedule/');
    await expect(heading(page)).toHaveText('Schedule');
    await expect(page.locator('caption')).toContainText('Appointments on ');
    expect(await englishShown(page)).toEqual(expect.arrayContaining(['Schedule', 'Days shown']));
  });
});
