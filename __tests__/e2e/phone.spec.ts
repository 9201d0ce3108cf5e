import type { Locator, Page } from '@playwright/test';
import { CHAT_POPUP_DELAY_MS } from '@/lib/chat/constants';
import { CHAT_UI_TEXT } from '@/lib/chat/texts';
import en from '@/messages/en.json';
import {
  chooseDoctor,
  heading,
  mainNav,
  showCalendar,
  slotCalendar,
  timesGroup,
} from './support/app';
import { chatButton, chatPanel, pauseClock, settlePaused } from './support/chat';
import { addStepBudget, expect, test } from './support/fixtures';
import { gotoAsUser, gotoBookingFormAs, makeAppointment, makeUser } from './support/storage';
import { FIRST_VISIT } from './support/visitor';

/**
 * The site on a phone (docs/product.md#routes, docs/chat.md): at 360 and
 * 390 CSS px the navigation is one row with a Menu button, the chat widget never covers the
 * booking form's buttons, calendar or times, and every target is at least 24×24 CSS px
 * (WCAG 2.2 success criterion 2.5.8, Target Size (Minimum)).
 */

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

const user = makeUser({ name: 'Phone Tester' });

/**
 * What one screen of the target-size test adds to its budget: opened, then measured three
 * times, it took 1-10 s with the load average at 15-25.
 */
const TARGETS_SCREEN_MS = 12_000;

/**
 * What one target of the coverage checks adds to its test's budget: three scroll positions,
 * measured at each; a test of six targets outgrew the config's 30 s at a load of 20-25.
 */
const COVERED_TARGET_MS = 6_000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** Whether two boxes share any area (touching edges do not count). */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The chat widget's visible parts whose box meets `target`'s, by name, e.g. ['Chat button'];
 * also any point of `target` (corners and centre) where the topmost element is the widget's.
 */
async function chatPartsOver(page: Page, target: Locator): Promise<string[]> {
  const targetBox = await boxOf(target);
  const parts: [string, Locator][] = [
    ['Chat button', chatButton(page)],
    ['welcome popup', page.getByText(CHAT_UI_TEXT.welcomePopup)],
    ['chat panel', chatPanel(page)],
  ];
  const found: string[] = [];
  for (const [name, part] of parts) {
    if (!(await part.isVisible())) continue;
    if (overlaps(await boxOf(part), targetBox)) found.push(name);
  }
  const hits = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points: [number, number][] = [
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((top) => top !== null && top.closest('#chat-root') !== null).length;
  });
  if (hits > 0) found.push(`the widget is topmost at ${hits} point(s)`);
  return found;
}

/** Scrolls so that `target` sits at the top, the middle or the bottom edge of the viewport. */
async function scrollTo(target: Locator, block: 'start' | 'center' | 'end'): Promise<void> {
  await target.evaluate((element, where) => {
    element.scrollIntoView({ block: where, behavior: 'instant' });
  }, block);
}

/** The booking form's own buttons. */
function formButtons(page: Page): Locator[] {
  return [
    page.getByRole('button', { name: 'Schedule Appointment' }),
    page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true }),
  ];
}

/**
 * For every scroll position that brings one of `targets` to an edge, what the chat covers.
 * Some ten round trips to the browser a position: each target brings its own budget.
 */
async function coveredTargets(page: Page, targets: Locator[]): Promise<string[]> {
  const problems: string[] = [];
  for (const target of targets) {
    addStepBudget(COVERED_TARGET_MS);
    for (const block of ['start', 'center', 'end'] as const) {
      await scrollTo(target, block);
      for (const part of await chatPartsOver(page, target)) {
        problems.push(`${(await target.innerText()).slice(0, 40)} (${block}): ${part}`);
      }
    }
  }
  return problems;
}

/** What the chat covers of the form's buttons (see {@link coveredTargets}). */
function coveredFormButtons(page: Page): Promise<string[]> {
  return coveredTargets(page, formButtons(page));
}

/** How far apart, in CSS px, the vertical centres of the nav's visible items are (0: one row). */
async function navRowSpread(page: Page): Promise<number> {
  const centres = await mainNav(page)
    .locator('a, button, li')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return box.top + box.height / 2;
        }),
    );
  expect(centres.length).toBeGreaterThanOrEqual(2);
  return Math.max(...centres) - Math.min(...centres);
}

for (const viewport of PHONES) {
  test.describe(`On a phone, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the navigation is one row; the Menu button shows and hides the links', async ({
      page,
    }) => {
      await gotoAsUser(page, '/appointments/', user);
      await expect(heading(page)).toHaveText('My Appointments');
      const nav = mainNav(page);
      const menu = nav.getByRole('button', { name: en.layout.navMenu });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'My Appointments' })).toBeHidden();
      expect(await navRowSpread(page)).toBeLessThan(4);
      const headerHeight = (await boxOf(page.locator('.site-header'))).height;
      expect(headerHeight).toBeLessThanOrEqual(64);

      const links = page.locator(`#${await menu.getAttribute('aria-controls')}`);
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(links).toBeVisible();
      await expect(nav.getByText(`Hello, ${user.name}`)).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

      await nav.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(links).toBeHidden();

      await menu.click();
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(heading(page)).toHaveText(`Welcome, ${user.name}!`);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(await navRowSpread(page)).toBeLessThan(4);
    });

    test('logged out, the navigation is one row too', async ({ page }) => {
      await page.goto('/login/');
      await expect(heading(page)).toHaveText('Log In');
      expect(await navRowSpread(page)).toBeLessThan(4);
      await mainNav(page).getByRole('button', { name: en.layout.navMenu }).click();
      await expect(mainNav(page).getByRole('link', { name: 'Register' })).toBeVisible();
    });

    test('the Chat button and the open panel never cover the booking form, its calendar or its times', async ({
      page,
    }) => {
      // A returning visitor (support/visitor.ts): the welcome popup was seen.
      await gotoBookingFormAs(page, user);
      await expect(chatButton(page)).toBeVisible();
      expect(await coveredFormButtons(page)).toEqual([]);

      // The calendar and the chosen day's times stay left of the Chat button's column.
      await chooseDoctor(page, 0);
      await showCalendar(page);
      await expect(timesGroup(page).getByRole('radio').first()).toBeVisible();
      expect(await coveredTargets(page, [slotCalendar(page), timesGroup(page)])).toEqual([]);
      // They fit the screen: no horizontal scrolling.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      await expect(chatButton(page)).toBeVisible();

      // The open panel is a screen of its own above the Chat button, which stays reachable.
      await chatButton(page).click();
      const panel = chatPanel(page);
      await expect(panel).toBeVisible();
      const panelBox = await boxOf(panel);
      const buttonBox = await boxOf(chatButton(page));
      expect(panelBox.x).toBe(0);
      expect(panelBox.y).toBe(0);
      // A classic scroll bar, when the browser draws one, takes its width from the page.
      expect(panelBox.width).toBeGreaterThanOrEqual(viewport.width - 20);
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(buttonBox.y);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(chatButton(page)).toBeFocused();
      expect(await coveredFormButtons(page)).toEqual([]);
    });

    test.describe('on a first visit', () => {
      test.use({ storageState: FIRST_VISIT });

      test('the welcome popup never covers the booking form buttons', async ({ page }) => {
        // The page's clock moves only when told, so the popup stays while it is measured.
        await pauseClock(page);
        await gotoAsUser(page, '/appointments/new/', user);
        await expect(heading(page)).toHaveText('Schedule an Appointment');
        await page.clock.runFor(100);
        await expect(chatButton(page)).toBeVisible();
        await expect(page.getByText(CHAT_UI_TEXT.welcomePopup)).toHaveCount(0);
        // It appears 2 s after the page loaded.
        await page.clock.runFor(CHAT_POPUP_DELAY_MS);
        await settlePaused(page);
        await expect(page.getByText(CHAT_UI_TEXT.welcomePopup)).toBeVisible();
        expect(await coveredFormButtons(page)).toEqual([]);
        await expect(page.getByText(CHAT_UI_TEXT.welcomePopup)).toBeVisible();
      });
    });

    test('every target is at least 24×24 CSS px on every route', async ({ page }) => {
      const seeded = JSON.stringify([
        makeAppointment(user, { reason: 'Upcoming visit' }, 3),
        makeAppointment(user, { reason: 'Canceled visit', status: 'canceled' }, 5),
      ]);
      const screens: { name: string; open: () => Promise<void> }[] = [
        { name: 'home, anonymous', open: () => page.goto('/').then(() => undefined) },
        { name: 'login', open: () => page.goto('/login/').then(() => undefined) },
        { name: 'register', open: () => page.goto('/register/').then(() => undefined) },
        { name: 'home, logged in', open: () => gotoAsUser(page, '/', user) },
        {
          name: 'appointments, empty',
          open: () => gotoAsUser(page, '/appointments/', makeUser()),
        },
        {
          name: 'appointments',
          open: async () => {
            await gotoAsUser(page, '/appointments/', user, { appointments: seeded });
            await expect(page.getByRole('article')).toHaveCount(2);
          },
        },
        {
          name: 'booking form with its calendar, times and typed date',
          open: async () => {
            await gotoBookingFormAs(page, user);
            await page.getByLabel('Doctor').selectOption({ index: 1 });
            await expect(chatButton(page)).toBeVisible();
            await showCalendar(page);
            await page.getByText('Type a date instead').click();
          },
        },
      ];
      const tooSmall: string[] = [];
      for (const screen of screens) {
        // Seven screens, each opened and measured three times: long by nature, so each brings
        // its own budget.
        addStepBudget(TARGETS_SCREEN_MS);
        await screen.open();
        await expect(heading(page)).toBeVisible();
        await expect(chatButton(page)).toBeVisible();
        // Once with the menu closed (the Menu button, the page, the Chat button), once open.
        tooSmall.push(...(await smallTargets(page, screen.name)));
        const menu = mainNav(page).getByRole('button', { name: en.layout.navMenu });
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        tooSmall.push(...(await smallTargets(page, `${screen.name}, menu open`)));
        await chatButton(page).click();
        await expect(chatPanel(page)).toBeVisible();
        tooSmall.push(...(await smallTargets(page, `${screen.name}, chat open`)));
      }
      expect(tooSmall).toEqual([]);
    });
  });
}

/**
 * The visible targets on the page smaller than 24×24 CSS px, as 'screen: <tag> "text" w×h'.
 * Links, buttons, form controls, the calendar's days and arrows, the times' labels, summaries. WCAG 2.5.8 exempts
 * a link inside a sentence ('Inline': its size is set by the line of text around it), so a
 * link with text of its own beside it in the same element, such as the footer's phone number
 * and e-mail address or 'Don't have an account? Register', is not counted.
 */
async function smallTargets(page: Page, screen: string): Promise<string[]> {
  const found = await page
    .locator(
      [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        '[role=button]',
        '[role=option]',
        '.react-datepicker__day',
        '.react-datepicker__navigation',
        '.slot-time',
        'summary',
      ].join(', '),
    )
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);
          if (style.visibility !== 'visible' || element.getClientRects().length === 0) {
            return false;
          }
          if (element.closest('[hidden], [aria-hidden="true"]')) return false;
          // The skip link is off screen until focused; then it is 40 px tall.
          if (element.classList.contains('skip-link')) return false;
          const inSentence =
            element.tagName === 'A' &&
            style.display === 'inline' &&
            [...(element.parentElement?.childNodes ?? [])].some(
              (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
            );
          return !inSentence;
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`,
            width: box.width,
            height: box.height,
          };
        }),
    );
  expect(found.length, `targets found on ${screen}`).toBeGreaterThan(0);
  return found
    .filter(({ width, height }) => width < 24 || height < 24)
    .map(
      ({ name, width, height }) => `${screen}: ${name} ${width.toFixed(1)}×${height.toFixed(1)}`,
    );
}

test.describe('On a wide screen', () => {
  test('the links are in the bar and there is no Menu button', async ({ page }) => {
    await gotoAsUser(page, '/appointments/', user);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'My Appointments' })).toBeVisible();
    await expect(nav.getByRole('button', { name: en.layout.navMenu })).toBeHidden();
  });
});

test.describe('On a touch phone, 390×844, nothing hovers', () => {
  // A finger never hovers: no step here points at or taps the date field. The booking form's
  // calendar comes with the doctor, however it was set (docs/product.md#booking).
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** The calendar and the chosen doctor's first free time, shown with no hover or focus. */
  async function expectCalendarWithTimes(page: Page): Promise<void> {
    await expect(slotCalendar(page)).toBeVisible();
    await expect(timesGroup(page)).toBeVisible();
    await expect(timesGroup(page).getByRole('radio', { checked: true })).toHaveCount(1);
  }

  test('choosing a doctor shows the calendar and its times', async ({ page }) => {
    await gotoAsUser(page, '/appointments/new/', user);
    await chooseDoctor(page, 2);
    await expectCalendarWithTimes(page);
  });

  test('moving an appointment shows the calendar and its times, also after a reload', async ({
    page,
  }) => {
    const patient = makeUser({ name: 'Touch Mover' });
    const appointment = makeAppointment(patient, { reason: 'Wrist check' });
    await gotoAsUser(page, '/appointments/', patient, {
      appointments: JSON.stringify([appointment]),
    });
    await page.getByRole('link', { name: 'Reschedule' }).tap();
    await expect(page).toHaveURL(/\/appointments\/new\/\?reschedule=/);
    await expect(page.getByLabel('Doctor', { exact: true })).toHaveValue(
      String(appointment.doctor_id),
    );
    await expectCalendarWithTimes(page);
    await page.reload();
    await expectCalendarWithTimes(page);
  });
});
