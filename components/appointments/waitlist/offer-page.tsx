'use client';

import Link from 'next/link';
import { Fragment, useEffect, useState } from 'react';
import { dataApiUrl } from '@/lib/config/env';
import { appointmentTexts } from '@/lib/appointments';
import { DEFAULT_VISIT_TYPE_ID, describeVisitorTime, formatClinicClock } from '@/lib/clinic';
import type { SlotOffer } from '@/lib/appointments/waitlist/waitlist';
import { waitlistTexts } from '@/lib/appointments/waitlist/texts';
import { UserFacingError } from '@/lib/errors/messages';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { acceptOffer, readOffer } from '@/stores/appointments-waitlist-store';

type View =
  { kind: 'loading' } | { kind: 'problem'; message: string } | { kind: 'offer'; offer: SlotOffer };

/**
 * What an offer says of its visit beyond the doctor and the time: the visit type and its length
 * when it is not the consultation (so the default clinic's page is as it was), and the family
 * member it is for.
 */
function visitRows(offer: SlotOffer): [string, string][] {
  return [
    ...(offer.visit_type_name && offer.duration && offer.visit_type_id !== DEFAULT_VISIT_TYPE_ID
      ? [
          [
            waitlistTexts.offerVisit,
            appointmentTexts.visitTypeOption(offer.visit_type_name, offer.duration),
          ] as [string, string],
        ]
      : []),
    ...(offer.family_member_name
      ? [[waitlistTexts.offerFor, offer.family_member_name] as [string, string]]
      : []),
  ];
}

/**
 * /offer/?token=…: a freed slot offered from the waitlist (docs/waitlist.md), naming its visit
 * type and the family member it is for (docs/waitlist.md#visit-types-and-family-members).
 * Opening it only reads the offer; the slot is booked when the patient presses the button, with
 * the same rules as any booking. A taken or ended offer is said kindly.
 */
export function OfferPage() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [token, setToken] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get('token') ?? '';
    const reading = !dataApiUrl
      ? Promise.reject(new UserFacingError(waitlistTexts.offerNeedsShared))
      : found
        ? readOffer(found)
        : Promise.reject(new UserFacingError(waitlistTexts.offerNoToken));
    reading.then(
      (offer) => {
        setToken(found);
        setView({ kind: 'offer', offer });
      },
      (caught: unknown) =>
        setView({ kind: 'problem', message: toUserMessage(caught, waitlistTexts.loadFailed) }),
    );
  }, []);

  const book = async () => {
    setSaving(true);
    setError(null);
    try {
      await acceptOffer(token);
      setView({ kind: 'offer', offer: await readOffer(token) });
    } catch (caught) {
      setError(toUserMessage(caught, waitlistTexts.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="form form--wide" aria-labelledby="offer-title">
      <h1 id="offer-title">{waitlistTexts.offerTitle}</h1>
      {view.kind === 'loading' ? <p role="status">{waitlistTexts.offerLoading}</p> : null}
      {view.kind === 'problem' ? (
        <p className="notice" role="alert">
          {view.message}
        </p>
      ) : null}
      {view.kind === 'offer' ? (
        <>
          <dl>
            <dt>{waitlistTexts.offerDoctor}</dt>
            <dd>{`${view.offer.doctor_name} (${view.offer.specialty})`}</dd>
            {visitRows(view.offer).map(([term, description]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{description}</dd>
              </Fragment>
            ))}
            <dt>{waitlistTexts.offerWhen}</dt>
            <dd>
              {view.offer.formatted_date}
              {describeVisitorTime(new Date(view.offer.date_time)) ? (
                <>
                  <br />
                  {describeVisitorTime(new Date(view.offer.date_time))}
                </>
              ) : null}
            </dd>
          </dl>
          {view.offer.status === 'open' ? (
            <>
              {view.offer.later ? (
                <p>{waitlistTexts.offerReplaces(view.offer.later.formatted_date)}</p>
              ) : null}
              {new Date(view.offer.hold_until) > new Date() &&
              new Date(view.offer.hold_until) < new Date(view.offer.date_time) ? (
                <p>
                  {waitlistTexts.offerHeldUntil(formatClinicClock(new Date(view.offer.hold_until)))}
                </p>
              ) : null}
              <FormError id="offer-error" message={error} />
              <div className="form__actions">
                <button type="button" className="button" disabled={saving} onClick={book}>
                  {saving
                    ? waitlistTexts.offerBooking
                    : view.offer.later
                      ? waitlistTexts.offerMove
                      : waitlistTexts.offerBook}
                </button>
              </div>
            </>
          ) : (
            <p className="notice" role="status">
              {waitlistTexts.offerStatus[view.offer.status]}
            </p>
          )}
          {view.offer.status === 'booked' ? (
            <Link href="/appointments/" className="button">
              {waitlistTexts.offerSeeAppointments}
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
