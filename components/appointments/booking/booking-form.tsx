'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, lazy, Suspense } from 'react';
import type { BookingField } from '@/lib/appointments/booking/appointments';
import type { User } from '@/lib/account';
import { toRefusal } from '@/lib/errors/to-user-message';
import type { Appointment } from '@/lib/appointments';
import { bookingRefusals } from '@/lib/appointments/booking/texts';
import { useRefusalText } from '@/components/layout/page-messages';
import { localePath } from '@/lib/i18n';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { AnyDoctorSlots } from './any-doctor-slots';
import { focusSlotField, SlotField } from './slot-field';
import { typedFieldId } from './typed-date-input';
import { useBookingTexts } from './use-booking-texts';
import { useBookingForm } from './use-booking-form';
import { VisitTypeField } from './visit-type-field';
import { clinicDayKey, type Doctor } from '@/lib/clinic';

// What only a clinic of several visit types or an account with family members shows comes
// after the form: the default clinic's form never loads it.
const PersonField = lazy(() =>
  import('./person-field').then((module) => ({ default: module.PersonField })),
);
const DateOfBirthField = lazy(() =>
  import('./person-field').then((module) => ({ default: module.DateOfBirthField })),
);
const IntakeQuestions = lazy(() =>
  import('../intake-questions').then((module) => ({ default: module.IntakeQuestions })),
);

const REASON_MAX_LENGTH = 500;

/** The id of a field's control (the date and time field's is 'booking-start') and of its error. */
const fieldId = (field: BookingField) => `booking-${field}`;
const errorId = (field: BookingField | 'form') => `booking-${field}-error`;
/** The TextField wiring of a field's error: its id only while there is one. */
const errorProps = (field: BookingField, error: string | undefined) => ({
  errorId: error ? errorId(field) : null,
  error,
});

/** The form's `errorFor`, its refusals written in the page's language (docs/languages.md#refusals-by-code). */
function useBookingErrors(form: ReturnType<typeof useBookingForm>) {
  const refusalText = useRefusalText();
  return (field: BookingField) => {
    const refusal = form.errorFor(field);
    return refusal && refusalText(refusal);
  };
}

/** The notices above the form: the appointment being moved, and a clinic that does not answer. */
function BookingNotices({
  moving,
  unreachable,
}: {
  moving: Appointment | null;
  unreachable: boolean;
}) {
  const texts = useBookingTexts();
  return (
    <>
      {moving ? (
        <p className="notice" role="status">
          {texts.moving(moving)}
        </p>
      ) : null}
      {unreachable ? (
        <p className="notice notice--offline" role="status">
          {texts.t('clinicUnreachable')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The doctor select: 'Loading doctors...' and disabled until the doctors arrive, and until a
 * visit type is chosen (`waiting`) in a clinic of several.
 */
function DoctorField({
  doctors,
  value,
  onChange,
  error,
  waiting,
}: {
  doctors: readonly Doctor[] | null;
  value: string;
  onChange: (doctorId: string) => void;
  error: string | undefined;
  waiting: boolean;
}) {
  const { t } = useBookingTexts();
  return (
    <TextField
      as="select"
      id={fieldId('doctor')}
      label={t('doctorLabel')}
      name="doctor"
      value={value}
      disabled={!doctors || waiting}
      onChange={onChange}
      {...errorProps('doctor', error)}
    >
      <option value="">{t(doctors ? 'selectDoctor' : 'loadingDoctors')}</option>
      {doctors?.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {t('doctorOption', { name: option.name, specialty: option.specialty })}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Whom and what the visit is for (docs/family-members.md#booking-for-a-family-member,
 * docs/visit-types.md): the person when the account has family members, the visit type in a
 * clinic of several, and the account holder's date of birth when an age-limited type needs it.
 */
function WhoAndWhat({ form }: { form: ReturnType<typeof useBookingForm> }) {
  const { state, visitType, moving, dispatch } = form;
  const errorFor = useBookingErrors(form);
  return (
    <>
      <Suspense fallback={null}>
        {form.members.length > 0 ? (
          <PersonField
            id={fieldId('person')}
            members={form.members}
            value={form.personId}
            onChange={form.selectPerson}
            disabled={moving !== null}
            {...errorProps('person', errorFor('person'))}
          />
        ) : null}
      </Suspense>
      <VisitTypeField
        id={fieldId('visitType')}
        types={form.visitTypes}
        value={state.visitTypeId}
        chosen={visitType}
        onChange={form.selectVisitType}
        disabled={moving !== null}
        {...errorProps('visitType', errorFor('visitType'))}
      />
      <Suspense fallback={null}>
        {form.asksDateOfBirth && visitType ? (
          <DateOfBirthField
            id={fieldId('dateOfBirth')}
            typeName={visitType.name}
            value={state.dateOfBirth}
            today={clinicDayKey(new Date())}
            onChange={(value) => dispatch({ type: 'date-of-birth-changed', dateOfBirth: value })}
            {...errorProps('dateOfBirth', errorFor('dateOfBirth'))}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The visit type's intake questions, asked after the time (docs/visit-types.md#intake-questions); none for a move. */
function Questions({ form }: { form: ReturnType<typeof useBookingForm> }) {
  const { visitType, moving, state, dispatch } = form;
  const errorFor = useBookingErrors(form);
  if (!visitType || visitType.questions.length === 0 || moving) return null;
  return (
    <Suspense fallback={null}>
      <IntakeQuestions
        idPrefix="booking-question"
        questions={visitType.questions}
        answers={state.answers}
        onChange={(questionId, answer) => dispatch({ type: 'answer-changed', questionId, answer })}
        errorFor={(questionId) => errorFor(`question-${questionId}`)}
      />
    </Suspense>
  );
}

/**
 * The booking form of docs/product.md#booking (texts: docs/texts.md; slot rules:
 * docs/decisions/004-only-real-free-slots.md): in a clinic of several visit types, what the visit
 * is for first, with its length and instructions (docs/visit-types.md); the doctors who offer it
 * after the simulated delay, the date and time field offering only the starts where it fits (the
 * first free one chosen as soon as a doctor is), a reason, Schedule and Cancel. Its state is
 * `useBookingForm`'s.
 */
export function BookingForm({ patient }: { patient: User }) {
  const router = useRouter();
  const form = useBookingForm(patient);
  const texts = useBookingTexts();
  const refusalText = useRefusalText();
  const errorFor = useBookingErrors(form);
  const { doctors, visitType, unreachable, availability, moving, state, dispatch } = form;
  const { appointments } = availability;
  const { doctorId, start, startChoice, typedFields, reason, formError, saving } = state;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const focus = (field: BookingField) =>
      field === 'start'
        ? focusSlotField(element)
        : element.querySelector<HTMLElement>(`#${fieldId(field)}`)?.focus();
    const checked = form.check();
    const refused = checked instanceof Promise ? await checked : checked;
    if (refused) {
      if ('field' in refused) focus(refused.field);
      else element.querySelector<HTMLElement>(`#${typedFieldId(refused.typedPart)}`)?.focus();
      return;
    }
    try {
      await form.saveChecked();
      window.alert(texts.t(moving ? 'moveSucceeded' : 'bookingSucceeded'));
      router.push(localePath(texts.locale, '/appointments/'));
    } catch (caught) {
      const refusal = toRefusal(caught, bookingRefusals.form('bookingFailed'));
      // A slot taken meanwhile is the date field's error: the store now knows it is taken,
      // so the field shows the rule in docs/decisions/004-only-real-free-slots.md message itself.
      const slotTaken = refusal.code === bookingRefusals.form('slotUnavailable').code;
      if (slotTaken) focus('start');
      dispatch({ type: 'save-failed', formError: slotTaken ? null : refusal });
    }
  };

  return (
    <form
      className="form form--wide"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-title"
    >
      <h1 id="booking-title">{texts.t('title')}</h1>
      <BookingNotices moving={moving} unreachable={unreachable} />
      <FormError id={errorId('form')} message={formError && refusalText(formError)} />

      <WhoAndWhat form={form} />

      {/* Rendered before the doctors arrive: see AnyDoctorSlots. */}
      {!moving ? (
        <AnyDoctorSlots
          doctors={doctors}
          appointments={appointments}
          person={availability.person}
          visitType={visitType}
          onPick={(picked, slot) =>
            dispatch({ type: 'slot-picked', doctorId: String(picked.id), start: slot })
          }
        />
      ) : null}

      <DoctorField
        doctors={doctors}
        value={doctorId}
        onChange={form.selectDoctor}
        error={errorFor('doctor')}
        waiting={!visitType}
      />

      <SlotField
        availability={availability}
        selected={start}
        onChange={(value) => dispatch({ type: 'start-changed', start: value })}
        preselected={startChoice !== 'visitor'}
        error={errorFor('start')}
        // However the doctor was set (chosen, 'Any doctor' or a move), the calendar shows.
        wanted={form.doctor !== null}
        typed={typedFields}
        onTypedChange={(fields) => dispatch({ type: 'typed-changed', typedFields: fields })}
        typedError={form.typedError}
      />

      <Questions form={form} />

      <TextField
        as="textarea"
        id={fieldId('reason')}
        label={texts.t('reasonLabel')}
        name="reason"
        rows={4}
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        onChange={(value) => dispatch({ type: 'reason-changed', reason: value })}
        {...errorProps('reason', errorFor('reason'))}
      />

      <p className="field__hint">{texts.policy}</p>
      <div className="form__actions">
        <button type="submit" className="button" disabled={!doctors || saving}>
          {saving ? texts.t('scheduling') : texts.t(moving ? 'moveButton' : 'schedule')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => router.push(localePath(texts.locale, '/'))}
        >
          {texts.t('leave')}
        </button>
      </div>
    </form>
  );
}
