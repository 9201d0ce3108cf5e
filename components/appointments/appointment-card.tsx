'use client';

import { memo, useEffect, useRef } from 'react';
import { type ListedAppointment, STATUS_LABELS } from '@/lib/appointments/appointments';
import { bookingReference } from '@/lib/appointments/booking-reference';
import { describeVisitorTime } from '@/lib/appointments/clinic-time';
import { specialtyOf } from '@/lib/appointments/doctors';
import { timeTexts } from '@/lib/appointments/texts';
import type { Appointment } from '@/lib/domain';

/** Props of {@link AppointmentCard}. */
interface AppointmentCardProps {
  listed: ListedAppointment;
  /** Called with the card's appointment when Cancel Appointment is pressed; true once canceled. */
  onCancel: (appointment: Appointment) => Promise<boolean>;
}

/**
 * Whether two props show the same card. Every read of storage makes new record objects, so
 * the records are compared by the fields the card shows: a cancel then re-renders one card, not
 * the whole list (issue 5: no long task over 200 ms with 1,000 cards).
 */
function showsSameCard(previous: AppointmentCardProps, next: AppointmentCardProps): boolean {
  const a = previous.listed.appointment;
  const b = next.listed.appointment;
  return (
    previous.onCancel === next.onCancel &&
    previous.listed.status === next.listed.status &&
    (a === b ||
      (a.id === b.id &&
        a.doctor_id === b.doctor_id &&
        a.doctor_name === b.doctor_name &&
        a.formatted_date === b.formatted_date &&
        a.date_time === b.date_time &&
        a.reason === b.reason))
  );
}

/** One appointment of the list (SPEC §2, §4): doctor, specialty, date, reason, status, and Cancel when upcoming. */
export const AppointmentCard = memo(function AppointmentCard({
  listed,
  onCancel,
}: AppointmentCardProps) {
  const { appointment, status } = listed;
  const specialty = specialtyOf(appointment);
  // The stored formatted_date is clinic time; a visitor elsewhere also reads their own
  // (docs/product.md#clinic-time). Unparseable records of the original product show none.
  const start = Date.parse(appointment.date_time);
  const visitorTime = Number.isNaN(start) ? null : describeVisitorTime(start);
  const titleId = `appointment-${String(appointment.id)}-title`;
  const articleRef = useRef<HTMLElement>(null);
  const focusWhenCanceled = useRef(false);
  // Cancel Appointment goes away with the cancel: focus moves to its card, not to the body.
  useEffect(() => {
    if (status === 'upcoming' || !focusWhenCanceled.current) return;
    focusWhenCanceled.current = false;
    articleRef.current?.focus();
  }, [status]);
  return (
    <article
      ref={articleRef}
      className={`appointment appointment--${status}`}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="appointment__header">
        <h2 id={titleId} className="appointment__doctor">
          {appointment.doctor_name}
        </h2>
        <span className={`status status--${status}`}>{STATUS_LABELS[status]}</span>
      </div>
      <dl className="appointment__details">
        {specialty ? (
          <div>
            <dt>Specialty</dt>
            <dd>{specialty}</dd>
          </div>
        ) : null}
        <div>
          <dt>When</dt>
          <dd>
            {appointment.formatted_date}
            {visitorTime ? <span className="appointment__visitor-time">{visitorTime}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{appointment.reason}</dd>
        </div>
        <div>
          <dt>{timeTexts.bookingReference}</dt>
          <dd className="appointment__reference">{bookingReference(appointment.id)}</dd>
        </div>
      </dl>
      {status === 'upcoming' ? (
        <button
          type="button"
          className="button button--danger button--small"
          onClick={() => {
            // Set before the cancel lands, so the re-render it causes finds it.
            focusWhenCanceled.current = true;
            void onCancel(appointment).then((canceled) => {
              if (!canceled) focusWhenCanceled.current = false;
            });
          }}
        >
          Cancel Appointment
        </button>
      ) : null}
    </article>
  );
}, showsSameCard);
