import { fetchDoctors, specialtyOf } from '@/lib/clinic';

describe('fetchDoctors', () => {
  it('delivers five doctors with the five specialties after the delay', async () => {
    jest.useFakeTimers();
    const pending = fetchDoctors();
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const doctors = await pending;
    jest.useRealTimers();
    expect(doctors).toHaveLength(5);
    expect(doctors.map((d) => d.specialty).sort()).toEqual([
      'Cardiology',
      'Dermatology',
      'Family Medicine',
      'Neurology',
      'Orthopedics',
    ]);
  });
});

describe('specialtyOf', () => {
  it("gives our doctor's specialty when id and name match", () => {
    expect(specialtyOf({ doctor_id: 2, doctor_name: 'Dr. Rafael Moreno' })).toBe('Dermatology');
    expect(specialtyOf({ doctor_id: '3', doctor_name: 'Dr. Priya Nair' })).toBe('Neurology');
  });

  it('gives none for a record of the original product whose doctor shares an id but not a name', () => {
    expect(specialtyOf({ doctor_id: 2, doctor_name: 'Dr. Sarah Johnson' })).toBeUndefined();
    expect(specialtyOf({ doctor_id: 99, doctor_name: 'Dr. Amelia Hart' })).toBeUndefined();
  });
});
