'use client';

import { memo, useCallback, useMemo } from 'react';
import type { ListedAppointment } from '@/lib/appointments/booking/appointments';
import { visitDetailLines } from '@/lib/appointments/booking/visit-details';
import { listScheduleFor, scheduleDoctorName } from '@/lib/appointments/booking/doctor-schedule';
import { useTranslations } from '@/components/layout/page-messages';
import type { Id } from '@/lib/storage/ids';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { OfflineNotice } from './offline-notice';
import { useListedAppointments } from './use-listed-appointments';
import { useListedVisitTypes } from './use-listed-visit-types';
import { useAppointmentDate, useVisitLineTexts } from './use-list-texts';
import type { VisitType } from '@/lib/clinic';
import { DescriptionList } from '@/components/ui/description-list';

/** How many rows render with the page before the rest of a long schedule. */
const FIRST_ROWS = 20;

/**
 * One appointment of a doctor's schedule: patient, time, the visit's type, person and intake
 * answers (docs/visit-types.md#intake-questions), reason and status; nothing to press.
 */
const ScheduleEntry = memo(function ScheduleEntry({
  listed,
  visitTypes,
}: {
  listed: ListedAppointment;
  visitTypes: readonly VisitType[];
}) {
  const t = useTranslations('appointments');
  const dateOf = useAppointmentDate();
  const lineTexts = useVisitLineTexts();
  const { appointment, status } = listed;
  const titleId = `schedule-${String(appointment.id)}-title`;
  return (
    <article className={`appointment appointment--${status}`} aria-labelledby={titleId}>
      <div className="appointment__header">
        <h2 id={titleId} className="appointment__doctor">
          {appointment.patient_name}
        </h2>
        <span className={`status status--${status}`}>{t('status', { status })}</span>
      </div>
      <DescriptionList
        className="appointment__details"
        items={[
          [t('whenLabel'), dateOf(appointment)],
          ...visitDetailLines(appointment, lineTexts, visitTypes),
          [t('reasonLabel'), appointment.reason],
        ]}
      />
    </article>
  );
});

/**
 * A doctor account's /appointments (docs/product.md#appointments-list): the linked doctor's
 * schedule in the list's order, with each patient's name; nothing to book or cancel.
 */
export function DoctorSchedule({ doctorId }: { doctorId: Id }) {
  const t = useTranslations('appointments');
  const appointments = useAppointmentsStore((state) => state.appointments);
  const list = useCallback(
    (now: Date) => listScheduleFor(appointments, doctorId, now),
    [appointments, doctorId],
  );
  const { listed } = useListedAppointments(list, FIRST_ROWS);
  const visitTypes = useListedVisitTypes(appointments);
  const doctorName = useMemo(
    () => scheduleDoctorName(doctorId, appointments),
    [doctorId, appointments],
  );

  return (
    <section aria-labelledby="appointments-title">
      <div className="page-heading">
        <h1 id="appointments-title">
          {doctorName ? t('scheduleTitle', { doctorName }) : t('scheduleTitleUnnamed')}
        </h1>
      </div>
      <OfflineNotice />
      {listed.length === 0 ? (
        <div className="empty">
          <p>{t('scheduleEmpty')}</p>
        </div>
      ) : (
        <ul className="appointments">
          {listed.map((item) => (
            <li key={String(item.appointment.id)}>
              <ScheduleEntry listed={item} visitTypes={visitTypes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
