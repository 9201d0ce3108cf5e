import { describeVisitorTime } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';

/**
 * The texts an e-mail's params write for their reader, in the account's language
 * (docs/notifications.md#languages): English's are the site's own words as they always were;
 * another language's come from its catalog (lib/notifications/catalog-texts.ts, loaded with the
 * first send in it).
 */
export interface EmailTexts {
  /** The language of the e-mail, sent as the `language` param. */
  language: Locale;
  /**
   * A moment in the long style, in `timeZone` (IANA): 'Monday, November 23, 2026 at 10:00 AM'.
   * @throws {RangeError} for an unknown `timeZone` or an invalid date.
   */
  date(at: Date, timeZone: string): string;
  /**
   * An appointment's time: the record's `formatted_date` (clinic time) in English; in another
   * language its start (ms since the epoch; NaN when unknown, then `formattedDate` as it is).
   */
  appointmentDate(formattedDate: string, start: number, timeZone: string): string;
  /** '10:00 clinic time — 07:00 your time' for `start` (ms), or null when both clocks agree. */
  bothClocks(start: number, options: { zone?: string; visitorZone: string }): string | null;
  /** A visit's length: '15 minutes'. */
  visitLength(minutes: number): string;
  /** A cancel reason as the reader's pages show it; a preset one is kept in English words. */
  cancelReason(stored: string): string;
}

const noticeDateFormat = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;

/** Intl writes a narrow or a no-break space before 'AM' or 'p. m.'; e-mails want a plain one. */
export function withPlainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * 'Monday, November 23, 2026 at 10:00 AM', as `formatted_date` writes it, with a plain space.
 * @throws {RangeError} for an unknown `timeZone` or an invalid date.
 */
export function formatNoticeDate(date: Date, timeZone?: string): string {
  return withPlainSpaces(
    new Intl.DateTimeFormat('en-US', { ...noticeDateFormat, timeZone }).format(date),
  );
}

/** The English texts: the params every e-mail carried before Spanish, word for word. */
export const englishEmailTexts: EmailTexts = {
  language: 'en',
  date: formatNoticeDate,
  appointmentDate: (formattedDate) => formattedDate,
  bothClocks: (start, options) => describeVisitorTime(start, options),
  visitLength: (minutes) => `${minutes} minutes`,
  cancelReason: (stored) => stored,
};
