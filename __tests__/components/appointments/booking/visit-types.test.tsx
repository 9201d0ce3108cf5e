import '../../../support/as-example-clinic';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from '@/components/appointments/booking/booking-form';
import { bookingMessages } from '@/lib/appointments/booking/texts';
import { mockRouter } from '../../../support/next-navigation';
import { clinicTime } from '../../../support/clinic-time';
import {
  installResizeObserver,
  pat,
  resetStores,
  storedJson,
} from '../../../support/component-helpers';

// This build's clinic file is the example one (docs/visit-types.md#the-example-clinic): four
// visit types on a 15-minute grid. The form asks what the visit is for first.

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

// The calendar counts the free times of every day of its month on each render; give it room.
jest.setTimeout(20_000);

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
    render(<BookingForm patient={pat} />);
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
