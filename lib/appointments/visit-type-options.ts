import type { VisitType } from '@/lib/clinic';
import { appointmentTexts } from './texts';

/**
 * The visit types as the options of a select that asks which one (docs/visit-types.md): each
 * type's id, and its name with its length ('New patient visit (60 minutes)'), in `types`' order.
 */
export function visitTypeOptions(types: readonly VisitType[]): { value: string; label: string }[] {
  return types.map((type) => ({
    value: type.id,
    label: appointmentTexts.visitTypeOption(type.name, type.durationMinutes),
  }));
}
