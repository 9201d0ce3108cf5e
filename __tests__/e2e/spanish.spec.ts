import { heading } from './support/app';
import { expect, test } from './support/fixtures';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * English at the original routes, Spanish under /es/ (docs/languages.md#routes): the static
 * pages declare their language, link to each other, and the switch and the offer of Spanish
 * behave as docs/languages.md#the-language-switch and #the-offer-of-spanish say.
 */

test.describe('The Spanish pages', () => {
  test('/es/ is in Spanish, declares it, and names both addresses', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(heading(page)).toHaveText(es.home.heroTitle);
    await expect(page.getByRole('navigation', { name: es.layout.navLabel })).toBeVisible();
    const alternates = page.locator('head link[rel="alternate"]');
    await expect(alternates).toHaveCount(3);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      '/es/',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', '/');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('the English pages keep their language and texts', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Log In');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      '/es/login/',
    );
  });

  test('the switch goes to the same page in English and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/es/register/');
    await expect(heading(page)).toHaveText(es.account.registerTitle);
    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/register/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Create Account');
    expect(await page.evaluate(() => window.localStorage.getItem('siteLanguage'))).toBe('en');

    await page.getByRole('link', { name: en.language.switchLabel }).click();
    await expect(page).toHaveURL('/es/register/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => window.localStorage.getItem('siteLanguage'))).toBe('es');
  });
});

test.describe('A Spanish-preferring browser', () => {
  test.use({ locale: 'es-MX' });

  test('is offered Spanish on / in one line, and not redirected', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByText(en.language.offerText);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Healthcare Made Simple');

    await page.getByRole('link', { name: en.language.offerLink }).click();
    await expect(page).toHaveURL('/es/');
    await expect(heading(page)).toHaveText(es.home.heroTitle);
  });

  test('is not offered Spanish again after choosing English', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(heading(page)).toHaveText('Healthcare Made Simple');
    // The offer would come with the page's scripts: wait until they have read the session.
    await expect(page.locator('.home-intro')).toHaveAttribute('data-session-read', 'yes');
    await expect(page.getByText(en.language.offerText)).toHaveCount(0);
  });

  // docs/languages.md#what-a-page-loads: the page's HTML (with the client components' messages
  // in its payload) carries its own namespaces, not the whole catalog.
  test("a page's HTML carries its own messages only", async ({ request }) => {
    const login = await (await request.get('/es/login/')).text();
    expect(login).toContain(es.account.passwordLabel);
    expect(login).toContain(es.layout.navRegister);
    for (const text of [es.home.heroTitle, es.home.secureText, es.home.remindersText]) {
      expect(login).not.toContain(text);
    }
    const home = await (await request.get('/es/')).text();
    expect(home).toContain(es.home.secureText);
    expect(home).not.toContain(es.account.passwordLabel);
  });
});
