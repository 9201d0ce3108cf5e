import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import { CANCEL_REASONS } from '@/lib/appointments/booking';
import { formatVisitorDay, visitorTimeOf } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';
import { type EmailTexts, withPlainSpaces } from './email-texts';

/**
 * A language's catalog as the build compiles it (next-intl's `precompile`): namespace → key →
 * compiled ICU message (docs/languages.md#catalogs).
 */
export type CompiledCatalog = Readonly<Record<string, Readonly<Record<string, CompiledMessage>>>>;

const FORMATTERS: FormatOptions['formatters'] = {
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args) => new Intl.NumberFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};

/** Each preset cancel reason's id, by the English words stored for it. */
const REASON_IDS = new Map<string, string>(
  Object.entries(CANCEL_REASONS).map(([id, stored]) => [stored, id]),
);

/**
 * The e-mail texts of `locale` from its compiled catalog (docs/notifications.md#languages): dates
 * with `email.date`, lengths with `email.visitLength`, both clocks with `clinicTime`'s messages and
 * a preset cancel reason with `appointments.cancelReason`, each in the zone it is given.
 * @throws {Error} when the catalog lacks one of those messages.
 */
export function createCatalogTexts(catalog: CompiledCatalog, locale: Locale): EmailTexts {
  function t(
    namespace: string,
    key: string,
    values: Record<string, string | number | Date>,
    timeZone?: string,
  ): string {
    const message = catalog[namespace]?.[key];
    if (message === undefined) throw new Error(`The ${locale} catalog has no ${namespace}.${key}.`);
    return withPlainSpaces(
      String(format(message, locale, values, { formatters: FORMATTERS, timeZone })),
    );
  }
  return {
    language: locale,
    date: (at, timeZone) => t('email', 'date', { at }, timeZone),
    appointmentDate: (formattedDate, start, timeZone) =>
      Number.isNaN(start) ? formattedDate : t('email', 'date', { at: new Date(start) }, timeZone),
    bothClocks: (start, options) => {
      const time = visitorTimeOf(start, options);
      if (!time) return null;
      const { clinicClock, visitorClock } = time;
      return time.sameDay
        ? t('clinicTime', 'visitorTime', { clinicClock, visitorClock })
        : t('clinicTime', 'visitorTimeOtherDay', {
            clinicClock,
            visitorClock,
            visitorDay: formatVisitorDay(start, time.visitorZone, locale),
          });
    },
    visitLength: (minutes) => t('email', 'visitLength', { minutes: String(minutes) }),
    cancelReason: (stored) => {
      const id = REASON_IDS.get(stored);
      return id ? t('appointments', 'cancelReason', { reason: id }) : stored;
    },
  };
}

/**
 * The e-mail texts of `locale`, its catalog fetched with the first e-mail in it: a chunk of its
 * own, which no page's first load carries (docs/notifications.md#languages).
 */
export async function loadCatalogTexts(locale: Locale): Promise<EmailTexts> {
  const catalog: CompiledCatalog = (await import(`../../messages/${locale}.json`)).default;
  return createCatalogTexts(catalog, locale);
}
