import { act, render, screen } from '@testing-library/react';
import { RouteFocus } from '@/components/layout/route-focus';

let mockPathname = '/appointments/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

/** The layout's main with a page in it, as the App Router renders it. */
function Layout({ page }: { page: React.ReactNode }) {
  return (
    <>
      <button type="button">Riverside Clinic</button>
      <RouteFocus />
      <main id="main">{page}</main>
    </>
  );
}

/** The home page for a visitor without a session: the welcome is laid out, but hidden. */
const home = (
  <>
    <section inert aria-hidden="true">
      <h1>Welcome, Pat!</h1>
    </section>
    <section>
      <h1>Healthcare Made Simple</h1>
    </section>
  </>
);

beforeEach(() => {
  mockPathname = '/appointments/';
});

describe('RouteFocus', () => {
  it('leaves focus alone on the first load', () => {
    render(<Layout page={home} />);
    expect(document.body).toHaveFocus();
  });

  it("focuses the new page's visible h1, not the hidden one before it", () => {
    const { rerender } = render(<Layout page={<h1>My Appointments</h1>} />);
    screen.getByRole('button', { name: 'Riverside Clinic' }).focus();

    mockPathname = '/';
    rerender(<Layout page={home} />);

    expect(screen.getByRole('heading', { name: 'Healthcare Made Simple' })).toHaveFocus();
  });

  it('waits for a heading that is shown after the navigation', () => {
    const { rerender } = render(<Layout page={<h1>My Appointments</h1>} />);
    const link = screen.getByRole('button', { name: 'Riverside Clinic' });
    link.focus();

    mockPathname = '/';
    rerender(
      <Layout
        page={
          <section inert aria-hidden="true" data-testid="later">
            <h1>Healthcare Made Simple</h1>
          </section>
        }
      />,
    );
    expect(link).toHaveFocus();

    // The page reveals its heading (the home page once the session is known).
    const section = screen.getByTestId('later');
    act(() => {
      section.removeAttribute('inert');
      section.removeAttribute('aria-hidden');
    });
    return waitForFocus(screen.getByRole('heading', { name: 'Healthcare Made Simple' }));
  });

  it('follows a heading the page replaces while it finishes rendering, unless focus moved', async () => {
    const { rerender } = render(<Layout page={<h1>My Appointments</h1>} />);
    mockPathname = '/appointments/new/';
    rerender(<Layout page={<h1 key="shell">Schedule an Appointment</h1>} />);
    expect(screen.getByRole('heading')).toHaveFocus();

    // The deferred form replaces the shell, and its heading with it.
    rerender(<Layout page={<h1 key="form">Schedule an Appointment</h1>} />);
    await waitForFocus(screen.getByRole('heading'));

    // Once the visitor has moved on, a replaced heading leaves the focus where it is.
    const link = screen.getByRole('button', { name: 'Riverside Clinic' });
    link.focus();
    rerender(<Layout page={<h1 key="again">Schedule an Appointment</h1>} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(link).toHaveFocus();
  });
});

/** MutationObserver callbacks run as microtasks: let them. */
async function waitForFocus(element: HTMLElement): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
  expect(element).toHaveFocus();
}
