/** @jest-environment node */
import { linkedDoctorId, type User } from '@/lib/account/user';

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
