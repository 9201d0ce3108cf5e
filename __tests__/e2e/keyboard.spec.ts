import type { Locator, Page } from '@playwright/test';
import en from '@/messages/en.json';
import {
  appointmentCards,
  doctorSelect,
  expectLoggedOut,
  formErrors,
  heading,
  mainNav,
  showCalendar,
  timesGroup,
} from './support/app';
import { botMessages, chatButton, chatInput, chatPanel, expect, test } from './support/chat';
import {
  gotoAsUser,
  gotoBookingFormAs,
  makeAppointment,
  makeUser,
  readJson,
} from './support/storage';
import { FIRST_VISIT } from './support/visitor';

/**
 * Accessibility beyond a clean axe scan : a journey with the keyboard only, errors
 * tied to their fields, labels, the heading outline, reduced motion and 320 CSS px width.
 */

/** What has focus, and whether it shows a focus indicator (outline or box-shadow). */
function focusState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return 'lost to the body';
    }
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (!element.matches(':focus-visible')) return `${name} is not :focus-visible`;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' ? 'visible' : `${name} shows no indicator`;
  });
}

/** Focus is on an element (not the body) and visibly so. */
async function expectFocusVisible(page: Page): Promise<void> {
  await expect.poll(() => focusState(page)).toBe('visible');
}

/** Keys pressed by {@link press} and {@link pressUntilFocused} (typing a text counts as one). */
let keyPresses = 0;

/** Presses `key`, counting it. */
async function press(page: Page, key: string): Promise<void> {
  keyPresses += 1;
  await page.keyboard.press(key);
}

/**
 * Keyboard-only steps to book, from the home page's 'Schedule New Appointment' link to
 * 'Schedule Appointment', choosing a day other than the first offered and its second time:
 * 14 with the pop-up date picker this form had before (measured the same way).
 */
const STEPS_WITH_POP_UP_PICKER = 14;

/** Presses `key` until `target` has focus (at most `max` times); fails otherwise. */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' | 'ArrowRight' = 'Tab',
  max = 40,
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
    await press(page, key);
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${key}`);
}

test.describe('Keyboard only', () => {
  test('register, book through the calendar and the times, cancel, chat, log out', async ({
    page,
    modelSession,
  }) => {
    test.setTimeout(90_000);
    await modelSession.script({ replies: [{ text: 'Drink plenty of water and rest.' }] });
    page.on('dialog', (dialog) => void dialog.accept());
    const email = `keys.${Date.now()}@example.com`;

    // Register.
    await page.goto('/register/');
    await pressUntilFocused(page, page.getByLabel('Full Name'));
    await page.keyboard.type('Kay Board');
    await pressUntilFocused(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await pressUntilFocused(page, page.getByLabel('Password'));
    await page.keyboard.type('a long passphrase');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Welcome, Kay Board!', { timeout: 15_000 });
    await expect(heading(page)).toBeFocused();
    await expectFocusVisible(page);

    // Book: the doctor (its first free time is then chosen), another day in the calendar, its
    // second time, the reason. Every key is counted.
    await pressUntilFocused(page, page.getByRole('link', { name: /Schedule New Appointment/ }));
    const before = keyPresses;
    await press(page, 'Enter');
    await expect(heading(page)).toHaveText('Schedule an Appointment');
    await expectFocusVisible(page);
    const select = await doctorSelect(page);
    await pressUntilFocused(page, select);
    await press(page, 'ArrowDown');
    await expect(select).not.toHaveValue('');
    const chosen = timesGroup(page).getByRole('radio', { checked: true });
    await expect(chosen).toHaveCount(1);

    // The calendar: one tab stop (the chosen day), arrows move between days and choose.
    const calendar = await showCalendar(page);
    await pressUntilFocused(page, calendar.locator('[role="gridcell"][tabindex="0"]'));
    const focusedDay = calendar.locator('[role="gridcell"]:focus');
    const firstDay = (await focusedDay.getAttribute('aria-label')) ?? '';
    await press(page, 'ArrowRight');
    for (let step = 0; (await focusedDay.getAttribute('aria-disabled')) === 'true'; step += 1) {
      expect(step, 'an enabled day within two weeks').toBeLessThan(14);
      await press(page, 'ArrowRight');
    }
    await expectFocusVisible(page);
    const dayLabel = (await focusedDay.getAttribute('aria-label')) ?? '';
    expect(dayLabel).not.toBe(firstDay);
    // The day the arrows reached is the chosen one, as with radio buttons: no Enter needed.
    await expect(focusedDay).toHaveAttribute('aria-selected', 'true');
    const dayName = /^Choose (\w+), (\w+) (\d+)/.exec(dayLabel);
    await expect(timesGroup(page)).toHaveAccessibleName(
      `Free times on ${dayName?.[1]} ${dayName?.[3]} ${dayName?.[2]}`,
    );

    // The times: one tab stop (the chosen one), arrows move and choose.
    await pressUntilFocused(page, chosen);
    const firstTime = (await chosen.getAttribute('value')) ?? '';
    await press(page, 'ArrowDown');
    await expectFocusVisible(page);
    await expect(chosen).not.toHaveAttribute('value', firstTime);
    await expect(chosen).toBeFocused();
    const time = await chosen.evaluate((radio) => radio.closest('label')?.textContent ?? '');

    await pressUntilFocused(page, page.getByLabel('Reason for visit'));
    keyPresses += 1;
    await page.keyboard.type('Keyboard check-up');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Schedule Appointment' }));
    await press(page, 'Enter');
    const steps = keyPresses - before;
    console.log(`Keyboard-only booking: ${steps} steps (${STEPS_WITH_POP_UP_PICKER} before).`);
    expect(steps).toBeLessThan(STEPS_WITH_POP_UP_PICKER);

    // The list, and cancel with the confirm.
    await expect(heading(page)).toHaveText('My Appointments');
    await expect(heading(page)).toBeFocused();
    await expectFocusVisible(page);
    const card = appointmentCards(page).filter({ hasText: 'Keyboard check-up' });
    await expect(card).toContainText('Upcoming');
    await pressUntilFocused(page, card.getByRole('button', { name: 'Cancel Appointment' }));
    await page.keyboard.press('Enter');
    await expect(card).toContainText('Canceled');
    await expect(card).toBeFocused();
    await expectFocusVisible(page);
    const stored = await readJson<{ reason: string; status: string; formatted_date: string }[]>(
      page,
      'appointments',
    );
    expect(stored?.map(({ reason, status }) => ({ reason, status }))).toEqual([
      { reason: 'Keyboard check-up', status: 'canceled' },
    ]);
    expect(stored?.[0]?.formatted_date).toMatch(
      new RegExp(`${dayName?.[2]} ${dayName?.[3]}, \\d{4} at `),
    );
    expect(time).toMatch(/^\d\d:\d\d$/);

    // The chat: open, send, close with Escape.
    await pressUntilFocused(page, chatButton(page));
    await page.keyboard.press('Enter');
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatInput(page)).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type('How do I stay healthy?');
    await page.keyboard.press('Enter');
    await expect(botMessages(page).last()).toContainText('Drink plenty of water and rest.');
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    await expectFocusVisible(page);

    // Log out.
    await pressUntilFocused(
      page,
      mainNav(page).getByRole('button', { name: 'Logout' }),
      'Shift+Tab',
    );
    await page.keyboard.press('Enter');
    await expectLoggedOut(page);
    // Logout leads home, from a protected page too, with focus on its h1.
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Healthcare Made Simple');
    await expect(heading(page)).toBeFocused();
    await expectFocusVisible(page);
    expect(await readJson(page, 'user')).toBeNull();
  });
});

const user = makeUser({ name: 'Outline Tester' });

/** Every route, as a visitor (anonymous or logged in) opens it. */
const ROUTES: { name: string; open: (page: Page) => Promise<unknown> }[] = [
  { name: 'home, anonymous', open: (page) => page.goto('/') },
  { name: 'home, logged in', open: (page) => gotoAsUser(page, '/', user) },
  { name: 'login', open: (page) => page.goto('/login/') },
  { name: 'register', open: (page) => page.goto('/register/') },
  {
    name: 'appointments',
    open: (page) =>
      gotoAsUser(page, '/appointments/', user, {
        appointments: JSON.stringify([
          makeAppointment(user, { reason: 'A long reason '.repeat(12) }, 3),
          makeAppointment(user, { status: 'canceled' }, 5),
        ]),
      }),
  },
  { name: 'booking', open: (page) => gotoAsUser(page, '/appointments/new/', user) },
  { name: 'not found', open: (page) => page.goto('/no-such-page/') },
];

/** Opens a route and waits until its content (not 'Loading...') is shown. */
async function openRoute(page: Page, route: (typeof ROUTES)[number]): Promise<void> {
  await route.open(page);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test.describe('Accessibility beyond axe', () => {
  test.beforeEach(({ consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  });

  for (const route of ROUTES) {
    test(`${route.name}: one h1, no skipped heading level, every control labelled`, async ({
      page,
    }) => {
      await openRoute(page, route);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) =>
          headings
            .filter((element) => element.checkVisibility({ visibilityProperty: true }))
            .map((element) => Number(element.tagName[1])),
        );
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      });

      const unlabelled = await page
        .locator('input, select, textarea, button')
        .evaluateAll((controls) =>
          controls
            .filter((element) => element.checkVisibility({ visibilityProperty: true }))
            .filter((element) => {
              const labels = (element as HTMLInputElement).labels;
              const labelText = [...(labels ?? [])].map((label) => label.textContent).join('');
              const own = element.tagName === 'BUTTON' ? element.textContent : '';
              const aria =
                element.getAttribute('aria-label') ??
                (element.getAttribute('aria-labelledby') ?? '')
                  .split(' ')
                  .map((id) => document.getElementById(id)?.textContent ?? '')
                  .join('');
              return `${labelText}${own ?? ''}${aria}`.trim() === '';
            })
            .map((element) => element.outerHTML.slice(0, 80)),
        );
      expect(unlabelled).toEqual([]);
    });

    test(`${route.name}: no horizontal scrolling at 320 CSS px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openRoute(page, route);
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(320);
      await chatButton(page).click();
      await expect(chatPanel(page)).toBeVisible();
      expect(await scrollWidth()).toBeLessThanOrEqual(320);
    });
  }

  test('no horizontal scrolling at 320 CSS px with the calendar, times and typed date shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await (await gotoBookingFormAs(page, user)).selectOption({ index: 1 });
    await showCalendar(page);
    await expect(timesGroup(page).getByRole('radio').first()).toBeVisible();
    await page.getByText('Type a date instead').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  test('errors are tied to their fields and announced', async ({ page }) => {
    const forms = [
      { open: () => page.goto('/login/'), submit: 'Log In', fields: ['Email', 'Password'] },
      {
        open: () => page.goto('/register/'),
        submit: 'Create Account',
        fields: ['Full Name', 'Email', 'Password'],
      },
      {
        open: () => gotoAsUser(page, '/appointments/new/', user),
        submit: 'Schedule Appointment',
        fields: ['Doctor', 'Date and time', 'Reason for visit'],
      },
    ];
    for (const form of forms) {
      await form.open();
      if (form.fields.includes('Doctor')) await doctorSelect(page);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(formErrors(page).first()).toBeVisible();
      for (const label of form.fields) {
        const field =
          label === 'Date and time'
            ? page.getByRole('group', { name: label, exact: true })
            : page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        const described = await field.evaluate((element) =>
          (element.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id))
            .filter((target) => target?.closest('[role="alert"], [aria-live]'))
            .map((target) => target?.textContent?.trim()),
        );
        expect(described.length, `${label} is described by an announced error`).toBeGreaterThan(0);
        const escaped = (described[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(field).toHaveAccessibleDescription(new RegExp(escaped));
      }
    }
  });

  test.describe('on a first visit', () => {
    test.use({ storageState: FIRST_VISIT });

    test('prefers-reduced-motion: no animation or transition, no confetti', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The welcome popup still shows (2 s after the first load), without its confetti.
      await page.goto('/');
      await expect(page.getByText('Try our new AI Chat!')).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('canvas')).toHaveCount(0);
      for (const route of ROUTES) {
        await openRoute(page, route);
        const moving = await page.evaluate(() => {
          const longestMs = (value: string) =>
            Math.max(
              ...value
                .split(',')
                .map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)),
            );
          return [...document.querySelectorAll('*')]
            .filter((element) => {
              const style = getComputedStyle(element);
              return (
                (style.animationName !== 'none' && longestMs(style.animationDuration) > 0.01) ||
                longestMs(style.transitionDuration) > 0.01
              );
            })
            .map((element) => element.tagName);
        });
        expect(moving, route.name).toEqual([]);
      }
    });
  });
});

test.describe('Keyboard only on a phone, 360×740', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  const phoneUser = makeUser({ name: 'Thumb Less' });

  test('the Menu button opens the links, Escape closes it, a link followed closes it', async ({
    page,
  }) => {
    await gotoAsUser(page, '/', phoneUser);
    await expect(heading(page)).toHaveText(`Welcome, ${phoneUser.name}!`);
    const nav = mainNav(page);
    const menu = nav.getByRole('button', { name: en.layout.navMenu });
    const myAppointments = nav.getByRole('link', { name: 'My Appointments' });

    // Closed, the links are out of the tab order: Tab goes from the menu to the page.
    await pressUntilFocused(page, menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(false);

    await pressUntilFocused(page, menu, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await pressUntilFocused(page, myAppointments);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expectFocusVisible(page);
    await expect(myAppointments).toBeHidden();

    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await pressUntilFocused(page, myAppointments);
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('My Appointments');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(heading(page)).toBeFocused();
  });

  test('the booking form and the Chat button are reached in order, none hidden under another', async ({
    page,
  }) => {
    await gotoBookingFormAs(page, phoneUser);
    await expect(chatButton(page)).toBeVisible();
    const schedule = page.getByRole('button', { name: 'Schedule Appointment' });
    const cancel = page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true });
    for (const target of [schedule, cancel, chatButton(page)]) {
      await pressUntilFocused(page, target);
      // The focused control is the topmost element at its centre (WCAG 2.4.11).
      expect(
        await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && element.contains(top);
        }),
      ).toBe(true);
    }
    await page.keyboard.press('Enter');
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });
});
