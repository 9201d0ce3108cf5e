'use client';

import { useId, useMemo, useState } from 'react';
import { findFirstFreeSlots } from '@/lib/appointments/booking/first-free';
import { formatSlotDay, type Doctor, type VisitType } from '@/lib/clinic';
import { isPersonsVisit, type SlotPatient } from '@/lib/appointments/booking/slots';
import { timeTexts, visitTypeTexts } from '@/lib/appointments/booking/texts';
import type { Appointment } from '@/lib/appointments';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { LOADING_DOCTORS } from './use-doctors';

/** How many of the earliest free slots are offered. */
const OFFERED = 5;

/**
 * 'Any doctor' (docs/product.md#booking): the earliest free slots across the clinic's doctors,
 * optionally of one specialty; picking one chooses its doctor and time in the booking form.
 * It is in place, folded, before the doctors arrive, so that their arrival moves nothing.
 * @param doctors the clinic's doctors who offer `visitType`; null while they load.
 * @param appointments what the store knows (every doctor's busy times and the patient's own).
 * @param person the account and the family member (or none) the visit is for.
 * @param visitType what the visit is for (docs/visit-types.md#free-starts), whose horizon
 *   bounds the search; null while a clinic of several types has none chosen: nothing is searched.
 */
export function AnyDoctorSlots({
  doctors,
  appointments,
  person,
  visitType,
  onPick,
}: {
  doctors: readonly Doctor[] | null;
  appointments: readonly Appointment[];
  person: SlotPatient;
  visitType: VisitType | null;
  onPick: (doctor: Doctor, start: Date) => void;
}) {
  const [specialty, setSpecialty] = useState('');
  // Searched once unfolded, not while the page loads: most visitors choose a doctor instead.
  const [open, setOpen] = useState(false);
  const specialtyId = useId();
  const grid = useAppointmentsStore((state) => state.slotGrid);
  const earliest = useMemo(
    () =>
      !open || !doctors || !visitType
        ? null
        : findFirstFreeSlots({
            doctors,
            busy: appointments,
            patientAppointments: appointments.filter((item) => isPersonsVisit(item, person)),
            familyMemberId: person.familyMemberId ?? null,
            from: new Date(),
            days: visitType.horizonDays,
            limit: OFFERED,
            specialty: specialty || undefined,
            grid,
            type: visitType,
          }).earliest,
    [open, doctors, appointments, person, visitType, specialty, grid],
  );
  return (
    <details className="any-doctor" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{timeTexts.anyDoctor}</summary>
      {doctors ? null : <p className="field__hint">{LOADING_DOCTORS}</p>}
      {visitType ? null : <p className="field__hint">{visitTypeTexts.chooseFirst}</p>}
      <label htmlFor={specialtyId}>{timeTexts.specialtyLabel}</label>
      <select
        id={specialtyId}
        value={specialty}
        disabled={!doctors}
        onChange={(event) => setSpecialty(event.target.value)}
      >
        <option value="">{timeTexts.anySpecialty}</option>
        {doctors?.map((doctor) => (
          <option key={doctor.id} value={doctor.specialty}>
            {doctor.specialty}
          </option>
        ))}
      </select>
      {!earliest ? null : earliest.length === 0 ? (
        <p className="field__hint">{timeTexts.anyDoctorNone}</p>
      ) : (
        <ul className="any-doctor__slots">
          {earliest.map(({ doctor, start }) => (
            <li key={`${doctor.id}-${start.getTime()}`}>
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => onPick(doctor, start)}
              >
                {timeTexts.anyDoctorSlot(formatSlotDay(start), doctor.name, doctor.specialty)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
