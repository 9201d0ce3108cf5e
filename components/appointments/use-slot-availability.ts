import { useCallback, useEffect, useMemo } from 'react';
import type { BookingInput } from '@/lib/appointments/appointments';
import { addClinicDays, startOfClinicDay } from '@/lib/appointments/clinic-time';
import { clinic } from '@/lib/appointments/clinic';
import { describeFirstFree } from '@/lib/appointments/first-free';
import { bookableSlotsOn, createSlotChecker } from '@/lib/appointments/slots';
import type { User } from '@/lib/account';
import type { Appointment, Doctor } from '@/lib/appointments/domain';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useNotifier } from '@/components/notifications';

/** How far ahead the picker offers slots, clinic days (docs/decisions/020-ninety-days-ahead.md). */
export const BOOKING_HORIZON_DAYS: number = clinic.horizonDays;

/** Which slots the booking form may offer, and its save (see {@link useSlotAvailability}). */
export interface SlotAvailability {
  /** What the store knows: every doctor's busy times and the patient's own appointments. */
  appointments: Appointment[];
  /** The instants the clinic's today and the last bookable day begin (clinic midnight). */
  today: Date;
  maxDate: Date;
  /** Whether a slot starting at `start` is free for the chosen doctor and the patient at `now`. */
  isBookable: (start: Date, now?: Date) => boolean;
  /** The free slot starts of the clinic day `day` falls on, in order (empty when none). */
  freeSlotsOn: (day: Date, now?: Date) => Date[];
  /** The first free slot within the horizon, or the clinic's today when none is. */
  firstOpenSlot: Date;
  /** 'First free: Thursday 26 November, 09:00' (or that none is), or null before a doctor is chosen. */
  firstFree: string | null;
  /**
   * Books the slot, or moves `moving` to it (docs/product.md#rescheduling). The store's
   * repository checks the slot again against what is stored at the moment of saving and,
   * when it is taken, re-reads the appointments so it is no longer offered.
   * @throws as `bookAppointment` / `rescheduleAppointment` of stores/appointments-store.ts.
   */
  save: (booking: BookingInput & { start: Date }, moving: Appointment | null) => Promise<void>;
}

/**
 * Slot availability for the booking form (docs/product.md#booking,
 * docs/decisions/004-only-real-free-slots.md), in clinic time (docs/product.md#clinic-time):
 * the appointments come from the appointments repository through the appointments store,
 * re-read when the form opens, since other tabs, devices or patients may have booked meanwhile.
 * @param doctor the chosen doctor, or null (only the patient's own appointments then count).
 */
export function useSlotAvailability(patient: User, doctor: Doctor | null): SlotAvailability {
  const appointments = useAppointmentsStore((state) => state.appointments);
  const bookAppointment = useAppointmentsStore((state) => state.bookAppointment);
  const rescheduleAppointment = useAppointmentsStore((state) => state.rescheduleAppointment);
  const refresh = useAppointmentsStore((state) => state.refresh);
  const notifier = useNotifier();
  useEffect(() => {
    void refresh(patient);
  }, [refresh, patient]);

  const check = useMemo(
    () => createSlotChecker(appointments, doctor ? doctor.id : null, patient),
    [appointments, doctor, patient],
  );
  const isBookable = useCallback(
    (start: Date, now = new Date()) => check(start, now) === 'bookable',
    [check],
  );
  const freeSlotsOn = useCallback(
    (day: Date, now = new Date()) => bookableSlotsOn(day, check, now),
    [check],
  );

  const today = startOfClinicDay(new Date());
  const maxDate = addClinicDays(today, BOOKING_HORIZON_DAYS);
  // The first free slot, not just its day: the time list then focuses an offered time, which
  // keeps it reachable with Tab (the others are hidden). The same scan names it for the form.
  const firstStart = useMemo(() => {
    for (let day = today; day <= maxDate; day = addClinicDays(day, 1)) {
      const first = bookableSlotsOn(day, check, new Date())[0];
      if (first) return first;
    }
    return null;
    // `today` and `maxDate` change only at midnight; the checker is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check]);
  const firstOpenSlot = firstStart ?? today;
  const firstFree = doctor ? describeFirstFree(firstStart, { days: BOOKING_HORIZON_DAYS }) : null;

  const save = useCallback(
    async (booking: BookingInput & { start: Date }, moving: Appointment | null) => {
      if (moving) {
        await rescheduleAppointment(moving.id, booking.start, patient, notifier, new Date());
      } else await bookAppointment(booking, patient, notifier, new Date());
    },
    [bookAppointment, rescheduleAppointment, patient, notifier],
  );

  return {
    appointments,
    today,
    maxDate,
    isBookable,
    freeSlotsOn,
    firstOpenSlot,
    firstFree,
    save,
  };
}
