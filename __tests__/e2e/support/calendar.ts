import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';

/**
 * The calendar files the appointment list offers (docs/product.md#calendar-files), downloaded
 * as a visitor does and read with ical.js.
 */

/** What a downloaded calendar file says about its one event. */
export interface CalendarFile {
  /** The iTIP METHOD: 'PUBLISH' or 'CANCEL'. */
  method: string;
  uid: string;
  /** SEQUENCE, 0 when absent. */
  sequence: number;
  summary: string;
  /** DTSTART as an ISO instant (toISOString). */
  start: string;
  /** How many reminders (VALARM) the event carries. */
  alarms: number;
}

/**
 * Clicks the button named `name` inside `scope` (a card, or the list's 'Booked' line), waits
 * for the download and reads it.
 * @throws when the file holds no event.
 */
export async function downloadCalendar(
  page: Page,
  scope: Locator,
  name: string,
): Promise<CalendarFile> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`The calendar file has no event:\n${text}`);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    summary: String(event.getFirstPropertyValue('summary')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    alarms: event.getAllSubcomponents('valarm').length,
  };
}
