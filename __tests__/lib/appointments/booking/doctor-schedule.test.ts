/** @jest-environment node */
import { scheduleDoctorName } from '@/lib/appointments/booking/doctor-schedule';

describe('scheduleDoctorName', () => {
  it("takes the clinic's name for one of its doctors, else the name appointments were booked under", () => {
    expect(scheduleDoctorName(1, [])).toBe('Dr. Amelia Hart');
    expect(scheduleDoctorName('3', [])).toBe('Dr. Priya Nair');
    expect(scheduleDoctorName(9, [])).toBeNull();
  });
});
