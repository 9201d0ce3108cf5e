import { clinic, describeOpenHours } from './clinic';

/**
 * The booking feature's texts about time, free slots, calendar files and booking references,
 * each once (docs/product.md#texts). Tests import them from here.
 */
export const timeTexts = {
  /**
   * The booking form's hint under 'Date and time': clinic hours in clinic time
   * (docs/product.md#clinic-time), from the clinic's own hours (lib/appointments/clinic.ts).
   */
  bookingHoursHint: `${clinic.slotMinutes}-minute visits, ${describeOpenHours()}, clinic time. Only free times are offered.`,
  /**
   * The clinic time of a slot with the visitor's own (docs/product.md#clinic-time), e.g.
   * '10:00 clinic time — 07:00 your time'.
   * @param visitorDay the visitor's day ('Tuesday 24 November') when it is not the clinic's.
   */
  clinicAndVisitorTime: (clinicTime: string, visitorTime: string, visitorDay: string | null) =>
    `${clinicTime} clinic time — ${visitorDay ? `${visitorDay}, ` : ''}${visitorTime} your time`,
  /** Said beside times shown in the clinic's zone (docs/product.md#clinic-time). */
  clinicTimeNote: (zone: string) => `Times are the clinic's (${zone.replace(/_/g, ' ')}).`,
  /**
   * The picker's first free slot (docs/product.md#booking), e.g.
   * 'First free: Thursday 26 November, 09:00' (clinic time).
   */
  firstFree: (when: string) => `First free: ${when}`,
  /** 'Any doctor' (docs/product.md#booking): its heading, filter and offered slots. */
  anyDoctor: 'Any doctor: the earliest free times',
  specialtyLabel: 'Specialty',
  anySpecialty: 'All specialties',
  anyDoctorNone: 'No free time with these doctors in the booking period.',
  /** One offered slot of 'Any doctor', e.g. 'Thursday 26 November, 09:00 — Dr. Amelia Hart (Cardiology)'. */
  anyDoctorSlot: (when: string, doctorName: string, specialty: string) =>
    `${when} — ${doctorName} (${specialty})`,
  /** When no slot is free within the booking horizon (docs/product.md#booking). */
  noFreeSlot: (days: number) => `No free time in the next ${days} days.`,
  /** The booking reference's label (docs/product.md#booking-reference). */
  bookingReference: 'Booking reference',
  /**
   * The clinic's contact on the printed appointments list (docs/product.md#appointments-list),
   * e.g. 'Riverside Clinic · Phone (555) 010-0000 · E-mail support@riverside-clinic.example'.
   */
  printContact: (name: string, phone: string, email: string) =>
    `${name} · Phone ${phone} · E-mail ${email}`,
  /** A calendar event's title (docs/product.md#calendar-files). */
  calendarTitle: (doctorName: string, clinicName: string) =>
    `Appointment with ${doctorName} — ${clinicName}`,
  /** A calendar event's description lines (docs/product.md#calendar-files). */
  calendarDescription: (details: {
    doctorName: string;
    specialty: string | undefined;
    clinicTime: string;
    zone: string;
    reference: string;
    clinicPhone: string;
  }) =>
    [
      `${details.doctorName}${details.specialty ? ` (${details.specialty})` : ''}`,
      `${details.clinicTime} (clinic time, ${details.zone})`,
      `Booking reference: ${details.reference}`,
      `To change or cancel, sign in to the clinic's site or call ${details.clinicPhone}.`,
    ].join('\n'),
  /** A reminder's text, 24 hours or 1 hour before (docs/product.md#calendar-files). */
  calendarReminder: (doctorName: string, when: 'day' | 'hour') =>
    `${when === 'day' ? 'Tomorrow' : 'In one hour'}: appointment with ${doctorName}`,
} as const;

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
  /** The pages' headings and links (docs/product.md#routes, docs/product.md#texts). */
  listTitle: 'My Appointments',
  bookNew: 'Book New Appointment',
  bookFirst: 'Schedule your first appointment',
  bookingTitle: 'Schedule an Appointment',
  /** An appointment card's field labels and its cancel button (docs/product.md#appointments-list). */
  specialtyLabel: 'Specialty',
  whenLabel: 'When',
  reasonLabel: 'Reason',
  cancelButton: 'Cancel Appointment',
} as const;

/** The booking and list's error, alert and notice texts, once (docs/product.md#texts, docs/decisions/004-only-real-free-slots.md). */
export const bookingMessages = {
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
} as const;
