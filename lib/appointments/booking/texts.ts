import { format } from 'date-fns';
import type { Refusal } from '@/lib/errors/messages';

/** '24 November 2026' (GOV.UK's date format) of a day, month 1–12. */
function longDate({ day, month, year }: { day: number; month: number; year: number }): string {
  return format(new Date(year, month - 1, day), 'd MMMM yyyy');
}

/**
 * The booking feature's texts about time, free slots, calendar files and booking references,
 * each once (docs/texts.md). Tests import them from here.
 */
export const timeTexts = {
  /** The typed date's errors, in the GOV.UK date input's wording. */
  typedDateMissing: (parts: readonly ('day' | 'month' | 'year')[]) =>
    `Date of appointment must include a ${parts.join(' and ')}`,
  typedYearDigits: 'Year must include 4 numbers',
  typedDateNotReal: 'Date of appointment must be a real date',
  typedDatePast: 'Date of appointment must be in the future',
  typedDateOutside: (
    first: { day: number; month: number; year: number },
    last: { day: number; month: number; year: number },
  ) => `Date of appointment must be between ${longDate(first)} and ${longDate(last)}`,
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

/** The booking and list's error, alert and notice texts, once (docs/texts.md, docs/decisions/004-only-real-free-slots.md). */
export const bookingMessages = {
  visitTypeRequired: 'Please choose what this visit is for.',
  doctorRequired: 'Please select a doctor',
  dateRequired: 'Please choose a date and time.',
  reasonRequired: 'Please enter a reason for your visit.',
  bookingFailed: 'Failed to create appointment',
  slotUnavailable: 'That time is no longer available. Please choose another.',
  cancelFailed: 'There was a problem canceling your appointment. Please try again.',
  /**
   * A family member's own visit at that time (docs/family-members.md#booking-for-a-family-member);
   * the account holder's keeps `slotUnavailable`.
   */
  personBusy: (name: string) => `${name} already has a visit at that time.`,
} as const;

/** The form's own errors, keyed in the catalogs' `booking` (docs/languages.md#refusals-by-code). */
type BookingErrorKey =
  | 'visitTypeRequired'
  | 'doctorRequired'
  | 'dateRequired'
  | 'reasonRequired'
  | 'bookingFailed'
  | 'slotUnavailable';

/**
 * {@link bookingMessages} as refusals by code (docs/languages.md#refusals-by-code): the form's
 * own errors are the catalogs' `booking.<key>`, the rest `refusals.<key>`.
 */
export const bookingRefusals = {
  form: (key: BookingErrorKey): Refusal => ({
    code: `booking.${key}`,
    message: bookingMessages[key],
  }),
  cancelFailed: { code: 'refusals.cancelFailed', message: bookingMessages.cancelFailed },
  personBusy: (name: string): Refusal => ({
    code: 'refusals.personBusy',
    message: bookingMessages.personBusy(name),
    values: { name },
  }),
} as const;
