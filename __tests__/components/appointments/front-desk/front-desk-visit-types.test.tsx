import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInLocale } from '../../../support/intl';
import { DESK_STAFF, installFrontDesk } from '../../../support/front-desk';
import {
  TWO_DOCTORS as DOCTORS,
  TWO_DOCTORS_ALL_WEEK as HOURS,
} from '../../../support/working-hours';
import userEvent from '@testing-library/user-event';
import { FrontDeskPage } from '@/components/appointments/front-desk/front-desk-page';
import type { User } from '@/lib/account';
import { clinicDayKey, clinicInstant } from '@/lib/clinic';
import { visitTypesFromRows } from '@/lib/clinic/visit-type-schema';
import type { DeskData, StaffBookingInput } from '@/lib/appointments/front-desk/front-desk';
import { deskAppointmentOf } from '@/lib/appointments/front-desk/shared-front-desk';
import en from '@/messages/en.json';
import { loadFamilyRepository } from '@/lib/repositories';
import { initialSessionState, useSessionStore } from '@/stores/account-store';
import {
  samLeeVisitRow,
  MIA_ROW,
  SKIN_CHECK_QUESTIONS,
  visitTypeRow,
} from '../../../support/fake-data-api';
import { initialFrontDeskState, useFrontDeskStore } from '@/stores/appointments-front-desk-store';

/** The front desk's English texts, /schedule's words (docs/languages.md#catalogs). */
const frontDeskTexts = en.frontDesk;

/**
 * What staff and doctors see at /schedule with visit types and family members
 * (docs/front-desk.md#visit-types-and-family-members), in shared mode: the page, its store and
 * its components are real; the desk's repository is a stand-in answering as the database does.
 */
jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));
jest.mock('@/lib/config/env', () => jest.requireActual('../../../support/shared-mode-env').env);
jest.mock('@/lib/repositories', () => {
  const actual = jest.requireActual('@/lib/repositories');
  return {
    ...actual,
    frontDesk: {},
    waitlistRepository: {},
    loadFamilyRepository: jest.fn(),
  };
});

// Typing into forms with userEvent takes seconds on a loaded machine, and so does drawing the
// grid: each wait for what a read brings allows that (docs/testing.md#on-a-busy-machine).
jest.setTimeout(30_000);
const READ = { timeout: 10_000 };

const typeRow = visitTypeRow;

const CONSULTATION_ROW = typeRow('consultation', 'Consultation', 30);
const SEVERAL_TYPES = visitTypesFromRows([
  CONSULTATION_ROW,
  typeRow('new-patient', 'New patient visit', 60, {
    buffer_minutes: 10,
    questions: [
      { id: 'allergies', label: 'Any allergies?', kind: 'text', required: false, maxLength: 200 },
      { id: 'first-visit', label: 'First visit here?', kind: 'yes-no', required: true },
    ],
  }),
  typeRow('skin-check', 'Skin check', 30, {
    specialties: ['Dermatology'],
    instructions: 'Come without make-up.',
    // Its text and its yes-no question.
    questions: SKIN_CHECK_QUESTIONS.slice(0, 2),
  }),
]);

const sam = { id: 7, name: 'Sam Lee', email: 'sam@example.com', claimed: true };
const mia = MIA_ROW;

/** A staff row of api.appointments with doctor 1 at 10:00 clinic time on `day`. */
const visitRow = (day: string, extra: Record<string, unknown> = {}) =>
  samLeeVisitRow(41, clinicInstant(day, 10 * 60).toISOString(), extra);

const MIAS_NEW_PATIENT_VISIT = {
  duration: 60,
  reason: 'First visit',
  visit_type_id: 'new-patient',
  visit_type_name: 'New patient visit',
  family_member_id: 12,
  family_member_name: 'Mia Lee',
  intake_answers: { 'first-visit': true, allergies: 'Penicillin' },
};

/**
 * The desk's repository as the database would answer: the clinic's `types`, the visit `visit`
 * on the first day asked for, and free starts of each type (doctor 2 at 14:00 for a skin check,
 * doctor 1 at 15:00 for the others).
 */
function installDesk(
  types = SEVERAL_TYPES,
  visit: Record<string, unknown> = MIAS_NEW_PATIENT_VISIT,
) {
  const desk = {
    readDays: jest.fn(async (from: Date, to: Date, visitTypeId = 'consultation') => {
      const day = clinicDayKey(from);
      const data: DeskData = {
        doctors: DOCTORS,
        hours: HOURS,
        appointments: [deskAppointmentOf(visitRow(day, visit), types)],
        timeOff: [],
        closures: [],
        visitTypes: types,
        visitTypeId,
        free: new Set([
          visitTypeId === 'skin-check'
            ? `2|${clinicInstant(day, 14 * 60).getTime()}`
            : `1|${clinicInstant(day, 15 * 60).getTime()}`,
        ]),
      };
      return data;
    }),
    findPatients: jest.fn(async () => [sam]),
    book: jest.fn(async (input: StaffBookingInput) => ({
      appointment: deskAppointmentOf(
        visitRow(clinicDayKey(input.start), { id: 90, date_time: input.start.toISOString() }),
        types,
      ),
      patient: sam,
      claim: null,
    })),
  };
  installFrontDesk(desk);
  jest.mocked(loadFamilyRepository).mockResolvedValue({
    list: async (account: User) => (account.id === 7 ? [mia] : []),
  } as unknown as Awaited<ReturnType<typeof loadFamilyRepository>>);
  return desk;
}

const staff = DESK_STAFF;
const doctorHart: User = {
  id: 4,
  name: 'Amelia Hart',
  email: 'hart@example.com',
  role: 'doctor',
  doctor_id: 1,
};

async function openDesk(user: User) {
  act(() => useSessionStore.setState({ user, loaded: true }));
  renderInLocale(<FrontDeskPage />);
  return screen.findByRole('table', {}, READ);
}

/** The grid's cell (`td`) that holds the visit whose button is named `person`. */
const cellOf = (person: string) => screen.getByRole('button', { name: person }).closest('td')!;

/** The grid's row whose time reads `time` ('10:30'). */
const rowAt = (table: HTMLElement, time: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent === time)!;

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, loaded: false });
  useFrontDeskStore.setState(initialFrontDeskState);
});

describe('/schedule with visit types and family members', () => {
  it("draws a family member's 60-minute visit two half-hour rows tall, naming the person, the account holder and the type", async () => {
    installDesk();
    const table = await openDesk(staff);
    const cell = cellOf('Mia Lee');
    expect(cell).toHaveAttribute('rowspan', '2');
    expect(cell).toHaveTextContent('Account: Sam Lee');
    expect(cell).toHaveTextContent('New patient visit, 10:00–11:00');
    expect(cell).toHaveTextContent('First visit');
    // The 10:30 row has Dr. Moreno's cell only: Dr. Hart's is the visit above, spanning it.
    expect(within(rowAt(table, '10:30')).getAllByRole('cell')).toHaveLength(1);
    expect(within(rowAt(table, '11:00')).getAllByRole('cell')).toHaveLength(2);
  });

  it('draws it two rows tall in the week view too, with its type', async () => {
    const desk = installDesk();
    await openDesk(staff);
    await userEvent.selectOptions(screen.getByLabelText(frontDeskTexts.viewLabel), 'week');
    await screen.findByText(/week of/, {}, READ);
    expect(desk.readDays).toHaveBeenLastCalledWith(
      expect.any(Date),
      expect.any(Date),
      'consultation',
    );
    const cell = cellOf('Mia Lee');
    expect(cell).toHaveAttribute('rowspan', '2');
    expect(cell).toHaveTextContent('New patient visit, 10:00–11:00');
  });

  it("shows the free starts of the chosen type and books it for a family member, asking the type's questions", async () => {
    const desk = installDesk();
    await openDesk(staff);
    const freeFor = screen.getByLabelText(frontDeskTexts.freeForLabel);
    expect(
      within(freeFor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Consultation (30 minutes)',
      'New patient visit (60 minutes)',
      'Skin check (30 minutes)',
    ]);
    await userEvent.selectOptions(freeFor, 'skin-check');
    const day = clinicDayKey(desk.readDays.mock.calls.at(-1)![0]);
    expect(desk.readDays).toHaveBeenLastCalledWith(
      expect.any(Date),
      expect.any(Date),
      'skin-check',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: `Book Dr. Rafael Moreno at ${day} 14:00` }, READ),
    );

    const panel = screen.getByRole('region', { name: frontDeskTexts.bookTitle });
    expect(panel).toHaveTextContent('Skin check, 30 minutes');
    expect(panel).toHaveTextContent('Before the visit: Come without make-up.');
    await userEvent.type(within(panel).getByLabelText(frontDeskTexts.findLabel), 'Sam');
    await userEvent.click(within(panel).getByRole('button', { name: frontDeskTexts.findButton }));
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Choose Sam Lee' }, READ),
    );
    const person = await within(panel).findByLabelText('Who is this visit for?', {}, READ);
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sam Lee (account holder)', 'Mia Lee']);
    await userEvent.selectOptions(person, 'Mia Lee');
    const where = within(panel).getByLabelText('Where is the spot?');
    expect(where).toHaveAttribute('maxlength', '200');
    await userEvent.type(where, ' Left arm ');
    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'Has the spot changed?' })).getByLabelText(
        'Yes',
      ),
    );
    await userEvent.type(within(panel).getByLabelText(frontDeskTexts.visitReason), 'Mole');
    await userEvent.click(within(panel).getByRole('button', { name: frontDeskTexts.bookButton }));

    expect(await screen.findByText(/^Booked Mia Lee for /, {}, READ)).toBeInTheDocument();
    expect(desk.book).toHaveBeenCalledWith({
      doctorId: 2,
      start: clinicInstant(day, 14 * 60),
      reason: 'Mole',
      patient: { id: 7 },
      visitTypeId: 'skin-check',
      familyMemberId: 12,
      intakeAnswers: { 'spot-location': 'Left arm', 'spot-changed': true },
    });
  });

  it('asks for a required answer before booking, keeping what was typed', async () => {
    const desk = installDesk();
    await openDesk(staff);
    await userEvent.selectOptions(
      screen.getByLabelText(frontDeskTexts.freeForLabel),
      'new-patient',
    );
    const day = clinicDayKey(desk.readDays.mock.calls.at(-1)![0]);
    await userEvent.click(
      await screen.findByRole('button', { name: `Book Dr. Amelia Hart at ${day} 15:00` }, READ),
    );
    const panel = screen.getByRole('region', { name: frontDeskTexts.bookTitle });
    await userEvent.type(within(panel).getByLabelText('Any allergies? (optional)'), 'None');
    await userEvent.type(within(panel).getByLabelText(frontDeskTexts.nameLabel), 'Jo New');
    await userEvent.type(within(panel).getByLabelText(frontDeskTexts.emailLabel), 'jo@example.com');
    await userEvent.type(within(panel).getByLabelText(frontDeskTexts.visitReason), 'New');
    await userEvent.click(within(panel).getByRole('button', { name: frontDeskTexts.bookButton }));
    expect(await within(panel).findByRole('alert', {}, READ)).toHaveTextContent(
      'Answer “First visit here?”.',
    );
    expect(within(panel).getByLabelText('Any allergies? (optional)')).toHaveValue('None');
    expect(within(panel).queryByLabelText('Who is this visit for?')).toBeNull();
    expect(desk.book).not.toHaveBeenCalled();

    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'First visit here?' })).getByLabelText('No'),
    );
    await userEvent.click(within(panel).getByRole('button', { name: frontDeskTexts.bookButton }));
    await waitFor(() => expect(desk.book).toHaveBeenCalledTimes(1));
    expect(desk.book.mock.calls[0]![0]).toMatchObject({
      patient: { name: 'Jo New', email: 'jo@example.com' },
      visitTypeId: 'new-patient',
      familyMemberId: null,
      intakeAnswers: { allergies: 'None', 'first-visit': false },
    });
  });

  it.each([
    ['staff', staff],
    ['the visit’s doctor', doctorHart],
  ])(
    'shows %s an opened visit’s type, person, account holder and intake answers',
    async (_, user) => {
      installDesk();
      await openDesk(user);
      await userEvent.click(screen.getByRole('button', { name: 'Mia Lee' }));
      const panel = screen.getByRole('region', { name: /^Mia Lee, / });
      const terms = within(panel)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(terms).toEqual([
        'Visit type: New patient visit, 60 minutes',
        'For: Mia Lee',
        'Account holder: Sam Lee (sam@example.com)',
        'Any allergies?: Penicillin',
        'First visit here?: Yes',
      ]);
      expect(within(panel).getByRole('heading', { name: 'Intake answers' })).toBeInTheDocument();
    },
  );

  it("is the page it was for the default clinic's consultations of account holders", async () => {
    installDesk(visitTypesFromRows([CONSULTATION_ROW]), {});
    await openDesk(staff);
    expect(screen.queryByLabelText(frontDeskTexts.freeForLabel)).toBeNull();
    const cell = cellOf('Sam Lee');
    expect(cell).not.toHaveAttribute('rowspan');
    expect(cell.textContent).toBe('Sam LeeCheck-upBooked');
    await userEvent.click(screen.getByRole('button', { name: 'Sam Lee' }));
    expect(screen.queryByRole('term')).toBeNull();
  });
});
