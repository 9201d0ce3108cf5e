import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page } from '@playwright/test';
import { heading } from './app';
import { expect } from './fixtures';
import type { StoredUser } from './storage';
import { formatMessage } from '../../support/messages';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * The Spanish specs' steps (docs/languages.md): a Spanish visitor's account, the Spanish booking
 * form's doctor, and the check that a Spanish page shows no English catalog text.
 */

/**
 * The words of every English catalog message that Spanish words differently: each run of plain
 * text of the message, its select cases' included ('Upcoming', 'Booked:'), of 3 characters or more.
 */
function englishOnlyTexts(): string[] {
  const texts = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal && element.value.trim().length >= 3)
        texts.add(element.value.trim());
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  for (const [namespace, messages] of Object.entries(en)) {
    const spanish = (es as Record<string, Record<string, string>>)[namespace] ?? {};
    for (const [key, text] of Object.entries(messages as Record<string, string>)) {
      if (text !== spanish[key]) walk(parse(text));
    }
  }
  return [...texts];
}

/**
 * The English catalog texts `page` shows: a text node or an accessible label equal to one, or
 * containing a long one (a sentence, not a word like 'Home' that Spanish may share a stem with).
 */
export async function englishShown(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Scripts carry the page's payload (the English 404 fallback every render includes), not
      // what the page shows.
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  return englishOnlyTexts().filter((english) =>
    shown.some((text) => text === english || (english.length > 20 && text.includes(english))),
  );
}

/** The Spanish pages' `<nav aria-label="Principal">` bar. */
export function spanishNav(page: Page) {
  return page.getByRole('navigation', { name: es.layout.navLabel });
}

/** An account made on /es/register/ and logged out again, for logging in on /es/login/. */
export async function registerInSpanishAndLogOut(
  page: Page,
): Promise<StoredUser & { password: string }> {
  const account = {
    name: 'Lucía Torres',
    email: `lucia.${Date.now()}@example.com`,
    password: 'una-clave-segura',
  };
  await page.goto('/es/register/');
  await page.getByLabel(es.account.nameLabel).fill(account.name);
  await page.getByLabel(es.account.emailLabel).fill(account.email);
  await page.getByLabel(es.account.passwordLabel).fill(account.password);
  await page.getByRole('button', { name: es.account.registerButton }).click();
  await expect(heading(page)).toHaveText(
    formatMessage('es', 'home.welcome', { name: account.name }),
  );
  const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  await spanishNav(page).getByRole('button', { name: es.layout.navLogout }).click();
  await expect(
    spanishNav(page).getByRole('link', { name: es.layout.navLogin, exact: true }),
  ).toBeVisible();
  return { ...(user as StoredUser), password: account.password };
}

/** Logs `account` in on /es/login/, which leads to /es/. */
export async function logInInSpanish(page: Page, account: { email: string; password: string }) {
  await page.goto('/es/login/');
  await page.getByLabel(es.account.emailLabel).fill(account.email);
  await page.getByLabel(es.account.passwordLabel).fill(account.password);
  await page.getByRole('button', { name: es.account.loginButton }).click();
  await expect(page).toHaveURL('/es/');
}

/**
 * Registers on /es/register/, logs out, logs in again on /es/login/ as a returning Spanish
 * visitor does, then opens `route`.
 */
export async function signedInInSpanishAt(page: Page, route: string) {
  const account = await registerInSpanishAndLogOut(page);
  await logInInSpanish(page, account);
  await page.goto(route);
}

/** Chooses Dr. Hart on the Spanish booking form and waits for the calendar, loaded then. */
export async function chooseHartInSpanish(page: Page) {
  await page
    .getByLabel(es.booking.doctorLabel)
    .selectOption({ label: 'Dr. Amelia Hart — Cardiology' });
  await expect(page.getByRole('group', { name: es.booking.calendarLabel })).toBeVisible();
}
