import { accountRefusal } from '@/lib/account/texts';
import type { Refusal } from '@/lib/errors/messages';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n';
import * as z from '@/lib/schema';
import { type Id, idSchema } from '@/lib/storage/ids';

const ROLES = ['patient', 'doctor'] as const;
/** 'patient' (the default at registration) or 'doctor'. */
export type Role = (typeof ROLES)[number];

/** A user as stored under `user` and `users` (docs/storage.md); extra fields the original left are kept (docs/decisions/001-storage-stays-compatible.md). */
export const userSchema = z.looseObject({
  id: idSchema,
  /** As typed at registration, or the e-mail's part before the @. */
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Shared mode: the doctor the clinic linked this account to (docs/shared-mode.md#roles-and-policies). */
  doctor_id: z.optional(z.nullable(idSchema)),
  /** Shared mode: the clinic made this account staff (docs/front-desk.md). */
  staff: z.optional(z.boolean()),
  /**
   * The account holder's date of birth, a clinic-calendar day 'yyyy-MM-dd', once given: asked
   * when they first book a visit type with an age limit (docs/visit-types.md#age-limits).
   */
  dateOfBirth: z.optional(z.string()),
  /**
   * The account's language, 'en' or 'es': set at registration from the page's, changed with the
   * header's switch; the site's e-mails go out in it (docs/languages.md#the-accounts-language).
   * Records written before it have none and read as 'en'; any other value reads as 'en' too, so
   * no account is set aside for it (docs/storage.md).
   */
  language: z.optional(z.string()),
});
/** A user's account record (docs/product.md#accounts-and-sessions); never holds a password. */
export type User = z.infer<typeof userSchema>;

/** Trimmed and lower-cased: how e-mails are compared (docs/decisions/003-one-account-per-email.md). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the registration form submits. */
export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** The page's language, which the account keeps (docs/languages.md#the-accounts-language); default 'en'. */
  language?: Locale;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email` looks like an address (something@domain.tld, no spaces). */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The registration form's first problem, its text by code (docs/texts.md), or null when acceptable. */
export function validateRegistration(input: RegistrationInput): Refusal | null {
  if (!input.name.trim() || !input.email.trim() || !input.password)
    return accountRefusal('registerRequired');
  if (!isEmailAddress(input.email)) return accountRefusal('invalidEmail');
  if (!ROLES.includes(input.role)) return accountRefusal('registerRequired');
  return null;
}

/** The doctor the clinic linked a shared-mode account to, or null for a patient (docs/shared-mode.md#roles-and-policies). */
export function linkedDoctorId(user: User): Id | null {
  const parsed = idSchema.safeParse(user.doctor_id);
  return parsed.success ? parsed.data : null;
}

/**
 * The language an account's e-mails go out in (docs/languages.md#the-accounts-language): its
 * stored `language`, or 'en' for a record without one (or with a value the site does not speak).
 */
export function languageOf(user: Pick<User, 'language'>): Locale {
  return isLocale(user.language) ? user.language : DEFAULT_LOCALE;
}
