import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../support/intl';
import userEvent from '@testing-library/user-event';
import { NavBar } from '@/components/layout/nav-bar';
import en from '@/messages/en.json';
import { useSessionStore } from '@/stores/account-store';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
let mockPathname = '/';
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => mockPathname,
}));

// jsdom applies no media queries: the list is always in the DOM, so these tests check the
// disclosure's state and focus; the e2e phone spec checks what is shown at 360–390 px.
describe('NavBar', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  it('has a Menu button that controls the list of links and says whether it is open', async () => {
    const user = userEvent.setup();
    renderInLocale(<NavBar />);
    const menu = screen.getByRole('button', { name: en.layout.navMenu });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(list).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('nav__links--open');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('nav__links--open');
  });

  it('closes on Escape from a link inside and puts focus back on the Menu button', async () => {
    const user = userEvent.setup();
    renderInLocale(<NavBar />);
    const menu = screen.getByRole('button', { name: en.layout.navMenu });
    await user.click(menu);
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes when the route changes and on a click outside the bar', async () => {
    const user = userEvent.setup();
    const { rerender } = renderInLocale(
      <>
        <NavBar />
        <p>Outside</p>
      </>,
    );
    const menu = screen.getByRole('button', { name: en.layout.navMenu });
    await user.click(menu);
    mockPathname = '/appointments/';
    rerender(
      <>
        <NavBar />
        <p>Outside</p>
      </>,
    );
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavBar: Schedule link', () => {
  const base = { id: 1, name: 'Sam', email: 'sam@example.com', role: 'patient' as const };
  afterEach(() => act(() => useSessionStore.setState({ user: null, loaded: false })));

  it.each([
    ['staff', { ...base, staff: true }, true],
    ['a doctor account', { ...base, role: 'doctor' as const, doctor_id: 2 }, true],
    ['a patient', base, false],
    ['a patient whose staff flag is false', { ...base, staff: false }, false],
  ])('is shown to %s: %s', (_who, user, shown) => {
    useSessionStore.setState({ user, loaded: true });
    renderInLocale(<NavBar />);
    expect(screen.queryAllByRole('link', { name: en.layout.navSchedule })).toHaveLength(
      shown ? 1 : 0,
    );
  });
});
