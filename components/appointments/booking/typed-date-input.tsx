'use client';

import { useState } from 'react';
import { useBookingTexts } from './use-booking-texts';
import type { TypedDateFields, TypedDatePart } from '@/lib/appointments/booking/typed-date';
import { FormError } from '@/components/ui/form-error';
import { useRefusalText } from '@/components/layout/page-messages';
import type { Refusal } from '@/lib/errors/messages';

const TYPED_HINT_ID = 'booking-date-hint';
const TYPED_ERROR_ID = 'booking-date-error';
const TYPED_PARTS = ['day', 'month', 'year'] as const;
/** The id of a typed date field: 'booking-date-month'. */
export const typedFieldId = (part: TypedDatePart) =>
  `booking-date-${part === 'all' ? 'day' : part}`;

/** Props of {@link TypedDateInput}. */
interface TypedDateInputProps {
  typed: TypedDateFields;
  onTyped: (fields: TypedDateFields) => void;
  /** Shown only after Schedule, as GOV.UK validates; it opens the input. */
  typedError: (Refusal & { part: TypedDatePart }) | null;
  /** The hint with its example date, a week from the clinic's today. */
  hint: string;
}

/**
 * 'Type a date instead' of the booking form's date and time field (docs/product.md#booking):
 * GOV.UK's date input of day, month and year, closed until opened or until its error shows.
 */
export function TypedDateInput({ typed, onTyped, typedError, hint }: TypedDateInputProps) {
  const texts = useBookingTexts();
  const refusalText = useRefusalText();
  const [typedOpen, setTypedOpen] = useState(false);
  return (
    <details
      className="typed-date"
      open={typedOpen || typedError !== null}
      onToggle={(event) => setTypedOpen(event.currentTarget.open)}
    >
      <summary>{texts.t('typeDateInstead')}</summary>
      <fieldset
        className="typed-date__fields"
        aria-describedby={typedError ? `${TYPED_HINT_ID} ${TYPED_ERROR_ID}` : TYPED_HINT_ID}
      >
        <legend>{texts.t('typedDateLegend')}</legend>
        <p id={TYPED_HINT_ID} className="field__hint">
          {hint}
        </p>
        <FormError id={TYPED_ERROR_ID} message={typedError && refusalText(typedError)} />
        <div className="date-input">
          {TYPED_PARTS.map((part) => (
            <div key={part} className={`date-input__item date-input__item--${part}`}>
              <label htmlFor={typedFieldId(part)}>{texts.typedPart(part)}</label>
              <input
                id={typedFieldId(part)}
                name={`date-${part}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={typed[part]}
                aria-invalid={
                  typedError && (typedError.part === part || typedError.part === 'all')
                    ? true
                    : undefined
                }
                onChange={(event) => onTyped({ ...typed, [part]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
