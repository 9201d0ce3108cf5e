import { randomUUID } from 'node:crypto';
import { heading } from './support/app';
import { expectSpanishPage } from './support/english-shown';
import { stubAddress } from './support/email';
import { expect, test } from './support/fixtures';
import {
  book,
  callRpc,
  DATA_API_URL,
  ownerQuery,
  ownWeek,
  register,
  registerStaff,
  slotOn,
  slots,
} from './support/shared-api';
import {
  closeDevice,
  DATA_API_DOWN,
  joinWaitlist,
  logInAs,
  newDevice,
  runOnSharedSite,
} from './support/shared-site';
import { formatMessage } from '../support/messages';
import es from '@/messages/es.json';

/*
 * The claim and offer pages and the booking page's waitlist section under /es/ in shared mode (docs/languages.md#routes), with real
 * one-time links made by the database: a claim link from a staff booking, and a waitlist offer
 * as the worker would store it (docs/waitlist.md), without the worker.
 */

runOnSharedSite();

test.describe('Shared mode: the claim and offer pages in Spanish', () => {
  test('/es/claim/ sets the password of a record the desk made, in Spanish; the spent link is refused in Spanish', async ({
    request,
    browser,
  }) => {
    const [mondayTen] = await slots(ownWeek(430), 1, ['10:00']);
    const desk = await registerStaff(request, 'Mesa');
    const patientName = `Rosa Teléfono ${randomUUID().slice(0, 8)}`;
    const booked = await callRpc(
      request,
      'staff_book_appointment',
      {
        doctor_id: 1,
        date_time: mondayTen,
        reason: 'Revisión',
        patient_name: patientName,
        patient_email: stubAddress('ok'),
      },
      desk,
    );
    expect(booked.status()).toBe(200);
    const { claim_token: token } = (await booked.json()) as { claim_token: string };

    const phone = await newDevice(browser);
    const { page } = phone;
    await page.goto(`/es/claim/?token=${token}`);
    await expect(heading(page)).toHaveText(es.claim.title);
    await expectSpanishPage(page);
    const password = page.getByLabel(es.claim.passwordLabel, { exact: true });
    await password.fill('clave-2026');
    await page.getByLabel(es.claim.passwordAgainLabel).fill('otra-clave');
    await page.getByRole('button', { name: es.claim.button }).click();
    await expect(page.locator('#claim-error')).toHaveText(es.claim.claimPasswordsDiffer);
    await page.getByLabel(es.claim.passwordAgainLabel).fill('clave-2026');
    await page.getByRole('button', { name: es.claim.button }).click();
    await expect(page).toHaveURL('/es/');
    await expect(heading(page)).toHaveText(
      formatMessage('es', 'home.welcome', { name: patientName }),
    );

    await page.getByRole('button', { name: es.layout.navLogout }).click();
    await page.goto(`/es/claim/?token=${token}`);
    await password.fill('clave-2027');
    await page.getByLabel(es.claim.passwordAgainLabel).fill('clave-2027');
    phone.allow(/status of 403/);
    await page.getByRole('button', { name: es.claim.button }).click();
    await expect(page.locator('#claim-error')).toHaveText(es.claim.claimLinkInvalid);
    await expectSpanishPage(page);
    await closeDevice(phone);
  });

  // docs/languages.md#refusals-by-code: the connection notice is the catalog's `refusals`.
  test("/es/family/ and /es/claim/ give shared mode's connection notice in Spanish", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(DATA_API_DOWN);
    await logInAs(page, await register(request, 'Elena'));
    await page.goto('/es/family/');
    await expect(page.getByText(es.family.empty)).toBeVisible();
    // The data API out of reach from here on: postgrest-js then answers status 0.
    await page.route(`${new URL(DATA_API_URL).origin}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    const form = page.getByRole('form', { name: es.family.addTitle });
    await form.getByLabel(es.family.nameLabel).fill('Pablo Ruiz');
    await form.getByLabel(es.family.dateOfBirthLabel).fill('2019-05-06');
    await form.getByLabel(es.family.relationshipLabel).selectOption({
      label: formatMessage('es', 'family.relationship', { relationship: 'child' }),
    });
    await form.getByRole('button', { name: es.family.addButton }).click();
    await expect(form.getByRole('alert')).toHaveText(es.refusals.serverUnreachable);
    await expectSpanishPage(page);

    await page.getByRole('button', { name: es.layout.navLogout }).click();
    await page.goto('/es/claim/?token=abc');
    await page.getByLabel(es.claim.passwordLabel, { exact: true }).fill('clave-2026');
    await page.getByLabel(es.claim.passwordAgainLabel).fill('clave-2026');
    await page.getByRole('button', { name: es.claim.button }).click();
    await expect(page.locator('#claim-error')).toHaveText(es.refusals.serverUnreachable);
    await expectSpanishPage(page);
  });

  test('/es/offer/ shows an offer in Spanish, and the date of the visit it moves, and books it; a link without its token says so in Spanish', async ({
    page,
    request,
  }) => {
    await page.goto('/es/offer/');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(es.offer.offerNoToken);
    await expectSpanishPage(page);

    // A waiting patient and an offer of a free slot for them, stored as the worker stores one.
    const { start: wednesdayNine, day } = await slotOn(ownWeek(440), 3, '09:00');
    const [fridayThree] = await slots(ownWeek(440), 5, ['15:00']);
    const patient = await register(request, 'Inés');
    // Her later visit with the same doctor, which booking the offer moves.
    expect((await book(request, patient, 2, fridayThree!)).ok()).toBe(true);
    const joined = await joinWaitlist(request, patient, {
      doctor_id: 2,
      first_day: day,
      last_day: day,
      reason: 'Lunar',
    });
    const { id: entryId } = (await joined.json()) as { id: number };
    const token = randomUUID();
    await ownerQuery(
      `insert into clinic.waitlist_offers (entry_id, doctor_id, date_time, token_hash, hold_until, status)
       values ($1, 2, $2, digest($3, 'sha256'), now() + interval '1 hour', 'sent')`,
      [entryId, wednesdayNine, token],
    );

    await page.goto(`/es/offer/?token=${token}`);
    await expect(heading(page)).toHaveText(es.offer.offerTitle);
    const when = page
      .getByText(es.offer.offerWhen, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
    await expect(when).toContainText(
      formatMessage('es', 'offer.when', { start: new Date(wednesdayNine) }),
    );
    // The later visit's date in Spanish too, from its start (migration 020).
    await expect(
      page.getByText(
        formatMessage('es', 'offer.offerReplaces', {
          when: formatMessage('es', 'offer.when', { start: new Date(fridayThree!) }),
        }),
      ),
    ).toBeVisible();
    await expectSpanishPage(page);

    await page.getByRole('button', { name: es.offer.offerMove }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      formatMessage('es', 'offer.status', { status: 'booked' }),
    );
    await expectSpanishPage(page);
    await page.getByRole('link', { name: es.offer.offerSeeAppointments }).click();
    await expect(page).toHaveURL('/es/login/');
  });

  test("/es/appointments/new/ shows the waitlist section, its entry and its check's refusal in Spanish", async ({
    page,
    request,
  }) => {
    const { day } = await slotOn(ownWeek(450), 1, '09:00');
    const patient = await register(request, 'Lucía');
    await joinWaitlist(request, patient, {
      doctor_id: 1,
      first_day: day,
      last_day: day,
      weekdays: [1, 3],
      reason: 'Control',
    });
    await logInAs(page, patient);

    await page.goto('/es/appointments/new/');
    // The section loads after the page (docs/waitlist.md#languages).
    const section = page.getByRole('region', { name: es.waitlist.sectionTitle });
    const entry = section.getByTestId('waitlist-entry');
    await expect(entry).toContainText('lunes, miércoles');
    await expect(entry).toContainText(
      formatMessage('es', 'waitlist.entryStatus', { status: 'waiting' }),
    );
    await section.getByRole('button', { name: es.waitlist.openForm }).click();
    await section.getByRole('button', { name: es.waitlist.join }).click();
    await expect(section.getByRole('alert')).toHaveText(es.waitlist.chooseDoctor);
    await expectSpanishPage(page);
  });
});
