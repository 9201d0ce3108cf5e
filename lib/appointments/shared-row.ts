import { type Appointment, appointmentSchema } from './domain';

/** Instants as `toISOString` (PostgreSQL writes `+00:00`); optional fields absent rather than null. */
export function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of ['date_time', 'created_at']) {
    if (typeof out[field] === 'string') out[field] = new Date(out[field] as string).toISOString();
  }
  for (const field of ['cancel_reason', 'rescheduled_to', 'attendance']) {
    if (out[field] === null) delete out[field];
  }
  return out;
}

/** A row of api.appointments (or of a function returning one) as the site's record. */
export const parseRow = (row: unknown): Appointment =>
  appointmentSchema.parse(normalizeRow(row as Record<string, unknown>));
