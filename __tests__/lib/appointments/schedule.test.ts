/** @jest-environment node */
import { linkedDoctorId, scheduleDoctorName } from '@/lib/appointments/schedule';
import type { User } from '@/lib/account/user';

const patient: User = { id: 7, name: 'Pat Lee', email: 'pat@example.com', role: 'patient' };

describe('linkedDoctorId', () => {
  it('is null for an account the clinic has not linked, whatever role it picked', () => {
    expect(linkedDoctorId(patient)).toBeNull();
    expect(linkedDoctorId({ ...patient, role: 'doctor' })).toBeNull();
    expect(linkedDoctorId({ ...patient, role: 'doctor', doctor_id: null })).toBeNull();
  });

  it("is the linked doctor's id for a doctor account", () => {
    expect(linkedDoctorId({ ...patient, role: 'doctor', doctor_id: 3 })).toBe(3);
  });
});

describe('scheduleDoctorName', () => {
  it("takes the clinic's name for one of its doctors, else the name appointments were booked under", () => {
    expect(scheduleDoctorName(1, [])).toBe('Dr. Amelia Hart');
    expect(scheduleDoctorName('3', [])).toBe('Dr. Priya Nair');
    expect(scheduleDoctorName(9, [])).toBeNull();
  });
});
