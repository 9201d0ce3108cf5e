import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { CalendarFileButton } from '@/components/appointments/booking/calendar-file-button';
import type { Locale } from '@/lib/i18n';
import { makeAppointment, makeUser } from '../../../support/factories';
import { renderInLocale } from '../../../support/intl';

/** A Blob's text: jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** The calendar file a click saves on a page in `locale`, parsed back: its one event. */
async function savedEvent(locale: Locale) {
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:calendar';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderInLocale(
    <CalendarFileButton
      appointment={makeAppointment(
        makeUser(),
        new Date('2026-11-26T14:00:00.000Z'),
        'Thursday, November 26, 2026 at 9:00 AM',
      )}
    >
      Save
    </CalendarFileButton>,
    locale,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  while (blobs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  click.mockRestore();
  const component = new ICAL.Component(ICAL.parse(await textOf(blobs[0]!)));
  const event = component.getFirstSubcomponent('vevent')!;
  const alarms = event.getAllSubcomponents('valarm');
  return {
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    alarms: alarms.map((alarm) => String(alarm.getFirstPropertyValue('description'))),
  };
}

describe('CalendarFileButton (docs/languages.md#catalogs)', () => {
  it('saves the English file on an English page, as it always did', async () => {
    const event = await savedEvent('en');
    expect(event.summary).toMatch(/^Appointment with /);
    expect(event.description).toContain('(clinic time, America/New_York)');
    expect(event.description).toContain('Booking reference: ');
    expect(event.alarms[0]).toMatch(/^Tomorrow: appointment with /);
  });

  it('saves a Spanish summary, description and reminders on a Spanish page', async () => {
    const event = await savedEvent('es');
    expect(event.summary).toMatch(/^Cita con .+ — /);
    expect(event.description.replace(/\s/g, ' ')).toContain(
      'jueves, 26 de noviembre de 2026, 9:00 a. m. (hora de la clínica, America/New_York)',
    );
    expect(event.description).toContain('Número de referencia: ');
    expect(event.description).toContain('Para cambiar o cancelar, inicie sesión');
    expect(event.alarms).toEqual([
      expect.stringMatching(/^Mañana: cita con /),
      expect.stringMatching(/^En una hora: cita con /),
    ]);
  });
});
