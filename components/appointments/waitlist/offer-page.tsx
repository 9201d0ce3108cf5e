'use client';

import Link from 'next/link';
import { Fragment, useEffect, useState } from 'react';
import { dataApiUrl } from '@/lib/config/env';
import { DEFAULT_VISIT_TYPE_ID, formatClinicClock } from '@/lib/clinic';
import type { SlotOffer } from '@/lib/appointments/waitlist/waitlist';
import { DEFAULT_LOCALE, localePath } from '@/lib/i18n';
import { UserFacingError } from '@/lib/errors/messages';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { FormError } from '@/components/ui/form-error';
import { useVisitorTime } from '../use-visitor-time';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { acceptOffer, readOffer } from '@/stores/appointments-waitlist-store';

type View =
  { kind: 'loading' } | { kind: 'problem'; message: string } | { kind: 'offer'; offer: SlotOffer };

type Translate = ReturnType<typeof useTranslations>;

/**
 * What an offer says of its visit beyond the doctor and the time: the visit type and its length
 * when it is not the consultation (so the default clinic's page is as it was), and the family
 * member it is for.
 */
function visitRows(offer: SlotOffer, t: Translate): [string, string][] {
  return [
    ...(offer.visit_type_name && offer.duration && offer.visit_type_id !== DEFAULT_VISIT_TYPE_ID
      ? [
          [
            t('offerVisit'),
            t('visitType', { name: offer.visit_type_name, minutes: offer.duration }),
          ] as [string, string],
        ]
      : []),
    ...(offer.family_member_name
      ? [[t('offerFor'), offer.family_member_name] as [string, string]]
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
  const t = useTranslations('offer');
  const locale = usePageLocale();
  const visitorTime = useVisitorTime();
  // A local build has no offers: its notice is in the page's HTML, not written after loading.
  const [view, setView] = useState<View>(() =>
    dataApiUrl ? { kind: 'loading' } : { kind: 'problem', message: t('offerNeedsShared') },
  );
  const [token, setToken] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!dataApiUrl) return;
    const found = new URLSearchParams(window.location.search).get('token') ?? '';
    const reading = found
      ? readOffer(found)
      : Promise.reject(new UserFacingError(t('offerNoToken')));
    reading.then(
      (offer) => {
        setToken(found);
        setView({ kind: 'offer', offer });
      },
      (caught: unknown) =>
        setView({ kind: 'problem', message: toUserMessage(caught, t('loadFailed')) }),
    );
  }, [t]);

  const book = async () => {
    setSaving(true);
    setError(null);
    try {
      await acceptOffer(token);
      setView({ kind: 'offer', offer: await readOffer(token) });
    } catch (caught) {
      setError(toUserMessage(caught, t('loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  // English shows the record's own words ('Friday, December 11, 2099 at 9:00 AM'); another
  // language writes the instant in its catalog's form, as the list does (docs/languages.md#catalogs).
  // English keeps the database's own words; another language writes the start, which an offer's
  // later appointment gives from migration 020 on (its words alone before).
  const when = ({ formatted_date, date_time }: { formatted_date: string; date_time?: string }) =>
    locale === DEFAULT_LOCALE || !date_time
      ? formatted_date
      : t('when', { start: new Date(date_time) });

  return (
    <section className="form form--wide" aria-labelledby="offer-title">
      <h1 id="offer-title">{t('offerTitle')}</h1>
      {view.kind === 'loading' ? <p role="status">{t('offerLoading')}</p> : null}
      {view.kind === 'problem' ? (
        <p className="notice" role="alert">
          {view.message}
        </p>
      ) : null}
      {view.kind === 'offer' ? (
        <>
          <dl>
            <dt>{t('offerDoctor')}</dt>
            <dd>{`${view.offer.doctor_name} (${view.offer.specialty})`}</dd>
            {visitRows(view.offer, t).map(([term, description]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{description}</dd>
              </Fragment>
            ))}
            <dt>{t('offerWhen')}</dt>
            <dd>
              {when(view.offer)}
              {visitorTime(Date.parse(view.offer.date_time)) ? (
                <>
                  <br />
                  {visitorTime(Date.parse(view.offer.date_time))}
                </>
              ) : null}
            </dd>
          </dl>
          {view.offer.status === 'open' ? (
            <>
              {view.offer.later ? (
                <p>{t('offerReplaces', { when: when(view.offer.later) })}</p>
              ) : null}
              {new Date(view.offer.hold_until) > new Date() &&
              new Date(view.offer.hold_until) < new Date(view.offer.date_time) ? (
                <p>
                  {t('offerHeldUntil', {
                    when: formatClinicClock(new Date(view.offer.hold_until)),
                  })}
                </p>
              ) : null}
              <FormError id="offer-error" message={error} />
              <div className="form__actions">
                <button type="button" className="button" disabled={saving} onClick={book}>
                  {saving ? t('offerBooking') : view.offer.later ? t('offerMove') : t('offerBook')}
                </button>
              </div>
            </>
          ) : (
            <p className="notice" role="status">
              {t('status', { status: view.offer.status })}
            </p>
          )}
          {view.offer.status === 'booked' ? (
            <Link href={localePath(locale, '/appointments/')} className="button">
              {t('offerSeeAppointments')}
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
