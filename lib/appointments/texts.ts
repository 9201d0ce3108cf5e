/** Shared mode's texts of the appointments pages (docs/shared-mode.md#the-site-in-shared-mode), once. */
export const appointmentTexts = {
  doctorCannotBook: 'Doctor accounts can’t book appointments.',
  doctorScheduleLink: 'See your schedule',
  /** Over a form or panel whose data could not be read: it never pretends there is none. */
  clinicUnreachable:
    "The clinic can't be reached right now. Your appointments are safe; try again in a moment.",
  /**
   * The booking page's heading (docs/product.md#routes, docs/texts.md); the list page's texts
   * are the catalogs' `appointments` (docs/languages.md#catalogs).
   */
  bookingTitle: 'Schedule an Appointment',
  /** The booking form's doctor option, its submit and its way out (docs/product.md#booking). */
  doctorOption: (name: string, specialty: string) => `${name} — ${specialty}`,
  doctorLabel: 'Doctor',
  reasonFieldLabel: 'Reason for visit',
  selectDoctor: 'Select a doctor',
  scheduleButton: 'Schedule Appointment',
  leaveForm: 'Cancel',
  /**
   * A visit's type and person, as the booking form, the waitlist and the front desk ask for them
   * (docs/visit-types.md#booking-a-visit-type, docs/family-members.md).
   */
  visitTypeLabel: 'What is this visit for?',
  visitTypeOption: (name: string, minutes: number) => `${name} (${minutes} minutes)`,
  visitForLabel: 'Who is this visit for?',
  visitForMe: 'Me',
} as const;
