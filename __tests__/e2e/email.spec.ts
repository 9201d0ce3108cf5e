import type { Page } from '@playwright/test';
import {
  answerDialog,
  appointmentCard,
  expectLoggedInAs,
  fillBookingForm,
  fillLogin,
  fillRegistration,
  heading,
  logOutFromNav,
  mainNav,
  openLoginFromNav,
  registerThroughForm,
  scheduleAppointment,
} from './support/app';
import {
  accountNoticeParams,
  consultationParams,
  E2E_EMAIL,
  EMAILJS_LIB_VERSION,
  expectSends,
  NOTICE_DATE,
  type RecordedSend,
  stubAddress,
} from './support/email';
import { expect, test } from './support/fixtures';
import { gotoAsUser, makeAppointment, makeUser } from './support/storage';

/**
 * docs/notifications.md: the static export, built with its e-mail origin pointed at
 * the EmailJS stub on 127.0.0.1, sends each notice with the real `@emailjs/browser` over real
 * HTTP. Each test uses its own recipient address, so the stub's records never mix.
 */

const PASSWORD = 'Correct-Horse-Battery-9';

/** Registers through the form with this spec's password. */
const register = (page: Page, name: string, email: string) =>
  registerThroughForm(page, { name, email, password: PASSWORD });

/** Logs out and back in through the nav (client-side navigation, as a visitor does). */
async function logOutAndIn(page: Page, name: string, email: string): Promise<void> {
  await logOutFromNav(page);
  await openLoginFromNav(page);
  await fillLogin(page, email, PASSWORD);
  await expect(heading(page)).toHaveText(`Welcome, ${name}!`);
}

/**
 * That `send` carries the fields every send carries, with this build's ids and key, and exactly
 * `templateParams` as its template parameters.
 */
function expectSent(
  send: RecordedSend | undefined,
  templateParams: Record<string, unknown>,
  ids: 'primary' | 'fallback' = 'primary',
) {
  expect(send?.body).toMatchObject({
    lib_version: EMAILJS_LIB_VERSION,
    user_id: E2E_EMAIL.publicKey,
    service_id: ids === 'primary' ? E2E_EMAIL.serviceId : E2E_EMAIL.fallbackServiceId,
    template_id: ids === 'primary' ? E2E_EMAIL.templateId : E2E_EMAIL.fallbackTemplateId,
  });
  expect(Object.keys(send?.body ?? {}).sort()).toEqual([
    'lib_version',
    'service_id',
    'template_id',
    'template_params',
    'user_id',
  ]);
  expect(send?.body.template_params).toEqual(templateParams);
}

/** That `patient` got exactly one appointment notice, with `fields` and their own address and name. */
async function expectOneAppointmentNotice(
  patient: { email: string; name: string },
  fields: { doctor_name: string; appointment_date: string; reason: string },
) {
  const [send] = await expectSends(patient.email, 1);
  expectSent(send, {
    ...fields,
    to_email: patient.email,
    to_name: patient.name,
    ...consultationParams(patient.name),
  });
}

test.describe('E-mail notices (EmailJS, over HTTP to the stub)', () => {
  test('registration sends exactly one notice with to_email, to_name and date', async ({
    page,
    baseURL,
  }) => {
    const email = stubAddress('ok');
    await register(page, 'Ada Lovelace', email);

    const [send] = await expectSends(email, 1);
    expectSent(send, accountNoticeParams(email, 'Ada Lovelace', NOTICE_DATE, 'en'));
    // Posted by the browser itself: a CORS request from the site's origin, as JSON.
    expect(send?.origin).toBe(new URL(baseURL ?? '').origin);
    expect(send?.contentType).toMatch(/^application\/json/);
    expect(send?.answered).toBe(200);
  });

  test('login of a known user sends exactly one notice; an unknown e-mail sends none', async ({
    page,
  }) => {
    const email = stubAddress('ok');
    await register(page, 'Grace Hopper', email);
    await expectSends(email, 1);

    await logOutAndIn(page, 'Grace Hopper', email);
    const sends = await expectSends(email, 2);
    expectSent(sends[1], accountNoticeParams(email, 'Grace Hopper', NOTICE_DATE, 'en'));

    // docs/notifications.md: only a known user's login is notified; an unknown e-mail starts a session silently.
    const stranger = stubAddress('ok');
    await logOutFromNav(page);
    await openLoginFromNav(page);
    await fillLogin(page, stranger, 'anything-at-all');
    await expectLoggedInAs(page, stranger.slice(0, stranger.indexOf('@')));
    await expectSends(stranger, 0, { settleMs: 1_500 });
  });

  test('booking sends exactly one confirmation, which arrives although the page moves on to the list at once', async ({
    page,
  }) => {
    const patient = makeUser({ name: 'Katherine Johnson', email: stubAddress('ok') });
    // A seeded session: nothing has loaded the e-mail library before the booking.
    await gotoAsUser(page, '/appointments/new/', patient);
    const { doctor, slot } = await fillBookingForm(page, 2, 'Migraine follow-up');
    await scheduleAppointment(page);

    await expectOneAppointmentNotice(patient, {
      doctor_name: doctor.name,
      appointment_date: slot.formatted,
      reason: 'Migraine follow-up',
    });
  });

  test('cancellation sends exactly one notice', async ({ page }) => {
    const patient = makeUser({ name: 'Dorothy Vaughan', email: stubAddress('ok') });
    const appointment = makeAppointment(patient, { reason: 'Knee pain' });
    await gotoAsUser(page, '/appointments/', patient, {
      appointments: JSON.stringify([appointment]),
    });
    const card = appointmentCard(page, 'Knee pain');
    const confirm = await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    expect(confirm.message).toBe('Are you sure you want to cancel this appointment?');
    await expect(card).toContainText('Canceled');

    await expectOneAppointmentNotice(patient, {
      doctor_name: appointment.doctor_name,
      appointment_date: appointment.formatted_date,
      reason: 'Knee pain',
    });
  });

  test('the EmailJS library is in no page’s first-load JavaScript; the first send loads it', async ({
    page,
  }) => {
    /** Bodies of the scripts the page loaded, by URL. */
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && !scripts.has(response.url())) {
        scripts.set(
          response.url(),
          response.text().catch(() => ''),
        );
      }
    });
    // The library's own endpoint path: present in its code, in none of ours.
    const libraryCode = '/api/v1.0/email/send';
    const loadedLibrary = async () => {
      const found: string[] = [];
      for (const [url, body] of scripts) if ((await body).includes(libraryCode)) found.push(url);
      return found;
    };

    const patient = makeUser();
    for (const path of ['/', '/login/', '/register/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    for (const path of ['/appointments/', '/appointments/new/']) {
      await gotoAsUser(page, path, patient);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.size).toBeGreaterThan(3);
    expect(await loadedLibrary()).toEqual([]);

    const email = stubAddress('ok');
    await page.getByRole('button', { name: 'Logout' }).click();
    await mainNav(page).getByRole('link', { name: 'Register', exact: true }).click();
    await fillRegistration(page, { name: 'Lazy Loader', email, password: PASSWORD });
    await expectSends(email, 1, { settleMs: 0 });
    expect(await loadedLibrary()).toHaveLength(1);
  });
});
