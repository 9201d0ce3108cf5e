import '../support/as-example-clinic';
import { clinic, visitTypeById } from '@/lib/clinic';
import type { Notifier } from '@/lib/notifications/notifier';
import { initialAppointmentsState, useAppointmentsStore } from '@/stores/appointments-store';
import { spyNotifier, storedJson } from '../support/component-helpers';
import { makeUser } from '../support/factories';
import { clinicTime } from '../support/clinic-time';

/**
 * The appointments store in the example clinic (docs/visit-types.md#the-example-clinic): the
 * intake answers are checked by the rules it loads on first use and stored with the visit
 * (docs/visit-types.md#intake-questions), the notifier hears the visit's type, and a family
 * member's visit names them (docs/family-members.md#booking-for-a-family-member).
 */
const patient = makeUser({ id: 100, name: 'Pat Lee', email: 'pat@example.com' });
const dermatologist = clinic.doctors.find((doctor) => doctor.specialty === 'Dermatology')!;
const skinCheck = visitTypeById('skin-check')!;
const now = clinicTime(2026, 10, 20, 12, 0);
const monday = clinicTime(2026, 10, 23, 9, 0);

let notifier: ReturnType<typeof spyNotifier>;
beforeEach(() => {
  useAppointmentsStore.setState(initialAppointmentsState);
  notifier = spyNotifier();
});

const book = (
  intakeAnswers: Record<string, unknown>,
  familyMember?: { id: number; name: string },
) =>
  useAppointmentsStore.getState().bookAppointment(
    {
      visitType: skinCheck,
      doctor: dermatologist,
      start: monday,
      reason: 'A mole',
      intakeAnswers,
      familyMember,
    },
    patient,
    notifier as Notifier,
    now,
  );

describe('useAppointmentsStore with visit types', () => {
  it('stores the checked answers with the visit and tells the notifier its type', async () => {
    const booked = await book({ 'spot-location': '  Left forearm ', 'spot-changed': false });
    expect(booked.intakeAnswers).toEqual({
      'spot-location': 'Left forearm',
      'spot-changed': false,
    });
    expect(storedJson('appointments')).toEqual([booked]);
    expect(notifier.appointmentBooked).toHaveBeenCalledWith(booked, patient, skinCheck);
  });

  it('refuses unanswered or too long answers in their sentences, storing nothing', async () => {
    await expect(book({ 'spot-changed': true })).rejects.toThrow(
      'Answer “Where on your body is the spot or area that concerns you?”.',
    );
    await expect(book({ 'spot-location': 'x'.repeat(201), 'spot-changed': true })).rejects.toThrow(
      'An answer can be at most 200 characters.',
    );
    expect(storedJson('appointments')).toBeNull();
    expect(notifier.appointmentBooked).not.toHaveBeenCalled();
  });

  it('keeps the clinic file’s visit types when local mode reads them again', async () => {
    const before = useAppointmentsStore.getState().visitTypes;
    await useAppointmentsStore.getState().loadVisitTypes();
    expect(useAppointmentsStore.getState().visitTypes).toBe(before);
    expect(before.map((type) => type.id)).toEqual([
      'new-patient',
      'follow-up',
      'child-vaccination',
      'skin-check',
    ]);
  });
});
