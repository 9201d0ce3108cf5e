import type { Locator, Page } from '@playwright/test';
import {
  appointmentCard,
  doctorSelect,
  formErrors,
  scheduleAppointment,
  showCalendar,
} from './app';
import { expect } from './fixtures';

/**
 * The booking form's steps with visit types and family members, in either storage mode
 * (docs/visit-types.md#booking-a-visit-type, docs/family-members.md#managing-family-members):
 * __tests__/e2e/visit-types.spec.ts drives the example clinic's export with them, and
 * __tests__/e2e/shared-visit-types-booking.spec.ts the shared-mode export with the same types in
 * its database.
 */

/** The example clinic's doctors as the form's doctor list names them (clinic.example.json). */
export const HART = 'Dr. Amelia Hart — Cardiology';
export const MORENO = 'Dr. Rafael Moreno — Dermatology';
export const NAIR = 'Dr. Priya Nair — Neurology';
export const OKAFOR = 'Dr. Samuel Okafor — Family Medicine';

/** The skin check's two intake questions, as the form labels them (clinic.example.json). */
export const SPOT_LOCATION = 'Where on your body is the spot or area that concerns you?';
export const SPOT_CHANGED = 'Has it changed in size, shape or colour recently?';

/**
 * Chooses the visit type and the doctor, then waits for the calendar. `type` is an option's value
 * (the type's id) or its text ('Follow-up (15 minutes)'), as Playwright's selectOption takes a
 * string; `doctor` is the doctor's option text ({@link HART}, …).
 */
export async function chooseTypeAndDoctor(page: Page, type: string, doctor: string): Promise<void> {
  await page.getByLabel('What is this visit for?').selectOption(type);
  await (await doctorSelect(page)).selectOption({ label: doctor });
  await showCalendar(page);
}

/**
 * Fills the reason and schedules (see app's `scheduleAppointment`), then waits until the list
 * shows the visit's card.
 */
export async function scheduleWithReason(page: Page, reason: string): Promise<void> {
  await page.getByLabel('Reason for visit').fill(reason);
  await scheduleAppointment(page);
  await expect(appointmentCard(page, reason)).toBeVisible();
}

/** Answers the skin check's two questions: where the spot is, and whether it changed. */
export async function answerSkinCheck(
  page: Page,
  where: string,
  changed: 'Yes' | 'No',
): Promise<void> {
  await page.getByLabel(SPOT_LOCATION).fill(where);
  await page
    .getByRole('group', { name: /^Has it changed/ })
    .getByLabel(changed)
    .check();
}

/** Checks that `entry` (a card or a schedule's entry) shows each answer under its question. */
export async function expectSkinCheckAnswers(
  entry: Locator,
  where: string,
  changed: 'Yes' | 'No',
): Promise<void> {
  await expect(entry).toContainText(`${SPOT_LOCATION}${where}`);
  await expect(entry).toContainText(`${SPOT_CHANGED}${changed}`);
}

/**
 * Adds a family member through /family's form as the logged-in account holder does
 * (docs/family-members.md#managing-family-members), and waits until the page says so.
 * @param dateOfBirth 'yyyy-MM-dd'
 */
export async function addFamilyMemberOnSite(
  page: Page,
  name: string,
  dateOfBirth: string,
  relationship = 'Child',
): Promise<void> {
  await page.goto('/family/');
  const form = page.getByRole('form', { name: 'Add a family member' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByLabel('Relationship to you').selectOption({ label: relationship });
  await form.getByRole('button', { name: 'Add family member' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} was added to your family members.` }),
  ).toBeVisible();
}

/**
 * With Child vaccination (under 18) chosen for the account holder, whose date of birth is not
 * stored: the form asks for it, and an adult's is refused by name when the visit is scheduled.
 * @returns the date-of-birth field, which the caller expects to vanish for a child.
 */
export async function expectAdultRefusedChildVaccination(page: Page): Promise<Locator> {
  const born = page.getByLabel('Your date of birth');
  await expect(born).toBeVisible();
  await born.fill('1990-05-05');
  await page.getByLabel('Reason for visit').fill('Flu shot');
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(formErrors(page)).toContainText(['Child vaccination is for patients under 18.']);
  return born;
}
