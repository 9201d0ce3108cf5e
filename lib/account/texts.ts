import type { Refusal } from '@/lib/errors/messages';

/** The account feature's texts, each once (docs/texts.md). */
export const accountTexts = {
  // The login, registration and claim forms' texts are in the catalogs (docs/languages.md#catalogs);
  // the claim errors below are in the catalogs' `claim` too, under the same keys (claimRefusal).
  /** The guards' status while the stored session is read (docs/product.md#routes). */
  loading: 'Loading...',
} as const;

/** The account feature's error and notice texts, once (docs/texts.md). */
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
  /** /claim without a token, or a link that is used, unknown or expired. */
  claimLinkInvalid: 'This link is not valid or has expired. Ask the clinic for a new one.',
  claimPasswordRequired: 'Choose a password.',
  claimPasswordsDiffer: 'The two passwords are not the same.',
  claimEmailTaken:
    'An account with this email already exists. Log in, and ask the clinic to book for that account.',
  claimFailed: 'The password could not be set. Please try again.',
  /** Local mode keeps bookings in this browser: there are no records made by the clinic. */
  claimSharedOnly: "Claim links work only on the clinic's shared booking site.",
} as const;

/** The account refusals with a key in the catalogs' `refusals` (docs/languages.md#refusals-by-code). */
type AccountRefusalKey =
  | 'loginRequired'
  | 'loginFailed'
  | 'invalidCredentials'
  | 'registerRequired'
  | 'registerFailed'
  | 'emailTaken'
  | 'invalidEmail'
  | 'sessionExpired'
  | 'loginLocked';

/** One of {@link accountMessages} as a refusal, its code `refusals.<key>`. */
export function accountRefusal(key: AccountRefusalKey): Refusal {
  return { code: `refusals.${key}`, message: accountMessages[key] };
}

/** The claim page's refusals, keyed `claim…` as in the catalogs' `claim`. */
type ClaimRefusalKey = Extract<keyof typeof accountMessages, `claim${string}`>;

/**
 * One of the claim page's {@link accountMessages} as a refusal, its code `claim.<key>`
 * (docs/languages.md#refusals-by-code): `claimRefusal('claimLinkInvalid')`.
 */
export function claimRefusal(key: ClaimRefusalKey): Refusal {
  return { code: `claim.${key}`, message: accountMessages[key] };
}
