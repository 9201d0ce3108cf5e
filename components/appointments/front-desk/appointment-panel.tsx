'use client';

import { useState } from 'react';
import type { Appointment } from '@/lib/appointments';
import { formatSlotDay } from '@/lib/clinic';
import {
  ATTENDANCE,
  canMarkAttendance,
  fromClinicInput,
} from '@/lib/appointments/front-desk/front-desk';
import { frontDeskTexts } from '@/lib/appointments/front-desk/texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { useNotifier } from '@/components/notifications';
import { FormError } from '@/components/ui/form-error';
import { deskStatusOf } from './desk-grid';
import { CancelWithReason, ClinicTimeField, DeskButton } from './desk-fields';
import { useDeskAction } from './use-desk-action';

/**
 * An appointment opened from the front desk's grid (docs/front-desk.md): its details;
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
  const { cancelAppointment, rescheduleAppointment, markAttendance } = useFrontDeskStore();
  const [reason, setReason] = useState('');
  const [newTime, setNewTime] = useState('');
  const { busy, error, setError, run, isBlank, runWithReason } = useDeskAction();
  const id = Number(appointment.id);
  const when = formatSlotDay(new Date(appointment.date_time));
  const scheduled = appointment.status === 'scheduled';

  return (
    <>
      <h2 id="schedule-detail-title">
        {frontDeskTexts.actionsFor(appointment.patient_name, when)}
      </h2>
      <p>
        {appointment.doctor_name}
        {' — '}
        {appointment.reason}
        {' — '}
        {deskStatusOf(appointment)}
      </p>
      <FormError id="schedule-action-error" message={error} />
      {canMarkAttendance(appointment, new Date()) && appointment.attendance !== 'completed' ? (
        <fieldset className="schedule__attendance">
          <legend>{frontDeskTexts.attendanceLegend}</legend>
          {ATTENDANCE.filter((value) => value !== appointment.attendance).map((value) => (
            <DeskButton
              key={value}
              variant="small"
              busy={busy}
              onClick={() =>
                run(async () => {
                  await markAttendance(id, value);
                  onDone(
                    frontDeskTexts.marked(
                      appointment.patient_name,
                      frontDeskTexts.attendance[value],
                    ),
                  );
                })
              }
            >
              {frontDeskTexts.attendance[value]}
            </DeskButton>
          ))}
        </fieldset>
      ) : null}
      {staff && scheduled && !appointment.attendance ? (
        <form className="form form--wide" noValidate onSubmit={(event) => event.preventDefault()}>
          <CancelWithReason
            id="schedule-action-reason"
            value={reason}
            onChange={setReason}
            label={frontDeskTexts.confirmCancel}
            busy={busy}
            onCancel={() =>
              runWithReason(reason, async (why) => {
                await cancelAppointment(id, why, notifier);
                onDone(frontDeskTexts.canceled(appointment.patient_name));
              })
            }
          />
          <ClinicTimeField
            id="schedule-new-time"
            label={frontDeskTexts.newTimeLabel}
            type="datetime-local"
            value={newTime}
            onChange={setNewTime}
          />
          <DeskButton
            variant="primary"
            busy={busy}
            onClick={() =>
              run(async () => {
                const start = fromClinicInput(newTime);
                if (!start) {
                  setError(frontDeskTexts.newTimeRequired);
                  return;
                }
                if (isBlank(reason)) return;
                await rescheduleAppointment(id, start, reason.trim(), notifier);
                onDone(frontDeskTexts.moved(appointment.patient_name, formatSlotDay(start)));
              })
            }
          >
            {frontDeskTexts.confirmReschedule}
          </DeskButton>
        </form>
      ) : null}
      <DeskButton variant="small" busy={false} onClick={() => onDone('')}>
        {frontDeskTexts.close}
      </DeskButton>
    </>
  );
}
