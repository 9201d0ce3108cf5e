import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  forVisitorZone,
  NOVEMBER_25_NOON as NOW,
  novemberAt as at,
} from '../../../support/clinic-time';
import { AppointmentList } from '@/components/appointments/booking/appointment-list';
import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { DoctorSchedule } from '@/components/appointments/booking/doctor-schedule';
import { CANCEL_REASONS } from '@/lib/appointments/booking/cancellation';
import type { Appointment } from '@/lib/appointments/domain';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useSessionStore } from '@/stores/account-store';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import * as helpers from '../../../support/component-helpers';
import { renderInLocale } from '../../../support/intl';
import { formatMessage } from '../../../support/messages';
import { mockRouter } from '../../../support/next-navigation';
import { cardFor, detailIn } from '../../../support/queries';

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

/*
 * The appointments list in Spanish (docs/languages.md#catalogs): the same components as
 * /appointments/, given the Spanish catalog, as /es/appointments/ gives it.
 */

const seeded: Appointment[] = [
  helpers.appointmentAt(1, at(26, 14), helpers.pat, {
    reason: 'Dolor de rodilla',
    doctor_id: 2,
    doctor_name: 'Dr. Rafael Moreno',
  }),
  helpers.appointmentAt(2, at(20, 10), helpers.pat, { reason: 'Control anual' }),
  helpers.appointmentAt(3, at(24, 10), helpers.pat, { reason: 'Tos', status: 'canceled' }),
];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  helpers.resetStores();
  mockRouter.replace.mockClear();
});

afterEach(() => jest.useRealTimers());

function renderSpanishList() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInLocale(<AppointmentList user={helpers.pat} />, 'es');
  return user;
}

/** The English catalog's texts of the list that have no arguments and differ in Spanish. */
function englishListTexts(): string[] {
  return [
    ...Object.entries(en.appointments).map(([key, text]) => ({
      text,
      es: es.appointments[key as keyof typeof es.appointments],
    })),
    ...Object.entries(en.localMode).map(([key, text]) => ({
      text,
      es: es.localMode[key as keyof typeof es.localMode],
    })),
  ]
    .filter(({ text, es: spanish }) => !text.includes('{') && text !== spanish)
    .map(({ text }) => text);
}

describe('AppointmentList in Spanish', () => {
  it('shows the heading, the statuses, the labels and the date in Spanish', async () => {
    await helpers.seedAppointments(seeded);
    renderSpanishList();

    expect(screen.getByRole('heading', { level: 1, name: 'Mis citas' })).toBeInTheDocument();
    const card = cardFor('Dolor de rodilla');
    expect(within(card).getByText('Próxima')).toBeInTheDocument();
    expect(within(cardFor('Control anual')).getByText('Completada')).toBeInTheDocument();
    expect(within(cardFor('Tos')).getByText('Cancelada')).toBeInTheDocument();
    // Clinic time, in the English pages' form with Spanish names (docs/languages.md#catalogs).
    expect(detailIn(card, 'Fecha y hora').firstChild?.textContent?.replace(/\s/g, ' ')).toBe(
      'jueves, 26 de noviembre de 2026, 2:00 p. m.',
    );
    expect(detailIn(card, 'Motivo')).toHaveTextContent('Dolor de rodilla');
    expect(detailIn(card, 'Número de referencia')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancelar cita' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Reprogramar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/appointments\/new\/?\?reschedule=1$/),
    );
    expect(screen.getByTestId('local-reminders-notice')).toHaveTextContent(es.localMode.reminders);
  });

  it("writes the visitor's own clock beside the clinic's in Spanish", async () => {
    await helpers.seedAppointments(seeded);
    renderSpanishList();
    const when = detailIn(cardFor('Dolor de rodilla'), 'Fecha y hora');
    expect(when.querySelector('.appointment__visitor-time')?.textContent ?? null).toBe(
      forVisitorZone({
        'America/New_York': null,
        'America/Los_Angeles': '14:00 hora de la clínica — 11:00 hora local',
        'Asia/Kathmandu': '14:00 hora de la clínica — viernes, 27 de noviembre, 00:45 hora local',
      }),
    );
  });

  it('shows no English text of the catalog', async () => {
    await helpers.seedAppointments(seeded);
    renderSpanishList();
    const shown = document.body.textContent ?? '';
    const leaks = englishListTexts().filter((text) => shown.includes(text));
    expect(leaks).toEqual([]);
    // The check can fail: the English list shows them.
    expect(englishListTexts()).toContain('Cancel Appointment');
  });

  it('asks in Spanish and cancels, storing a chosen reason in its English words', async () => {
    const confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await helpers.seedAppointments(seeded);
    const user = renderSpanishList();
    const card = cardFor('Dolor de rodilla');
    const reason = within(card).getByLabelText('Motivo de la cancelación (opcional)');
    expect(within(reason).getByRole('option', { name: 'Me siento mejor' })).toHaveValue(
      CANCEL_REASONS.better,
    );
    await user.selectOptions(reason, 'Me siento mejor');
    await user.click(within(card).getByRole('button', { name: 'Cancelar cita' }));

    expect(confirmSpy).toHaveBeenCalledWith('¿Confirma que desea cancelar esta cita?');
    expect(await within(cardFor('Dolor de rodilla')).findByText('Cancelada')).toBeInTheDocument();
    expect(
      within(cardFor('Dolor de rodilla')).getByRole('button', {
        name: es.appointments.updatedCalendar,
      }),
    ).toBeInTheDocument();
    expect(helpers.storedJson('appointments')).toEqual(
      seeded.map((appointment) =>
        appointment.id === 1
          ? { ...appointment, status: 'canceled', cancel_reason: 'I feel better' }
          : appointment,
      ),
    );
    confirmSpy.mockRestore();
  });

  it('says late cancellation in Spanish, counting hours', async () => {
    await helpers.seedAppointments([
      helpers.appointmentAt(4, at(25, 15), helpers.pat, { reason: 'Pronto' }),
    ]);
    renderSpanishList();
    expect(within(cardFor('Pronto')).getByRole('note')).toHaveTextContent(
      formatMessage('es', 'appointments.lateNotice', { hours: 24 }),
    );
  });

  it('shows the empty state in Spanish, linking to the booking form', async () => {
    await helpers.seedAppointments([]);
    renderSpanishList();
    expect(screen.getByText('Todavía no tiene citas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Programe su primera cita' })).toHaveAttribute(
      'href',
      expect.stringMatching(helpers.linkTo('/es/appointments/new/')),
    );
  });

  it('names the saved appointment in Spanish after a booking', async () => {
    await helpers.seedAppointments(seeded);
    act(() => useAppointmentsStore.setState({ lastSaved: 1 }));
    renderSpanishList();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Cita reservada: Dr. Rafael Moreno, jueves, 26 de noviembre de 2026, 2:00',
    );
  });
});

describe('The Spanish list page', () => {
  it('sends a visitor without a session to the Spanish login page', async () => {
    renderInLocale(<AppointmentsPage />, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis citas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    await act(async () => {
      useSessionStore.getState().loadSession();
    });
    expect(mockRouter.replace).toHaveBeenCalledWith('/es/login/');
  });
});

describe("A doctor's schedule in Spanish", () => {
  it('has its heading, statuses and empty state in Spanish', async () => {
    await helpers.seedAppointments([
      helpers.appointmentAt(5, at(26, 9), helpers.pat, { reason: 'Revisión', doctor_id: 1 }),
    ]);
    renderInLocale(<DoctorSchedule doctorId={1} />, 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Agenda de /);
    expect(screen.getByText('Próxima')).toBeInTheDocument();
    expect(detailIn(screen.getByRole('article'), 'Motivo')).toHaveTextContent('Revisión');
  });

  it('says so in Spanish when nothing is booked', async () => {
    await helpers.seedAppointments([]);
    renderInLocale(<DoctorSchedule doctorId={1} />, 'es');
    expect(screen.getByText(es.appointments.scheduleEmpty)).toBeInTheDocument();
  });
});
