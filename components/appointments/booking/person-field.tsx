import type { FamilyMember } from '@/lib/family';
import { useBookingTexts } from './use-booking-texts';
import { type FieldWiring, TextField } from '@/components/ui/text-field';

/**
 * 'Who is this visit for?' (docs/family-members.md#booking-for-a-family-member): 'Me' first, then
 * the account's family members by name. Shown only when the account has family members, so an
 * account without any sees the form it always had; disabled while a visit is moved (a move keeps
 * its person).
 * @param value '' for the account holder, else the family member's id.
 */
export function PersonField({
  members,
  ...field
}: { members: readonly FamilyMember[] } & FieldWiring) {
  const { t } = useBookingTexts();
  if (members.length === 0) return null;
  return (
    <TextField as="select" label={t('visitForLabel')} name="person" {...field}>
      <option value="">{t('visitForMe')}</option>
      {members.map((member) => (
        <option key={String(member.id)} value={String(member.id)}>
          {member.name}
        </option>
      ))}
    </TextField>
  );
}

/**
 * 'Your date of birth' (docs/visit-types.md#age-limits): asked once, when the account holder
 * books a type with an age limit and the account has none yet; kept with the account on Schedule.
 * @param today the clinic's today, 'yyyy-MM-dd': the latest date the field offers.
 */
export function DateOfBirthField({
  typeName,
  today,
  ...field
}: { typeName: string; today: string } & FieldWiring) {
  const { t } = useBookingTexts();
  return (
    <div className="date-of-birth">
      <TextField
        label={t('dateOfBirthLabel')}
        name="dateOfBirth"
        type="date"
        min="1900-01-01"
        max={today}
        autoComplete="bday"
        {...field}
      />
      <p className="field__hint">{t('dateOfBirthHint', { type: typeName })}</p>
    </div>
  );
}
