/** Shared mode's texts of the appointments pages (docs/shared-mode.md#the-site-in-shared-mode), once. */
export const appointmentTexts = {
  /** A doctor account's /appointments heading; 'Your Schedule' when the name is unknown. */
  scheduleHeading: (doctorName: string | null): string =>
    doctorName ? `${doctorName}’s Schedule` : 'Your Schedule',
  doctorCannotBook: 'Doctor accounts can’t book appointments.',
  doctorScheduleLink: 'See your schedule',
  scheduleEmpty: 'No appointments are booked with you yet.',
  /** Above the last saved list while the server cannot be reached. */
  offlineList:
    "You're offline or the clinic's server can't be reached. Showing your last saved list; changes need a connection.",
  /** Over a form or panel whose data could not be read: it never pretends there is none. */
  clinicUnreachable:
    "The clinic can't be reached right now. Your appointments are safe; try again in a moment.",
  /** The pages' headings and links (docs/product.md#routes, docs/texts.md). */
  listTitle: 'My Appointments',
  bookNew: 'Book New Appointment',
  bookFirst: 'Schedule your first appointment',
  bookingTitle: 'Schedule an Appointment',
  /** The booking form's doctor option, its submit and its way out (docs/product.md#booking). */
  doctorOption: (name: string, specialty: string) => `${name} — ${specialty}`,
  doctorLabel: 'Doctor',
  reasonFieldLabel: 'Reason for visit',
  selectDoctor: 'Select a doctor',
  scheduleButton: 'Schedule Appointment',
  leaveForm: 'Cancel',
  /** An appointment card's field labels and its cancel button (docs/product.md#appointments-list). */
  specialtyLabel: 'Specialty',
  whenLabel: 'When',
  reasonLabel: 'Reason',
  cancelButton: 'Cancel Appointment',
  /** Under a patient's list: the way to /family (docs/family-members.md#managing-family-members). */
  familyHint: 'Booking for a child or a parent you care for?',
  familyLink: 'Manage your family members',
  /**
   * A visit's type and person, as the booking form, the waitlist and the front desk ask for them
   * (docs/visit-types.md#booking-a-visit-type, docs/family-members.md).
   */
  visitTypeLabel: 'What is this visit for?',
  visitTypeOption: (name: string, minutes: number) => `${name} (${minutes} minutes)`,
  visitForLabel: 'Who is this visit for?',
  visitForMe: 'Me',
} as const;
