'use client';

import './booking.css';
import Link from 'next/link';
import { useDeferredValue } from 'react';
import { type User, linkedDoctorId } from '@/lib/account';
import { LoadingStatus, RequireSession } from '@/components/account';
import { localePath } from '@/lib/i18n';
import { useBookingTexts } from './use-booking-texts';
import { BookingForm } from './booking-form';
import { LocalRemindersNotice, WaitlistSection } from '@/components/appointments/waitlist';

/**
 * The static HTML's heading and hours hint while the session is read, so the largest text
 * paints at once (LCP). The hint is laid out as in the form's date and time field, so the
 * form's copy of it is no larger and no later paint becomes the largest.
 */
function BookingShell() {
  const texts = useBookingTexts();
  return (
    <div className="form form--wide">
      <h1>{texts.t('title')}</h1>
      <div className="slot-field">
        <p className="field__hint">{texts.hoursHint}</p>
      </div>
      <LoadingStatus />
    </div>
  );
}

/** What a doctor account sees instead of the booking form (docs/shared-mode.md#roles-and-policies). */
function DoctorCannotBook() {
  const texts = useBookingTexts();
  return (
    <div className="form form--wide">
      <h1>{texts.t('title')}</h1>
      <p className="notice" role="status">
        {texts.t('doctorCannotBook')}
      </p>
      <Link href={localePath(texts.locale, '/appointments/')}>{texts.t('doctorScheduleLink')}</Link>
    </div>
  );
}

/**
 * The form, first rendered in the background: the shell stays on screen while React builds the
 * form in slices of a few ms, yielding to the browser between them, so the page's load has no
 * long task for it (Total Blocking Time).
 */
function DeferredBookingForm({ patient }: { patient: User }) {
  const ready = useDeferredValue(true, false);
  if (!ready) return <BookingShell />;
  // What follows the form comes with it: shown below the shorter shell, it would be pushed down
  // when the form arrives (a layout shift, CLS).
  return (
    <>
      <BookingForm patient={patient} />
      <LocalRemindersNotice />
      {WaitlistSection ? <WaitlistSection /> : null}
    </>
  );
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
