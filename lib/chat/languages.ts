import {
  clinic,
  describeHoursSpoken,
  describeOpenHours,
  fromWallClock,
  type WeekHours,
} from '@/lib/clinic';
import { ENGLISH_FALLBACK_TEXTS, type FallbackTexts } from '@/lib/chat/fallback-texts';
import type { Intent } from '@/lib/chat/intents';
import { localePath } from '@/lib/i18n';
import type { Language } from '@/lib/chat/red-flags';
import {
  CHAT_FATAL_ERROR_REPLY,
  CHAT_GREETING,
  CHAT_STATUS,
  CHAT_UI_TEXT,
  type ChatUiTexts,
  ENGLISH_CHAT_UI_TEXTS,
} from '@/lib/chat/texts';

/**
 * Everything the assistant shows and says in one language (docs/chat.md#languages): the widget's
 * labels and status line, the greeting, the fallback dialogue and how the clinic's hours are read
 * out. Emergency answers come from lib/chat/red-flags in `fallback.language`.
 */
export interface ChatTexts extends ChatUiTexts {
  greeting: string;
  /** The reply when answering fails altogether. */
  fatalErrorReply: string;
  fallback: FallbackTexts;
  /** A week's hours as the hours answer reads them out (shared mode's come from the database). */
  describeHours: (hours: WeekHours) => string;
}

/** The English pages' texts, the site's own (lib/chat/texts.ts, lib/chat/fallback.ts). */
export const ENGLISH_CHAT_TEXTS: ChatTexts = {
  ...ENGLISH_CHAT_UI_TEXTS,
  greeting: CHAT_GREETING,
  fatalErrorReply: CHAT_FATAL_ERROR_REPLY,
  fallback: ENGLISH_FALLBACK_TEXTS,
  describeHours: describeHoursSpoken,
};

/** A catalog namespace's formatter, next-intl's `t(key, values)` shape. */
export type Translate = (
  key: string,
  values?: Readonly<Record<string, string | number | Date>>,
) => string;

/** The catalogs' `chat` key of each canned reply; the others are made from other texts. */
const REPLY_KEYS = {
  'red-flag': 'replyRedFlag',
  emergency: 'replyEmergency',
  reschedule: 'replyReschedule',
  cancel: 'replyCancel',
  medicines: 'replyMedicines',
  appointment: 'replyAppointment',
  covid: 'replyCovid',
  flu: 'replyFlu',
  fever: 'replyFever',
  cold: 'replyCold',
  headache: 'replyHeadache',
  diabetes: 'replyDiabetes',
  'blood-pressure': 'replyBloodPressure',
  pain: 'replyPain',
  'off-topic': 'replyOffTopic',
  thanks: 'replyThanks',
  unknown: 'replyUnknown',
} as const satisfies Record<Exclude<Intent, 'self-harm' | 'clinic-hours' | 'greeting'>, string>;

/** 'statusConnecting' for 'connecting': the catalogs' key of a status-line text. */
const statusKey = (name: string) => `status${name[0]!.toUpperCase()}${name.slice(1)}`;

/** A record with the same keys as `record`, each value made from its key and value. */
function mapRecord<K extends string, V>(
  record: Readonly<Record<K, V>>,
  f: (key: K, value: V) => string,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<V>(record).map(([key, value]) => [key, f(key as K, value)]),
  ) as Record<K, string>;
}

/** The clinic's 'HH:mm' as an instant its clock reads on a winter day, for a message's `time`. */
const clinicClock = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return fromWallClock({ year: 2026, month: 1, day: 5, hour, minute });
};

/**
 * The assistant's texts from one language's `chat` namespace of the catalogs
 * (docs/chat.md#languages, docs/languages.md#catalogs); the Spanish pages' widget makes them with
 * the page's `t`.
 * @param t - Formats a key of the `chat` namespace in `language`.
 */
export function chatTextsFromCatalog(t: Translate, language: Language): ChatTexts {
  const describeHours = (hours: WeekHours) =>
    describeOpenHours(hours, {
      day: (day) => t('weekday', { day }),
      days: (first, last) => t('dayRun', { first, last }),
      and: (list, last) => t('hoursAnd', { list, last }),
      // Read out on the 12-hour clock, as the English assistant's hours are.
      range: (open, close) =>
        t('hoursRange', { open: clinicClock(open), close: clinicClock(close) }),
    });
  const hoursReply = (hours: string) => t('replyHours', { hours });
  const defaultHours = describeHours(clinic.hours);
  const greeting = t('greeting');
  return {
    // The close button's glyph is no word: its accessible name is closeLabel.
    ui: mapRecord(CHAT_UI_TEXT, (key, english) => (key === 'closeGlyph' ? english : t(key))),
    status: mapRecord(CHAT_STATUS, (key) => t(statusKey(key))),
    httpErrorStatus: (status, text) => t('statusHttpError', { status, text }),
    offlineBanner: t('offlineBanner'),
    aiDisclaimer: t('aiDisclaimer'),
    greeting,
    fatalErrorReply: t('fatalErrorReply'),
    describeHours,
    fallback: {
      language,
      replies: {
        ...mapRecord(REPLY_KEYS, (_, key) => t(key)),
        'clinic-hours': hoursReply(defaultHours),
        greeting,
      },
      hoursReply,
      defaultHours,
      followUpQuestions: {
        appointment: t('followUpAppointment'),
        pain: t('followUpPain'),
      },
      bookingInstructions: t('bookingInstructions'),
      declined: t('declined'),
      reAsk: (question) => t('reAsk', { question }),
      myAppointmentsLink: {
        href: localePath(language, '/appointments/'),
        label: t('myAppointmentsLink'),
      },
    },
  };
}
