import {
  answerDialog,
  appointmentCard,
  expectLoggedInAs,
  fillBookingForm,
  fillLogin,
  logOutFromNav,
  openLoginFromNav,
  registerThroughForm,
} from './support/app';
import {
  botMessages,
  expect,
  MODEL_STUB_URL,
  openChat,
  sendChatMessage,
  test,
} from './support/chat';
import { EMAILJS_STUB, expectSends, stubAddress } from './support/email';
import { readAll } from './support/storage';

/**
 * docs/decisions/002-passwords-are-checked.md: the password never leaves `credentials` — and not even
 * that: only its salted hash is stored there. A full journey (register, chat, book, cancel, log
 * out, log in with the password) is watched from the outside: every console line of every
 * page, every outgoing request (URL, headers and body, the EmailJS stub's and the model stub's
 * included), and at the end every localStorage key and value. The password appears in none of
 * them; the stored hash and salt appear only in the value of `credentials`.
 */

interface Sighting {
  where: string;
  text: string;
}

/** The forms a secret could take when it leaks: as is, JSON-escaped, or URL-encoded. */
function leakForms(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])];
}

function sightingsOf(secret: string, haystack: readonly Sighting[]): string[] {
  const forms = leakForms(secret);
  return haystack
    .filter(({ text }) => forms.some((form) => text.includes(form)))
    .map(({ where }) => where);
}

test.describe('Secrets', () => {
  test('the password, its hash and its salt leak into no console line, request or other storage key', async ({
    page,
    context,
    modelSession,
  }) => {
    const name = 'Hedy Lamarr';
    const email = stubAddress('ok');
    const password = 'Frequency-Hopping-1942!';
    const reason = 'Headaches after long screen work';
    const chatText = 'What are your opening hours on Saturday?';

    const seen: Sighting[] = [];
    context.on('console', (message) => {
      seen.push({ where: `console.${message.type()}`, text: message.text() });
    });
    context.on('request', (request) => {
      const where = `${request.method()} ${request.url()}`;
      seen.push({ where: `${where} (URL)`, text: request.url() });
      seen.push({ where: `${where} (headers)`, text: JSON.stringify(request.headers()) });
      seen.push({ where: `${where} (body)`, text: request.postData() ?? '' });
    });

    await registerThroughForm(page, { name, email, password });
    await expect(page).toHaveURL('/');

    await openChat(page);
    await sendChatMessage(page, chatText);
    await expect(botMessages(page).last()).toContainText(chatText);

    await page.getByRole('link', { name: 'Schedule New Appointment' }).click();
    await fillBookingForm(page, 0, reason);
    await answerDialog(page, () =>
      page.getByRole('button', { name: 'Schedule Appointment' }).click(),
    );
    await expect(page).toHaveURL('/appointments/');
    const card = appointmentCard(page, reason);
    await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    await expect(card).toContainText('Canceled');

    await logOutFromNav(page);
    await openLoginFromNav(page);
    await fillLogin(page, email, password);
    await expect(page).toHaveURL('/');
    await expectLoggedInAs(page, name);

    // The four e-mails (registered, booked, canceled, logged in) and the chat query went out,
    // so the watch above really saw the requests that could carry a secret.
    await expectSends(email, 4);
    const modelQueries = (await modelSession.requests()).filter((r) => r.kind === 'query');
    expect(modelQueries.length).toBeGreaterThanOrEqual(1);
    const bodies = (origin: string) =>
      seen.filter(({ where }) => where.includes(` ${origin}/`) && where.endsWith('(body)'));
    expect(bodies(EMAILJS_STUB).filter(({ text }) => text.includes(email))).toHaveLength(4);
    expect(bodies(MODEL_STUB_URL).some(({ text }) => text.includes(chatText))).toBe(true);

    const stored = await readAll(page);
    const credentials = JSON.parse(stored.credentials ?? 'null') as {
      email: string;
      salt: string;
      hash: string;
    }[];
    expect(credentials).toEqual([
      expect.objectContaining({ email, salt: expect.any(String), hash: expect.any(String) }),
    ]);
    const salt = credentials[0]?.salt ?? '';
    const hash = credentials[0]?.hash ?? '';
    // Long enough that finding them anywhere else cannot be a coincidence.
    expect(salt.length).toBeGreaterThanOrEqual(20);
    expect(hash.length).toBeGreaterThanOrEqual(40);
    const storedElsewhere: Sighting[] = Object.entries(stored).flatMap(([key, value]) => [
      { where: `localStorage key '${key}'`, text: key },
      ...(key === 'credentials' ? [] : [{ where: `localStorage['${key}']`, text: value }]),
    ]);
    const everywhere = [...seen, ...storedElsewhere];

    expect(sightingsOf(password, everywhere), 'where the password showed up').toEqual([]);
    expect(stored.credentials).not.toContain(password);
    expect(sightingsOf(hash, everywhere), 'where the password hash showed up').toEqual([]);
    expect(sightingsOf(salt, everywhere), 'where the salt showed up').toEqual([]);
  });
});
