import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FrontDeskPage } from '@/components/appointments/front-desk/front-desk-page';
import { useDeskTexts } from '@/components/appointments/front-desk/use-desk-texts';
import { describeWindow } from '@/lib/appointments/waitlist';
import {
  clinicToday,
  type DeskData,
  DeskRefusalError,
  shiftDay,
  type StaffBookingInput,
} from '@/lib/appointments/front-desk/front-desk';
import { deskAppointmentOf } from '@/lib/appointments/front-desk/shared-front-desk';
import { clinicDayKey, clinicInstant, formatSlotDay } from '@/lib/clinic';
import { visitTypesFromRows } from '@/lib/clinic/visit-type-schema';
import { messages, UserFacingError } from '@/lib/errors/messages';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { initialSessionState, useSessionStore } from '@/stores/account-store';
import { initialFrontDeskState, useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { samLeeVisitRow, visitTypeRow } from '../../../support/fake-data-api';
import { IntlWrapper, renderInLocale } from '../../../support/intl';
import { formatMessage } from '../../../support/messages';
import { DESK_STAFF, installFrontDesk } from '../../../support/front-desk';
import {
  TWO_DOCTORS as DOCTORS,
  TWO_DOCTORS_ALL_WEEK as HOURS,
} from '../../../support/working-hours';

/*
 * The front desk in both languages (docs/languages.md#catalogs, docs/front-desk.md): its texts
 * from the catalogs' `frontDesk`, English word for word as /schedule always wrote them, Spanish on
 * /es/schedule/, with clinic days in the catalog's form and clocks in the 24-hour form of both.
 */

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));
jest.mock('@/lib/config/env', () => jest.requireActual('../../../support/shared-mode-env').env);
jest.mock('@/lib/repositories', () => ({
  ...jest.requireActual('@/lib/repositories'),
  frontDesk: {},
  waitlistRepository: {},
}));

// Typing with userEvent and drawing the grid take seconds on a loaded machine.
jest.setTimeout(30_000);
const READ = { timeout: 10_000 };

/** Thursday 26 November 2026, 09:00 in the clinic (America/New_York). */
const THURSDAY_NINE = new Date('2026-11-26T14:00:00Z');

function textsIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlWrapper locale={locale}>{children}</IntlWrapper>
  );
  return renderHook(() => useDeskTexts(), { wrapper }).result.current;
}

const ENTRY = {
  id: 1,
  first_day: '2026-11-26',
  last_day: '2026-12-10',
  weekdays: [1, 3],
  time_from: '09:00:00',
  time_to: '12:00:00',
} as Parameters<typeof describeWindow>[0];

describe("the front desk's texts", () => {
  it('write English as /schedule always did', () => {
    const texts = textsIn('en');
    expect(texts.title).toBe('Schedule');
    expect(texts.day(THURSDAY_NINE)).toBe('Thursday 26 November');
    expect(texts.slotDay(THURSDAY_NINE)).toBe(formatSlotDay(THURSDAY_NINE));
    expect(texts.affectedTitle(1)).toBe('1 appointment falls in it');
    expect(texts.affectedTitle(3)).toBe('3 appointments fall in it');
    expect(texts.cancelAffected(2)).toBe('Cancel 2 appointments');
    expect(texts.affectedCanceled(1)).toBe('Canceled 1 appointment; each patient was e-mailed.');
    expect(texts.timeOff(null)).toBe('Time off');
    expect(texts.timeOff('Course')).toBe('Time off: Course');
    expect(texts.status.no_show).toBe('No-show');
    expect(texts.attendance.arrived).toBe('Arrived');
    expect(texts.canceled('Sam Lee')).toBe(
      "Canceled Sam Lee's appointment; the patient was e-mailed.",
    );
    expect(texts.auditWho('staff', 12)).toBe('staff #12');
    expect(texts.auditWho('owner', null)).toBe('owner');
    expect(texts.auditWhat('insert', 'appointments', 5)).toBe('insert appointments #5');
    expect(texts.failedLead(1440)).toBe('24 h before');
    expect(texts.failedLead(90)).toBe('90 min before');
    expect(texts.failedStatus.skipped).toBe('Not sent: the visit had begun');
    expect(texts.waitlistWindowOf(ENTRY)).toBe(describeWindow(ENTRY));
    expect(texts.visitTypeOption('New patient visit', 60)).toBe('New patient visit (60 minutes)');
  });

  it('write Spanish with clinic days in Spanish and the same 24-hour clocks', () => {
    const texts = textsIn('es');
    expect(texts.title).toBe('Agenda');
    expect(texts.day(THURSDAY_NINE)).toBe('jueves, 26 de noviembre');
    expect(texts.slotDay(THURSDAY_NINE)).toBe('jueves, 26 de noviembre, 09:00');
    expect(texts.affectedTitle(1)).toBe('1 cita cae en este período');
    expect(texts.affectedCanceled(2)).toBe(
      'Se cancelaron 2 citas; se avisó a cada paciente por correo electrónico.',
    );
    expect(texts.status.scheduled).toBe('Reservada');
    expect(texts.auditWho('staff', 12)).toBe('personal n.º 12');
    expect(texts.failedLead(120)).toBe('2 h antes');
    expect(texts.waitlistWindowOf(ENTRY)).toBe(
      'del 2026-11-26 al 2026-12-10, lunes, miércoles, entre las 09:00 y las 12:00',
    );
  });

  it("show a database refusal's own sentence in English and its code's text in Spanish", () => {
    const refusal = new DeskRefusalError('The doctor is not available at that time.', '23514');
    expect(textsIn('en').errorOf(refusal)).toBe('The doctor is not available at that time.');
    expect(textsIn('es').errorOf(refusal)).toBe(
      formatMessage('es', 'frontDesk.refusal', { code: '23514' }),
    );
    expect(textsIn('es').errorOf(new DeskRefusalError('Unheard of.', 'XX000'))).toBe(
      es.frontDesk.failed,
    );
    // The English key is the site's own text, which English pages show from lib/errors.
    expect(en.frontDesk.serverUnreachable).toBe(messages.serverUnreachable);
    const offline = new UserFacingError(messages.serverUnreachable);
    expect(textsIn('en').errorOf(offline)).toBe(messages.serverUnreachable);
    expect(textsIn('es').errorOf(offline)).toBe(es.frontDesk.serverUnreachable);
  });
});

const TYPES = visitTypesFromRows([visitTypeRow('consultation', 'Consultation', 30)]);
const sam = { id: 7, name: 'Sam Lee', email: 'sam@example.com', claimed: true };

/** The desk's repository as the database answers: Sam Lee at 10:00, doctor 1 free at 15:00. */
function installDesk(book: (input: StaffBookingInput) => Promise<unknown>) {
  const desk = {
    readDays: jest.fn(async (from: Date): Promise<DeskData> => {
      const day = clinicDayKey(from);
      return {
        doctors: DOCTORS,
        hours: HOURS,
        appointments: [
          deskAppointmentOf(samLeeVisitRow(41, clinicInstant(day, 10 * 60).toISOString()), TYPES),
        ],
        timeOff: [],
        closures: [],
        visitTypes: TYPES,
        visitTypeId: 'consultation',
        free: new Set([`1|${clinicInstant(day, 15 * 60).getTime()}`]),
      };
    }),
    findPatients: jest.fn(async () => [sam]),
    book: jest.fn(book),
  };
  installFrontDesk(desk);
  return desk;
}

const staff = DESK_STAFF;

/** /es/schedule/ as staff, on tomorrow's clinic day (so 15:00 is still to come). */
async function openSpanishDesk() {
  act(() => useSessionStore.setState({ user: staff, loaded: true }));
  renderInLocale(<FrontDeskPage />, 'es');
  await screen.findByRole('table', {}, READ);
  const day = shiftDay(clinicToday(), 1);
  fireEvent.change(screen.getByLabelText(es.frontDesk.dateLabel), { target: { value: day } });
  await screen.findByRole('button', { name: `Reservar con Dr. Amelia Hart el ${day} 15:00` }, READ);
  return day;
}

/** English catalog sentences of the desk (longer than a word) that `text` contains. */
function englishIn(text: string): string[] {
  return Object.entries(en.frontDesk)
    .filter(([key, english]) => !english.includes('{') && english !== es.frontDesk[key as 'title'])
    .map(([, english]) => english)
    .filter((english) => english.length > 12 && text.includes(english));
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, loaded: false });
  useFrontDeskStore.setState(initialFrontDeskState);
});

describe('/es/schedule/', () => {
  it('shows the day in Spanish: heading, caption, 24-hour rows, statuses and free starts', async () => {
    installDesk(async () => {
      throw new Error('not booked here');
    });
    const day = await openSpanishDesk();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agenda');
    const table = screen.getByRole('table');
    expect(within(table).getByText(/^Citas del /)).toHaveTextContent(
      `Citas del ${textsIn('es').day(clinicInstant(day, 12 * 60))}`,
    );
    expect(within(table).getByRole('rowheader', { name: '10:00' })).toBeVisible();
    expect(within(table).getByText('Reservada')).toBeVisible();
    expect(within(table).getAllByText('Libre').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Días mostrados' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Día siguiente' })).toBeVisible();
    expect(englishIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('books for a patient who phones, in Spanish, and names a refusal by its code', async () => {
    let refuse = true;
    const desk = installDesk(async (input) => {
      if (refuse) throw new DeskRefusalError('The doctor is not available at that time.', '23514');
      return {
        appointment: deskAppointmentOf(
          samLeeVisitRow(90, input.start.toISOString(), { reason: input.reason }),
          TYPES,
        ),
        patient: sam,
        claim: null,
      };
    });
    const day = await openSpanishDesk();
    await userEvent.click(
      screen.getByRole('button', { name: `Reservar con Dr. Amelia Hart el ${day} 15:00` }),
    );
    const panel = screen.getByRole('region', { name: es.frontDesk.bookTitle });
    await userEvent.click(within(panel).getByRole('button', { name: es.frontDesk.bookButton }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(es.frontDesk.needPatient);

    await userEvent.type(within(panel).getByLabelText(es.frontDesk.findLabel), 'Sam');
    await userEvent.click(within(panel).getByRole('button', { name: es.frontDesk.findButton }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Elegir a Sam Lee' }));
    await userEvent.type(within(panel).getByLabelText(es.frontDesk.visitReason), 'Tos');
    await userEvent.click(within(panel).getByRole('button', { name: es.frontDesk.bookButton }));
    expect(await within(panel).findByRole('alert', {}, READ)).toHaveTextContent(
      formatMessage('es', 'frontDesk.refusal', { code: '23514' }),
    );
    // Nothing typed is lost.
    expect(within(panel).getByLabelText(es.frontDesk.visitReason)).toHaveValue('Tos');

    refuse = false;
    await userEvent.click(within(panel).getByRole('button', { name: es.frontDesk.bookButton }));
    const when = textsIn('es').slotDay(clinicInstant(day, 15 * 60));
    expect(
      await screen.findByText(`Se reservó una cita para Sam Lee el ${when}.`, {}, READ),
    ).toBeVisible();
    expect(desk.book).toHaveBeenCalledTimes(2);
  });
});
