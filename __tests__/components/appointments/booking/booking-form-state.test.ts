/** @jest-environment node */
import {
  type BookingFormState,
  bookingFormReducer,
  type DoctorChoice,
  INITIAL_BOOKING_FORM,
} from '@/components/appointments/booking/booking-form-state';

const NINE = new Date('2026-11-25T14:00:00Z');
const TEN = new Date('2026-11-25T15:00:00Z');
const ERRORS: BookingFormState['fieldErrors'] = [
  { field: 'doctor', message: 'Please select a doctor' },
  { field: 'start', message: 'Please select a date and time' },
  { field: 'reason', message: 'Please enter a reason' },
];
const withErrors: BookingFormState = { ...INITIAL_BOOKING_FORM, fieldErrors: ERRORS };
const fieldsOf = (state: BookingFormState) => state.fieldErrors.map((error) => error.field);

/** Doctor 2, read, whose first free time is `start` (its month read or not). */
const doctorTwo = (start: Date | null, monthRead = true): DoctorChoice => ({
  doctorId: '2',
  first: { start, monthRead },
  doctorsRead: true,
});

describe('bookingFormReducer', () => {
  it('chooses a selected doctor with their first free time, and clears the doctor and date errors', () => {
    const state = bookingFormReducer(withErrors, {
      type: 'doctor-selected',
      choice: doctorTwo(NINE),
    });
    expect(state).toMatchObject({ doctorId: '2', start: NINE, startChoice: 'first-free' });
    expect(fieldsOf(state)).toEqual(['reason']);
  });

  it('marks a first free time whose month is not read yet, so it is checked once it is', () => {
    const state = bookingFormReducer(INITIAL_BOOKING_FORM, {
      type: 'doctor-selected',
      choice: doctorTwo(NINE, false),
    });
    expect(state).toMatchObject({ start: NINE, startChoice: 'first-free-unread' });
  });

  it('keeps the chosen time when the doctor has no free time, as the visitor chose it', () => {
    const chosen = { ...INITIAL_BOOKING_FORM, start: TEN, startChoice: 'first-free' as const };
    const state = bookingFormReducer(chosen, { type: 'doctor-selected', choice: doctorTwo(null) });
    expect(state).toMatchObject({ doctorId: '2', start: TEN, startChoice: 'visitor' });
  });

  it('waits for the doctors when a doctor is set before they arrive, and not for no doctor', () => {
    const due = bookingFormReducer(INITIAL_BOOKING_FORM, {
      type: 'moving-found',
      choice: { doctorId: '2', first: null, doctorsRead: false },
      reason: 'Follow-up',
    });
    expect(due).toMatchObject({
      doctorId: '2',
      reason: 'Follow-up',
      startChoice: 'first-free-due',
    });
    const none = bookingFormReducer(due, {
      type: 'doctor-selected',
      choice: { doctorId: '', first: null, doctorsRead: false },
    });
    expect(none).toMatchObject({ doctorId: '', startChoice: 'visitor' });
  });

  it('fills in a moved appointment without clearing the errors the visitor was shown', () => {
    const state = bookingFormReducer(withErrors, {
      type: 'moving-found',
      choice: doctorTwo(NINE),
      reason: 'Follow-up',
    });
    expect(state).toMatchObject({ doctorId: '2', start: NINE, reason: 'Follow-up' });
    expect(state.fieldErrors).toBe(ERRORS);
  });

  it('chooses the first free time once the doctors arrive', () => {
    const due = { ...INITIAL_BOOKING_FORM, doctorId: '2', startChoice: 'first-free-due' as const };
    const state = bookingFormReducer(due, { type: 'doctors-read', choice: doctorTwo(NINE) });
    expect(state).toMatchObject({ start: NINE, startChoice: 'first-free' });
  });

  it('settles a first free time once its month is read, even on none', () => {
    const unread = {
      ...INITIAL_BOOKING_FORM,
      start: NINE,
      startChoice: 'first-free-unread' as const,
    };
    expect(
      bookingFormReducer(unread, { type: 'month-read', first: { start: TEN, monthRead: true } }),
    ).toMatchObject({ start: TEN, startChoice: 'first-free' });
    expect(
      bookingFormReducer(unread, { type: 'month-read', first: { start: null, monthRead: false } }),
    ).toMatchObject({ start: null, startChoice: 'visitor' });
  });

  it("takes a slot picked under 'Any doctor' or a time chosen as the visitor's", () => {
    const picked = bookingFormReducer(withErrors, {
      type: 'slot-picked',
      doctorId: '3',
      start: TEN,
    });
    expect(picked).toMatchObject({ doctorId: '3', start: TEN, startChoice: 'visitor' });
    expect(fieldsOf(picked)).toEqual(['reason']);
    const preselected = { ...withErrors, start: NINE, startChoice: 'first-free' as const };
    const changed = bookingFormReducer(preselected, { type: 'start-changed', start: TEN });
    expect(changed).toMatchObject({ start: TEN, startChoice: 'visitor' });
    expect(fieldsOf(changed)).toEqual(['doctor', 'reason']);
  });

  it('clears only the reason error when the reason changes, and never the typed date shown', () => {
    const state = bookingFormReducer(
      { ...withErrors, typedShown: true },
      { type: 'reason-changed', reason: 'Cough' },
    );
    expect(state).toMatchObject({ reason: 'Cough', typedShown: true });
    expect(fieldsOf(state)).toEqual(['doctor', 'start']);
    const typed = bookingFormReducer(state, {
      type: 'typed-changed',
      typedFields: { day: '3', month: '', year: '' },
    });
    expect(typed.typedFields).toEqual({ day: '3', month: '', year: '' });
    expect(typed.fieldErrors).toBe(state.fieldErrors);
  });

  it('shows the typed date error from the first Schedule on, and clears the form error', () => {
    const failed = {
      ...INITIAL_BOOKING_FORM,
      formError: { message: 'Failed to book appointment' },
    };
    const state = bookingFormReducer(failed, { type: 'typed-date-refused' });
    expect(state).toMatchObject({ typedShown: true, formError: null, saving: false });
  });

  it('saves only when the checks pass, and stops saving when the save fails', () => {
    const FAILED = { code: 'booking.bookingFailed', message: 'Failed to create appointment' };
    const refused = bookingFormReducer(INITIAL_BOOKING_FORM, { type: 'validated', errors: ERRORS });
    expect(refused).toMatchObject({ fieldErrors: ERRORS, saving: false });
    const saving = bookingFormReducer(refused, { type: 'validated', errors: [] });
    expect(saving).toMatchObject({ fieldErrors: [], formError: null, saving: true });
    expect(bookingFormReducer(saving, { type: 'save-failed', formError: FAILED })).toMatchObject({
      formError: FAILED,
      saving: false,
    });
    // A slot taken meanwhile is the date field's error, not the form's.
    expect(bookingFormReducer(saving, { type: 'save-failed', formError: null })).toMatchObject({
      formError: null,
      saving: false,
    });
  });
});
