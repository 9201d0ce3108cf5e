import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../support/intl';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/account/login-form';
import { useSessionStore } from '@/stores/account-store';
import { registerAccount as registerStoredAccount } from '@/lib/account/local-accounts';
import { linkTo, resetStores, storedJson, writeStored } from '../../support/component-helpers';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

beforeEach(() => {
  resetStores();
  jest.clearAllMocks();
});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  renderInLocale(<LoginForm />);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

/** Registers an account through the real users store (hash and all), without logging it in. */
async function registerAccount() {
  return registerStoredAccount({
    name: 'Pat Lee',
    email: 'pat@example.com',
    password: 'correct horse battery staple',
    role: 'patient',
  });
}

describe('LoginForm', () => {
  it('has an email-type e-mail input, a password input and a link to register', () => {
    renderInLocale(<LoginForm />);
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo('/register/')),
    );
  });

  it('refuses an empty submit with the spec text, tied to both inputs', async () => {
    await submit('', '');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email and password are required');
    for (const input of [screen.getByLabelText('Email'), screen.getByLabelText('Password')]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAttribute('aria-describedby', alert.id);
      expect(input).toHaveAccessibleDescription('Email and password are required');
    }
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('refuses a password alone', async () => {
    await submit('', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
  });

  it('refuses a registered e-mail with the wrong password and stores no session (D2)', async () => {
    await registerAccount();

    await submit('pat@example.com', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('logs a registered user in with the right password, stores the session and goes home', async () => {
    const registered = await registerAccount();

    // The e-mail is matched trimmed and case-insensitively (docs/decisions/003-one-account-per-email.md).
    await submit('PAT@Example.com', 'correct horse battery staple');

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(storedJson('user')).toEqual(registered);
    expect(storedJson('user')).toEqual({
      id: expect.any(Number),
      name: 'Pat Lee',
      email: 'pat@example.com',
      role: 'patient',
    });
    expect(useSessionStore.getState().user).toEqual(registered);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a patient session named after the local part for an unknown e-mail, leaving users unchanged', async () => {
    const someoneElse = { id: 1, name: 'Someone', email: 'someone@example.com', role: 'doctor' };
    writeStored('users', [someoneElse]);
    const usersBefore = window.localStorage.getItem('users');

    await submit('newcomer@example.com', 'anything');

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(storedJson('user')).toEqual({
      id: expect.any(Number),
      name: 'newcomer',
      email: 'newcomer@example.com',
      role: 'patient',
    });
    expect(window.localStorage.getItem('users')).toBe(usersBefore);
    expect(window.localStorage.getItem('credentials')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoginForm when the browser cannot check the password', () => {
  it("shows 'Login failed. Please try again.' and starts no session", async () => {
    await registerAccount();
    // Web Crypto refuses, as it does outside a secure context.
    jest
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Not allowed', 'NotSupportedError'));
    await submit('pat@example.com', 'correct horse battery staple');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Login failed\. Please try again\.$/,
    );
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
