import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  addClinicDays,
  clinic,
  fromWallClock,
  startOfClinicDay,
  type VisitType,
  wallClockOf,
  type Doctor,
} from '@/lib/clinic';
import { findFirstFreeSlots } from '@/lib/appointments/booking/first-free';
import {
  bookableSlotsOn,
  createSlotChecker,
  isPersonsVisit,
  type MovingVisit,
  type SlotPatient,
} from '@/lib/appointments/booking/slots';
import type { User } from '@/lib/account';
import type { Appointment } from '@/lib/appointments';
import type { SlotScope } from '@/lib/appointments/booking';
import type { Id } from '@/lib/storage/ids';
import { unavailableWindowKey, useAppointmentsStore } from '@/stores/appointments-store';

/** How many days 'Any doctor' reads every doctor's free times for at once (docs/clinic-calendar.md#free-slots). */
const ANY_DOCTOR_WINDOW_DAYS = 7;

/** The instant the clinic month of `instant` begins (clinic midnight of its 1st). */
function startOfClinicMonth(instant: Date): Date {
  const { year, month } = wallClockOf(instant);
  return fromWallClock({ year, month, day: 1, hour: 0, minute: 0 });
}

/** The instant the clinic month after the one beginning at `monthStart` begins. */
function nextClinicMonth(monthStart: Date): Date {
  const { year, month } = wallClockOf(monthStart);
  return month === 12
    ? fromWallClock({ year: year + 1, month: 1, day: 1, hour: 0, minute: 0 })
    : fromWallClock({ year, month: month + 1, day: 1, hour: 0, minute: 0 });
}

/**
 * Each clinic day's count of the free slots `freeSlotsOn` gives, worked out on the first ask and
 * kept: the calendar asks for every day it shows on every render.
 * @param from the first and `to` the last day counted (clinic midnights); other days count 0.
 */
function freeCounter(
  freeSlotsOn: (day: Date) => Date[],
  from: Date,
  to: Date,
): (day: Date) => number {
  const counts = new Map<number, number>();
  return (day) => {
    const key = day.getTime();
    if (key < from.getTime() || key > to.getTime()) return 0;
    let count = counts.get(key);
    if (count === undefined) {
      count = freeSlotsOn(day).length;
      counts.set(key, count);
    }
    return count;
  };
}

/** Which slots the booking form may offer (see {@link useSlotAvailability}). */
export interface SlotAvailability {
  /** What the store knows: the busy times read so far and the patient's own appointments. */
  appointments: Appointment[];
  /** The person the visit is for: the account, and the family member or none (the holder). */
  person: SlotPatient;
  /**
   * Tells which clinic month the calendar shows (any instant in it), so that the chosen
   * doctor's free times of that month are read (docs/clinic-calendar.md#free-slots).
   */
  showMonth: (instant: Date) => void;
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
  /**
   * The chosen doctor's first free slot (null: none within `days`, the horizon), which the field
   * writes as 'First free: Thursday 26 November, 09:00'; null before a doctor is chosen.
   */
  firstFree: { start: Date | null; days: number } | null;
  /** The first free slot of `doctor` within the horizon, or null; chosen with the doctor. */
  firstFreeOf: (doctor: Doctor) => Date | null;
  /**
   * Whether `doctor`'s free times of the clinic month `instant` falls in have been read
   * (docs/clinic-calendar.md#free-slots); until then a time found free may prove taken.
   */
  monthRead: (doctor: Doctor, instant: Date) => boolean;
}

/**
 * Reads which slots are not free (docs/clinic-calendar.md#free-slots), for the visit type and
 * person of `scope`: the chosen doctor's month of today and of each of `months` (clinic month
 * starts, ms; null for none), up to `horizonEnd`, and every doctor's next seven days from `today`
 * for 'Any doctor'. Local mode's reads return nothing new.
 */
function useUnavailableReads({
  doctor,
  doctors,
  months,
  today,
  horizonEnd,
  scope,
}: {
  doctor: Doctor | null;
  doctors: readonly Doctor[] | null;
  months: readonly (number | null)[];
  today: number;
  horizonEnd: number;
  scope: SlotScope;
}): void {
  const unavailable = useAppointmentsStore((state) => state.unavailable);
  const loadUnavailableSlots = useAppointmentsStore((state) => state.loadUnavailableSlots);
  const [shown, first] = months;
  useEffect(() => {
    if (!doctor) return;
    const read = new Set([startOfClinicMonth(new Date()).getTime()]);
    for (const month of [shown, first]) if (month !== null && month !== undefined) read.add(month);
    for (const month of read) {
      const from = new Date(month);
      const to = new Date(Math.min(nextClinicMonth(from).getTime(), horizonEnd));
      if (from < to) void loadUnavailableSlots([doctor], from, to, scope);
    }
    // `unavailable` is emptied when the bookings are read again: the months are read again then.
  }, [doctor, shown, first, horizonEnd, unavailable, loadUnavailableSlots, scope]);
  useEffect(() => {
    if (!doctors || doctors.length === 0) return;
    const from = new Date(today);
    void loadUnavailableSlots(doctors, from, addClinicDays(from, ANY_DOCTOR_WINDOW_DAYS), scope);
  }, [doctors, today, unavailable, loadUnavailableSlots, scope]);
}

/** Whom the picker looks for, besides the account: a family member, and the visit being moved. */
interface SlotFor {
  /** The family member the visit is for; null (default): the account holder. */
  familyMemberId?: Id | null;
  /** The appointment being moved, which holds no time for its own move; null (default): none. */
  moving?: MovingVisit | null;
}

/**
 * Slot availability for the booking form (docs/product.md#booking,
 * docs/decisions/004-only-real-free-slots.md), in clinic time (docs/product.md#clinic-time):
 * the appointments come from the appointments repository through the appointments store,
 * re-read when the form opens, since other tabs, devices or patients may have booked meanwhile.
 * Which slots are not free is read per doctor and per month (docs/clinic-calendar.md#free-slots):
 * the chosen doctor's month of today, of the month shown and of the first free time found so
 * far (so that the first free time settles on a month that was read), and every doctor's next
 * seven days for 'Any doctor'. In local mode those reads return nothing new. Saving the booking
 * is `useSaveBooking`'s.
 * Free means free for `visitType` (docs/visit-types.md#free-starts): its length, buffer, notice,
 * same-day rule and horizon; and for the person it is for, whose own visits it may not overlap
 * (docs/family-members.md#booking-for-a-family-member).
 * @param doctor the chosen doctor, or null (only the patient's own appointments then count).
 * @param doctors the clinic's doctors who offer the type, or null while they load.
 * @param visitType what the visit is for; default the clinic's first type.
 * @param slotFor the family member it is for and the appointment being moved (none by default).
 */
export function useSlotAvailability(
  patient: User,
  doctor: Doctor | null,
  doctors: readonly Doctor[] | null = null,
  visitType: VisitType = clinic.visitTypes[0]!,
  { familyMemberId = null, moving = null }: SlotFor = {},
): SlotAvailability {
  const person = useMemo<SlotPatient>(
    () => ({ id: patient.id, email: patient.email, familyMemberId }),
    [patient.id, patient.email, familyMemberId],
  );
  const scope = useMemo(() => ({ visitType, familyMemberId }), [visitType, familyMemberId]);
  const stored = useAppointmentsStore((state) => state.appointments);
  const unavailable = useAppointmentsStore((state) => state.unavailable);
  const grid = useAppointmentsStore((state) => state.slotGrid);
  const appointments = useMemo(() => {
    const read = Object.values(unavailable).flat();
    return read.length > 0 ? [...stored, ...read] : stored;
  }, [stored, unavailable]);
  const [shownMonth, setShownMonth] = useState<number | null>(null);
  const showMonth = useCallback(
    (instant: Date) => setShownMonth(startOfClinicMonth(instant).getTime()),
    [],
  );
  const refresh = useAppointmentsStore((state) => state.refresh);
  useEffect(() => {
    void refresh(patient);
  }, [refresh, patient]);

  const doctorId = doctor ? doctor.id : null;
  const check = useMemo(
    () =>
      createSlotChecker(appointments, doctorId, person, undefined, grid, {
        type: visitType,
        moving,
      }),
    [appointments, doctorId, person, grid, visitType, moving],
  );
  const isBookable = useCallback(
    (start: Date, now = new Date()) => check(start, now) === 'bookable',
    [check],
  );
  const freeSlotsOn = useCallback(
    (day: Date, now = new Date()) =>
      bookableSlotsOn(day, check, now, doctorId, { type: visitType, grid }),
    [check, doctorId, grid, visitType],
  );

  const today = startOfClinicDay(new Date());
  const maxDate = addClinicDays(today, visitType.horizonDays);
  // Nothing scans the whole horizon at first render (docs/product.md#booking): the first free
  // slot is searched day by day and usually found today or tomorrow, and each day's count is
  // worked out when the calendar first asks for it (about 42 days a month, once a doctor is
  // chosen), then kept until the bookings or the doctor change.
  const firstStart = useMemo(() => {
    const now = new Date();
    for (let day = today; day <= maxDate; day = addClinicDays(day, 1)) {
      const first = freeSlotsOn(day, now)[0];
      if (first) return first;
    }
    return null;
    // `today` and `maxDate` change only at midnight; the free slots are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [freeSlotsOn]);
  const freeCountOn = useMemo(
    () => freeCounter(freeSlotsOn, today, maxDate),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [freeSlotsOn],
  );
  useUnavailableReads({
    doctor,
    doctors,
    months: [shownMonth, firstStart ? startOfClinicMonth(firstStart).getTime() : null],
    today: today.getTime(),
    horizonEnd: addClinicDays(maxDate, 1).getTime(),
    scope,
  });
  const firstOpenSlot = firstStart ?? today;
  const firstFree = doctor ? { start: firstStart, days: visitType.horizonDays } : null;

  const firstFreeOf = useCallback(
    (chosen: Doctor) =>
      findFirstFreeSlots({
        doctors: [chosen],
        busy: appointments,
        patientAppointments: appointments.filter((item) => isPersonsVisit(item, person)),
        familyMemberId,
        from: new Date(),
        days: visitType.horizonDays,
        limit: 1,
        grid,
        type: visitType,
        moving,
      }).perDoctor[0]?.start ?? null,
    [appointments, person, familyMemberId, grid, visitType, moving],
  );

  const monthRead = useCallback(
    (chosen: Doctor, instant: Date) =>
      unavailableWindowKey([chosen], startOfClinicMonth(instant), scope) in unavailable,
    [unavailable, scope],
  );

  return {
    appointments,
    person,
    showMonth,
    today,
    maxDate,
    isBookable,
    freeSlotsOn,
    freeCountOn,
    firstOpenSlot,
    firstFree,
    firstFreeOf,
    monthRead,
  };
}
