import { NOVEMBER_25_NOON as NOW, novemberAt as at } from '../../../support/clinic-time';
import { act, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../support/intl';
import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { BookingPage } from '@/components/appointments/booking/booking-page';
import { DoctorSchedule } from '@/components/appointments/booking/doctor-schedule';
import en from '@/messages/en.json';
import { appointmentTexts } from '@/lib/appointments/texts';
import { CONSULTATION } from '@/lib/clinic';
import type { User } from '@/lib/account/user';
import type { Appointment } from '@/lib/appointments/domain';
import { useAppointmentsStore } from '@/stores/appointments-store';
import {
  appointmentAt,
  linkTo,
  other,
  pat,
  resetStores,
  seedSession,
} from '../../../support/component-helpers';
import { detailIn } from '../../../support/queries';

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

/** A doctor account the clinic linked to Dr. Amelia Hart (doctor 1). */
const hart: User = {
  id: 1_700_000_000_900,
  name: 'Amelia Hart',
  email: 'hart@clinic.example',
  role: 'doctor',
  doctor_id: 1,
};

const moreno = { doctor_id: 2, doctor_name: 'Dr. Rafael Moreno' };

/** Dr. Hart's appointments with two patients, and one of Dr. Moreno's, jumbled. */
const booked: Appointment[] = [
  appointmentAt(1, at(27, 9), pat, { reason: 'Palpitations' }),
  appointmentAt(2, at(20, 10), other, { reason: 'Past visit' }),
  appointmentAt(3, at(26, 14), other, { reason: 'Chest tightness on stairs' }),
  appointmentAt(4, at(24, 10), pat, { reason: 'Canceled yesterday', status: 'canceled' }),
  appointmentAt(5, at(30, 9), other, { reason: 'Canceled next week', status: 'canceled' }),
  appointmentAt(6, at(26, 9), pat, { reason: 'Rash on both arms', ...moreno }),
  appointmentAt(7, at(25, 11, 45), pat, { reason: 'Running now' }),
];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetStores();
  jest.clearAllMocks();
});

/** The store's own action, which some tests replace with a stand-in. */
const { loadVisitTypes: readVisitTypesFromRepository } = useAppointmentsStore.getState();

afterEach(() => {
  jest.useRealTimers();
  useAppointmentsStore.setState({ loadVisitTypes: readVisitTypesFromRepository });
});

function showAppointments(appointments: Appointment[]): void {
  act(() => {
    useAppointmentsStore.setState({ appointments });
  });
}

/** Pat Lee's 15-minute X-ray, a type the clinic file does not have, on Friday at 11:00. */
const xRayVisit = (extra: Partial<Appointment>) =>
  appointmentAt(8, at(27, 11), pat, {
    reason: 'Cough',
    visitTypeId: 'x-ray',
    visitTypeName: 'X-ray',
    duration: 15,
    ...extra,
  });

/** The schedule's rows in display order, each as [patient, time, reason, status]. */
function rows() {
  return screen.getAllByRole('article').map((row) => {
    const detail = (term: string) => detailIn(row, term).textContent;
    return [
      within(row).getByRole('heading', { level: 2 }).textContent,
      detail('When'),
      detail('Reason'),
      within(row).getByText(/^(Upcoming|Canceled|Completed)$/).textContent,
    ];
  });
}

describe('DoctorSchedule', () => {
  it("names the doctor and lists only that doctor's appointments: upcoming soonest first, then the rest most recent first", () => {
    showAppointments(booked);
    renderInLocale(<DoctorSchedule doctorId={1} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dr. Amelia Hart’s Schedule',
    );
    expect(rows()).toEqual([
      ['Pat Lee', 'Wednesday, November 25, 2026 at 11:45 AM', 'Running now', 'Upcoming'],
      [
        'Olga Other',
        'Thursday, November 26, 2026 at 2:00 PM',
        'Chest tightness on stairs',
        'Upcoming',
      ],
      ['Pat Lee', 'Friday, November 27, 2026 at 9:00 AM', 'Palpitations', 'Upcoming'],
      ['Olga Other', 'Monday, November 30, 2026 at 9:00 AM', 'Canceled next week', 'Canceled'],
      ['Pat Lee', 'Tuesday, November 24, 2026 at 10:00 AM', 'Canceled yesterday', 'Canceled'],
      ['Olga Other', 'Friday, November 20, 2026 at 10:00 AM', 'Past visit', 'Completed'],
    ]);
    expect(screen.queryByText('Rash on both arms')).not.toBeInTheDocument();
  });

  it("says whom a family member's visit is for and what was answered (docs/visit-types.md#intake-questions)", () => {
    showAppointments([
      xRayVisit({
        familyMemberId: 12,
        familyMemberName: 'Mia Lee',
        intakeAnswers: { allergies: 'Penicillin', fever: true },
      }),
    ]);
    renderInLocale(<DoctorSchedule doctorId={1} />);
    const [row] = screen.getAllByRole('article');
    expect(within(row!).getByRole('heading', { level: 2 })).toHaveTextContent('Pat Lee');
    expect(detailIn(row!, 'Visit')).toHaveTextContent('X-ray, 15 minutes');
    expect(detailIn(row!, 'For')).toHaveTextContent('Mia Lee');
    expect(detailIn(row!, 'allergies')).toHaveTextContent('Penicillin');
    expect(detailIn(row!, 'fever')).toHaveTextContent('Yes');
  });

  it("reads the clinic's types for a type the build does not know, and names its questions", async () => {
    const xRay = {
      ...CONSULTATION,
      id: 'x-ray',
      name: 'X-ray',
      durationMinutes: 15,
      questions: [
        {
          id: 'allergies',
          label: 'Any allergies?',
          kind: 'text' as const,
          required: false,
          maxLength: 200,
        },
      ],
    };
    // As shared mode's store does: the database's types replace the build's once read.
    const loadVisitTypes = jest.fn(async () => {
      useAppointmentsStore.setState({ visitTypes: [CONSULTATION, xRay] });
    });
    act(() => useAppointmentsStore.setState({ loadVisitTypes }));
    showAppointments([xRayVisit({ intakeAnswers: { allergies: 'Penicillin' } })]);
    renderInLocale(<DoctorSchedule doctorId={1} />);
    const [row] = screen.getAllByRole('article');
    expect(await within(row!).findByText('Any allergies?')).toBeInTheDocument();
    expect(detailIn(row!, 'Any allergies?')).toHaveTextContent('Penicillin');
    expect(loadVisitTypes).toHaveBeenCalledTimes(1);
  });

  it('reads no visit types when the build knows every listed type', () => {
    const loadVisitTypes = jest.fn(async () => undefined);
    act(() => useAppointmentsStore.setState({ loadVisitTypes }));
    showAppointments(booked);
    renderInLocale(<DoctorSchedule doctorId={1} />);
    expect(loadVisitTypes).not.toHaveBeenCalled();
  });

  it('offers no cancel button and no booking link: a doctor account changes nothing', () => {
    showAppointments(booked);
    renderInLocale(<DoctorSchedule doctorId={1} />);

    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('turns an appointment Completed when it ends on an open page', async () => {
    showAppointments(booked);
    renderInLocale(<DoctorSchedule doctorId={1} />);
    expect(rows()[0]).toEqual([
      'Pat Lee',
      'Wednesday, November 25, 2026 at 11:45 AM',
      'Running now',
      'Upcoming',
    ]);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(15 * 60_000);
    });

    expect(rows().map(([, , reason, status]) => [reason, status])).toContainEqual([
      'Running now',
      'Completed',
    ]);
    expect(rows()[0]?.[2]).toBe('Chest tightness on stairs');
  });

  it('says so when nothing is booked with the doctor', () => {
    showAppointments([appointmentAt(6, at(26, 9), pat, { reason: 'Rash', ...moreno })]);
    renderInLocale(<DoctorSchedule doctorId={1} />);

    expect(screen.getByText(en.appointments.scheduleEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText("You don't have any appointments yet.")).not.toBeInTheDocument();
  });
});

describe('AppointmentsPage', () => {
  it("shows a doctor account the linked doctor's schedule instead of a patient list", async () => {
    await seedSession(hart);
    showAppointments(booked);
    // The page re-reads the list when it opens.
    await act(async () => {
      renderInLocale(<AppointmentsPage />);
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dr. Amelia Hart’s Schedule',
    );
    expect(screen.queryByRole('heading', { name: 'My Appointments' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('shows a patient account its own list, as before', async () => {
    await seedSession(pat);
    showAppointments(booked);
    // The page re-reads the list when it opens.
    await act(async () => {
      renderInLocale(<AppointmentsPage />);
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Appointments');
    expect(screen.queryByText('Chest tightness on stairs')).not.toBeInTheDocument();
    expect(screen.getByText('Rash on both arms')).toBeInTheDocument();
  });
});

describe('BookingPage', () => {
  it('tells a doctor account it cannot book, with a link to its schedule, and shows no form', async () => {
    await seedSession(hart);
    renderInLocale(<BookingPage />);

    expect(screen.getByRole('status')).toHaveTextContent(appointmentTexts.doctorCannotBook);
    expect(screen.getByRole('link', { name: appointmentTexts.doctorScheduleLink })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo('/appointments/')),
    );
    expect(screen.queryByLabelText('Doctor')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Appointment' })).not.toBeInTheDocument();
  });
});
