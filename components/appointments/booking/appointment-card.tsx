'use client';

import Link from 'next/link';
import { memo, useEffect, useRef, useState } from 'react';
import type { ListedAppointment } from '@/lib/appointments/booking/appointments';
import { visitDetailLines } from '@/lib/appointments/booking/visit-details';
import { bookingReference } from '@/lib/appointments/booking/booking-reference';
import { CANCEL_REASONS, wasRescheduled } from '@/lib/appointments/booking/cancellation';
import { clinic, specialtyOf, type VisitType } from '@/lib/clinic';
import type { Appointment } from '@/lib/appointments';
import { localePath } from '@/lib/i18n';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { CalendarFileButton } from './calendar-file-button';
import { useVisitorTime } from '../use-visitor-time';
import { useAppointmentDate, useVisitLineTexts } from './use-list-texts';

interface AppointmentCardProps {
  listed: ListedAppointment;
  /** Resolves true once canceled; `reason` is the one chosen on the card. */
  onCancel: (appointment: Appointment, reason?: string) => Promise<boolean>;
  /** Whether a cancel now would be late (inside the notice period, docs/product.md#cancellation). */
  late?: boolean;
  /** The clinic's visit types the card names the type and questions by (`useListedVisitTypes`). */
  visitTypes: readonly VisitType[];
}

/**
 * Whether two props show the same card. Every read of storage makes new record objects, so
 * the records are compared by the fields the card shows: a cancel then re-renders one card, not
 * the whole list (no long task over 200 ms with 1,000 cards).
 */
function showsSameCard(previous: AppointmentCardProps, next: AppointmentCardProps): boolean {
  const a = previous.listed.appointment;
  const b = next.listed.appointment;
  return (
    previous.onCancel === next.onCancel &&
    previous.late === next.late &&
    previous.visitTypes === next.visitTypes &&
    previous.listed.status === next.listed.status &&
    a.rescheduled_to === b.rescheduled_to &&
    (a === b ||
      (a.id === b.id &&
        a.doctor_id === b.doctor_id &&
        a.doctor_name === b.doctor_name &&
        a.formatted_date === b.formatted_date &&
        a.date_time === b.date_time &&
        a.reason === b.reason &&
        a.visitTypeId === b.visitTypeId &&
        a.familyMemberName === b.familyMemberName &&
        JSON.stringify(a.intakeAnswers) === JSON.stringify(b.intakeAnswers)))
  );
}

/** One appointment card of the list: doctor, specialty, date, reason, status, reference, actions when upcoming (docs/product.md#appointments-list). */
export const AppointmentCard = memo(function AppointmentCard({
  listed,
  onCancel,
  late = false,
  visitTypes,
}: AppointmentCardProps) {
  const t = useTranslations('appointments');
  const locale = usePageLocale();
  const dateOf = useAppointmentDate();
  const lineTexts = useVisitLineTexts();
  const { appointment, status } = listed;
  const moved = wasRescheduled(appointment);
  const specialty = specialtyOf(appointment);
  // The stored formatted_date is clinic time; a visitor elsewhere also reads their own
  // (docs/product.md#clinic-time). Unparseable records of the original product show none.
  const start = Date.parse(appointment.date_time);
  const visitorTime = useVisitorTime()(start);
  const titleId = `appointment-${String(appointment.id)}-title`;
  const articleRef = useRef<HTMLElement>(null);
  const focusWhenCanceled = useRef(false);
  const [reason, setReason] = useState<string | undefined>(undefined);
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
        <span className={`status status--${status}`}>
          {t('status', { status: moved ? 'rescheduled' : status })}
        </span>
      </div>
      <dl className="appointment__details">
        {specialty ? (
          <div>
            <dt>{t('specialtyLabel')}</dt>
            <dd>{specialty}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('whenLabel')}</dt>
          <dd>
            {dateOf(appointment)}
            {visitorTime ? <span className="appointment__visitor-time">{visitorTime}</span> : null}
          </dd>
        </div>
        {visitDetailLines(appointment, lineTexts, visitTypes).map(([term, description]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{description}</dd>
          </div>
        ))}
        <div>
          <dt>{t('reasonLabel')}</dt>
          <dd>{appointment.reason}</dd>
        </div>
        <div>
          <dt>{t('referenceLabel')}</dt>
          <dd className="appointment__reference">{bookingReference(appointment.id)}</dd>
        </div>
      </dl>
      {status === 'upcoming' ? (
        <>
          <CancelReason id={String(appointment.id)} onChange={setReason} />
          {late ? (
            <p className="appointment__late" role="note">
              {t('lateNotice', { hours: clinic.noticeHours })}
            </p>
          ) : null}
          <div className="appointment__actions">
            <Link
              href={`${localePath(locale, '/appointments/new/')}?reschedule=${encodeURIComponent(String(appointment.id))}`}
              className="button button--small"
            >
              {t('reschedule')}
            </Link>
            <CalendarFileButton appointment={appointment}>{t('addToCalendar')}</CalendarFileButton>
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => {
                // Set before the cancel lands, so the re-render it causes finds it.
                focusWhenCanceled.current = true;
                void onCancel(appointment, reason).then((canceled) => {
                  if (!canceled) focusWhenCanceled.current = false;
                });
              }}
            >
              {t('cancelButton')}
            </button>
          </div>
        </>
      ) : status === 'canceled' ? (
        <CalendarFileButton appointment={appointment}>{t('updatedCalendar')}</CalendarFileButton>
      ) : null}
    </article>
  );
}, showsSameCard);

/** The optional cancel reason: a few choices, or the visitor's own words (docs/product.md#cancellation). */
function CancelReason({ id, onChange }: { id: string; onChange: (reason?: string) => void }) {
  const t = useTranslations('appointments');
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const selectId = `cancel-reason-${id}`;
  const otherId = `cancel-reason-other-${id}`;
  const update = (nextChoice: string, nextOther: string) => {
    setChoice(nextChoice);
    setOther(nextOther);
    const typed = nextOther.trim();
    onChange(nextChoice === OTHER ? typed || undefined : nextChoice || undefined);
  };
  return (
    <div className="appointment__reason">
      <label htmlFor={selectId}>{t('cancelReasonLabel')}</label>
      <select id={selectId} value={choice} onChange={(event) => update(event.target.value, other)}>
        <option value="">{t('cancelReasonNone')}</option>
        {/* The value is the stored English reason; the label is in the page's language. */}
        {Object.entries(CANCEL_REASONS).map(([reason, stored]) => (
          <option key={reason} value={stored}>
            {t('cancelReason', { reason })}
          </option>
        ))}
        <option value={OTHER}>{t('cancelReasonOther')}</option>
      </select>
      {choice === OTHER ? (
        <>
          <label htmlFor={otherId}>{t('cancelReasonOtherLabel')}</label>
          <input
            id={otherId}
            type="text"
            maxLength={200}
            value={other}
            onChange={(event) => update(choice, event.target.value)}
          />
        </>
      ) : null}
    </div>
  );
}

const OTHER = 'other';
