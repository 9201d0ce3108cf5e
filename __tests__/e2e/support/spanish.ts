import type { Page } from '@playwright/test';
import { heading } from './app';
import { expect } from './fixtures';
import type { StoredUser } from './storage';
import { formatMessage } from '../../support/messages';
import es from '@/messages/es.json';

/*
 * The Spanish specs' steps (docs/languages.md): a Spanish visitor's account and the Spanish
 * booking form's doctor. The check that a Spanish page shows no English catalog text,
 * `englishShown`, is support/english-shown.ts's alone.
 */

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
