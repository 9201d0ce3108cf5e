/**
 * The waitlist's and the reminders' texts (docs/waitlist.md,
 * docs/reminders.md#in-local-mode), kept apart from texts.ts so only the pages that show them load them.
 */
export const waitlistTexts = {
  sectionTitle: 'Tell me if an earlier time opens',
  intro:
    'Join the waitlist and we will e-mail you when a time you can come becomes free. The e-mail links to a page with a button to book it; opening the link changes nothing.',
  doctorLabel: 'Doctor',
  anyOfSpecialty: (specialty: string) => `Any ${specialty} doctor`,
  appointmentLabel: 'Move one of my appointments (optional)',
  noAppointment: 'No, a new visit',
  firstDayLabel: 'From',
  lastDayLabel: 'Until',
  weekdaysLegend: 'Days I can come (leave all unticked for any day)',
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  timeFromLabel: 'Not before (clinic time, optional)',
  timeToLabel: 'Not after (clinic time, optional)',
  reasonLabel: 'Reason for the visit',
  join: 'Join the waitlist',
  /** The button that shows the joining form (closed by default, so the booking form stays the page's one form). */
  openForm: 'Choose a doctor and dates for the waitlist',
  joining: 'Joining…',
  joined: 'You are on the waitlist. We will e-mail you if a time opens.',
  entriesTitle: 'Your waitlist',
  noEntries: 'You are not on any waitlist.',
  leave: 'Leave',
  left: 'You left that waitlist.',
  entryFor: (who: string) => `${who}`,
  /** An entry for a family member: 'for Mia Lee'. */
  entryPerson: (name: string) => `for ${name}`,
  entryDays: (first: string, last: string) => `${first} to ${last}`,
  entryStatus: { waiting: 'Waiting', booked: 'Booked from an offer', left: 'Left' } as const,
  entryWindow: (from: string, to: string) => `between ${from} and ${to}`,
  entryExpires: (when: string) => `Ends ${when}`,
  chooseDoctor: 'Choose a doctor or a specialty.',
  chooseDays: 'Choose the first and the last day you could come.',
  lastBeforeFirst: 'The last day must be on or after the first day.',
  daysInPast: 'Those dates are in the past. Choose days from today on.',
  noWeekday: 'Choose at least one weekday (Monday to Sunday).',
  bothTimes: 'Give both ends of the time of day, or neither.',
  /** The window must hold the whole visit: `minutes` is its type's length. */
  emptyWindow: (minutes: number) =>
    `The time of day must span at least ${minutes} minutes, from an earlier to a later time.`,
  reasonRequired: 'A reason for the visit is required.',
  // The offer page's texts and the staff panels' are catalog messages (docs/languages.md#catalogs).
  anyTime: 'any time',
  anyDay: 'any day',
  loadFailed: 'Could not load this list. Try again.',
};
