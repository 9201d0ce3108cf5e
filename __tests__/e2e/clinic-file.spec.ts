import { existsSync } from 'node:fs';
import path from 'node:path';
import { SIX_DOCTOR_OPTIONS } from '../support/clinic-file';
import { doctorOptions, doctorSelect, offeredTimes, showCalendar, typeDate } from './support/app';
import { chatMessageTexts, openChat, sendChatMessage } from './support/chat';
import { ports } from './support/clinic-file-env.json';
import { expect, test } from './support/fixtures';
import { gotoAsUser, makeUser } from './support/storage';

/**
 * The clinic file (docs/configuration.md#the-clinic-file): `out-six-doctors/` is built by
 * scripts/e2e.mjs from __tests__/e2e/support/six-doctor-clinic.json, whose sixth doctor, Dr. Lena
 * Park, keeps a lunch break on Mondays and Wednesdays and works Sundays 11:00–15:00. The
 * static export is served on 127.0.0.1:4187 and driven in Chromium; nothing else changed.
 */

test.use({ baseURL: `http://127.0.0.1:${ports.sixDoctorSite}` });
test.beforeAll(() => {
  const built = existsSync(path.join(__dirname, '../../out-six-doctors/index.html'));
  test.skip(!built, 'out-six-doctors/ is not built (npm run test:e2e builds it)');
});

/** Wednesday 2 December 2026, 08:00 in the clinic (New York). */
const WEDNESDAY_MORNING = new Date('2026-12-02T13:00:00Z');

/** Types a December 2026 day into the booking form's typed date. */
const typeDecemberDay = (page: import('@playwright/test').Page, day: number) =>
  typeDate(page, { day, month: 12, year: 2026 });

test.describe('A clinic file with six doctors and a Sunday clinic', () => {
  test('lists the sixth doctor and offers her Sunday, 11:00 to 14:30; a doctor on the clinic’s week has none', async ({
    page,
  }) => {
    await page.clock.install({ time: WEDNESDAY_MORNING });
    await gotoAsUser(page, '/appointments/new/', makeUser());
    expect(await doctorOptions(page)).toEqual(SIX_DOCTOR_OPTIONS);
    await (await doctorSelect(page)).selectOption({ label: 'Dr. Lena Park — Pediatrics' });

    // The calendar offers Sunday 6 December, with its eight free times.
    const calendar = await showCalendar(page);
    await expect(
      calendar.getByRole('gridcell', { name: /Sunday, December 6th, 2026, 8 free times$/ }),
    ).toHaveAttribute('aria-disabled', 'false');

    await typeDecemberDay(page, 6);
    await expect(offeredTimes(page)).toHaveText([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);

    // Dr. Hart keeps the clinic's week: closed on Sundays.
    await (await doctorSelect(page)).selectOption({ label: 'Dr. Amelia Hart — Cardiology' });
    await expect(
      calendar.getByRole('gridcell', { name: /Sunday, December 6th, 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  test('the sixth doctor’s Monday leaves out her lunch break', async ({ page }) => {
    await page.clock.install({ time: WEDNESDAY_MORNING });
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await (await doctorSelect(page)).selectOption({ label: 'Dr. Lena Park — Pediatrics' });
    await typeDecemberDay(page, 7);
    const times = await offeredTimes(page).allTextContents();
    expect(times).toHaveLength(14);
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(times.slice(5, 7)).toEqual(['11:30', '13:00']);
  });

  test("the assistant's hours answer mentions Sunday", async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await sendChatMessage(page, 'What are your clinic hours?');
    await expect(chatMessageTexts(page).last()).toHaveText(
      'Our clinic is open Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, Sunday 11:00 AM to 3:00 PM, closed on holidays. For an emergency, please go to the nearest emergency room or call 911.',
    );
  });
});
