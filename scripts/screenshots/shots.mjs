/**
 * What the screenshot comparison shoots (docs/testing.md#screenshots): every route of the two
 * builds, in the states a visitor sees, each at 1280 and 390 CSS px wide.
 */
import { DOCTOR, PATIENT, STAFF } from './fixtures.mjs';

/** The widths each shot is taken at, CSS px: a laptop and a phone. */
export const WIDTHS = [1280, 390];

/**
 * @typedef {object} Shot
 * @property {string} name the file name's stem
 * @property {'local' | 'shared'} build which export ({@link BUILDS} in scripts/screenshots.mjs)
 * @property {string} path the address, with the export's trailing slash
 * @property {object} [user] the account whose session is stored before the page loads
 * @property {boolean} [popup] leave the chat's welcome popup unseen, so it shows
 * @property {string} [timezoneId] the browser's zone, the clinic's unless given
 * @property {'print'} [media] shot as printed
 * @property {number[]} [widths] only these of {@link WIDTHS}
 * @property {() => void} [init] run in the page before its scripts, to set up a fault
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [act] what the visitor does
 *   once the page has settled, before the shot
 */

const chooseDoctor = async (page) => {
  await page.getByLabel('Doctor', { exact: true }).selectOption({ index: 1 });
  const calendar = page.getByRole('group', { name: 'Days with free times', exact: true });
  await calendar.getByRole('gridcell', { name: /^Choose Thursday, December 3rd, 2026/ }).click();
  await page.getByRole('group', { name: /^Free times on / }).waitFor();
};

const openChat = async (page) => {
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const input = page.getByLabel('Your message');
  await input.fill('What are your opening hours?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('.chat-message--bot').nth(1).waitFor();
};

/** The browser refuses localStorage, as when the visitor blocks site data (docs/storage.md). */
const blockStorage = () => {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
};

/** The page is never idle, so the assistant never loads and the backup widget shows (docs/chat.md). */
const neverIdle = () => {
  window.requestIdleCallback = () => 0;
};

const click = (role, name) => (page) => page.getByRole(role, { name, exact: true }).first().click();

/** A shot of the local-mode export: `extra` as in {@link Shot}. */
const local = (name, path, extra = {}) => ({ name, build: 'local', path, ...extra });
/** A shot of the shared-mode export. */
const shared = (name, path, extra = {}) => ({ name, build: 'shared', path, ...extra });
const patient = { user: PATIENT };
const staff = { user: STAFF };

const openAnyDoctor = async (page) => {
  await page.getByText('Any doctor: the earliest free times').click();
  await page.getByRole('listitem').filter({ hasText: 'Dr.' }).first().waitFor();
};

/** @type {Shot[]} */
export const SHOTS = [
  // Logged out, local mode with the debug pages (their links are in the footer).
  local('home', '/'),
  local('home-popup', '/', { popup: true }),
  local('login', '/login/'),
  local('login-error', '/login/', { act: click('button', 'Log In') }),
  local('register', '/register/'),
  local('appointments-out', '/appointments/'),
  local('booking-out', '/appointments/new/'),
  local('schedule-out', '/schedule/'),
  local('claim-local', '/claim/'),
  local('offer-local', '/offer/?token=abc'),
  local('not-found', '/no-such-page/'),
  local('debug', '/debug/'),
  local('api-test', '/api-test/'),
  local('email-test', '/email-test/'),
  local('storage-blocked', '/', { init: blockStorage, popup: true }),
  local('chat-backup', '/', { init: neverIdle }),
  // A patient with appointments, and a doctor.
  local('home-patient', '/', patient),
  local('menu-patient', '/', { ...patient, widths: [390], act: click('button', 'Menu') }),
  local('appointments', '/appointments/', patient),
  local('appointments-abroad', '/appointments/', { ...patient, timezoneId: 'Europe/Berlin' }),
  local('appointments-print', '/appointments/', { ...patient, media: 'print' }),
  local('appointments-doctor', '/appointments/', { user: DOCTOR }),
  local('booking', '/appointments/new/', patient),
  local('booking-doctor', '/appointments/new/', { ...patient, act: chooseDoctor }),
  local('booking-errors', '/appointments/new/', {
    ...patient,
    act: click('button', 'Schedule Appointment'),
  }),
  local('booking-any-doctor', '/appointments/new/', { ...patient, act: openAnyDoctor }),
  local('chat', '/', { ...patient, act: openChat }),
  // Shared mode, a preview deploy (its banner), the data API answered from fixed rows.
  shared('shared-home', '/'),
  shared('shared-claim', '/claim/?token=abc'),
  shared('shared-offer', '/offer/?token=abc', patient),
  shared('shared-appointments', '/appointments/', patient),
  shared('shared-booking', '/appointments/new/', { ...patient, act: chooseDoctor }),
  shared('desk-day', '/schedule/', staff),
  shared('desk-week', '/schedule/', {
    ...staff,
    act: (page) => page.getByLabel('View', { exact: true }).selectOption({ label: 'Week' }),
  }),
  shared('desk-appointment', '/schedule/', { ...staff, act: click('button', 'Ada Lovelace') }),
  shared('desk-free', '/schedule/', {
    ...staff,
    act: click('button', 'Book Dr. Amelia Hart at 2026-12-02 10:30'),
  }),
  shared('desk-print', '/schedule/', { ...staff, media: 'print' }),
  shared('desk-doctor', '/schedule/', { user: { ...DOCTOR, id: 901 } }),
];
