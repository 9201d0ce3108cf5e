import type { BrowserContext, Locator, Page } from '@playwright/test';
import { doctorSelect } from './app';
import {
  makeAppointment as makeAppointmentRecord,
  makeUser as makeUserRecord,
} from '../../support/factories';
import { formatAppointmentDate } from './dates';

/**
 * Test setup and inspection of the site's localStorage (docs/decisions/001-storage-stays-compatible.md: plain JSON under `user`, `users`,
 * `appointments`, `credentials`; docs/decisions/006-bad-data-is-kept.md: rejected records under `<key>.invalid`). Reading goes
 * through page.evaluate; nothing in the page is patched.
 */

/** A user record as the site stores it (docs/storage.md). */
export interface StoredUser {
  id: number | string;
  name: string;
  email: string;
  role: 'patient' | 'doctor';
}

/** An appointment record as the site stores it (docs/storage.md). */
export interface StoredAppointment {
  id: number | string;
  doctor_id: number | string;
  doctor_name: string;
  patient_id: number | string;
  patient_name: string;
  patient_email: string;
  date_time: string;
  formatted_date: string;
  duration: number;
  reason: string;
  status: 'scheduled' | 'canceled' | 'completed';
  created_at: string;
}

/** The raw string stored under `key`, or null. */
export function readRaw(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The JSON stored under `key`, parsed; null when absent. Throws when it is not JSON. */
export async function readJson<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await readRaw(page, key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

/** The appointments stored under `appointments` (docs/storage.md); [] when absent. */
export async function storedAppointments(page: Page): Promise<StoredAppointment[]> {
  return (await readJson<StoredAppointment[]>(page, 'appointments')) ?? [];
}

/** Every key and raw value in the page's localStorage. */
export function readAll(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key !== null) all[key] = window.localStorage.getItem(key) ?? '';
    }
    return all;
  });
}

/**
 * Writes `items` (raw strings) into localStorage before any script of the site runs on the
 * next navigation, then navigates to `path`. The init script is removed again afterwards, so
 * later navigations and reloads see whatever the site itself stored.
 */
export async function gotoWithStorage(
  page: Page,
  path: string,
  items: Record<string, string>,
): Promise<void> {
  const seed = await page.addInitScript((entries: Record<string, string>) => {
    if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, items);
  try {
    await page.goto(path);
  } finally {
    await seed.dispose();
  }
}

let nextId = Date.now();

/** A fresh user record (ids are timestamp-based numbers, as the site makes them). */
export function makeUser(overrides: Partial<StoredUser> = {}): StoredUser {
  nextId += 1;
  return makeUserRecord({
    id: nextId,
    name: 'Grace Hopper',
    email: `grace.${nextId}@example.com`,
    ...overrides,
  }) as StoredUser;
}

/**
 * Opens `path` logged in as `user` (a `user` and `users` record, as a registered user who
 * logged in would have), plus any `extra` raw items.
 */
export function gotoAsUser(
  page: Page,
  path: string,
  user: StoredUser,
  extra: Record<string, string> = {},
): Promise<void> {
  return gotoWithStorage(page, path, {
    user: JSON.stringify(user),
    users: JSON.stringify([user]),
    ...extra,
  });
}

/**
 * Opens the booking form (/appointments/new/) logged in as `user` and returns its doctor select
 * once the doctor list has loaded (doctorSelect).
 */
export async function gotoBookingFormAs(page: Page, user: StoredUser): Promise<Locator> {
  await gotoAsUser(page, '/appointments/new/', user);
  return doctorSelect(page);
}

/**
 * Two tabs of one browser logged in as `user`: `page` opens `path` with `extra` stored, a new tab
 * of `context` opens `secondPath` on what the first stored. Returns the second tab.
 */
export async function twoTabsAsUser(
  page: Page,
  context: BrowserContext,
  user: StoredUser,
  paths: { first: string; second: string },
  extra: Record<string, string> = {},
): Promise<Page> {
  await gotoAsUser(page, paths.first, user, extra);
  const second = await context.newPage();
  await second.goto(paths.second);
  return second;
}

/**
 * An appointment of `patient` with the first doctor, `daysAhead` days from now at 15:00 UTC
 * (a weekday morning or afternoon in the test time zone is not needed: the list shows any).
 */
export function makeAppointment(
  patient: StoredUser,
  overrides: Partial<StoredAppointment> = {},
  daysAhead = 7,
): StoredAppointment {
  nextId += 1;
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + daysAhead);
  start.setUTCHours(15, 0, 0, 0);
  return makeAppointmentRecord(patient, start, formatAppointmentDate(start), {
    id: nextId,
    reason: 'Seeded follow-up visit',
    created_at: new Date().toISOString(),
    ...overrides,
  }) as StoredAppointment;
}
