import { bookingReference } from '@/lib/appointments/booking/booking-reference';
import { formatMessage } from '../support/messages';
import { heading, mainNav } from './support/app';
import { chatButton } from './support/chat';
import { expect, test } from './support/fixtures';
import { gotoAsUser, makeAppointment, makeUser } from './support/storage';
import siteEnv from './support/site-env.json';

/**
 * The printed appointments list with each booking reference (docs/product.md#appointments-list,
 * docs/product.md#booking-reference): no navigation, chat or footer; every card whole, with
 * its booking reference; the clinic's contact on paper.
 */

const user = makeUser({ name: 'Print Tester' });
// Enough cards for more than one sheet, so page breaks fall between cards.
const appointments = Array.from({ length: 14 }, (_, index) =>
  makeAppointment(
    user,
    {
      reason: `Visit ${String(index + 1).padStart(2, '0')} of 14`,
      status: index % 4 === 3 ? 'canceled' : 'scheduled',
    },
    index + 2,
  ),
);

test.describe('Printing the appointments list', () => {
  test.beforeEach(async ({ page }) => {
    await gotoAsUser(page, '/appointments/', user, {
      appointments: JSON.stringify(appointments),
    });
    await expect(page.getByRole('article')).toHaveCount(appointments.length);
    await expect(chatButton(page)).toBeVisible();
  });

  test('shows every card with its reference and the contact, without nav, chat or footer', async ({
    page,
  }) => {
    const contact = formatMessage('en', 'appointments.printContact', {
      clinicName: siteEnvValue('NEXT_PUBLIC_CLINIC_NAME'),
      phone: siteEnvValue('NEXT_PUBLIC_CLINIC_PHONE'),
      email: siteEnvValue('NEXT_PUBLIC_CLINIC_EMAIL'),
    });
    // On screen the contact is left to the footer.
    await expect(page.getByText(contact)).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(mainNav(page)).toBeHidden();
    await expect(chatButton(page)).toBeHidden();
    await expect(page.locator('#chat-root')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByText(contact)).toBeVisible();
    await expect(heading(page)).toHaveText('My Appointments');
    await expect(page.getByRole('link', { name: 'Book New Appointment' })).toBeHidden();

    for (const appointment of appointments) {
      const card = page.getByRole('article').filter({ hasText: appointment.reason });
      await expect(card).toBeVisible();
      await expect(card.getByText(bookingReference(appointment.id), { exact: true })).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
    }
    const breaks = await page
      .locator('.appointments > li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).breakInside));
    expect(breaks).toEqual(appointments.map(() => 'avoid'));

    await page.emulateMedia({ media: 'screen' });
    await expect(mainNav(page)).toBeVisible();
    await expect(chatButton(page)).toBeVisible();
  });

  test("Chromium prints it to PDF on more than one page, each card's reference in the text", async ({
    page,
  }) => {
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    // One card is about 10 rem tall on paper: 14 fit on a handful of A4 pages, not one each.
    expect(pages.length).toBeLessThan(appointments.length);
  });
});

/** A setting the e2e export is built with (__tests__/e2e/support/site-env.json). */
function siteEnvValue(key: string): string {
  const value = (siteEnv.clinic as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`site-env.json has no ${key}`);
  return value;
}
