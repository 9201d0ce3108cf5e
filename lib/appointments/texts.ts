import { format } from 'date-fns';

/** '24 November 2026' (GOV.UK's date format) of a day, month 1–12. */
function longDate({ day, month, year }: { day: number; month: number; year: number }): string {
  return format(new Date(year, month - 1, day), 'd MMMM yyyy');
}

/**
 * The booking feature's texts about time, free slots, calendar files and booking references,
 * each once (docs/product.md#texts). Tests import them from here.
 */
export const timeTexts = {
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
  /** The booking form's date and time choice (docs/product.md#booking): its legend and hints. */
  dateAndTime: 'Date and time',
  chooseDoctorFirst: 'Choose a doctor to see the days and times they are free.',
  /** Said while the time the form chose itself (the first free one) is still the chosen one. */
  firstFreeChosen: 'The first free time is chosen for you. You can choose another day or time.',
  /** The inline calendar's name, and a day's free times: visible ('3 free') and spoken. */
  calendarLabel: 'Days with free times',
  freeCount: (count: number) => `${count} free`,
  dayFreeTimes: (count: number) => `${count} free ${count === 1 ? 'time' : 'times'}`,
  /** The radio group of one day's free times, e.g. 'Free times on Thursday 26 November'. */
  timesOn: (day: string) => `Free times on ${day}`,
  noTimesOn: (day: string) => `No free times on ${day}. Choose another day.`,
  /**
   * The typed date (GOV.UK date input pattern, docs/product.md#booking): its fold, legend,
   * hint, labels and errors in GOV.UK's wording.
   */
  typeDateInstead: 'Type a date instead',
  typedDateLegend: 'Date of appointment',
  typedDateHint: (example: { day: number; month: number; year: number }) =>
    `For example, ${example.day} ${example.month} ${example.year}`,
  typedDateParts: { day: 'Day', month: 'Month', year: 'Year' },
  showTypedDate: 'Show free times',
  /** e.g. 'Date of appointment must include a month', '… must include a day and month'. */
  typedDateMissing: (parts: readonly ('day' | 'month' | 'year')[]) =>
    `Date of appointment must include a ${parts.join(' and ')}`,
  typedYearDigits: 'Year must include 4 numbers',
  typedDateNotReal: 'Date of appointment must be a real date',
  typedDatePast: 'Date of appointment must be in the future',
  /** e.g. 'Date of appointment must be between 24 November 2026 and 22 February 2027'. */
  typedDateOutside: (
    first: { day: number; month: number; year: number },
    last: { day: number; month: number; year: number },
  ) => `Date of appointment must be between ${longDate(first)} and ${longDate(last)}`,
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
} as const;
