import { screen, waitFor, within } from '@testing-library/react';
import { renderInLocale } from '../../support/intl';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '@/components/account/register-form';
import { useSessionStore } from '@/stores/account-store';
import { registerAccount as registerStoredAccount } from '@/lib/account/local-accounts';
import { linkTo, resetStores, storedJson } from '../../support/component-helpers';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

const PASSWORD = 'correct horse battery staple';
/** The account most tests register. */
const PAT = { name: 'Pat Lee', email: 'pat@example.com', password: PASSWORD };

beforeEach(() => {
  resetStores();
  jest.clearAllMocks();
});

interface Filled {
  name?: string;
  email?: string;
  password?: string;
  role?: 'Patient' | 'Doctor';
}

async function fillAndSubmit({ name, email, password, role }: Filled) {
  const user = userEvent.setup();
  renderInLocale(<RegisterForm />);
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (role) await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), role);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** Every value in localStorage, for checking that no password leaked into any of them. */
function everyStoredValue(): string[] {
  return Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
}

describe('RegisterForm', () => {
  it('shows name, e-mail, password, a role select defaulting to patient, and a link to login', () => {
    renderInLocale(<RegisterForm />);
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('patient');
    expect(screen.getByRole('option', { name: 'Patient' })).toHaveProperty('selected', true);
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Patient', 'patient'],
      ['Doctor', 'doctor'],
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo('/login/')),
    );
  });

  it('refuses an empty submit with the spec text, tied to the inputs, and stores nothing', async () => {
    await fillAndSubmit({});

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('All fields are required');
    for (const label of ['Full Name', 'Email', 'Password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAttribute('aria-describedby', alert.id);
    }
    expect(window.localStorage).toHaveLength(0);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('refuses a missing password', async () => {
    await fillAndSubmit({ name: 'Pat Lee', email: 'pat@example.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(window.localStorage.getItem('users')).toBeNull();
  });

  it('registers: stores the user and a PBKDF2 credential, never the password, and goes home', async () => {
    await fillAndSubmit({ ...PAT, role: 'Doctor' });

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(mockRouter.push).toHaveBeenCalledTimes(1);

    const expectedUser = {
      id: expect.any(Number),
      name: 'Pat Lee',
      email: 'pat@example.com',
      role: 'doctor',
    };
    // Exactly the spec's fields (docs/storage.md): no password, no hash.
    expect(storedJson('user')).toEqual(expectedUser);
    expect(storedJson('users')).toEqual([expectedUser]);
    expect(storedJson('users')).toEqual([storedJson('user')]);
    expect(useSessionStore.getState().user).toEqual(storedJson('user'));

    const credentials = storedJson('credentials') as Record<string, unknown>[];
    expect(credentials).toEqual([
      {
        email: 'pat@example.com',
        algorithm: 'PBKDF2-SHA-256',
        // The tests' NEXT_PUBLIC_PBKDF2_ITERATIONS (__tests__/setup/jest.setup.ts).
        iterations: 1000,
        salt: expect.any(String),
        hash: expect.any(String),
      },
    ]);
    const [credential] = credentials;
    expect(Buffer.from(String(credential?.salt), 'base64')).toHaveLength(16);
    expect(Buffer.from(String(credential?.hash), 'base64')).toHaveLength(32);

    for (const value of everyStoredValue()) expect(value).not.toContain(PASSWORD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a second account for the same e-mail in another case and spacing (D3)', async () => {
    await registerStoredAccount({ ...PAT, email: ' Pat@Example.com ', role: 'patient' });
    const stored = {
      users: window.localStorage.getItem('users'),
      credentials: window.localStorage.getItem('credentials'),
    };

    // An email input strips surrounding whitespace itself (HTML value sanitization), so the
    // typed spaces never reach the store; the case difference does.
    await fillAndSubmit({ name: 'Pat Again', email: '  pat@EXAMPLE.COM ', password: 'other pass' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(storedJson('users')).toEqual([
      {
        id: expect.any(Number),
        name: 'Pat Lee',
        email: 'Pat@Example.com',
        role: 'patient',
      },
    ]);
    expect(window.localStorage.getItem('users')).toBe(stored.users);
    expect(window.localStorage.getItem('credentials')).toBe(stored.credentials);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});

describe('RegisterForm on a Spanish page', () => {
  it("keeps Spanish as the account's language (docs/languages.md#the-accounts-language)", async () => {
    const user = userEvent.setup();
    renderInLocale(<RegisterForm />, 'es');
    await user.type(screen.getByLabelText('Nombre completo'), PAT.name);
    await user.type(screen.getByLabelText('Correo electrónico'), PAT.email);
    await user.type(screen.getByLabelText('Contraseña'), PAT.password);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    // Hashing the password takes a moment under a loaded machine.
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalled(), { timeout: 5000 });
    expect(storedJson('users')).toEqual([expect.objectContaining({ language: 'es' })]);
    expect(storedJson('user')).toEqual(expect.objectContaining({ language: 'es' }));
  });
});

describe('RegisterForm when the browser cannot hash the password', () => {
  it("shows 'Registration failed. Please try again.' and stores nothing", async () => {
    // Web Crypto refuses, as it does outside a secure context.
    jest
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Not allowed', 'NotSupportedError'));
    await fillAndSubmit(PAT);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Registration failed\. Please try again\.$/,
    );
    expect(everyStoredValue()).toEqual([]);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
