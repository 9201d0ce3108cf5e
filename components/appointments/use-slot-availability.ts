import { useCallback, useEffect, useMemo } from 'react';
import type { BookingInput } from '@/lib/appointments/appointments';
import { addClinicDays, startOfClinicDay } from '@/lib/appointments/clinic-time';
import { clinic } from '@/lib/appointments/clinic';
import { describeFirstFree, findFirstFreeSlots } from '@/lib/appointments/first-free';
import {
  bookableSlotsOn,
  createSlotChecker,
  isPatientsAppointment,
} from '@/lib/appointments/slots';
import type { User } from '@/lib/account';
import type { Appointment, Doctor } from '@/lib/appointments/domain';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useNotifier } from '@/components/notifications';

/** How far ahead the picker offers slots, clinic days (docs/decisions/020-ninety-days-ahead.md). */
export const BOOKING_HORIZON_DAYS: number = clinic.horizonDays;

/**
 * Each clinic day's count of free slots for `check`, worked out on the first ask and kept:
 * the calendar asks for every day it shows on every render.
 * @param from the first and `to` the last day counted (clinic midnights); other days count 0.
 */
function freeCounter(
  check: ReturnType<typeof createSlotChecker>,
  from: Date,
  to: Date,
): (day: Date) => number {
  const counts = new Map<number, number>();
  return (day) => {
    const key = day.getTime();
    if (key < from.getTime() || key > to.getTime()) return 0;
    let count = counts.get(key);
    if (count === undefined) {
      count = bookableSlotsOn(day, check, new Date()).length;
      counts.set(key, count);
    }
    return count;
  };
}

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
  /**
   * How many slots are free on the clinic day beginning at `day` (clinic midnight), counted
   * when first asked after the bookings or the doctor last changed; 0 outside the horizon.
   */
  freeCountOn: (day: Date) => number;
  /** The first free slot within the horizon, or the clinic's today when none is. */
  firstOpenSlot: Date;
  /** 'First free: Thursday 26 November, 09:00' (or that none is), or null before a doctor is chosen. */
  firstFree: string | null;
  /**
   * The first free slot of `doctor` within the horizon, or null: what the form chooses as soon
   * as a doctor is chosen (docs/product.md#booking), before it re-renders for that doctor.
   */
  firstFreeOf: (doctor: Doctor) => Date | null;
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
  // Nothing scans the whole horizon at first render (docs/product.md#booking): the first free
  // slot is searched day by day and usually found today or tomorrow, and each day's count is
  // worked out when the calendar first asks for it (about 42 days a month, once a doctor is
  // chosen), then kept until the bookings or the doctor change.
  const firstStart = useMemo(() => {
    const now = new Date();
    for (let day = today; day <= maxDate; day = addClinicDays(day, 1)) {
      const first = bookableSlotsOn(day, check, now)[0];
      if (first) return first;
    }
    return null;
    // `today` and `maxDate` change only at midnight; the checker is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check]);
  const freeCountOn = useMemo(
    () => freeCounter(check, today, maxDate),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [check],
  );
  const firstOpenSlot = firstStart ?? today;
  const firstFree = doctor ? describeFirstFree(firstStart, { days: BOOKING_HORIZON_DAYS }) : null;

  const firstFreeOf = useCallback(
    (chosen: Doctor) =>
      findFirstFreeSlots({
        doctors: [chosen],
        busy: appointments,
        patientAppointments: appointments.filter((item) => isPatientsAppointment(item, patient)),
        from: new Date(),
        days: BOOKING_HORIZON_DAYS,
        limit: 1,
      }).perDoctor[0]?.start ?? null,
    [appointments, patient],
  );

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
    freeCountOn,
    firstOpenSlot,
    firstFree,
    firstFreeOf,
    save,
  };
}
