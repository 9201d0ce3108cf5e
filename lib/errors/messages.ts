/**
 * Every user-visible error and notice text, once (STYLE.md 'Errors'). Texts fixed by docs/product.md#texts, docs/product.md#texts
 * or docs/decisions/ are marked with their source; tests spell those out literally.
 */
export const messages = {
  /** The navigation's menu button on phones (docs/product.md#routes). */
  navMenu: 'Menu',
  /** docs/product.md#texts */
  loginRequired: 'Email and password are required',
  /** docs/product.md#texts */
  loginFailed: 'Login failed. Please try again.',
  /** docs/decisions/002-passwords-are-checked.md */
  invalidCredentials: 'Invalid email or password.',
  /** docs/product.md#texts */
  registerRequired: 'All fields are required',
  /** docs/product.md#texts */
  registerFailed: 'Registration failed. Please try again.',
  /** docs/decisions/003-one-account-per-email.md */
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  /** docs/product.md#texts */
  doctorRequired: 'Please select a doctor',
  dateRequired: 'Please choose a date and time.',
  reasonRequired: 'Please enter a reason for your visit.',
  /** docs/product.md#texts */
  bookingFailed: 'Failed to create appointment',
  /** docs/decisions/004-only-real-free-slots.md */
  slotUnavailable: 'That time is no longer available. Please choose another.',
  /** docs/product.md#texts (alert) */
  bookingSucceeded: 'Appointment scheduled successfully!',
  /** docs/product.md#texts (confirm) */
  cancelConfirm: 'Are you sure you want to cancel this appointment?',
  /** docs/product.md#texts (alert) */
  cancelFailed: 'There was a problem canceling your appointment. Please try again.',
  /** docs/product.md#texts */
  noAppointments: "You don't have any appointments yet.",
  /** Shared mode: the server refused the session's token as expired (docs/product.md#accounts-and-sessions). */
  sessionExpired: 'Your session has expired. Please log in again.',
  /** Shared mode: the clinic's server could not be reached (docs/product.md#shared-mode). */
  serverUnreachable:
    "The clinic's server can't be reached, so nothing was changed. Check your connection and try again; changes need a connection.",
  /** Shared mode: 10 wrong passwords for one e-mail within 15 minutes (docs/shared-mode.md). */
  loginLocked: 'Too many failed login attempts. Please try again in 15 minutes.',
  /** docs/product.md#texts */
  renderFailed: 'Something went wrong. Please try refreshing the page or contact support.',
  /** docs/decisions/006-bad-data-is-kept.md: a write refused by a full quota. */
  storageFull:
    "Your browser's storage for this site is full, so nothing was saved and nothing was changed. Free some space (for example by clearing other sites' data) and try again.",
  /** docs/decisions/006-bad-data-is-kept.md: storage refused altogether. */
  storageUnavailable:
    'This site keeps accounts and bookings in your browser’s storage, which is turned off or blocked. Allow site data for this site to register, log in and book.',
} as const;

/** A failure whose message is written for the visitor and may be shown as is. */
export class UserFacingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}
