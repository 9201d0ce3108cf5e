import type { VisitType } from '@/lib/clinic';
import { useBookingTexts } from './use-booking-texts';
import { type FieldWiring, TextField } from '@/components/ui/text-field';

/**
 * 'What is this visit for?' (docs/visit-types.md): the clinic's visit types (`types`: the clinic
 * file's, or shared mode's from the database), then the chosen one's length and instructions.
 * Shown only when the clinic offers several; with one the form is the original's. Disabled while
 * an appointment is moved: a move keeps its type.
 * @param id the select's id; `errorId` and `error` tie it to its error, as TextField does.
 */
export function VisitTypeField({
  types,
  chosen,
  value,
  ...field
}: { types: readonly VisitType[]; chosen: VisitType | null } & FieldWiring) {
  const { t } = useBookingTexts();
  if (types.length === 1) return null;
  return (
    <>
      <TextField
        as="select"
        label={t('visitTypeLabel')}
        name="visitType"
        value={chosen?.id ?? value}
        {...field}
      >
        <option value="">{t('visitTypeChoose')}</option>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {t('visitTypeOption', { name: type.name, minutes: type.durationMinutes })}
          </option>
        ))}
      </TextField>
      {chosen ? (
        <div className="visit-type" aria-live="polite">
          <p className="field__hint">{t('visitTypeLength', { minutes: chosen.durationMinutes })}</p>
          {chosen.instructions ? (
            <p className="notice">
              <strong>{t('instructionsLabel')}</strong> {chosen.instructions}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="field__hint">{t('visitTypeFirst')}</p>
      )}
    </>
  );
}
