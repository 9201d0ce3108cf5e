/**
 * User-visible error and notice texts, once (docs/style.md#errors). Wordings fixed by
 * docs/product.md#texts are spelled exactly, and tests spell them out literally.
 */
export const messages = {
  navMenu: 'Menu',
  loginRequired: 'Email and password are required',
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  registerRequired: 'All fields are required',
  registerFailed: 'Registration failed. Please try again.',
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  doctorRequired: 'Please select a doctor',
  dateRequired: 'Please choose a date and time.',
  reasonRequired: 'Please enter a reason for your visit.',
  bookingFailed: 'Failed to create appointment',
  /** Clinic hours in clinic time (docs/product.md#booking). */
  bookingHoursHint:
    '30-minute visits, Monday to Friday 9:00–17:00 and Saturday 10:00–14:00, clinic time. Only free times are offered.',
  slotUnavailable: 'That time is no longer available. Please choose another.',
  bookingSucceeded: 'Appointment scheduled successfully!',
  cancelConfirm: 'Are you sure you want to cancel this appointment?',
  cancelFailed: 'There was a problem canceling your appointment. Please try again.',
  noAppointments: "You don't have any appointments yet.",
  sessionExpired: 'Your session has expired. Please log in again.',
  serverUnreachable:
    "The clinic's server can't be reached, so nothing was changed. Check your connection and try again; changes need a connection.",
  /** Shared mode's login lock: 10 wrong passwords within 15 minutes (docs/shared-mode.md#accounts-tokens-and-lockout). */
  loginLocked: 'Too many failed login attempts. Please try again in 15 minutes.',
  renderFailed: 'Something went wrong. Please try refreshing the page or contact support.',
  storageFull:
    "Your browser's storage for this site is full, so nothing was saved and nothing was changed. Free some space (for example by clearing other sites' data) and try again.",
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
