import { renderInLocale } from '../../../support/intl';
import '../../../support/as-six-doctor-clinic';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from '@/components/appointments/booking/booking-form';
import { describeHoursSpoken } from '@/lib/clinic';
import { FALLBACK_REPLIES } from '@/lib/chat/fallback-texts';
import { halfHours, SIX_DOCTOR_OPTIONS } from '../../../support/clinic-file';
import { clinicTime } from '../../../support/clinic-time';
import { installResizeObserver, pat, resetStores } from '../../../support/component-helpers';

// This build's clinic file is the six-doctor one (docs/configuration.md#the-clinic-file): a sixth
// doctor with a lunch break on Mondays and Wednesdays who also works Sundays, and a closure on
// Thursday 26 November 2026.

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  useSearchParams: () => new URLSearchParams(),
}));

/** Wednesday 25 November 2026, 08:00 clinic time. */
const NOW = clinicTime(2026, 10, 25, 8, 0);

jest.setTimeout(20_000);

beforeAll(installResizeObserver);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetStores();
});

afterEach(() => {
  jest.useRealTimers();
});

const doctorSelect = () => screen.getByRole('combobox', { name: 'Doctor' });
const offeredTimes = () =>
  within(screen.getByRole('group', { name: /^Free times on / }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

/** Renders the form, lets the 1 s doctor delay pass and chooses `doctor`. */
async function chooseDoctor(doctor: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await act(async () => {
    renderInLocale(<BookingForm patient={pat} />);
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  await user.selectOptions(doctorSelect(), doctor);
  await screen.findByRole('group', { name: 'Days with free times' });
  return user;
}

/** Types a November 2026 day into the typed date. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, day: number) {
  await user.click(screen.getByText('Type a date instead'));
  await user.type(screen.getByLabelText('Day'), String(day));
  await user.type(screen.getByLabelText('Month'), '11');
  await user.type(screen.getByLabelText('Year'), '2026');
}

describe('a clinic file with six doctors and a Sunday clinic', () => {
  it('lists the sixth doctor after the delay', async () => {
    await chooseDoctor('Dr. Lena Park — Pediatrics');
    expect(
      within(doctorSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a doctor', ...SIX_DOCTOR_OPTIONS]);
  });

  it('offers the sixth doctor’s Sunday times, 11:00 to 14:30', async () => {
    const user = await chooseDoctor('Dr. Lena Park — Pediatrics');
    await typeDate(user, 29);
    expect(offeredTimes()).toEqual(halfHours('11:00', '14:30'));
  });

  it('leaves out the sixth doctor’s lunch break on a Monday', async () => {
    const user = await chooseDoctor('Dr. Lena Park — Pediatrics');
    await typeDate(user, 30);
    expect(offeredTimes()).toEqual([
      ...halfHours('09:00', '11:30'),
      ...halfHours('13:00', '16:30'),
    ]);
  });

  it('offers nothing on Sunday with a doctor who keeps the clinic’s week', async () => {
    const user = await chooseDoctor('Dr. Amelia Hart — Cardiology');
    await typeDate(user, 29);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('offers nothing on the closure date, Thursday 26 November', async () => {
    const user = await chooseDoctor('Dr. Amelia Hart — Cardiology');
    await typeDate(user, 26);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('has the assistant state the Sunday hours', () => {
    expect(describeHoursSpoken()).toBe(
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, Sunday 11:00 AM to 3:00 PM, closed on holidays',
    );
    expect(FALLBACK_REPLIES['clinic-hours']).toBe(
      'Our clinic is open Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, Sunday 11:00 AM to 3:00 PM, closed on holidays. For an emergency, please go to the nearest emergency room or call 911.',
    );
  });
});
