import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '@/components/account/register-form';
import { LanguageOffer, LanguageSwitch } from '@/components/layout/language-switch';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { useSessionStore } from '@/stores/account-store';
import { linkTo, resetStores } from '../../support/component-helpers';
import { renderInLocale } from '../../support/intl';

let mockPathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

/** Makes the browser prefer `languages`, most preferred first. */
function preferLanguages(languages: string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

// jsdom does not navigate; clicking a link here only runs its click handler.
function stopNavigation(event: MouseEvent) {
  event.preventDefault();
}

beforeEach(() => {
  mockPathname = '/';
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  jest.restoreAllMocks();
});

describe('LanguageSwitch', () => {
  it('links an English page to the same page in Spanish, in Spanish, and remembers the choice', async () => {
    mockPathname = '/login/';
    renderInLocale(<LanguageSwitch />);
    const link = screen.getByRole('link', { name: en.language.switchLabel });
    expect(link).toHaveTextContent('Español');
    expect(link).toHaveAttribute('href', expect.stringMatching(linkTo('/es/login/')));
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');

    await userEvent.click(link);
    expect(window.localStorage.getItem('siteLanguage')).toBe('es');
  });

  it("makes the chosen language the signed-in account's (docs/languages.md#the-accounts-language)", async () => {
    const user = { id: 1, name: 'Ann', email: 'ann@example.com', role: 'patient' as const };
    window.localStorage.setItem('users', JSON.stringify([user]));
    window.localStorage.setItem('user', JSON.stringify(user));
    useSessionStore.getState().loadSession();
    mockPathname = '/appointments/';
    renderInLocale(<LanguageSwitch />);

    await userEvent.click(screen.getByRole('link', { name: en.language.switchLabel }));
    await waitFor(() => expect(useSessionStore.getState().user?.language).toBe('es'));
    expect(JSON.parse(window.localStorage.getItem('users') ?? '[]')).toEqual([
      { ...user, language: 'es' },
    ]);
    resetStores();
  });

  it('links a Spanish page to the same page in English', async () => {
    mockPathname = '/es/register/';
    renderInLocale(<LanguageSwitch />, 'es');
    const link = screen.getByRole('link', { name: es.language.switchLabel });
    expect(link).toHaveTextContent('English');
    expect(link).toHaveAttribute('href', expect.stringMatching(linkTo('/register/')));
    expect(link).toHaveAttribute('lang', 'en');

    await userEvent.click(link);
    expect(window.localStorage.getItem('siteLanguage')).toBe('en');
  });

  it.each([
    ['the appointments list', '/appointments/', '/es/appointments/'],
    ['the booking form', '/appointments/new/', '/es/appointments/new/'],
    ['the front desk', '/schedule/', '/es/schedule/'],
  ])('links %s to its Spanish twin', (_page, route, twin) => {
    mockPathname = route;
    renderInLocale(<LanguageSwitch />);
    expect(screen.getByRole('link', { name: en.language.switchLabel })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo(twin)),
    );
  });

  it('is absent on a page that exists in one language only', () => {
    // The debug pages stay English (docs/languages.md#what-is-still-english).
    mockPathname = '/debug/';
    renderInLocale(<LanguageSwitch />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('LanguageOffer', () => {
  it('offers Spanish in one line on the English home page of a Spanish-preferring browser', async () => {
    preferLanguages(['es-MX', 'en-US']);
    renderInLocale(<LanguageOffer />);
    const offer = screen.getByText(en.language.offerText);
    expect(offer).toHaveAttribute('lang', 'es');
    const link = screen.getByRole('link', { name: en.language.offerLink });
    expect(link).toHaveAttribute('href', expect.stringMatching(linkTo('/es/')));

    await userEvent.click(link);
    expect(window.localStorage.getItem('siteLanguage')).toBe('es');
  });

  it('offers nothing to a browser that prefers English', () => {
    preferLanguages(['en-US', 'es-MX']);
    renderInLocale(<LanguageOffer />);
    expect(screen.queryByText(en.language.offerText)).toBeNull();
  });

  it('offers nothing to a visitor who chose English, whatever the browser prefers', () => {
    preferLanguages(['es-MX']);
    window.localStorage.setItem('siteLanguage', 'en');
    renderInLocale(<LanguageOffer />);
    expect(screen.queryByText(en.language.offerText)).toBeNull();
  });

  it('offers Spanish to a visitor who chose Spanish before, even with an English browser', () => {
    preferLanguages(['en-US']);
    window.localStorage.setItem('siteLanguage', 'es');
    renderInLocale(<LanguageOffer />);
    expect(screen.getByText(en.language.offerText)).toBeInTheDocument();
  });

  it('offers nothing on other pages', () => {
    preferLanguages(['es-MX']);
    mockPathname = '/login/';
    renderInLocale(<LanguageOffer />);
    expect(screen.queryByText(en.language.offerText)).toBeNull();
  });
});

describe('LanguageSwitch with a half-filled form (docs/languages.md#the-language-switch)', () => {
  it('carries the registration fields but never the password, and the other form restores them once', async () => {
    mockPathname = '/register/';
    const { unmount } = renderInLocale(
      <>
        <LanguageSwitch />
        <RegisterForm />
      </>,
    );
    await userEvent.type(screen.getByLabelText(en.account.nameLabel), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText(en.account.emailLabel), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(en.account.passwordLabel), 'secret-pass');
    await userEvent.selectOptions(screen.getByLabelText(en.account.roleLabel), 'doctor');
    await userEvent.click(screen.getByRole('link', { name: en.language.switchLabel }));
    const stored = sessionStorage.getItem('languageSwitchDraft') ?? '';
    expect(stored).toContain('ana@example.com');
    expect(stored).not.toContain('secret-pass');
    unmount();

    mockPathname = '/es/register/';
    renderInLocale(<RegisterForm />, 'es');
    expect(await screen.findByDisplayValue('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByLabelText(es.account.emailLabel)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(es.account.passwordLabel)).toHaveValue('');
    expect(screen.getByLabelText(es.account.roleLabel)).toHaveValue('doctor');
    expect(sessionStorage.getItem('languageSwitchDraft')).toBeNull();
  });
});
