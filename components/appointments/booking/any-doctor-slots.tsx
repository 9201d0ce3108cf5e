'use client';

import { useId, useMemo, useState } from 'react';
import { findFirstFreeSlots } from '@/lib/appointments/booking/first-free';
import type { Doctor, VisitType } from '@/lib/clinic';
import { isPersonsVisit, type SlotPatient } from '@/lib/appointments/booking/slots';
import type { Appointment } from '@/lib/appointments';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { useBookingTexts } from './use-booking-texts';

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
  const { t, slotDay } = useBookingTexts();
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
      <summary>{t('anyDoctor')}</summary>
      {doctors ? null : <p className="field__hint">{t('loadingDoctors')}</p>}
      {visitType ? null : <p className="field__hint">{t('visitTypeFirst')}</p>}
      <label htmlFor={specialtyId}>{t('specialtyLabel')}</label>
      <select
        id={specialtyId}
        value={specialty}
        disabled={!doctors}
        onChange={(event) => setSpecialty(event.target.value)}
      >
        <option value="">{t('anySpecialty')}</option>
        {doctors?.map((doctor) => (
          <option key={doctor.id} value={doctor.specialty}>
            {doctor.specialty}
          </option>
        ))}
      </select>
      {!earliest ? null : earliest.length === 0 ? (
        <p className="field__hint">{t('anyDoctorNone')}</p>
      ) : (
        <ul className="any-doctor__slots">
          {earliest.map(({ doctor, start }) => (
            <li key={`${doctor.id}-${start.getTime()}`}>
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => onPick(doctor, start)}
              >
                {t('anyDoctorSlot', {
                  when: slotDay(start),
                  doctorName: doctor.name,
                  specialty: doctor.specialty,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
