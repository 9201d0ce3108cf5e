import { logOutFromNav, openLoginFromNav, fillLogin, heading } from './support/app';
import { accountNoticeParams, expectSends, NOTICE_DATE, stubAddress } from './support/email';
import { expect, test } from './support/fixtures';
import { registerInSpanish, SPANISH_NOTICE_DATE } from './support/spanish-account';
import es from '@/messages/es.json';

/*
 * An account keeps its language in local mode (docs/languages.md#the-accounts-language), and the
 * site's e-mails go out in it (docs/notifications.md#languages): over real HTTP to the EmailJS stub.
 */

const PASSWORD = 'Correct-Horse-Battery-9';

/** The stored `users` records of this browser. */
const storedUsers = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('users') ?? '[]') as unknown[]);

test.describe("The account's language (local mode)", () => {
  test('registering on /es/register/ keeps Spanish, and the registration e-mail is in Spanish', async ({
    page,
  }) => {
    const email = stubAddress('ok');
    await registerInSpanish(page, { name: 'Sofía Ruiz', email, password: PASSWORD });
    expect(await storedUsers(page)).toEqual([
      expect.objectContaining({ email, role: 'patient', language: 'es' }),
    ]);

    const [send] = await expectSends(email, 1);
    expect(send?.body.template_params).toEqual(
      accountNoticeParams(email, 'Sofía Ruiz', SPANISH_NOTICE_DATE, 'es'),
    );
  });

  test("the header's switch changes a signed-in account's language, and its next e-mail follows", async ({
    page,
  }) => {
    const email = stubAddress('ok');
    await registerInSpanish(page, { name: 'Tomás Vega', email, password: PASSWORD });
    await expectSends(email, 1);

    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/');
    await expect
      .poll(() => storedUsers(page))
      .toEqual([expect.objectContaining({ email, language: 'en' })]);

    await logOutFromNav(page);
    await openLoginFromNav(page);
    await fillLogin(page, email, PASSWORD);
    await expect(heading(page)).toHaveText('Welcome, Tomás Vega!');
    const sends = await expectSends(email, 2);
    expect(sends[1]?.body.template_params).toMatchObject({
      language: 'en',
      date: expect.stringMatching(NOTICE_DATE),
    });
  });
});
