import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FailedDeliveriesPanel } from '@/components/appointments/front-desk/failed-deliveries-panel';
import { WaitlistPanel } from '@/components/appointments/front-desk/waitlist-panel';
import { OfferPage } from '@/components/appointments/waitlist/offer-page';
import { createSharedWaitlistRepository } from '@/lib/appointments/waitlist/waitlist';
import { CONSULTATION } from '@/lib/clinic';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { renderInLocale } from '../../../support/intl';
import { formatMessage } from '../../../support/messages';
import { waitlistRepository } from '@/lib/repositories';
import {
  type Call,
  fakeDataApi,
  type Reply,
  slotOfferRow,
  waitlistEntryRow,
} from '../../../support/fake-data-api';
import { linkTo } from '../../../support/component-helpers';

// Shared mode: the waitlist repository is the real shared one over a scripted PostgREST.
jest.mock('@/lib/config/env', () => jest.requireActual('../../../support/shared-mode-env').env);
jest.mock('@/lib/repositories', () => ({
  ...jest.requireActual('@/lib/repositories'),
  waitlistRepository: {},
}));

function answer(...replies: Reply[]): Call[] {
  const { client, calls } = fakeDataApi(...replies);
  Object.assign(waitlistRepository as object, createSharedWaitlistRepository(client));
  return calls;
}

const entry = (id: number, name: string, created: string, extra: object = {}) =>
  waitlistEntryRow(id, { patient_name: name, created_at: created, ...extra });

const hart = { id: 1, name: 'Dr. Amelia Hart', specialty: 'Cardiology' };

describe('WaitlistPanel', () => {
  it("lists the doctor's waiting patients in the order they are offered slots", async () => {
    answer({
      status: 200,
      body: [
        entry(3, 'Cy Late', '2026-11-25T12:00:00Z', {
          weekdays: [1, 3],
          time_from: '09:00:00',
          time_to: '12:00:00',
        }),
        entry(2, 'Bo Left', '2026-11-25T11:00:00Z', { status: 'left' }),
        entry(1, 'Ann First', '2026-11-25T10:00:00Z', { doctor_id: null, any_doctor: true }),
      ],
    });
    renderInLocale(<WaitlistPanel doctor={hart} visitTypes={[CONSULTATION]} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ann First (Any Cardiology doctor)',
      'Cy Late',
    ]);
    expect(rows[1]).toHaveTextContent(
      '2026-11-26 to 2026-12-10, Monday, Wednesday, between 09:00 and 12:00',
    );
    expect(rows[0]).toHaveTextContent('any day, any time');
  });

  it("names each entry's visit type and a family member's account where the clinic offers several types", async () => {
    answer({
      status: 200,
      body: [
        entry(1, 'Sam Lee', '2026-11-25T10:00:00Z', {
          visit_type_id: 'new-patient',
          visit_type_name: 'New patient visit',
          family_member_id: 12,
          family_member_name: 'Mia Lee',
        }),
        entry(2, 'Ann', '2026-11-25T11:00:00Z'),
      ],
    });
    const newPatient = { ...CONSULTATION, id: 'new-patient', name: 'New patient visit' };
    renderInLocale(<WaitlistPanel doctor={hart} visitTypes={[CONSULTATION, newPatient]} />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Patient', 'Visit', 'Days and times', 'Joined']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Mia Lee (account: Sam Lee)', 'New patient visit'],
      ['Ann', 'Consultation'],
    ]);
  });

  it('says when nobody is waiting', async () => {
    answer({ status: 200, body: [] });
    renderInLocale(<WaitlistPanel doctor={hart} visitTypes={[CONSULTATION]} />);
    expect(await screen.findByText(en.frontDesk.waitlistEmpty)).toBeInTheDocument();
  });
});

describe('FailedDeliveriesPanel', () => {
  it('lists reminders that did not arrive, with why', async () => {
    answer({
      status: 200,
      body: [
        {
          appointment_id: 41,
          offset_minutes: 1440,
          due_at: '2026-11-30T15:00:00Z',
          status: 'failed',
          attempts: 8,
          last_error: 'SMTP answered 550: mailbox unavailable',
          doctor_id: 1,
          doctor_name: 'Dr. Amelia Hart',
          patient_name: 'Ann',
          formatted_date: 'Tuesday, December 1, 2026 at 10:00 AM',
        },
      ],
    });
    renderInLocale(<FailedDeliveriesPanel />);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Ann');
    expect(row).toHaveTextContent('24 h before');
    expect(row).toHaveTextContent('Failed after the last try');
    expect(row).toHaveTextContent('SMTP answered 550: mailbox unavailable');
  });
});

describe('OfferPage', () => {
  const later = { id: 40, formatted_date: 'Friday, December 11, 2099 at 9:00 AM' };
  const offer = slotOfferRow({ later });

  beforeEach(() => {
    window.history.replaceState(null, '', '/offer/?token=tok-1');
  });

  it('shows the slot and books it only when the button is pressed', async () => {
    const calls = answer(
      { status: 200, body: offer },
      { status: 200, body: { appointment: { id: 90 }, rescheduled_from: 40 } },
      { status: 200, body: { ...offer, status: 'booked', appointment_id: 90 } },
    );
    renderInLocale(<OfferPage />);
    expect(await screen.findByText('Dr. Amelia Hart (Cardiology)')).toBeInTheDocument();
    expect(
      screen.getByText(formatMessage('en', 'offer.offerReplaces', { when: later.formatted_date })),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: en.offer.offerMove }));
    expect(
      await screen.findByText(formatMessage('en', 'offer.status', { status: 'booked' })),
    ).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'POST', body: { token: 'tok-1' } });
  });

  it('names the visit type and the family member an offer is for', async () => {
    answer({
      status: 200,
      body: {
        ...offer,
        visit_type_id: 'new-patient',
        visit_type_name: 'New patient visit',
        duration: 60,
        family_member_name: 'Mia Lee',
      },
    });
    renderInLocale(<OfferPage />);
    expect(await screen.findByText('New patient visit (60 minutes)')).toBeInTheDocument();
    expect(screen.getByText('Mia Lee')).toBeInTheDocument();
  });

  it('names no visit for a consultation, as the page always was', async () => {
    answer({
      status: 200,
      body: {
        ...offer,
        visit_type_id: 'consultation',
        visit_type_name: 'Consultation',
        duration: 30,
      },
    });
    renderInLocale(<OfferPage />);
    await screen.findByText('Dr. Amelia Hart (Cardiology)');
    expect(screen.queryByText(en.offer.offerVisit)).toBeNull();
    expect(screen.queryByText('Consultation (30 minutes)')).toBeNull();
  });

  it('says kindly that a taken slot is gone, with no button', async () => {
    answer({ status: 200, body: { ...offer, status: 'taken' } });
    renderInLocale(<OfferPage />);
    expect(
      await screen.findByText(formatMessage('en', 'offer.status', { status: 'taken' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the database's words when the slot was taken at the moment of booking", async () => {
    const taken =
      'Sorry, this time has just been taken by someone else. You are still on the waitlist, and we will e-mail you if another time opens.';
    answer(
      { status: 200, body: { ...offer, later: null } },
      { status: 409, body: { code: '23P01', message: taken, details: null, hint: null } },
    );
    renderInLocale(<OfferPage />);
    await userEvent.click(await screen.findByRole('button', { name: en.offer.offerBook }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });
});

describe('OfferPage in Spanish', () => {
  const later = { id: 40, formatted_date: 'Friday, December 11, 2099 at 9:00 AM' };
  const offer = slotOfferRow({ later: null });

  beforeEach(() => {
    window.history.replaceState(null, '', '/es/offer/?token=tok-1');
  });

  it('shows the slot in Spanish, books it, and links to the Spanish list', async () => {
    answer(
      { status: 200, body: { ...offer, later } },
      { status: 200, body: { appointment: { id: 90 }, rescheduled_from: 40 } },
      { status: 200, body: { ...offer, later, status: 'booked', appointment_id: 90 } },
    );
    renderInLocale(<OfferPage />, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: es.offer.offerTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(es.offer.offerDoctor)).toBeInTheDocument();
    expect(screen.getByText(es.offer.offerWhen).nextElementSibling).toHaveTextContent(
      formatMessage('es', 'offer.when', { start: new Date(offer.date_time) }),
    );
    await userEvent.click(screen.getByRole('button', { name: es.offer.offerMove }));
    expect(
      await screen.findByText(formatMessage('es', 'offer.status', { status: 'booked' })),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: es.offer.offerSeeAppointments })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo('/es/appointments/')),
    );
  });

  it('says a link without its token is incomplete, in Spanish', async () => {
    window.history.replaceState(null, '', '/es/offer/');
    renderInLocale(<OfferPage />, 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent(es.offer.offerNoToken);
  });
});
