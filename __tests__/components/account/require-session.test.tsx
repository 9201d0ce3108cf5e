import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { BookingPage } from '@/components/appointments/booking/booking-page';
import { NavBar } from '@/components/layout/nav-bar';
import { useSessionStore } from '@/stores/account-store';
import { pat, resetStores, seedSession } from '../../support/component-helpers';
import { renderInLocale } from '../../support/intl';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
// The nav bar also reads the route, to close its phone menu when it changes.
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/appointments/',
  useSearchParams: () => new URLSearchParams(),
}));

/** Renders `page` for a stored, logged-in session, letting its on-mount refresh settle. */
async function renderLoggedIn(page: ReactElement) {
  await seedSession(pat);
  await act(async () => {
    renderInLocale(page);
  });
}

beforeEach(() => {
  resetStores();
  jest.clearAllMocks();
});

describe('RequireSession (the protected pages)', () => {
  // First on purpose: once the session has been read on a page, it stays read for that page.
  it("shows 'Loading...' until the stored session is read, then sends a visitor without one to /login", async () => {
    renderInLocale(<AppointmentsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(mockRouter.replace).not.toHaveBeenCalled();

    await act(async () => {
      useSessionStore.getState().loadSession();
    });

    expect(mockRouter.replace).toHaveBeenCalledWith('/login/');
    // Only the public heading and 'Loading...' show until the redirect lands: no list.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText("You don't have any appointments yet.")).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the booking page's heading and hours, but no form, while the session is read", () => {
    renderInLocale(<BookingPage />);
    expect(screen.getByRole('heading', { name: 'Schedule an Appointment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByLabelText('Doctor')).not.toBeInTheDocument();
  });

  it('shows the appointment list to a logged-in user', async () => {
    await renderLoggedIn(<AppointmentsPage />);
    expect(screen.getByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any appointments yet.")).toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('shows the booking form to a logged-in user', async () => {
    await renderLoggedIn(<BookingPage />);
    expect(screen.getByRole('heading', { name: 'Schedule an Appointment' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date and time' })).toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('sends the tab to /login when another tab ends the session (D5)', async () => {
    await renderLoggedIn(<AppointmentsPage />);
    expect(screen.getByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();

    // What the other tab leaves behind, read as this tab's storage event does (stores/hydrate.ts).
    window.localStorage.removeItem('user');
    await act(async () => {
      useSessionStore.getState().loadSession();
    });

    expect(useSessionStore.getState().user).toBeNull();
    expect(mockRouter.replace).toHaveBeenCalledWith('/login/');
    expect(screen.queryByText("You don't have any appointments yet.")).not.toBeInTheDocument();
  });

  it("leaves this tab's Logout to take it home: one navigation, to /, not /login as well", async () => {
    await seedSession(pat);
    renderInLocale(
      <>
        <NavBar />
        <AppointmentsPage />
      </>,
    );
    const main = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(main).getByRole('button', { name: 'Logout' }));

    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('user')).toBeNull();
    // Nothing of the list is left on the page it is leaving.
    expect(screen.queryByText("You don't have any appointments yet.")).not.toBeInTheDocument();
  });

  it("sends the tab to /login when another tab ends a session it started after this tab's Logout", async () => {
    await seedSession(pat);
    act(() => useSessionStore.getState().logout());

    // Another tab logs in; this tab follows it through the storage event, then shows the list.
    window.localStorage.setItem('user', JSON.stringify(pat));
    await act(async () => {
      useSessionStore.getState().loadSession();
    });
    renderInLocale(<AppointmentsPage />);
    expect(screen.getByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();

    // That tab logs out: this one is not on its way home, so it goes to /login.
    window.localStorage.removeItem('user');
    await act(async () => {
      useSessionStore.getState().loadSession();
    });
    expect(mockRouter.replace).toHaveBeenCalledWith('/login/');
  });

  it('still sends a visitor to /login who comes back to a protected page after logging out', async () => {
    await seedSession(pat);
    const first = renderInLocale(<AppointmentsPage />);
    act(() => useSessionStore.getState().logout());
    first.unmount();

    // Back to /appointments/ (the browser's Back button): a new page, with no session.
    renderInLocale(<AppointmentsPage />);
    expect(mockRouter.replace).toHaveBeenCalledWith('/login/');
  });
});
