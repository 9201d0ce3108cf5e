/** The account feature's texts, each once (docs/product.md#texts). */
export const accountTexts = {
  loginTitle: 'Log In',
  loginButton: 'Log In',
  loggingIn: 'Logging in…',
  noAccountYet: "Don't have an account?",
  registerLink: 'Register',
  registerTitle: 'Create Account',
  registerButton: 'Create Account',
  creatingAccount: 'Creating account…',
  fieldLabels: { name: 'Full Name', email: 'Email', password: 'Password' },
  roleLabel: 'Role',
  roles: { patient: 'Patient', doctor: 'Doctor' },
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  /** The guards' status while the stored session is read (docs/product.md#routes). */
  loading: 'Loading...',
} as const;

/** The account feature's error and notice texts, once (docs/product.md#texts). */
export const accountMessages = {
  loginRequired: 'Email and password are required',
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  registerRequired: 'All fields are required',
  registerFailed: 'Registration failed. Please try again.',
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  /** Shared mode: the server refused the session's token as expired (docs/product.md#accounts-and-sessions). */
  sessionExpired: 'Your session has expired. Please log in again.',
  /** Shared mode: 10 wrong passwords for one e-mail within 15 minutes (docs/shared-mode.md). */
  loginLocked: 'Too many failed login attempts. Please try again in 15 minutes.',
} as const;
