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
  clinicTimeNote: (zone: string) => `Times are the clinic's (${zone.replace(/_/g, ' ')}).`,
  firstFree: (when: string) => `First free: ${when}`,
  anyDoctor: 'Any doctor: the earliest free times',
  specialtyLabel: 'Specialty',
  anySpecialty: 'All specialties',
  anyDoctorNone: 'No free time with these doctors in the booking period.',
  anyDoctorSlot: (when: string, doctorName: string, specialty: string) =>
    `${when} — ${doctorName} (${specialty})`,
  noFreeSlot: (days: number) => `No free time in the next ${days} days.`,
  bookingReference: 'Booking reference',
  /** The clinic's contact on the printed list (docs/product.md#appointments-list). */
  printContact: (name: string, phone: string, email: string) =>
    `${name} · Phone ${phone} · E-mail ${email}`,
  /** Calendar event texts (docs/product.md#calendar-files). */
  calendarTitle: (doctorName: string, clinicName: string) =>
    `Appointment with ${doctorName} — ${clinicName}`,
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
  calendarReminder: (doctorName: string, when: 'day' | 'hour') =>
    `${when === 'day' ? 'Tomorrow' : 'In one hour'}: appointment with ${doctorName}`,
} as const;

/** Shared mode's texts of the appointments pages (docs/product.md#shared-mode), once. */
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
  doctorRequired: 'Please select a doctor',
  dateRequired: 'Please choose a date and time.',
  reasonRequired: 'Please enter a reason for your visit.',
  bookingFailed: 'Failed to create appointment',
  slotUnavailable: 'That time is no longer available. Please choose another.',
  bookingSucceeded: 'Appointment scheduled successfully!',
  cancelConfirm: 'Are you sure you want to cancel this appointment?',
  cancelFailed: 'There was a problem canceling your appointment. Please try again.',
  noAppointments: "You don't have any appointments yet.",
} as const;
