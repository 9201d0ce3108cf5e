'use client';

import './booking.css';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { LoadingStatus, RequireSession } from '@/components/account';
import { linkedDoctorId, type User } from '@/lib/account';
import { appointmentTexts } from '@/lib/appointments';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { AppointmentList, AppointmentsHeading } from './appointment-list';
import { DoctorSchedule } from './doctor-schedule';
import { WaitlistSection } from '@/components/appointments/waitlist';

/**
 * The patient's list (with local mode's reminders notice), the way to their family members
 * (docs/family-members.md#managing-family-members) and the waitlist (shared mode).
 */
function PatientAppointments({ user }: { user: User }) {
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
        {appointmentTexts.familyHint} <Link href="/family/">{appointmentTexts.familyLink}</Link>
      </p>
      {WaitlistSection ? <WaitlistSection upcoming={upcoming} /> : null}
    </>
  );
}

/** The static HTML's heading and booking link while the session is read, so the largest text paints at once (LCP). */
function AppointmentsShell() {
  return (
    <section aria-labelledby="appointments-title">
      <AppointmentsHeading />
      <LoadingStatus />
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

/** The appointments list page, /appointments, behind the session guard (docs/product.md#appointments-list). */
export function AppointmentsPage() {
  return (
    <RequireSession loading={<AppointmentsShell />}>
      {(user) => <AppointmentsFor user={user} />}
    </RequireSession>
  );
}
