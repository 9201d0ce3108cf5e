import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/chat';
import es from '@/messages/es.json';

/*
 * The assistant on the Spanish pages (docs/chat.md#languages): its widget, greeting, status line
 * and fallback answers come from the catalogs' Spanish `chat`, and its emergency answers are the
 * Spanish red-flag answers. The model stub's probe fails here, so every answer is the site's own.
 */

const PROBE_FAILED = /Failed to load resource: the server responded with a status of 503/;

/** The Spanish chat panel: a dialog titled 'Asistente de salud'. */
function panel(page: Page) {
  return page.getByRole('dialog', { name: es.chat.panelTitle });
}

function messageTexts(page: Page) {
  return panel(page).getByRole('log').locator('.chat-message__text');
}

test.describe('The assistant in Spanish', () => {
  test.beforeEach(async ({ modelSession, consoleErrors }) => {
    consoleErrors.allow(PROBE_FAILED);
    await modelSession.script({ probes: [{ status: 503 }] });
  });

  test('greets in Spanish on /es/ and, with the model unavailable, answers an emergency in Spanish naming 911', async ({
    page,
    modelSession,
  }) => {
    await page.goto('/es/');
    await page.getByRole('button', { name: es.chat.openButton, exact: true }).click();
    await expect(messageTexts(page)).toHaveText([es.chat.greeting]);
    await expect(panel(page).getByRole('status')).toHaveText(es.chat.statusFallbackOffline);
    await expect(panel(page).getByText(es.chat.offlineBanner)).toBeVisible();

    await panel(page)
      .getByRole('textbox', { name: es.chat.inputLabel })
      .fill('me duele el pecho y el brazo');
    await panel(page).getByRole('button', { name: es.chat.sendButton, exact: true }).click();
    const answer = messageTexts(page).last();
    await expect(answer).toContainText('Estos pueden ser signos de un ataque al corazón.');
    await expect(answer).toContainText('Llame al 911 ahora');
    const queries = (await modelSession.requests()).filter(({ kind }) => kind === 'query');
    expect(queries).toEqual([]);
  });

  test('the open Spanish chat panel passes axe', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('button', { name: es.chat.openButton, exact: true }).click();
    await expect(panel(page).getByRole('status')).toHaveText(es.chat.statusFallbackOffline);
    await expectNoAxeViolations(page);
  });
});
