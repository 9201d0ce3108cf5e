import type { Page } from '@playwright/test';
import { heading } from './app';
import { expect } from './fixtures';
import es from '@/messages/es.json';

/** A Spanish e-mail date: 'lunes, 23 de noviembre de 2026, 10:05 a. m.' (messages/es.json, email.date). */
export const SPANISH_NOTICE_DATE =
  /^[a-záéíóúñ]+, \d{1,2} de [a-záéíóúñ]+ de \d{4}, \d{1,2}:\d{2} [ap]\. m\.$/;

/**
 * Registers a patient through the Spanish form on /es/register/ and waits for the Spanish home
 * page's welcome (docs/languages.md#the-accounts-language).
 */
export async function registerInSpanish(
  page: Page,
  fields: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/es/register/');
  await page.getByLabel(es.account.nameLabel).fill(fields.name);
  await page.getByLabel(es.account.emailLabel).fill(fields.email);
  await page.getByLabel(es.account.passwordLabel).fill(fields.password);
  await page.getByRole('button', { name: es.account.registerButton }).click();
  await expect(page).toHaveURL('/es/');
  await expect(heading(page)).toHaveText(es.home.welcome.replace('{name}', fields.name));
}
