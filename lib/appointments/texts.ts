/** Shared mode's texts of the appointments pages (docs/shared-mode.md#the-site-in-shared-mode), once. */
export const appointmentTexts = {
  doctorCannotBook: 'Doctor accounts can’t book appointments.',
  doctorScheduleLink: 'See your schedule',
  /** Over a form or panel whose data could not be read: it never pretends there is none. */
  clinicUnreachable:
    "The clinic can't be reached right now. Your appointments are safe; try again in a moment.",
  /**
   * A visit's type and person, as the waitlist and the front desk ask for them
   * (docs/visit-types.md#booking-a-visit-type, docs/family-members.md); the booking form's are the
   * catalogs' `booking` (docs/languages.md#catalogs).
   */
  visitTypeLabel: 'What is this visit for?',
  visitTypeOption: (name: string, minutes: number) => `${name} (${minutes} minutes)`,
  visitForLabel: 'Who is this visit for?',
  visitForMe: 'Me',
} as const;
