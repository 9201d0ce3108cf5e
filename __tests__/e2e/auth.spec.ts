import type { Page } from '@playwright/test';
import {
  expectLoggedInAs,
  expectLoggedOut,
  fillLogin,
  fillRegistration,
  formErrors,
  heading,
  logOutFromNav,
  registerThroughForm,
} from './support/app';
import { expect, test } from './support/fixtures';
import { readJson, type StoredUser } from './support/storage';

const member = {
  name: 'Katherine Johnson',
  email: 'katherine.johnson@example.com',
  password: 'Orbital-Mechanics-62',
};

/** Registers `member` through the form, checks the greeting, then logs out through the nav. */
async function registerMemberAndLogOut(page: Page): Promise<void> {
  await registerThroughForm(page, member);
  await logOutFromNav(page);
}

test.describe('Login', () => {
  test('refuses a registered e-mail with the wrong password', async ({ page }) => {
    await registerMemberAndLogOut(page);

    await page.goto('/login/');
    await expect(heading(page)).toHaveText('Log In');
    await fillLogin(page, member.email, 'not-the-password');

    await expect(formErrors(page)).toHaveText(['Invalid email or password.']);
    await expect(page).toHaveURL('/login/');
    await expectLoggedOut(page);
    expect(await readJson(page, 'user')).toBeNull();

    // The right password still works afterwards, whatever the case of the e-mail (docs/decisions/003-one-account-per-email.md).
    await fillLogin(page, member.email.toUpperCase(), member.password);
    await expect(page).toHaveURL('/');
    await expectLoggedInAs(page, member.name);
  });

  test('gives an unknown e-mail a patient session named after the part before the @', async ({
    page,
  }) => {
    await page.goto('/login/');
    await fillLogin(page, 'walk.in@example.com', 'anything at all');

    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Welcome, walk.in!');
    await expectLoggedInAs(page, 'walk.in');
    expect(await readJson<StoredUser>(page, 'user')).toEqual({
      id: expect.anything(),
      name: 'walk.in',
      email: 'walk.in@example.com',
      role: 'patient',
    });
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();

    await expect(formErrors(page)).toHaveText(['Email and password are required']);
    await expect(page).toHaveURL('/login/');
    expect(await readJson(page, 'user')).toBeNull();
  });

  test('links to registration', async ({ page }) => {
    await page.goto('/login/');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register/');
    await expect(heading(page)).toHaveText('Create Account');
  });
});

test.describe('Registration', () => {
  test('requires every field', async ({ page }) => {
    await page.goto('/register/');
    await page.getByLabel('Full Name').fill('No Password');
    await page.getByLabel('Email').fill('no.password@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(formErrors(page)).toHaveText(['All fields are required']);
    await expect(page).toHaveURL('/register/');
    expect(await readJson(page, 'user')).toBeNull();
    expect(await readJson(page, 'users')).toBeNull();
  });

  test('refuses a second account for the same e-mail', async ({ page }) => {
    await registerMemberAndLogOut(page);

    await page.goto('/register/');
    await fillRegistration(page, {
      name: 'Someone Else',
      email: `  ${member.email.toUpperCase()} `,
      password: 'another-password-1',
    });

    await expect(formErrors(page)).toHaveText(['An account with this email already exists.']);
    await expect(page).toHaveURL('/register/');
    await expectLoggedOut(page);
    expect(await readJson<StoredUser[]>(page, 'users')).toEqual([
      expect.objectContaining({ name: member.name, email: member.email }),
    ]);
  });

  test('stores the chosen role', async ({ page }) => {
    await page.goto('/register/');
    const role = page.getByLabel('Role');
    await expect(role.locator('option')).toHaveText(['Patient', 'Doctor']);
    await fillRegistration(page, {
      name: 'Dr. Who',
      email: 'who@example.com',
      password: 'tardis-tardis',
      role: 'doctor',
    });
    await expectLoggedInAs(page, 'Dr. Who');
    expect(await readJson<StoredUser>(page, 'user')).toMatchObject({ role: 'doctor' });
  });

  test('links to login', async ({ page }) => {
    await page.goto('/register/');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/login/');
  });
});
