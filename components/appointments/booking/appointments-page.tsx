'use client';

import './booking.css';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { LoadingStatus, RequireSession } from '@/components/account';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { linkedDoctorId, type User } from '@/lib/account';
import { localePath } from '@/lib/i18n';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { AppointmentList, AppointmentsHeading } from './appointment-list';
import { DoctorSchedule } from './doctor-schedule';
import { WaitlistSection } from '@/components/appointments/waitlist';

/**
 * The patient's list (with local mode's reminders notice), the way to their family members
 * (docs/family-members.md#managing-family-members) and the waitlist (shared mode).
 */
function PatientAppointments({ user }: { user: User }) {
  const t = useTranslations('appointments');
  const locale = usePageLocale();
  const appointments = useAppointmentsStore((state) => state.appointments);
  const [now] = useState(() => Date.now());
  const upcoming = useMemo(() => {
    return appointments.filter(
      (appointment) =>
        String(appointment.patient_id) === String(user.id) &&
        appointment.status === 'scheduled' &&
        Date.parse(appointment.date_time) > now,
    );
  }, [appointments, user, now]);
  return (
    <>
      <AppointmentList user={user} />
      <p className="family-link">
        {t('familyHint')} <Link href={localePath(locale, '/family/')}>{t('familyLink')}</Link>
      </p>
      {WaitlistSection ? <WaitlistSection upcoming={upcoming} /> : null}
    </>
  );
}

/** The static HTML's heading and booking link while the session is read, so the largest text paints at once (LCP). */
function AppointmentsShell() {
  const t = useTranslations('appointments');
  return (
    <section aria-labelledby="appointments-title">
      <AppointmentsHeading />
      <LoadingStatus>{t('loading')}</LoadingStatus>
    </section>
  );
}

/** A doctor account's schedule, or a patient's own appointments (docs/product.md#appointments-list). */
function AppointmentsFor({ user }: { user: User }) {
  const refresh = useAppointmentsStore((state) => state.refresh);
  // Read afresh on every visit: other devices may have booked or canceled meanwhile.
  useEffect(() => {
    void refresh(user);
  }, [refresh, user]);
  const doctorId = linkedDoctorId(user);
  return doctorId === null ? (
    <PatientAppointments user={user} />
  ) : (
    <DoctorSchedule doctorId={doctorId} />
  );
}

/**
 * The appointments list page, /appointments and /es/appointments, behind the session guard
 * (docs/product.md#appointments-list), in the page's language: its texts are the catalogs'
 * `appointments` and `localMode`, which its page files give (docs/languages.md#what-a-page-loads).
 */
export function AppointmentsPage() {
  return (
    <RequireSession loading={<AppointmentsShell />}>
      {(user) => <AppointmentsFor user={user} />}
    </RequireSession>
  );
}
