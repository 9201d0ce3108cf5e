import { type Appointment, appointmentSchema } from './domain';

import { DEFAULT_VISIT_TYPE_ID } from '@/lib/clinic';

/**
 * The columns of api.appointments's row that hold a visit's type, person and answers
 * (docs/visit-types.md#in-shared-mode), and the record's field each is read into: the same
 * fields local mode stores.
 */
const VISIT_DETAILS = [
  ['visit_type_id', 'visitTypeId'],
  ['visit_type_name', 'visitTypeName'],
  ['family_member_id', 'familyMemberId'],
  ['family_member_name', 'familyMemberName'],
  ['intake_answers', 'intakeAnswers'],
] as const;

/** Whether a view's value says nothing: null, the default consultation, or no answers ({}). */
function isDefault(field: (typeof VISIT_DETAILS)[number][1], value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (field === 'visitTypeId') return value === DEFAULT_VISIT_TYPE_ID;
  return field === 'intakeAnswers' && typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Instants as `toISOString` (PostgreSQL writes `+00:00`); optional fields absent rather than
 * null; the visit's type, person and answers read into the record's own fields, left out when
 * they say nothing (a consultation, the account holder, no answers), as a local record leaves them.
 */
export function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of ['date_time', 'created_at']) {
    if (typeof out[field] === 'string') out[field] = new Date(out[field] as string).toISOString();
  }
  for (const field of ['cancel_reason', 'rescheduled_to', 'attendance']) {
    if (out[field] === null) delete out[field];
  }
  for (const [column, field] of VISIT_DETAILS) {
    if (column in out && !isDefault(field, out[column])) out[field] = out[column];
  }
  return out;
}

/** A row of api.appointments (or of a function returning one) as the site's record. */
export const parseRow = (row: unknown): Appointment =>
  appointmentSchema.parse(normalizeRow(row as Record<string, unknown>));
