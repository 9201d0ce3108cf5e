/** The booking texts about time, free slots, calendar files and references, once (docs/product.md#texts). */
export const timeTexts = {
  /** A slot's clinic time with the visitor's own (docs/product.md#clinic-time); `visitorDay` when the days differ. */
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
} as const;
