'use client';

import Link from 'next/link';
import { startTransition, useEffect, useState } from 'react';
import type { User } from '@/lib/account';
import { LoadingStatus, RequireSession } from '@/components/account';
import { CLINIC_TIME_ZONE } from '@/lib/appointments/clinic-time';
import { linkedDoctorId } from '@/lib/appointments/schedule';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { appointmentTexts, timeTexts } from '@/lib/appointments/texts';
import { BookingForm } from './booking-form';

/**
 * The static HTML's heading and hours hint while the session is read, so the largest text
 * paints at once (LCP). The hint is laid out as in the form's date and time field, so the
 * form's copy of it is no larger and no later paint becomes the largest.
 */
function BookingShell() {
  return (
    <div className="form form--wide">
      <h1>{appointmentTexts.bookingTitle}</h1>
      <div className="slot-field">
        <p className="field__hint">{timeTexts.bookingHoursHint}</p>
      </div>
      <LoadingStatus />
    </div>
  );
}

/** What a doctor account sees instead of the booking form (docs/shared-mode.md#roles-and-policies). */
function DoctorCannotBook() {
  return (
    <div className="form form--wide">
      <h1>{appointmentTexts.bookingTitle}</h1>
      <p className="notice" role="status">
        {appointmentTexts.doctorCannotBook}
      </p>
      <Link href="/appointments/">{appointmentTexts.doctorScheduleLink}</Link>
    </div>
  );
}

/** The clinic's time-zone data readied by a worker (warm-time-zone.ts), once per page. */
const warmClinicTimeZone = lazyModule(() =>
  import('./warm-time-zone').then((module) => module.warmTimeZone(CLINIC_TIME_ZONE)),
);

/**
 * The form, once the time-zone data is ready (at once where there are no workers). The shell
 * stays on screen meanwhile, and the form's first render is a transition, so React builds it in
 * slices of a few ms and yields to the browser between them: the page's load has no long task
 * for it (Total Blocking Time).
 */
function DeferredBookingForm({ patient }: { patient: User }) {
  const [ready, setReady] = useState(() => typeof Worker === 'undefined');
  useEffect(() => {
    if (ready) return;
    let active = true;
    // A chunk that cannot load (offline, say) only means the form warms nothing.
    const show = () => {
      if (active) startTransition(() => setReady(true));
    };
    warmClinicTimeZone().then(show, show);
    return () => {
      active = false;
    };
  }, [ready]);
  return ready ? <BookingForm patient={patient} /> : <BookingShell />;
}

/** /appointments/new behind the session guard; a doctor account is told it cannot book. */
export function BookingPage() {
  return (
    <RequireSession loading={<BookingShell />}>
      {(user) =>
        linkedDoctorId(user) === null ? (
          <DeferredBookingForm patient={user} />
        ) : (
          <DoctorCannotBook />
        )
      }
    </RequireSession>
  );
}
