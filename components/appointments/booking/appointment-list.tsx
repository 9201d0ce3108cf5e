'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { listAppointmentsFor } from '@/lib/appointments/booking/appointments';
import type { Appointment } from '@/lib/appointments';
import type { User } from '@/lib/account';
import { isLateCancellation } from '@/lib/appointments/booking/cancellation';
import { clinic } from '@/lib/clinic';
import { localePath } from '@/lib/i18n';
import { toRefusal } from '@/lib/errors/to-user-message';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useNotifier } from '@/components/notifications';
import { usePageLocale, useRefusalText, useTranslations } from '@/components/layout/page-messages';
import { bookingRefusals } from '@/lib/appointments/booking/texts';
import { OfflineNotice } from './offline-notice';
import { AppointmentCard } from './appointment-card';
import { useListedVisitTypes } from './use-listed-visit-types';
import { CalendarFileButton } from './calendar-file-button';
import { useListedAppointments } from './use-listed-appointments';
import { useAppointmentDate } from './use-list-texts';
import { LocalRemindersNotice } from '@/components/appointments/waitlist';

/** How many cards render with the page before the rest of a long list. */
const FIRST_CARDS = 20;

/**
 * The list page's heading, its booking link and local mode's reminders notice, the same while
 * loading and loaded: the notice is the page's largest text, so it paints with the static HTML
 * (LCP) and never moves.
 */
export function AppointmentsHeading() {
  const t = useTranslations('appointments');
  const locale = usePageLocale();
  return (
    <>
      <div className="page-heading">
        <h1 id="appointments-title">{t('title')}</h1>
        <Link href={localePath(locale, '/appointments/new/')} className="button">
          {t('bookNew')}
        </Link>
        {/* Shown on paper only, where the navigation and footer are left out (booking.css). */}
        <p className="print-contact">
          {t('printContact', { clinicName: clinic.name, phone: clinic.phone, email: clinic.email })}
        </p>
      </div>
      <LocalRemindersNotice />
    </>
  );
}

/** The user's appointments in the list's order, cancel behind the confirm prompt (docs/product.md#appointments-list). */
export function AppointmentList({ user }: { user: User }) {
  const t = useTranslations('appointments');
  const refusalText = useRefusalText();
  const locale = usePageLocale();
  const appointments = useAppointmentsStore((state) => state.appointments);
  const cancelAppointment = useAppointmentsStore((state) => state.cancelAppointment);
  const notifier = useNotifier();
  // Statuses stay true on an open page: an appointment that ends turns 'Completed' and loses its
  // cancel button. A long list renders in the background (≤ 200 ms tasks with 1,000 cards).
  const list = useCallback(
    (now: Date) => listAppointmentsFor(appointments, user, now),
    [appointments, user],
  );
  const { listed, now } = useListedAppointments(list, FIRST_CARDS);
  const visitTypes = useListedVisitTypes(appointments);

  const onCancel = useCallback(
    async (appointment: Appointment, reason?: string) => {
      if (!window.confirm(t('cancelConfirm'))) return false;
      try {
        await cancelAppointment(appointment.id, user, notifier, { reason });
        return true;
      } catch (error) {
        window.alert(refusalText(toRefusal(error, bookingRefusals.cancelFailed)));
        return false;
      }
    },
    [cancelAppointment, user, notifier, t, refusalText],
  );

  return (
    <section aria-labelledby="appointments-title">
      <AppointmentsHeading />
      <OfflineNotice />
      <SavedCalendarLine appointments={appointments} />
      {listed.length === 0 ? (
        <div className="empty">
          <p>{t('empty')}</p>
          <Link href={localePath(locale, '/appointments/new/')}>{t('bookFirst')}</Link>
        </div>
      ) : (
        <ul className="appointments">
          {listed.map((item) => (
            <li key={String(item.appointment.id)}>
              <AppointmentCard
                listed={item}
                onCancel={onCancel}
                visitTypes={visitTypes}
                late={
                  item.status === 'upcoming' &&
                  isLateCancellation(item.appointment, now, clinic.noticeHours)
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** After a booking or a move: the new appointment's calendar file (docs/product.md#calendar-files). */
function SavedCalendarLine({ appointments }: { appointments: readonly Appointment[] }) {
  const t = useTranslations('appointments');
  const dateOf = useAppointmentDate();
  const lastSaved = useAppointmentsStore((state) => state.lastSaved);
  const saved =
    lastSaved === null
      ? undefined
      : appointments.find((item) => String(item.id) === String(lastSaved));
  if (!saved || saved.status !== 'scheduled') return null;
  return (
    <p className="notice" role="status">
      {t('savedCalendar', { doctorName: saved.doctor_name, date: dateOf(saved) })}{' '}
      <CalendarFileButton appointment={saved}>{t('addToCalendar')}</CalendarFileButton>
    </p>
  );
}
