'use client';

import { useState } from 'react';
import type { VisitType } from '@/lib/clinic';
import {
  ATTENDANCE,
  canMarkAttendance,
  type DeskAppointment,
  fromClinicInput,
  personOf,
} from '@/lib/appointments/front-desk/front-desk';
import { type DeskTexts, useDeskTexts } from './use-desk-texts';
import { useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { useNotifier } from '@/components/notifications';
import { useTranslations } from '@/components/layout/page-messages';
import { DescriptionList } from '@/components/ui/description-list';
import { FormError } from '@/components/ui/form-error';
import { deskStatusOf } from './desk-grid';
import { CancelWithReason, ClinicTimeField, DeskButton } from './desk-fields';
import { intakeAnswerLines } from '@/lib/appointments/intake';
import { useDeskAction } from './use-desk-action';

/**
 * What the panel says of a visit beyond its doctor, reason and status: its type and length
 * (where the clinic offers several types), and for a family member's visit whom it is for and
 * the account holder, whom the e-mails go to.
 */
function visitItems(
  appointment: DeskAppointment,
  showType: boolean,
  texts: DeskTexts,
): [string, string][] {
  const { visit } = appointment;
  return [
    ...(showType
      ? [
          [texts.visitTypeTitle, texts.visitLength(visit.typeName, visit.durationMinutes)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(visit.familyMemberName !== null
      ? [
          [texts.visitForTitle, visit.familyMemberName] as [string, string],
          [
            texts.accountHolderTitle,
            `${appointment.patient_name} (${appointment.patient_email})`,
          ] as [string, string],
        ]
      : []),
  ];
}

/**
 * An appointment opened from the front desk's grid (docs/front-desk.md#the-front-desk-page): its
 * details, the person it is for and the account holder, its intake answers (for staff and its
 * doctor, as the database lets them read); attendance once it has started (staff and its
 * doctor); staff cancel or move it with a reason, and the account holder is e-mailed.
 * `visitTypes`: the clinic's, whose questions label the answers.
 */
export function AppointmentPanel({
  appointment,
  visitTypes,
  staff,
  onDone,
}: {
  appointment: DeskAppointment;
  visitTypes: readonly VisitType[];
  staff: boolean;
  onDone: (message: string) => void;
}) {
  const notifier = useNotifier();
  const texts = useDeskTexts();
  const { cancelAppointment, rescheduleAppointment, markAttendance } = useFrontDeskStore();
  const [reason, setReason] = useState('');
  const [newTime, setNewTime] = useState('');
  const { busy, error, setError, run, isBlank, runWithReason } = useDeskAction();
  const id = Number(appointment.id);
  const when = texts.slotDay(new Date(appointment.date_time));
  const scheduled = appointment.status === 'scheduled';
  const person = personOf(appointment);
  const details = visitItems(appointment, visitTypes.length > 1, texts);
  const questions =
    visitTypes.find((type) => type.id === appointment.visit.typeId)?.questions ?? [];
  const intake = useTranslations('intake');
  const answers = intakeAnswerLines(questions, appointment.visit.intakeAnswers, {
    yes: intake('yes'),
    no: intake('no'),
  });

  return (
    <>
      <h2 id="schedule-detail-title">{texts.actionsFor(person, when)}</h2>
      <p>
        {appointment.doctor_name}
        {' — '}
        {appointment.reason}
        {' — '}
        {deskStatusOf(appointment, texts)}
      </p>
      {details.length ? <DescriptionList className="schedule__details" items={details} /> : null}
      {answers.length ? (
        <section aria-labelledby="schedule-answers-title">
          <h3 id="schedule-answers-title">{texts.answersTitle}</h3>
          <DescriptionList className="schedule__details" items={answers} />
        </section>
      ) : null}
      <FormError id="schedule-action-error" message={error} />
      {canMarkAttendance(appointment, new Date()) && appointment.attendance !== 'completed' ? (
        <fieldset className="schedule__attendance">
          <legend>{texts.attendanceLegend}</legend>
          {ATTENDANCE.filter((value) => value !== appointment.attendance).map((value) => (
            <DeskButton
              key={value}
              variant="small"
              busy={busy}
              onClick={() =>
                run(async () => {
                  await markAttendance(id, value);
                  onDone(texts.marked(person, texts.attendance[value]));
                })
              }
            >
              {texts.attendance[value]}
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
            label={texts.confirmCancel}
            busy={busy}
            onCancel={() =>
              runWithReason(reason, async (why) => {
                await cancelAppointment(id, why, notifier);
                onDone(texts.canceled(person));
              })
            }
          />
          <ClinicTimeField
            id="schedule-new-time"
            label={texts.newTimeLabel}
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
                  setError(texts.newTimeRequired);
                  return;
                }
                if (isBlank(reason)) return;
                await rescheduleAppointment(id, start, reason.trim(), notifier);
                onDone(texts.moved(person, texts.slotDay(start)));
              })
            }
          >
            {texts.confirmReschedule}
          </DeskButton>
        </form>
      ) : null}
      <DeskButton variant="small" busy={false} onClick={() => onDone('')}>
        {texts.close}
      </DeskButton>
    </>
  );
}
