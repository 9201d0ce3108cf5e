import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaitlistSection } from '@/components/appointments/waitlist/waitlist-section';
import type { User } from '@/lib/account';
import { CONSULTATION, type VisitType } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';
import type { WaitlistRequest } from '@/lib/appointments/waitlist/waitlist';
import { loadFamilyRepository, waitlistRepository } from '@/lib/repositories';
import { initialSessionState, useSessionStore } from '@/stores/account-store';
import { initialFamilyState, useFamilyStore } from '@/stores/family-store';
import { useWaitlistStore } from '@/stores/appointments-waitlist-store';
import { MIA_ROW, waitlistEntryRow } from '../../../support/fake-data-api';
import { CATALOGS, renderInLocale } from '../../../support/intl';

/** The section's English texts, the English catalog's (docs/languages.md#catalogs). */
const waitlistTexts = CATALOGS.en.waitlist;

/**
 * The patient's waitlist section with visit types and family members
 * (docs/waitlist.md#visit-types-and-family-members), in shared mode: the section and its stores
 * are real; the waitlist's and the family's repositories answer as the database does.
 */
jest.mock('@/lib/repositories', () => ({
  ...jest.requireActual('@/lib/repositories'),
  waitlistRepository: {},
  loadFamilyRepository: jest.fn(),
}));

// Typing into forms with userEvent takes seconds on a loaded machine, and so does each read:
// the waits for what a read brings allow that (docs/testing.md#on-a-busy-machine).
jest.setTimeout(30_000);
const READ = { timeout: 10_000 };

const type = (id: string, name: string, minutes: number, extra: Partial<VisitType> = {}) => ({
  ...CONSULTATION,
  id,
  name,
  durationMinutes: minutes,
  ...extra,
});
const SEVERAL_TYPES: VisitType[] = [
  CONSULTATION,
  type('new-patient', 'New patient visit', 60, {
    questions: [
      {
        id: 'first-visit',
        label: 'First visit here?',
        kind: 'yes-no',
        required: true,
        maxLength: 500,
      },
    ],
  }),
  type('skin-check', 'Skin check', 30, { specialties: ['Dermatology'] }),
];

const pat: User = { id: 7, name: 'Sam Lee', email: 'sam@example.com', role: 'patient' };
const mia = MIA_ROW;

/** The repositories answer with `types`, `members` and `entries`; joining is recorded. */
function install(types: VisitType[], members: (typeof mia)[], entries: object[] = []) {
  const join = jest.fn(async (request: WaitlistRequest) =>
    waitlistEntryRow(50, { doctor_id: request.doctorId }),
  );
  Object.assign(waitlistRepository as object, {
    entries: async () => entries,
    visitTypes: async () => types,
    join,
  });
  jest.mocked(loadFamilyRepository).mockResolvedValue({
    list: async () => members,
    onExternalChange: () => () => {},
  } as unknown as Awaited<ReturnType<typeof loadFamilyRepository>>);
  return join;
}

/** Renders the section on a page in `locale` as Pat and opens its join form. */
async function openForm(locale: Locale = 'en') {
  const texts = CATALOGS[locale].waitlist;
  act(() => useSessionStore.setState({ user: pat, loaded: true }));
  renderInLocale(<WaitlistSection />, locale);
  await userEvent.click(await screen.findByRole('button', { name: texts.openForm }, READ));
  return screen.getByRole('region', { name: texts.sectionTitle });
}

const optionsOf = (field: HTMLElement) =>
  within(field)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  useFamilyStore.setState(initialFamilyState);
  useWaitlistStore.setState({ entries: [], visitTypes: [] });
});

describe('WaitlistSection with visit types and family members', () => {
  it("asks what the visit is for and whom for, offers the type's doctors, and joins with both", async () => {
    const join = install(SEVERAL_TYPES, [mia]);
    const section = await openForm();
    const what = await within(section).findByLabelText('What is this visit for?', {}, READ);
    expect(optionsOf(what)).toEqual([
      'Consultation (30 minutes)',
      'New patient visit (60 minutes)',
      'Skin check (30 minutes)',
    ]);
    const who = await within(section).findByLabelText('Who is this visit for?', {}, READ);
    expect(optionsOf(who)).toEqual(['Me', 'Mia Lee']);

    await userEvent.selectOptions(what, 'skin-check');
    expect(optionsOf(within(section).getByLabelText(waitlistTexts.doctorLabel))).toEqual([
      '',
      'Dr. Rafael Moreno (Dermatology)',
      'Any Dermatology doctor',
    ]);
    await userEvent.selectOptions(what, 'new-patient');
    await userEvent.selectOptions(who, 'Mia Lee');
    await userEvent.selectOptions(
      within(section).getByLabelText(waitlistTexts.doctorLabel),
      'Dr. Amelia Hart (Cardiology)',
    );
    await userEvent.type(within(section).getByLabelText(waitlistTexts.timeFromLabel), '09:00');
    await userEvent.type(within(section).getByLabelText(waitlistTexts.timeToLabel), '09:45');
    await userEvent.type(within(section).getByLabelText(waitlistTexts.reasonLabel), 'First visit');
    await userEvent.click(
      within(within(section).getByRole('group', { name: 'First visit here?' })).getByLabelText(
        'Yes',
      ),
    );
    await userEvent.click(within(section).getByRole('button', { name: waitlistTexts.join }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'The time of day must span at least 60 minutes, from an earlier to a later time.',
    );
    expect(join).not.toHaveBeenCalled();

    await userEvent.clear(within(section).getByLabelText(waitlistTexts.timeToLabel));
    await userEvent.type(within(section).getByLabelText(waitlistTexts.timeToLabel), '10:00');
    await userEvent.click(within(section).getByRole('button', { name: waitlistTexts.join }));
    expect(await within(section).findByText(waitlistTexts.joined, {}, READ)).toBeInTheDocument();
    expect(join).toHaveBeenCalledWith(
      expect.objectContaining({
        doctorId: 1,
        visitTypeId: 'new-patient',
        familyMemberId: 12,
        intakeAnswers: { 'first-visit': true },
        timeFrom: '09:00',
        timeTo: '10:00',
      }),
    );
  });

  it('clears a doctor who does not offer the newly chosen type', async () => {
    install(SEVERAL_TYPES, []);
    const section = await openForm();
    const doctor = within(section).getByLabelText(waitlistTexts.doctorLabel);
    await userEvent.selectOptions(doctor, 'Dr. Amelia Hart (Cardiology)');
    await userEvent.selectOptions(
      await within(section).findByLabelText('What is this visit for?', {}, READ),
      'skin-check',
    );
    expect(within(section).getByLabelText(waitlistTexts.doctorLabel)).toHaveValue('');
  });

  it('lists an entry with its type and the family member it is for', async () => {
    install(
      SEVERAL_TYPES,
      [],
      [
        waitlistEntryRow(3, {
          visit_type_id: 'new-patient',
          visit_type_name: 'New patient visit',
          family_member_id: 12,
          family_member_name: 'Mia Lee',
        }),
      ],
    );
    await openForm();
    expect(await screen.findByTestId('waitlist-entry', {}, READ)).toHaveTextContent(
      'Dr. Amelia Hart — New patient visit — for Mia Lee — 2026-11-26 to 2026-12-10, any day, any time',
    );
  });

  it('asks neither for the default clinic and an account without family members', async () => {
    const join = install([CONSULTATION], [], [waitlistEntryRow(3)]);
    const section = await openForm();
    expect(await screen.findByTestId('waitlist-entry', {}, READ)).toHaveTextContent(
      'Dr. Amelia Hart — 2026-11-26 to 2026-12-10, any day, any time',
    );
    expect(within(section).queryByLabelText('What is this visit for?')).toBeNull();
    expect(within(section).queryByLabelText('Who is this visit for?')).toBeNull();
    expect(within(section).queryByRole('group', { name: 'Questions from the clinic' })).toBeNull();
    await userEvent.selectOptions(
      within(section).getByLabelText(waitlistTexts.doctorLabel),
      'Dr. Amelia Hart (Cardiology)',
    );
    await userEvent.type(within(section).getByLabelText(waitlistTexts.reasonLabel), 'Check-up');
    await userEvent.click(within(section).getByRole('button', { name: waitlistTexts.join }));
    await within(section).findByText(waitlistTexts.joined, {}, READ);
    expect(join).toHaveBeenCalledWith(
      expect.objectContaining({
        visitTypeId: 'consultation',
        familyMemberId: null,
        intakeAnswers: {},
      }),
    );
  });
});

describe('WaitlistSection on a Spanish page (docs/languages.md#catalogs)', () => {
  const es = CATALOGS.es.waitlist;

  it('lists an entry in Spanish: its doctor, person, days, weekdays, times and status', async () => {
    install(
      SEVERAL_TYPES,
      [],
      [
        waitlistEntryRow(3, {
          any_doctor: true,
          doctor_id: null,
          doctor_name: null,
          family_member_id: 12,
          family_member_name: 'Mia Lee',
          weekdays: [1, 3],
          time_from: '09:00:00',
          time_to: '12:00:00',
        }),
      ],
    );
    const section = await openForm('es');
    const entry = await screen.findByTestId('waitlist-entry', {}, READ);
    expect(entry).toHaveTextContent(
      'Cualquier médico de Cardiology — Consultation — para Mia Lee — del 2026-11-26 al 2026-12-10, lunes, miércoles, entre las 09:00 y las 12:00 En espera',
    );
    expect(within(entry).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Su lista de espera' })).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'miércoles' })).toBeInTheDocument();
    expect(within(section).getByLabelText('¿Para qué es esta consulta?')).toBeInTheDocument();
  });

  it("writes the check's refusals in Spanish and joins", async () => {
    const join = install([CONSULTATION], []);
    const section = await openForm('es');
    expect(within(section).getByText(es.noEntries)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: es.join }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Elija un médico o una especialidad.',
    );
    await userEvent.selectOptions(
      within(section).getByLabelText('Médico'),
      'Cualquier médico de Cardiology',
    );
    await userEvent.type(within(section).getByLabelText(es.timeFromLabel), '09:00');
    await userEvent.type(within(section).getByLabelText(es.timeToLabel), '09:15');
    await userEvent.click(within(section).getByRole('button', { name: es.join }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'El horario debe abarcar al menos 30 minutos, de una hora más temprana a una más tardía.',
    );
    await userEvent.clear(within(section).getByLabelText(es.timeToLabel));
    await userEvent.type(within(section).getByLabelText(es.timeToLabel), '10:00');
    await userEvent.click(within(section).getByRole('button', { name: es.join }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'El motivo de la consulta es obligatorio.',
    );
    await userEvent.type(within(section).getByLabelText('Motivo de la consulta'), 'Control');
    await userEvent.click(within(section).getByRole('button', { name: es.join }));
    expect(await within(section).findByText(es.joined, {}, READ)).toBeInTheDocument();
    expect(join).toHaveBeenCalledWith(expect.objectContaining({ specialty: 'Cardiology' }));
    expect(section).not.toHaveTextContent(/waitlist|Choose|Doctor/);
  });
});
