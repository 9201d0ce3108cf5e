import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../../support/intl';
import { AppointmentList } from '@/components/appointments/booking/appointment-list';
import { DoctorSchedule } from '@/components/appointments/booking/doctor-schedule';
import { LoginForm } from '@/components/account/login-form';
import en from '@/messages/en.json';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useSessionStore } from '@/stores/account-store';
import { appointmentAt, pat, resetStores } from '../../../support/component-helpers';

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

/** Far in the future, so it is upcoming whenever the test runs. */
const soon = appointmentAt(1, new Date(2099, 10, 27, 9, 0), pat, { reason: 'Palpitations' });

beforeEach(() => {
  resetStores();
});

describe('OfflineNotice on the lists', () => {
  it('shows the last saved list with the notice while the store marks it stale', () => {
    act(() => useAppointmentsStore.setState({ appointments: [soon], stale: true }));
    renderInLocale(<AppointmentList user={pat} />);

    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline or the clinic's server can't be reached. Showing your last saved list; changes need a connection.",
    );
    expect(screen.getByText('Palpitations')).toBeInTheDocument();
  });

  it('shows no notice while the list is fresh', () => {
    act(() => useAppointmentsStore.setState({ appointments: [soon], stale: false }));
    renderInLocale(<AppointmentList user={pat} />);

    expect(screen.queryByText(en.appointments.offline)).not.toBeInTheDocument();
    expect(screen.getByText('Palpitations')).toBeInTheDocument();
  });

  it("shows the notice on a doctor's schedule too, and takes it away when the list is fresh again", () => {
    act(() => useAppointmentsStore.setState({ appointments: [soon], stale: true }));
    renderInLocale(<DoctorSchedule doctorId={1} />);
    expect(screen.getByText(en.appointments.offline)).toBeInTheDocument();

    act(() => useAppointmentsStore.setState({ stale: false }));
    expect(screen.queryByText(en.appointments.offline)).not.toBeInTheDocument();
    expect(screen.getByText('Palpitations')).toBeInTheDocument();
  });
});

describe('LoginForm after an expired session', () => {
  it('says the session has expired', () => {
    act(() => useSessionStore.setState({ user: null, expired: true }));
    renderInLocale(<LoginForm />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
  });

  it('says nothing of the kind to a visitor who simply logs in', () => {
    renderInLocale(<LoginForm />);
    expect(
      screen.queryByText('Your session has expired. Please log in again.'),
    ).not.toBeInTheDocument();
  });
});
