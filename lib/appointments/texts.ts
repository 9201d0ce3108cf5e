/**
 * The texts of the appointments pages that belong to shared mode (docs/product.md#shared-mode,
 * #appointments-list), once. Tests import them from here.
 */
export const appointmentTexts = {
  /**
   * The heading of a doctor account's /appointments, e.g. 'Dr. Amelia Hart’s Schedule';
   * 'Your Schedule' when the doctor's name is not known.
   */
  scheduleHeading: (doctorName: string | null): string =>
    doctorName ? `${doctorName}’s Schedule` : 'Your Schedule',
  /** What /appointments/new/ shows a doctor account, which cannot book (docs/shared-mode.md). */
  doctorCannotBook: 'Doctor accounts can’t book appointments.',
  /** The link under it, to the doctor's schedule. */
  doctorScheduleLink: 'See your schedule',
  /** A doctor's schedule with nothing booked. */
  scheduleEmpty: 'No appointments are booked with you yet.',
  /** Above the last saved list while the clinic's server cannot be reached (docs/product.md#connection). */
  offlineList:
    "You're offline or the clinic's server can't be reached. Showing your last saved list; changes need a connection.",
} as const;
