'use client';

import { memo } from 'react';
import { type ListedAppointment, STATUS_LABELS } from '@/lib/appointments/appointments';
import { specialtyOf } from '@/lib/appointments/doctors';
import type { Appointment } from '@/lib/domain';

/** One appointment of the list (SPEC §2, §4): doctor, specialty, date, reason, status, and Cancel when upcoming. */
export const AppointmentCard = memo(function AppointmentCard({
  listed,
  onCancel,
}: {
  listed: ListedAppointment;
  onCancel: (appointment: Appointment) => void;
}) {
  const { appointment, status } = listed;
  const specialty = specialtyOf(appointment);
  const titleId = `appointment-${String(appointment.id)}-title`;
  return (
    <article className={`appointment appointment--${status}`} aria-labelledby={titleId}>
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
          <dd>{appointment.formatted_date}</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{appointment.reason}</dd>
        </div>
      </dl>
      {status === 'upcoming' ? (
        <button
          type="button"
          className="button button--danger button--small"
          onClick={() => onCancel(appointment)}
        >
          Cancel Appointment
        </button>
      ) : null}
    </article>
  );
});
