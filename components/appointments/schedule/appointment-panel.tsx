'use client';

import { useState } from 'react';
import type { Appointment } from '@/lib/appointments/domain';
import { formatSlotDay } from '@/lib/appointments/first-free';
import { ATTENDANCE, canMarkAttendance, fromClinicInput } from '@/lib/appointments/front-desk';
import { scheduleTexts } from '@/lib/appointments/schedule-texts';
import { useScheduleStore } from '@/stores/appointments-schedule-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { scheduleStatusOf } from './schedule-grid';
import { ReasonField } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * An appointment opened from the schedule (docs/shared-mode.md#the-front-desk): its details;
 * attendance once it has started (staff and its doctor); staff cancel or move it with a
 * reason, and the patient is e-mailed.
 */
export function AppointmentPanel({
  appointment,
  staff,
  onDone,
}: {
  appointment: Appointment;
  staff: boolean;
  onDone: (message: string) => void;
}) {
  const notifier = useNotifier();
  const { cancelAppointment, rescheduleAppointment, markAttendance } = useScheduleStore();
  const [reason, setReason] = useState('');
  const [newTime, setNewTime] = useState('');
  const { busy, error, setError, run } = useDeskAction();
  const id = Number(appointment.id);
  const when = formatSlotDay(new Date(appointment.date_time));
  const scheduled = appointment.status === 'scheduled';
  const needReason = () => {
    if (reason.trim()) return false;
    setError(scheduleTexts.reasonRequired);
    return true;
  };

  return (
    <>
      <h2 id="schedule-detail-title">{scheduleTexts.actionsFor(appointment.patient_name, when)}</h2>
      <p>
        {appointment.doctor_name}
        {' — '}
        {appointment.reason}
        {' — '}
        {scheduleStatusOf(appointment)}
      </p>
      <FormError id="schedule-action-error" message={error} />
      {canMarkAttendance(appointment, new Date()) && appointment.attendance !== 'completed' ? (
        <fieldset className="schedule__attendance">
          <legend>{scheduleTexts.attendanceLegend}</legend>
          {ATTENDANCE.filter((value) => value !== appointment.attendance).map((value) => (
            <button
              key={value}
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await markAttendance(id, value);
                  onDone(
                    scheduleTexts.marked(appointment.patient_name, scheduleTexts.attendance[value]),
                  );
                })
              }
            >
              {scheduleTexts.attendance[value]}
            </button>
          ))}
        </fieldset>
      ) : null}
      {staff && scheduled && !appointment.attendance ? (
        <form className="form form--wide" noValidate onSubmit={(event) => event.preventDefault()}>
          <ReasonField id="schedule-action-reason" value={reason} onChange={setReason} />
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() =>
              run(async () => {
                if (needReason()) return;
                await cancelAppointment(id, reason.trim(), notifier);
                onDone(scheduleTexts.canceled(appointment.patient_name));
              })
            }
          >
            {scheduleTexts.confirmCancel}
          </button>
          <TextField
            id="schedule-new-time"
            label={scheduleTexts.newTimeLabel}
            type="datetime-local"
            step={1800}
            value={newTime}
            onChange={setNewTime}
          />
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              run(async () => {
                const start = fromClinicInput(newTime);
                if (!start) {
                  setError(scheduleTexts.newTimeRequired);
                  return;
                }
                if (needReason()) return;
                await rescheduleAppointment(id, start, reason.trim(), notifier);
                onDone(scheduleTexts.moved(appointment.patient_name, formatSlotDay(start)));
              })
            }
          >
            {scheduleTexts.confirmReschedule}
          </button>
        </form>
      ) : null}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onDone('')}
      >
        {scheduleTexts.close}
      </button>
    </>
  );
}
