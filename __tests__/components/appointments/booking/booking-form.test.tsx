import { renderInLocale } from '../../../support/intl';
import { clinicTime, forVisitorZone } from '../../../support/clinic-time';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from '@/components/appointments/booking/booking-form';
import { appointmentTexts } from '@/lib/appointments/texts';
import { bookingMessages } from '@/lib/appointments/booking/texts';
import { READ_RETRY_MS } from '@/components/ui/use-retrying-read';
import { useAppointmentsStore } from '@/stores/appointments-store';
import {
  appointmentAt,
  installResizeObserver,
  other,
  pat,
  resetStores,
  seedAppointments,
  storedJson,
  writeStored,
} from '../../../support/component-helpers';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  useSearchParams: () => new URLSearchParams(),
}));

/** Wednesday 25 November 2026, 08:00 local time: the clinic opens at 09:00 today. */
const NOW = clinicTime(2026, 10, 25, 8, 0);
const TEN_AM = clinicTime(2026, 10, 25, 10, 0);

// The calendar counts the free times of every day of its month on each render; give it room.
jest.setTimeout(20_000);

let alertSpy: jest.SpyInstance;

beforeAll(installResizeObserver);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetStores();
  jest.clearAllMocks();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Renders the form; its calendar's code loads once it is wanted. */
async function renderForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await act(async () => {
    renderInLocale(<BookingForm patient={pat} />);
  });
  expect(dateField()).toBeInTheDocument();
  return user;
}

/** Lets the simulated 1 s doctor list delay (docs/product.md#timings-and-limits) pass. */
async function loadDoctors() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  await screen.findByRole('option', { name: /Amelia Hart/ });
}

/** Chooses Dr. Hart and waits for the calendar, whose code loads once a doctor is chosen. */
async function chooseHart(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(doctorSelect(), 'Dr. Amelia Hart — Cardiology');
  await screen.findByRole('group', { name: 'Days with free times' });
}

/** Types Wednesday 25 November 2026 into the typed date, checks 10:00 and types `reason`. */
async function fillWithTypedDate(user: ReturnType<typeof userEvent.setup>, reason: string) {
  await chooseHart(user);
  await user.click(screen.getByText('Type a date instead'));
  await user.type(screen.getByLabelText('Day'), '25');
  await user.type(screen.getByLabelText('Month'), '11');
  await user.type(screen.getByLabelText('Year'), '2026');
  await user.click(timeRadio('10:00'));
  await user.type(reasonInput(), reason);
}

const doctorSelect = () => screen.getByRole('combobox', { name: 'Doctor' });
const dateField = () => screen.getByRole('group', { name: 'Date and time' });
const timesGroup = () => screen.getByRole('group', { name: /^Free times on / });
const timeRadio = (time: string) => within(timesGroup()).getByRole('radio', { name: time });
const offeredTimes = () =>
  within(timesGroup())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const reasonInput = () => screen.getByRole('textbox', { name: 'Reason for visit' });
const scheduleButton = () => screen.getByRole('button', { name: 'Schedule Appointment' });

/** Checks that `element` is marked invalid and described by the alert reading `text`. */
function expectDescribedByAlert(element: HTMLElement, text: string) {
  const alert = screen.getAllByRole('alert').find((candidate) => candidate.textContent === text);
  expect(alert).toBeDefined();
  expect(alert?.id).toBeTruthy();
  expect(element).toHaveAttribute('aria-invalid', 'true');
  expect(element.getAttribute('aria-describedby')?.split(' ')).toContain(alert?.id);
}

describe('BookingForm', () => {
  it('shows a disabled doctor select reading Loading doctors... and a disabled Schedule button at first', async () => {
    await renderForm();
    expect(doctorSelect()).toBeDisabled();
    expect(doctorSelect()).toHaveDisplayValue('Loading doctors...');
    expect(scheduleButton()).toBeDisabled();
  });

  it('asks nothing about the visit type in the default clinic, which offers one', async () => {
    await renderForm();
    await loadDoctors();
    expect(screen.getAllByRole('combobox').map((field) => field.getAttribute('name'))).toEqual([
      null, // 'Any doctor's specialty filter
      'doctor',
    ]);
    expect(screen.queryByText('What is this visit for?')).not.toBeInTheDocument();
    expect(screen.queryByText(/This visit lasts/)).not.toBeInTheDocument();
  });

  it('lists the five doctors with five specialties after the delay and enables Schedule', async () => {
    await renderForm();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(doctorSelect()).toBeDisabled();

    await loadDoctors();

    expect(doctorSelect()).toBeEnabled();
    expect(doctorSelect()).toHaveDisplayValue('Select a doctor');
    const doctors = within(doctorSelect())
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '');
    expect(doctors).toHaveLength(5);
    const specialties = doctors.map((option) => option.textContent?.split(' — ')[1]?.toLowerCase());
    expect(specialties.sort()).toEqual([
      'cardiology',
      'dermatology',
      'family medicine',
      'neurology',
      'orthopedics',
    ]);
    expect(doctors.map((option) => option.textContent)).toContain('Dr. Amelia Hart — Cardiology');
    expect(scheduleButton()).toBeEnabled();
  });

  it('shows the doctor, date and reason errors on an empty submit, each tied to its field', async () => {
    const user = await renderForm();
    await loadDoctors();

    await user.click(scheduleButton());

    expect(screen.getByText('Please select a doctor')).toBeInTheDocument();
    expectDescribedByAlert(doctorSelect(), 'Please select a doctor');
    expectDescribedByAlert(dateField(), bookingMessages.dateRequired);
    expectDescribedByAlert(reasonInput(), bookingMessages.reasonRequired);
    // The date field keeps its hint in its description too.
    expect(dateField().getAttribute('aria-describedby')?.split(' ')).toContain(
      'booking-start-hint',
    );
    expect(doctorSelect()).toHaveFocus();
    expect(window.localStorage.getItem('appointments')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('books a slot chosen with the typed date and a time: stores every field of the record, alerts and goes to the list', async () => {
    const user = await renderForm();
    await loadDoctors();

    await fillWithTypedDate(user, '  Chest tightness after running ');
    expect(timesGroup()).toHaveAccessibleName('Free times on Wednesday 25 November');
    expect(timeRadio('10:00')).toBeChecked();

    await user.click(scheduleButton());

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/appointments/'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Appointment scheduled successfully!');

    const stored = storedJson('appointments') as Record<string, unknown>[];
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        doctor_id: 1,
        doctor_name: 'Dr. Amelia Hart',
        patient_id: pat.id,
        patient_name: 'Pat Lee',
        patient_email: 'pat@example.com',
        date_time: TEN_AM.toISOString(),
        formatted_date: 'Wednesday, November 25, 2026 at 10:00 AM',
        duration: 30,
        reason: 'Chest tightness after running',
        status: 'scheduled',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    const [record] = stored;
    const createdAt = Date.parse(String(record?.created_at));
    expect(createdAt).toBeGreaterThanOrEqual(NOW.getTime());
    expect(createdAt).toBeLessThan(NOW.getTime() + 60_000);
    // A timestamp id: the booking time in ms since the epoch.
    expect(record?.id).toBe(createdAt);
    expect(useAppointmentsStore.getState().appointments).toEqual(stored);
  });

  it('chooses the first free time as soon as a doctor is chosen, and says so', async () => {
    const user = await renderForm();
    await loadDoctors();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await chooseHart(user);

    expect(timesGroup()).toHaveAccessibleName('Free times on Wednesday 25 November');
    expect(timeRadio('09:00')).toBeChecked();
    const said = screen.getByText(
      'The first free time is chosen for you. You can choose another day or time.',
    );
    expect(said).toHaveAttribute('role', 'status');
    expect(dateField().getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
    // Once the visitor chooses a time, the form no longer says it chose it.
    await user.click(timeRadio('11:30'));
    expect(timeRadio('11:30')).toBeChecked();
    expect(screen.queryByText(/chosen for you/)).not.toBeInTheDocument();
  });

  it("refuses a slot another tab took after it was chosen, keeping that tab's record (D4, D5)", async () => {
    const user = await renderForm();
    await loadDoctors();
    await chooseHart(user);
    // Choose by pointer: the day in the calendar, then the time.
    await user.click(
      screen.getByRole('gridcell', { name: /^Choose Wednesday, November 25th, 2026/ }),
    );
    await user.click(timeRadio('10:00'));
    await user.type(reasonInput(), 'Palpitations');
    expect(timeRadio('10:00')).toBeChecked();

    // Another tab books the same doctor at the same time; this tab's store has not seen it.
    const theirs = appointmentAt(1_764_000_000_000, TEN_AM, other, { reason: 'Their visit' });
    writeStored('appointments', [theirs]);

    await user.click(scheduleButton());

    expect(
      await screen.findByText('That time is no longer available. Please choose another.'),
    ).toHaveAttribute('role', 'alert');
    expect(storedJson('appointments')).toEqual([theirs]);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Schedule Appointment' })).toBeEnabled();
  });

  it('offers only free times: a time the doctor is booked at is not offered, Sunday is disabled, each day says how many are free (D4)', async () => {
    await seedAppointments([appointmentAt(1_764_000_000_000, TEN_AM, other)]);
    const user = await renderForm();
    await loadDoctors();
    await chooseHart(user);

    // Wednesday's free times with Dr. Hart: 09:00 to 16:30 except her 10:00 appointment.
    const expected = ['09:00', '09:30', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'];
    expected.push('13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30');
    expect(offeredTimes()).toEqual(expected);
    expect(within(timesGroup()).getAllByRole('radio')).toHaveLength(15);
    const sunday = screen.getByRole('gridcell', { name: /Sunday, November 29th, 2026$/ });
    expect(sunday).toHaveAttribute('aria-disabled', 'true');
    expect(sunday).toHaveAccessibleName('Not available Sunday, November 29th, 2026');
    // The count is said, and shown.
    const wednesday = screen.getByRole('gridcell', {
      name: 'Choose Wednesday, November 25th, 2026, 15 free times',
    });
    expect(wednesday).toHaveTextContent('15 free');
    const saturday = screen.getByRole('gridcell', {
      name: 'Choose Saturday, November 28th, 2026, 8 free times',
    });
    expect(saturday).toHaveTextContent('8 free');
  });

  it("says the chosen doctor's first free slot and the visitor's own time of the chosen one, in clinic time", async () => {
    // Dr. Hart is booked all Wednesday morning until 12:00.
    const morning = [9, 9.5, 10, 10.5, 11, 11.5].map((hour, index) =>
      appointmentAt(
        1_764_000_000_000 + index,
        clinicTime(2026, 10, 25, Math.floor(hour), (hour % 1) * 60),
        other,
      ),
    );
    await seedAppointments(morning);
    const user = await renderForm();
    await loadDoctors();
    await chooseHart(user);
    expect(screen.getByText('First free: Wednesday 25 November, 12:00')).toBeInTheDocument();
    expect(timeRadio('12:00')).toBeChecked();
    // Both lines describe the date field, for screen readers too.
    const described = dateField().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described).toContain('booking-start-first-free');
    expect(screen.getByText(/^First free: /)).toHaveAttribute('id', 'booking-start-first-free');
    const expected = forVisitorZone({
      'America/New_York': null,
      'America/Los_Angeles': '12:00 clinic time — 09:00 your time',
      'Asia/Kathmandu': '12:00 clinic time — 22:45 your time',
    });
    if (expected) {
      expect(screen.getByText(expected)).toBeInTheDocument();
      expect(described).toContain('booking-start-visitor-time');
    } else expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  // The clinic's today, not the browser's: at 22:00 clinic time it is already Thursday in
  // Kathmandu, and at 00:30 on Thursday it is still Wednesday evening in Los Angeles.
  it.each([
    {
      at: 'Wednesday 22:00',
      now: clinicTime(2026, 10, 25, 22, 0),
      today: 'Wednesday, November 25th, 2026',
    },
    {
      at: 'Thursday 00:30',
      now: clinicTime(2026, 10, 26, 0, 30),
      today: 'Thursday, November 26th, 2026',
    },
  ])(
    "marks the clinic's day as today in the calendar at $at clinic time",
    async ({ now, today }) => {
      jest.setSystemTime(now);
      const user = await renderForm();
      await loadDoctors();
      await chooseHart(user);

      const marked = screen
        .getAllByRole('gridcell')
        .filter((day) => day.getAttribute('aria-current') === 'date');
      expect(marked.map((day) => day.getAttribute('aria-label'))).toEqual([
        expect.stringContaining(today),
      ]);
      // Shown in bold (components/appointments/booking/booking.css): the clinic's today only.
      const bold = document.querySelectorAll('.slot-picker__today');
      expect([...bold]).toEqual(marked);
    },
  );

  it('reads a typed date in GOV.UK wording, shown on Schedule, and will not book past one', async () => {
    const user = await renderForm();
    await loadDoctors();
    await chooseHart(user);
    await user.type(reasonInput(), 'Checkup');
    await user.click(screen.getByText('Type a date instead'));
    await user.type(screen.getByLabelText('Day'), '31');
    await user.type(screen.getByLabelText('Month'), '4');
    await user.type(screen.getByLabelText('Year'), '2027');
    // Not while typing, nor as focus leaves: on Schedule, which then books nothing.
    await user.click(reasonInput());
    expect(screen.queryByText('Date of appointment must be a real date')).not.toBeInTheDocument();
    await user.click(scheduleButton());
    const error = screen.getByText('Date of appointment must be a real date');
    expect(error).toHaveAttribute('role', 'alert');
    const typed = screen.getByRole('group', { name: 'Date of appointment' });
    expect(typed.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(screen.getByLabelText('Day')).toHaveFocus();
    expect(window.localStorage.getItem('appointments')).toBeNull();

    // A past day, then a Sunday: no free time to book on it.
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '24');
    await user.clear(screen.getByLabelText('Month'));
    await user.type(screen.getByLabelText('Month'), '11');
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2026');
    expect(screen.getByText('Date of appointment must be in the future')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '29');
    expect(screen.queryByText(/^Date of appointment must/)).not.toBeInTheDocument();
    expect(
      screen.getByText('No free times on Sunday 29 November. Choose another day.'),
    ).toBeVisible();
    await user.click(scheduleButton());
    expectDescribedByAlert(dateField(), bookingMessages.dateRequired);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('loads the calendar only when it is wanted, and never moves focus when it arrives', async () => {
    const user = await renderForm();
    await loadDoctors();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    // Nothing asked for it yet.
    expect(screen.queryByRole('group', { name: 'Days with free times' })).not.toBeInTheDocument();

    doctorSelect().focus();
    await user.selectOptions(doctorSelect(), 'Dr. Amelia Hart — Cardiology');
    await screen.findByRole('group', { name: 'Days with free times' });
    expect(doctorSelect()).toHaveFocus();
  });

  it('keeps the reason typed at once after a time is chosen, with the focus where the visitor put it', async () => {
    const user = await renderForm();
    await loadDoctors();
    await chooseHart(user);
    await user.click(timeRadio('14:30'));
    await user.click(reasonInput());
    await user.keyboard('Knee pain');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(reasonInput()).toHaveFocus();
    expect(reasonInput()).toHaveValue('Knee pain');
    expect(timeRadio('14:30')).toBeChecked();
  });

  it("has 'Any doctor' in place, folded, before the doctors arrive, so their arrival moves nothing", async () => {
    await renderForm();
    const summary = screen.getByText('Any doctor: the earliest free times');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Loading doctors...');
    expect(
      within(details as HTMLElement).getByRole('combobox', { name: 'Specialty' }),
    ).toBeDisabled();
    await loadDoctors();
    expect(screen.getByText('Any doctor: the earliest free times').closest('details')).toBe(
      details,
    );
    expect(
      within(details as HTMLElement).getByRole('combobox', { name: 'Specialty' }),
    ).toBeEnabled();
    expect(details).not.toHaveTextContent('Loading doctors...');
  });

  it('goes back home with the Cancel button, booking nothing', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(window.localStorage.getItem('appointments')).toBeNull();
  });

  it("says the clinic can't be reached while the doctors cannot be read, keeps what was typed, and comes back by itself", async () => {
    // Shared mode with the data API down (docs/shared-mode.md#the-site-in-shared-mode): the first read fails.
    const { listDoctors } = useAppointmentsStore.getState();
    useAppointmentsStore.setState({
      listDoctors: jest
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockImplementation(listDoctors),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await renderForm();
    const unreachable = await screen.findByText(appointmentTexts.clinicUnreachable);
    expect(unreachable).toHaveAttribute('role', 'status');
    expect(warn).toHaveBeenCalledWith('Could not read the doctors.', expect.any(TypeError));
    await user.type(reasonInput(), 'Knee pain since Monday');

    // The next read, a few seconds later, answers: the form is whole again, the reason kept.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(READ_RETRY_MS + 1_000);
    });
    await screen.findByRole('option', { name: /Amelia Hart/ });
    expect(screen.queryByText(appointmentTexts.clinicUnreachable)).not.toBeInTheDocument();
    expect(reasonInput()).toHaveValue('Knee pain since Monday');
  });

  it("shows 'Failed to create appointment' when saving fails unexpectedly, and stays on the form", async () => {
    // The form's own error path: the store's action fails with an error not meant for visitors.
    // (restored by restoreAllMocks after the test)
    jest.spyOn(useAppointmentsStore.getState(), 'bookAppointment').mockImplementation(() => {
      throw new Error('unexpected');
    });
    const user = await renderForm();
    await loadDoctors();
    await fillWithTypedDate(user, 'Checkup');
    await user.click(scheduleButton());

    expect(await screen.findByText('Failed to create appointment')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(window.localStorage.getItem('appointments')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
