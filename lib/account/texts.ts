/**
 * The account feature's texts (docs/product.md#texts, docs/product.md#routes): the login and
 * registration forms and the session guard, each once. Tests spell the spec's wording out.
 */
export const accountTexts = {
  loginTitle: 'Log In',
  loginButton: 'Log In',
  loggingIn: 'Logging in…',
  noAccountYet: "Don't have an account?",
  registerLink: 'Register',
  registerTitle: 'Create Account',
  registerButton: 'Create Account',
  creatingAccount: 'Creating account…',
  roleLabel: 'Role',
  /** The role options, by stored role. */
  roles: { patient: 'Patient', doctor: 'Doctor' },
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  /** The guards' status while the stored session is read (docs/product.md#routes). */
  loading: 'Loading...',
} as const;
