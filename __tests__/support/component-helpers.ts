import { act } from '@testing-library/react';
import { formatAppointmentDate } from '@/lib/appointments/booking/appointments';
import type { User } from '@/lib/account/user';
import type { Appointment } from '@/lib/appointments/domain';
import { makeAppointment, makeUser } from './factories';
import { initialAppointmentsState, useAppointmentsStore } from '@/stores/appointments-store';
import { initialSessionState, useSessionStore } from '@/stores/account-store';

/**
 * Shared helpers of the component tests: reset the persisted stores, seed localStorage the way
 * the original product (or another tab) leaves it, and read back what is stored (plain JSON,
 * docs/decisions/001-storage-stays-compatible.md).
 */

/** Puts every persisted store back to its initial state (localStorage is cleared by the setup). */
export function resetStores(): void {
  useSessionStore.setState(initialSessionState);
  useAppointmentsStore.setState(initialAppointmentsState);
}

/** The parsed JSON under `key`, or null when the key is absent. */
export function storedJson(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Writes `value` as plain JSON under `key`, as the original product or another tab would. */
export function writeStored(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

/** Stores appointments under `appointments` and lets the store read them (it skips hydration). */
export async function seedAppointments(appointments: Appointment[]): Promise<void> {
  writeStored('appointments', appointments);
  await act(async () => {
    await useAppointmentsStore.getState().refresh(null);
  });
}

/** Stores the session under `user` and lets the session store read it. */
export async function seedSession(user: User): Promise<void> {
  writeStored('user', user);
  await act(async () => {
    useSessionStore.getState().loadSession();
  });
}

/** A patient for the booking and list tests. */
export const pat: User = makeUser({
  id: 1_700_000_000_100,
  name: 'Pat Lee',
  email: 'pat@example.com',
});

/** Someone else, whose appointments Pat must never see. */
export const other: User = makeUser({
  id: 1_700_000_000_200,
  name: 'Olga Other',
  email: 'olga@example.com',
});

/**
 * A complete stored appointment (every field of docs/storage.md) of `patient` with
 * Dr. Amelia Hart (id 1), starting at `start`; `overrides` replace any field.
 */
export function appointmentAt(
  id: number,
  start: Date,
  patient: User,
  overrides: Partial<Appointment> = {},
): Appointment {
  return makeAppointment(patient, start, formatAppointmentDate(start), { id, ...overrides });
}

/**
 * Matches a next/link href for `path` ('/register/'). The site builds with `trailingSlash`, but
 * jest does not load next.config, so Link renders the path without its trailing slash here.
 */
export function linkTo(path: string): RegExp {
  const bare = path === '/' ? '/' : path.replace(/\/$/, '');
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}${bare === '/' ? '' : '/?'}$`);
}

/**
 * jsdom has no ResizeObserver; react-datepicker's time list observes its height with one.
 * A browser API the environment lacks, not a mock of the app: a no-op stand-in is enough, since
 * jsdom does no layout anyway.
 */
export function installResizeObserver(): void {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: NoLayoutResizeObserver,
    configurable: true,
    writable: true,
  });
}

/** A notifier whose four calls are jest spies (docs/notifications.md), for asserting what was announced. */
export function spyNotifier() {
  return {
    registered: jest.fn(),
    loggedIn: jest.fn(),
    appointmentBooked: jest.fn(),
    appointmentCanceled: jest.fn(),
    appointmentRescheduled: jest.fn(),
    claimLinkIssued: jest.fn(),
  };
}
