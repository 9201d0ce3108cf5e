'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import type { FailedDelivery, WaitlistEntry } from '@/lib/appointments/waitlist';
import { DeskRefusalError } from '@/lib/appointments/front-desk/front-desk';
import { formatClinicClock, formatClinicDay } from '@/lib/clinic';
import { messages, UserFacingError } from '@/lib/errors/messages';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';

/** The catalog's `frontDesk` messages that take no values, each a text of its own. */
const PLAIN = [
  'title',
  'localMode',
  'notStaff',
  'loading',
  'sessionLoading',
  'loadFailed',
  'dayView',
  'weekView',
  'viewLabel',
  'dateLabel',
  'daysShown',
  'doctorLabel',
  'previousDay',
  'nextDay',
  'previousWeek',
  'nextWeek',
  'today',
  'print',
  'timeColumn',
  'noHours',
  'free',
  'past',
  'underTimeOff',
  'freeForLabel',
  'visitTypeTitle',
  'visitForTitle',
  'accountHolderTitle',
  'answersTitle',
  'attendanceLegend',
  'reasonLabel',
  'reasonRequired',
  'confirmCancel',
  'newTimeLabel',
  'confirmReschedule',
  'newTimeRequired',
  'close',
  'bookTitle',
  'findLabel',
  'findButton',
  'findTooShort',
  'noMatches',
  'unclaimed',
  'newPatient',
  'nameLabel',
  'emailLabel',
  'visitReason',
  'visitForLabel',
  'instructionsTitle',
  'familyUnreadable',
  'bookButton',
  'booking',
  'needPatient',
  'needReason',
  'claimLinkTitle',
  'claimLinkHelp',
  'claimLinkPatient',
  'claimLinkSend',
  'claimLinkNeedPatient',
  'timeOffTitle',
  'timeOffFrom',
  'timeOffTo',
  'timeOffReason',
  'addTimeOff',
  'timeOffBounds',
  'timeOffOrder',
  'remove',
  'removed',
  'closureTitle',
  'closureFirst',
  'closureLast',
  'closureName',
  'addClosure',
  'closureNeeds',
  'closuresNone',
  'timeOffNone',
  'affectedHelp',
  'affectedHelpDoctor',
  'keepAffected',
  'affectedKept',
  'auditTitle',
  'auditOlder',
  'auditNewer',
  'auditPages',
  'auditPatient',
  'auditDay',
  'auditShow',
  'auditNone',
  'auditNeedFilter',
  'waitlistEmpty',
  'waitlistPatient',
  'waitlistVisit',
  'waitlistWindow',
  'waitlistJoined',
  'waitlistLoadFailed',
  'failedTitle',
  'failedEmpty',
  'failedVisit',
  'failedReminder',
  'failedStatusColumn',
  'failedWhy',
  'failed',
] as const;

/** A message of the catalog's `frontDesk` formatted with its values, as `useTranslations` gives it. */
type Translate = (key: string, values?: Readonly<Record<string, string | number | Date>>) => string;

/** An appointment's desk status: its attendance once marked, else booked or canceled. */
const STATUSES = ['scheduled', 'canceled', 'completed', 'arrived', 'no_show'] as const;
const MARKS = ['arrived', 'completed', 'no_show'] as const;
const FAILURES = ['failed', 'uncertain', 'skipped'] as const;

/** `keys` → `text(key)`, an object with one text per key. */
function textsOf<K extends string>(
  keys: readonly K[],
  text: (key: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
}

/**
 * The front desk's texts in one language, from the catalogs' `frontDesk`
 * (docs/languages.md#catalogs): English ones are /schedule's texts word for word. Days are clinic
 * days, written as the English pages write them ('Thursday 26 November', lib/clinic) in English
 * and in the catalog's form ('jueves, 26 de noviembre') in another language; clocks are the
 * clinic's 24-hour '09:00' in both (docs/product.md#clinic-time).
 * @param t - The page's `frontDesk` messages ({@link useTranslations}).
 */
function deskTextsOf(t: Translate, locale: Locale) {
  const english = locale === DEFAULT_LOCALE;
  const day = (instant: Date) => (english ? formatClinicDay(instant) : t('day', { day: instant }));
  // A day and a clock, a type and its times: arguments and punctuation, the same in every language.
  const slotDay = (instant: Date) => `${day(instant)}, ${formatClinicClock(instant)}`;
  const plural = (key: string) => (count: number) => t(key, { count });
  return {
    ...textsOf(PLAIN, t),
    /** A clinic day: 'Thursday 26 November'. */
    day,
    /** A clinic day and clock: 'Thursday 26 November, 09:00'. */
    slotDay,
    dayCaption: (shownDay: string) => t('dayCaption', { day: shownDay }),
    weekCaption: (doctor: string, from: string) => t('weekCaption', { doctor, from }),
    closedDay: (name: string) => t('closedDay', { name }),
    timeOff: (reason: string | null) =>
      t('timeOff', { hasReason: reason ? 'yes' : 'no', reason: reason ?? '' }),
    bookHere: (doctor: string, time: string) => t('bookHere', { doctor, time }),
    visitTimes: (type: string, from: string, to: string) => `${type}, ${from}–${to}`,
    accountOf: (holder: string) => t('accountOf', { holder }),
    /** A visit type with its length: 'New patient visit (60 minutes)'. */
    visitTypeOption: (type: string, minutes: number) => t('visitTypeOption', { type, minutes }),
    status: textsOf(STATUSES, (status) => t('status', { status })),
    attendance: textsOf(MARKS, (value) => t('attendance', { value })),
    actionsFor: (patient: string, time: string) => `${patient}, ${time}`,
    canceled: (patient: string) => t('canceled', { patient }),
    moved: (patient: string, when: string) => t('moved', { patient, when }),
    marked: (patient: string, label: string) => t('marked', { patient, label }),
    bookFor: (doctor: string, when: string) => `${doctor}, ${when}`,
    choose: (name: string) => t('choose', { name }),
    chosen: (name: string, email: string) => t('chosen', { name, email }),
    visitLength: (type: string, minutes: number) => t('visitLength', { type, minutes }),
    accountHolderOption: (name: string) => t('accountHolderOption', { name }),
    booked: (patient: string, when: string) => t('booked', { patient, when }),
    linkSent: (email: string) => t('linkSent', { email }),
    claimLinkClaimed: (name: string) => t('claimLinkClaimed', { name }),
    timeOffAdded: (doctor: string) => t('timeOffAdded', { doctor }),
    removeTimeOff: (doctor: string, from: string, to: string) =>
      t('removeTimeOff', { doctor, from, to }),
    closureAdded: (name: string) => t('closureAdded', { name }),
    removeClosure: (name: string) => t('removeClosure', { name }),
    affectedTitle: plural('affectedTitle'),
    cancelAffected: plural('cancelAffected'),
    affectedCanceled: plural('affectedCanceled'),
    auditColumns: {
      when: t('auditWhen'),
      who: t('auditWho'),
      what: t('auditWhat'),
      change: t('auditChange'),
    },
    /** Who made a change: 'staff #12', or the role alone when no account did (SQL as owner). */
    auditWho: (role: string, account: number | null) =>
      t('auditActor', {
        role,
        hasAccount: account === null ? 'no' : 'yes',
        account: String(account ?? ''),
      }),
    auditWhat: (action: string, table: string, id: number) =>
      t('auditAction', { action, table, id: String(id) }),
    waitlistTitle: (doctor: string) => t('waitlistTitle', { doctor }),
    waitlistPerson: (member: string, holder: string) =>
      t('waitlistFamilyMember', { member, holder }),
    waitlistAnyDoctor: (specialty: string) => t('waitlistAnyDoctor', { specialty }),
    /**
     * An entry's clinic days and times: '2026-11-26 to 2026-12-10, Monday, Wednesday, between
     * 09:00 and 12:00' (docs/waitlist.md).
     */
    waitlistWindowOf: (entry: WaitlistEntry) => {
      const clock = (time: string) => time.slice(0, 5);
      const days = entry.weekdays
        ? entry.weekdays.map((weekday) => t('waitlistWeekday', { day: String(weekday) })).join(', ')
        : t('waitlistAnyDay');
      const times =
        entry.time_from && entry.time_to
          ? t('waitlistTimes', { from: clock(entry.time_from), to: clock(entry.time_to) })
          : t('waitlistAnyTime');
      return `${t('waitlistDays', { first: entry.first_day, last: entry.last_day })}, ${days}, ${times}`;
    },
    /** When an entry joined: the browser's own form in English, as before; else the catalog's. */
    waitlistJoinedAt: (createdAt: string) =>
      english
        ? new Date(createdAt).toLocaleString()
        : t('waitlistJoinedAt', { joined: new Date(createdAt) }),
    /**
     * A failed reminder's visit: its doctor and the record's `formatted_date` in English; its
     * start (the reminder's due time plus its lead) in the catalog's form otherwise.
     */
    failedVisitOf: (row: FailedDelivery) => {
      const start = Date.parse(row.due_at) + row.offset_minutes * 60_000;
      const when = english || Number.isNaN(start) ? row.formatted_date : slotDay(new Date(start));
      return `${row.doctor_name}, ${when}`;
    },
    failedLead: (minutes: number) =>
      minutes % 60 === 0
        ? t('failedLead', { unit: 'hours', count: minutes / 60 })
        : t('failedLead', { unit: 'minutes', count: minutes }),
    failedStatus: textsOf(FAILURES, (status) => t('failedStatus', { status })),
    /**
     * The text of a failed desk action: on English pages the refusal's own text (the database's
     * sentence) as before; in another language the catalog's text for the refusal's code
     * (docs/front-desk.md#calendar-api) or for no connection. Other lib texts are shown as they
     * are (docs/languages.md#what-is-still-english).
     */
    errorOf: (caught: unknown, fallback: string = t('failed')) => {
      if (!english && caught instanceof DeskRefusalError)
        return t('refusal', { code: caught.code });
      if (
        !english &&
        caught instanceof UserFacingError &&
        caught.message === messages.serverUnreachable
      )
        return t('serverUnreachable');
      return toUserMessage(caught, fallback);
    },
  };
}

/** The front desk's texts, one object of texts and writers. */
export type DeskTexts = ReturnType<typeof deskTextsOf>;

const DeskTextsContext = createContext<DeskTexts | null>(null);

/**
 * Works out the desk's texts once for the page below it: the grid's hundreds of cells then read
 * them from the context rather than each formatting the catalog anew.
 */
export function DeskTextsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('frontDesk');
  const locale = usePageLocale();
  const texts = useMemo(() => deskTextsOf(t, locale), [t, locale]);
  return <DeskTextsContext.Provider value={texts}>{children}</DeskTextsContext.Provider>;
}

/**
 * {@link deskTextsOf} in the page's language: the {@link DeskTextsProvider}'s, else (a panel
 * rendered on its own) worked out here, the same object while the page's messages are.
 */
export function useDeskTexts(): DeskTexts {
  const shared = useContext(DeskTextsContext);
  const t = useTranslations('frontDesk');
  const locale = usePageLocale();
  return useMemo(() => shared ?? deskTextsOf(t, locale), [shared, t, locale]);
}
