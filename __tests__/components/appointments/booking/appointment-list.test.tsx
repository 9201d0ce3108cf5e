import {
  forVisitorZone,
  NOVEMBER_25_NOON as NOW,
  novemberAt as at,
} from '../../../support/clinic-time';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppointmentList } from '@/components/appointments/booking/appointment-list';
import { bookingReference } from '@/lib/appointments/booking/booking-reference';
import en from '@/messages/en.json';
import { clinic } from '@/lib/clinic';
import type { Appointment } from '@/lib/appointments/domain';
import { useAppointmentsStore } from '@/stores/appointments-store';
import {
  appointmentAt,
  linkTo,
  other,
  pat,
  resetStores,
  seedAppointments,
  storedJson,
} from '../../../support/component-helpers';
import { renderInLocale } from '../../../support/intl';
import { formatMessage } from '../../../support/messages';
import { cardFor, detailIn } from '../../../support/queries';

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

/** Pat's appointments, and one of someone else, in a deliberately jumbled stored order. */
const seeded: Appointment[] = [
  appointmentAt(1, at(27, 9), pat, { reason: 'Upcoming later' }),
  appointmentAt(2, at(20, 10), pat, { reason: 'Past scheduled' }),
  appointmentAt(3, at(26, 14), pat, {
    reason: 'Upcoming soonest',
    doctor_id: 2,
    doctor_name: 'Dr. Rafael Moreno',
  }),
  appointmentAt(4, at(24, 10), pat, { reason: 'Canceled yesterday', status: 'canceled' }),
  appointmentAt(5, at(30, 9), pat, { reason: 'Canceled next week', status: 'canceled' }),
  appointmentAt(6, at(26, 9), other, { reason: 'Not Pat’s business' }),
  // The original product may have stored a different id; the e-mail still matches (docs/product.md#appointments-list).
  appointmentAt(7, at(25, 11, 45), pat, {
    reason: 'Ends at 12:15, still running',
    patient_id: 999,
    patient_email: ' PAT@Example.com',
  }),
  appointmentAt(8, at(25, 11, 30), pat, { reason: 'Ended at noon' }),
];

let confirmSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetStores();
  jest.clearAllMocks();
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderList() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInLocale(<AppointmentList user={pat} />);
  return user;
}

/** The cards in display order, each as [reason, status label, has a cancel button]. */
function cards() {
  return screen.getAllByRole('article').map((card) => {
    const reason = detailIn(card, 'Reason');
    const status = within(card).getByText(/^(Upcoming|Canceled|Completed)$/);
    const cancel = within(card).queryByRole('button', { name: 'Cancel Appointment' });
    return [reason.textContent, status.textContent, cancel !== null];
  });
}

describe('AppointmentList', () => {
  it('shows the empty state with a link to the booking form when the user has no appointments', async () => {
    await seedAppointments([appointmentAt(6, at(26, 9), other)]);
    renderList();

    expect(screen.getByText("You don't have any appointments yet.")).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule your first appointment' })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo('/appointments/new/')),
    );
  });

  it("puts local mode's reminders notice under the heading, above the list, as the loading page has it", async () => {
    await seedAppointments(seeded);
    renderList();
    const note = screen.getByTestId('local-reminders-notice');
    expect(note).toHaveTextContent(en.localMode.reminders);
    const heading = screen.getByRole('heading', { level: 1, name: 'My Appointments' });
    const [firstCard] = screen.getAllByRole('article');
    // Same place while the session loads (the shell) and once listed: it never moves.
    expect(heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      note.compareDocumentPosition(firstCard!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('lists upcoming ones soonest first, then past and canceled ones most recent first (D10)', async () => {
    await seedAppointments(seeded);
    renderList();

    expect(screen.queryByText("You don't have any appointments yet.")).not.toBeInTheDocument();
    expect(cards()).toEqual([
      ['Ends at 12:15, still running', 'Upcoming', true],
      ['Upcoming soonest', 'Upcoming', true],
      ['Upcoming later', 'Upcoming', true],
      ['Canceled next week', 'Canceled', false],
      ['Ended at noon', 'Completed', false],
      ['Canceled yesterday', 'Canceled', false],
      ['Past scheduled', 'Completed', false],
    ]);
  });

  it('turns an upcoming appointment Completed, without its cancel button, when it ends on an open page (D10)', async () => {
    // 12:00 now; this one runs 12:00–12:30.
    await seedAppointments([appointmentAt(9, at(25, 12), pat, { reason: 'Running now' })]);
    renderList();
    expect(cards()).toEqual([['Running now', 'Upcoming', true]]);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(30 * 60_000 - 1);
    });
    expect(cards()).toEqual([['Running now', 'Upcoming', true]]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(cards()).toEqual([['Running now', 'Completed', false]]);
  });

  it("never shows another patient's appointments", async () => {
    await seedAppointments(seeded);
    renderList();
    expect(screen.queryByText('Not Pat’s business')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it('shows the doctor, specialty, formatted date and reason on a card', async () => {
    await seedAppointments(seeded);
    renderList();
    const card = cardFor('Upcoming soonest');
    expect(within(card).getByRole('heading', { name: 'Dr. Rafael Moreno' })).toBeInTheDocument();
    expect(card).toHaveAccessibleName('Dr. Rafael Moreno');
    expect(within(card).getByText('Dermatology')).toBeInTheDocument();
    expect(within(card).getByText('Thursday, November 26, 2026 at 2:00 PM')).toBeInTheDocument();
  });

  it("shows each card's booking reference, derived from its id", async () => {
    await seedAppointments(seeded);
    renderList();
    for (const [reason, id] of [
      ['Upcoming soonest', 3],
      ['Canceled yesterday', 4],
    ] as const) {
      const card = cardFor(reason);
      const reference = detailIn(card, en.appointments.referenceLabel);
      expect(reference).toHaveTextContent(bookingReference(id));
      expect(reference.textContent).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    }
  });

  it("names the clinic's contact for the printed list", async () => {
    await seedAppointments(seeded);
    renderList();
    expect(
      screen.getByText(
        formatMessage('en', 'appointments.printContact', {
          clinicName: clinic.name,
          phone: clinic.phone,
          email: clinic.email,
        }),
      ),
    ).toBeInTheDocument();
  });

  it('changes nothing when the confirm prompt is declined', async () => {
    confirmSpy.mockReturnValue(false);
    await seedAppointments(seeded);
    const before = window.localStorage.getItem('appointments');
    const user = renderList();

    await user.click(
      within(cardFor('Upcoming soonest')).getByRole('button', { name: 'Cancel Appointment' }),
    );

    expect(confirmSpy).toHaveBeenCalledTimes(1);
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to cancel this appointment?');
    expect(within(cardFor('Upcoming soonest')).getByText('Upcoming')).toBeInTheDocument();
    expect(window.localStorage.getItem('appointments')).toBe(before);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('cancels after the prompt is accepted: the card reads Canceled and only that record changes', async () => {
    await seedAppointments(seeded);
    const user = renderList();

    await user.click(
      within(cardFor('Upcoming soonest')).getByRole('button', { name: 'Cancel Appointment' }),
    );

    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to cancel this appointment?');
    // The cancel goes through the repository, which answers asynchronously.
    expect(await within(cardFor('Upcoming soonest')).findByText('Canceled')).toBeInTheDocument();
    const card = cardFor('Upcoming soonest');
    expect(
      within(card).queryByRole('button', { name: 'Cancel Appointment' }),
    ).not.toBeInTheDocument();
    expect(card).toHaveClass('appointment--canceled');
    expect(storedJson('appointments')).toEqual(
      seeded.map((appointment) =>
        appointment.id === 3 ? { ...appointment, status: 'canceled' } : appointment,
      ),
    );
    // It now sorts with the past and canceled ones (docs/decisions/010-past-appointments-completed.md).
    expect(cards().map(([reason]) => reason)).toEqual([
      'Ends at 12:15, still running',
      'Upcoming later',
      'Canceled next week',
      'Upcoming soonest',
      'Ended at noon',
      'Canceled yesterday',
      'Past scheduled',
    ]);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('keeps what another tab stored meanwhile when cancelling (D5)', async () => {
    await seedAppointments(seeded);
    const user = renderList();
    const theirs = appointmentAt(9, at(28, 10), other, { reason: 'Booked in another tab' });
    window.localStorage.setItem('appointments', JSON.stringify([...seeded, theirs]));

    await user.click(
      within(cardFor('Upcoming later')).getByRole('button', { name: 'Cancel Appointment' }),
    );

    expect(await within(cardFor('Upcoming later')).findByText('Canceled')).toBeInTheDocument();
    expect(storedJson('appointments')).toEqual([
      ...seeded.map((appointment) =>
        appointment.id === 1 ? { ...appointment, status: 'canceled' } : appointment,
      ),
      theirs,
    ]);
    await waitFor(() =>
      expect(useAppointmentsStore.getState().appointments).toEqual(storedJson('appointments')),
    );
  });

  it('alerts the spec text when another tab has canceled the appointment already, changing nothing', async () => {
    await seedAppointments(seeded);
    const user = renderList();
    const elsewhere = seeded.map((appointment) =>
      appointment.id === 3 ? { ...appointment, status: 'canceled' as const } : appointment,
    );
    window.localStorage.setItem('appointments', JSON.stringify(elsewhere));

    await user.click(
      within(cardFor('Upcoming soonest')).getByRole('button', { name: 'Cancel Appointment' }),
    );

    expect(alertSpy).toHaveBeenCalledWith(
      'There was a problem canceling your appointment. Please try again.',
    );
    expect(storedJson('appointments')).toEqual(elsewhere);
  });

  it("shows the visitor's own time under the clinic's when their clock differs", async () => {
    await seedAppointments([appointmentAt(1, at(27, 9), pat, { reason: 'Friday morning' })]);
    renderList();
    const card = cardFor('Friday morning');
    expect(card).toHaveTextContent('Friday, November 27, 2026 at 9:00 AM');
    // jest.config.mjs runs this file as visitors in three zones.
    const own = forVisitorZone({
      'America/New_York': null,
      'America/Los_Angeles': '09:00 clinic time — 06:00 your time',
      'Asia/Kathmandu': '09:00 clinic time — 19:45 your time',
    });
    if (own) expect(within(card).getByText(own)).toBeInTheDocument();
    else expect(card).not.toHaveTextContent('your time');
  });
});
