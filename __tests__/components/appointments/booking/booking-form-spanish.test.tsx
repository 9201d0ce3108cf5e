import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { es as spanishDates } from 'date-fns/locale/es';
import { clinicTime } from '../../../support/clinic-time';
import { BookingForm } from '@/components/appointments/booking/booking-form';
import { PickerLocaleContext } from '@/components/appointments/booking/picker-locale';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import * as helpers from '../../../support/component-helpers';
import { renderInLocale } from '../../../support/intl';
import { mockRouter } from '../../../support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

/*
 * The booking form in Spanish (docs/languages.md#catalogs): the same form as /appointments/new/,
 * given the Spanish catalog and date-fns's Spanish, as /es/appointments/new/ gives them.
 */

/** Wednesday 25 November 2026, 08:00 clinic time: the clinic opens at 09:00 today. */
const NOW = clinicTime(2026, 10, 25, 8, 0);

// The calendar counts the free times of every day of its month on each render; give it room.
jest.setTimeout(20_000);

let alertSpy: jest.SpyInstance;

beforeAll(helpers.installResizeObserver);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  helpers.resetStores();
  jest.clearAllMocks();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const loadSpanishDates = () => Promise.resolve(spanishDates);

/** Renders the Spanish form and lets the simulated 1 s doctor list delay pass. */
async function renderSpanishForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await act(async () => {
    renderInLocale(
      <PickerLocaleContext value={loadSpanishDates}>
        <BookingForm patient={helpers.pat} />
      </PickerLocaleContext>,
      'es',
    );
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  await screen.findByRole('option', { name: /Amelia Hart/ });
  return user;
}

/** The English catalog's booking texts without arguments that differ in Spanish. */
function englishBookingTexts(): string[] {
  return Object.entries(en.booking)
    .filter(
      ([key, text]) => !text.includes('{') && es.booking[key as keyof typeof es.booking] !== text,
    )
    .map(([, text]) => text);
}

/** The texts a person or a screen reader meets, each whole: text nodes and accessible names. */
function shownTexts(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent?.trim() ?? '');
  }
  for (const element of document.querySelectorAll('[aria-label]')) {
    texts.push(element.getAttribute('aria-label') ?? '');
  }
  return texts;
}

describe('BookingForm in Spanish', () => {
  it('shows its heading, labels, pickers and hints in Spanish, the clinic data as written', async () => {
    const user = await renderSpanishForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Programar una cita' })).toBeVisible();
    const doctor = screen.getByRole('combobox', { name: 'Médico' });
    expect(within(doctor).getByRole('option', { name: 'Seleccione un médico' })).toBeTruthy();
    // Doctors' names and specialties are the clinic file's, not translated (docs/languages.md#catalogs).
    await user.selectOptions(doctor, 'Dr. Amelia Hart — Cardiology');
    await screen.findByRole('group', { name: 'Días con horarios libres' });

    expect(screen.getByRole('group', { name: 'Fecha y hora' })).toBeInTheDocument();
    expect(document.getElementById('booking-start-hint')).toHaveTextContent(
      /^Consultas de 30 minutos\. Horario: lunes a viernes 9:00–17:00 y sábado 10:00–14:00, hora de/,
    );
    const times = screen.getByRole('group', {
      name: 'Horarios libres el miércoles, 25 de noviembre',
    });
    expect(within(times).getByRole('radio', { name: '09:00' })).toBeChecked();
    expect(
      screen.getByText('Primer horario libre: miércoles, 25 de noviembre, 09:00'),
    ).toBeVisible();
    expect(screen.getByText(/Se eligió para usted el primer horario libre/)).toBeVisible();
    // react-datepicker's month and day names are date-fns's Spanish, its own words the catalog's.
    await waitFor(() => expect(screen.getByText(/noviembre 2026/i)).toBeInTheDocument());
    expect(
      screen.getByRole('gridcell', { name: /^Elegir .*25.*noviembre.*, 16 horarios libres$/ }),
    ).toHaveTextContent('16 libres');
    expect(screen.getByText('Cualquier médico: los primeros horarios libres')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motivo de la consulta' })).toBeInTheDocument();
    expect(screen.getByText(/^Política de cancelación: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Programar cita' })).toBeEnabled();

    for (const text of englishBookingTexts()) expect(shownTexts()).not.toContain(text);
  });

  it('shows the validation errors in Spanish, each tied to its field', async () => {
    const user = await renderSpanishForm();

    await user.click(screen.getByRole('button', { name: 'Programar cita' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        es.booking.doctorRequired,
        es.booking.dateRequired,
        es.booking.reasonRequired,
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Médico' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(shownTexts()).not.toContain(en.booking.doctorRequired);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('books in Spanish: the success alert in Spanish, then the Spanish list', async () => {
    const user = await renderSpanishForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Médico' }),
      'Dr. Amelia Hart — Cardiology',
    );
    await screen.findByRole('group', { name: 'Días con horarios libres' });
    await user.type(screen.getByRole('textbox', { name: 'Motivo de la consulta' }), 'Control');

    await user.click(screen.getByRole('button', { name: 'Programar cita' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/es/appointments/'));
    expect(alertSpy).toHaveBeenCalledWith('¡Cita programada con éxito!');
    expect(helpers.storedJson('appointments')).toEqual([
      expect.objectContaining({ reason: 'Control', doctor_name: 'Dr. Amelia Hart' }),
    ]);
  });
});
