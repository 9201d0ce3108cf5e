import * as z from '@/lib/schema';
import { idSchema } from '@/lib/storage/ids';

/** The roles of docs/product.md#accounts-and-sessions; they change no permission. */
export const ROLES = ['patient', 'doctor'] as const;
/** A user's role: 'patient' (the default) or 'doctor'. */
export type Role = (typeof ROLES)[number];

/** A user as stored under `user` and `users` (docs/product.md#storage); extra fields kept, never a password. */
export const userSchema = z.looseObject({
  id: idSchema,
  /** As typed at registration, or the e-mail's part before the @. */
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Shared mode: the doctor the clinic linked this account to (docs/shared-mode.md#roles-and-policies). */
  doctor_id: z.optional(z.nullable(idSchema)),
});
/** A user record (docs/product.md#accounts-and-sessions): id, name, email, role, plus extra fields the original left. */
export type User = z.infer<typeof userSchema>;

/** Trimmed and lower-cased: how e-mails are compared (docs/decisions/003-one-account-per-email.md). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
