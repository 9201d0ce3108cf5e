import '../../../support/as-example-clinic';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../support/intl';
import userEvent from '@testing-library/user-event';
import { AppointmentList } from '@/components/appointments/booking/appointment-list';
import { BookingForm } from '@/components/appointments/booking/booking-form';
import { bookingMessages } from '@/lib/appointments/booking/texts';
import { mockRouter } from '../../../support/next-navigation';
import { clinicTime } from '../../../support/clinic-time';
import {
  appointmentAt,
  installResizeObserver,
  pat,
  resetStores,
  seedAppointments,
  seedSession,
  storedJson,
  writeStored,
} from '../../../support/component-helpers';
import { detailIn } from '../../../support/queries';

// This build's clinic file is the example one (docs/visit-types.md#the-example-clinic): four
// visit types on a 15-minute grid. The form asks what the visit is for first.

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

// The calendar counts the free times of every day of its month on each render; give it room.
jest.setTimeout(30_000);

beforeAll(installResizeObserver);

beforeEach(() => {
  // Wednesday 25 November 2026, 08:00 clinic time.
  jest.useFakeTimers({ now: clinicTime(2026, 10, 25, 8, 0) });
  resetStores();
  jest.clearAllMocks();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const typeSelect = () => screen.getByRole('combobox', { name: 'What is this visit for?' });
const doctorSelect = () => screen.getByRole('combobox', { name: 'Doctor' });
const doctorOptions = () =>
  within(doctorSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);
const timesGroup = () => screen.getByRole('group', { name: /^Free times on / });
const offeredTimes = () =>
  within(timesGroup())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const checkedTime = () =>
  within(timesGroup())
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.closest('label')?.textContent;

/** Renders the form and lets the 1 s doctor delay pass. */
async function renderForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await act(async () => {
    renderInLocale(<BookingForm patient={pat} />);
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  return user;
}

/** Chooses the visit type and the doctor, and waits for the doctor's free times. */
async function choose(user: ReturnType<typeof userEvent.setup>, type: string, doctor: string) {
  await user.selectOptions(typeSelect(), type);
  await user.selectOptions(doctorSelect(), doctor);
  await screen.findByRole('group', { name: 'Days with free times' });
}

describe('the booking form of a clinic with several visit types', () => {
  it('asks what the visit is for first, and waits for it before the doctor', async () => {
    await renderForm();
    const fields = screen.getAllByRole('combobox');
    expect(fields[0]).toBe(typeSelect());
    expect(
      within(typeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a visit type',
      'New patient visit (60 minutes)',
      'Follow-up (15 minutes)',
      'Child vaccination (15 minutes)',
      'Skin check (30 minutes)',
    ]);
    expect(doctorSelect()).toBeDisabled();
    expect(
      screen.getAllByText('Choose what the visit is for to see its doctors and free times.')[0],
    ).toBeVisible();
  });

  it('shows the length and instructions, and only the doctors who offer the type', async () => {
    const user = await renderForm();
    await user.selectOptions(typeSelect(), 'Skin check (30 minutes)');
    expect(screen.getByText('This visit lasts 30 minutes.')).toBeInTheDocument();
    expect(
      screen.getByText(/Please come without make-up, nail polish or self-tan/),
    ).toBeInTheDocument();
    expect(doctorSelect()).toBeEnabled();
    expect(doctorOptions()).toEqual(['Select a doctor', 'Dr. Rafael Moreno — Dermatology']);

    await user.selectOptions(typeSelect(), 'Follow-up (15 minutes)');
    expect(screen.getByText('This visit lasts 15 minutes.')).toBeInTheDocument();
    expect(doctorOptions()).toHaveLength(6);
  });

  it('offers only the starts a 60-minute visit fits, on the quarter hours', async () => {
    const user = await renderForm();
    await choose(user, 'New patient visit (60 minutes)', 'Dr. Amelia Hart — Cardiology');
    expect(timesGroup()).toHaveAccessibleName('Free times on Wednesday 25 November');
    expect(checkedTime()).toBe('09:00');
    const times = offeredTimes();
    expect(times.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(times.at(-1)).toBe('16:00');
    expect(times).toHaveLength(29);
  });

  it('chooses the first free time again for the new type, keeping a doctor who offers it', async () => {
    const user = await renderForm();
    await choose(user, 'Skin check (30 minutes)', 'Dr. Rafael Moreno — Dermatology');
    await user.selectOptions(typeSelect(), 'Child vaccination (15 minutes)');
    // Dr. Moreno does not vaccinate children: the doctor is chosen again.
    expect(doctorSelect()).toHaveDisplayValue('Select a doctor');
    expect(doctorOptions()).toEqual(['Select a doctor', 'Dr. Samuel Okafor — Family Medicine']);

    await user.selectOptions(doctorSelect(), 'Dr. Samuel Okafor — Family Medicine');
    // 24 hours' notice from Wednesday 08:00: the first free time is Thursday's first.
    expect(await screen.findByText('First free: Thursday 26 November, 09:00')).toBeInTheDocument();
    expect(timesGroup()).toHaveAccessibleName('Free times on Thursday 26 November');

    await user.selectOptions(typeSelect(), 'Follow-up (15 minutes)');
    expect(doctorSelect()).toHaveDisplayValue('Dr. Samuel Okafor — Family Medicine');
    expect(await screen.findByText('First free: Wednesday 25 November, 09:00')).toBeInTheDocument();
  });

  it('names a missing visit type first, on its field', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    const alert = screen
      .getAllByRole('alert')
      .find((candidate) => candidate.textContent === bookingMessages.visitTypeRequired);
    expect(alert).toBeDefined();
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(typeSelect()).toHaveFocus();
  });

  it('stores the visit with its type and length', async () => {
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await renderForm();
    await choose(user, 'New patient visit (60 minutes)', 'Dr. Amelia Hart — Cardiology');
    await user.type(screen.getByRole('textbox', { name: 'Reason for visit' }), 'First visit');
    await user.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(storedJson('appointments')).toEqual([
      expect.objectContaining({
        doctor_id: 1,
        date_time: clinicTime(2026, 10, 25, 9, 0).toISOString(),
        duration: 60,
        visitTypeId: 'new-patient',
        reason: 'First visit',
      }),
    ]);
    expect(mockRouter.push).toHaveBeenCalledWith('/appointments/');
  });
});

/** Pat's children, as /family keeps them stored (docs/family-members.md#in-local-mode). */
const mia = {
  id: 1_764_000_000_001,
  account_id: pat.id,
  name: 'Mia Lee',
  date_of_birth: '2018-03-04',
  relationship: 'child',
  created_at: '2026-11-01T12:00:00.000Z',
};
const noah = { ...mia, id: 1_764_000_000_002, name: 'Noah Lee', date_of_birth: '2020-06-01' };

const personSelect = () => screen.getByRole('combobox', { name: 'Who is this visit for?' });
const schedule = () => screen.getByRole('button', { name: 'Schedule Appointment' });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** Types a reason, presses Schedule and lets the save run. */
async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Reason for visit' }), 'Check');
  await user.click(schedule());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('booking for a family member (docs/family-members.md#booking-for-a-family-member)', () => {
  beforeEach(() => jest.spyOn(window, 'alert').mockImplementation(() => {}));

  it('does not ask whom the visit is for when the account has no family members', async () => {
    await renderForm();
    expect(screen.queryByRole('combobox', { name: 'Who is this visit for?' })).toBeNull();
    expect(screen.getAllByRole('combobox')[0]).toBe(typeSelect());
  });

  it('offers a child the times their own visits leave, and stores the visit as theirs', async () => {
    writeStored('familyMembers', [mia, noah]);
    // Mia sees Dr. Hart at 09:00; Noah does not, so 09:00 is his with Dr. Okafor.
    await seedAppointments([
      appointmentAt(1, clinicTime(2026, 10, 25, 9, 0), pat, {
        duration: 15,
        visitTypeId: 'follow-up',
        familyMemberId: mia.id,
        familyMemberName: 'Mia Lee',
      }),
    ]);
    const user = await renderForm();
    expect(
      within(await screen.findByRole('combobox', { name: 'Who is this visit for?' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Me', 'Mia Lee', 'Noah Lee']);
    expect(screen.getAllByRole('combobox')[0]).toBe(personSelect());

    await user.selectOptions(personSelect(), 'Noah Lee');
    await choose(user, 'Follow-up (15 minutes)', 'Dr. Samuel Okafor — Family Medicine');
    expect(checkedTime()).toBe('09:00');
    await user.selectOptions(personSelect(), 'Mia Lee');
    expect(await screen.findByText('First free: Wednesday 25 November, 09:15')).toBeVisible();
    expect(checkedTime()).toBe('09:15');

    await submit(user);
    expect(storedJson('appointments')).toEqual([
      expect.objectContaining({ familyMemberId: mia.id }),
      expect.objectContaining({
        doctor_id: 4,
        date_time: clinicTime(2026, 10, 25, 9, 15).toISOString(),
        patient_id: pat.id,
        familyMemberId: mia.id,
        familyMemberName: 'Mia Lee',
        visitTypeId: 'follow-up',
      }),
    ]);
    expect(mockRouter.push).toHaveBeenCalledWith('/appointments/');
  });
});

describe('age limits (docs/visit-types.md#age-limits)', () => {
  beforeEach(() => jest.spyOn(window, 'alert').mockImplementation(() => {}));

  it("asks the account holder's date of birth once, refuses an adult, and keeps a child's", async () => {
    // Logged in: the date of birth is kept with the session's account.
    await seedSession(pat);
    const user = await renderForm();
    await choose(user, 'Child vaccination (15 minutes)', 'Dr. Samuel Okafor — Family Medicine');
    const born = await screen.findByLabelText('Your date of birth');
    expect(born).toHaveAttribute('max', '2026-11-25');

    await user.type(born, '2030-01-01');
    await user.type(screen.getByRole('textbox', { name: 'Reason for visit' }), 'Shot');
    await user.click(schedule());
    expect(await screen.findByText('The date of birth cannot be in the future.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(born).toHaveFocus();

    await user.clear(born);
    await user.type(born, '1990-05-05');
    await user.click(schedule());
    expect(await screen.findByText('Child vaccination is for patients under 18.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(storedJson('appointments')).toBeNull();
    expect(storedJson('user')).not.toHaveProperty('dateOfBirth');

    await user.clear(born);
    await user.type(born, '2012-01-01');
    // The save's steps settle in one go: the date of birth kept, the visit booked, the list read again.
    await act(async () => {
      fireEvent.click(schedule());
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(mockRouter.push).toHaveBeenCalledWith('/appointments/');
    expect(storedJson('user')).toMatchObject({ id: pat.id, dateOfBirth: '2012-01-01' });
    expect(storedJson('appointments')).toEqual([
      expect.objectContaining({ visitTypeId: 'child-vaccination', patient_id: pat.id }),
    ]);
  });
});

describe('intake questions (docs/visit-types.md#intake-questions)', () => {
  beforeEach(() => jest.spyOn(window, 'alert').mockImplementation(() => {}));

  it('asks them after the time, cuts a long answer where it is typed, and stores the answers', async () => {
    const user = await renderForm();
    await choose(user, 'Skin check (30 minutes)', 'Dr. Rafael Moreno — Dermatology');
    const questions = await screen.findByRole('group', { name: 'Questions from the clinic' });
    const where = within(questions).getByRole('textbox', {
      name: 'Where on your body is the spot or area that concerns you?',
    });
    expect(where).toHaveAttribute('maxLength', '200');
    // After the date and time field, before the reason.
    const time = screen.getByRole('group', { name: 'Date and time' });
    expect(time.compareDocumentPosition(questions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await submit(user);
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'Answer “Where on your body is the spot or area that concerns you?”.',
        'Answer “Has it changed in size, shape or colour recently?”.',
      ]),
    );
    expect(where).toHaveFocus();
    expect(storedJson('appointments')).toBeNull();

    await user.type(where, '  Left forearm ');
    await user.click(within(questions).getByRole('radio', { name: 'Yes' }));
    // The save's steps settle in one go: the rules loaded, the visit booked, the list read again.
    await act(async () => {
      fireEvent.click(schedule());
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(storedJson('appointments')).toEqual([
      expect.objectContaining({
        visitTypeId: 'skin-check',
        intakeAnswers: { 'spot-location': 'Left forearm', 'spot-changed': true },
      }),
    ]);
  });
});

describe('the appointments list (docs/product.md#appointments-list)', () => {
  it("labels a family member's visit and shows its type, length and answers", async () => {
    await seedAppointments([
      appointmentAt(1, clinicTime(2026, 10, 27, 9, 0), pat, {
        doctor_id: 2,
        doctor_name: 'Dr. Rafael Moreno',
        reason: 'A mole',
        visitTypeId: 'skin-check',
        familyMemberId: mia.id,
        familyMemberName: 'Mia Lee',
        intakeAnswers: { 'spot-location': 'Left forearm', 'spot-changed': false },
      }),
      appointmentAt(2, clinicTime(2026, 10, 27, 11, 0), pat, {
        duration: 15,
        reason: 'Mine',
        visitTypeId: 'follow-up',
      }),
    ]);
    await act(async () => {
      renderInLocale(<AppointmentList user={pat} />);
    });
    const [theirs, mine] = screen.getAllByRole('article');
    expect(detailIn(theirs!, 'Visit')).toHaveTextContent('Skin check, 30 minutes');
    expect(detailIn(theirs!, 'For')).toHaveTextContent('Mia Lee');
    expect(
      detailIn(theirs!, 'Where on your body is the spot or area that concerns you?'),
    ).toHaveTextContent('Left forearm');
    expect(
      detailIn(theirs!, 'Has it changed in size, shape or colour recently?'),
    ).toHaveTextContent('No');
    expect(detailIn(mine!, 'Visit')).toHaveTextContent('Follow-up, 15 minutes');
    expect(within(mine!).queryByText('For')).toBeNull();
    expect(within(theirs!).getByRole('button', { name: 'Cancel Appointment' })).toBeEnabled();
  });
});
