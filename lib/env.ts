import { z } from 'zod';

/**
 * Build-time settings (STYLE.md 'Env'). Every `NEXT_PUBLIC_*` variable is read literally,
 * because Next.js inlines only literal `process.env.NEXT_PUBLIC_X` reads into the static
 * export. Each key is documented in `.env.local.example`. An unset optional service means
 * "off", never a crash; a malformed value fails the build with the list of bad keys.
 */
const rawEnv = {
  NEXT_PUBLIC_CLINIC_NAME: process.env.NEXT_PUBLIC_CLINIC_NAME,
  NEXT_PUBLIC_CLINIC_PHONE: process.env.NEXT_PUBLIC_CLINIC_PHONE,
  NEXT_PUBLIC_CLINIC_EMAIL: process.env.NEXT_PUBLIC_CLINIC_EMAIL,
};

/** Empty strings count as unset, so `KEY=` in an env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NEXT_PUBLIC_CLINIC_NAME: optional(z.string().trim().min(1).max(60)).default('Riverside Clinic'),
  NEXT_PUBLIC_CLINIC_PHONE: optional(
    z.string().regex(/^[+0-9 ().-]{3,30}$/, 'a phone number of digits, spaces and + ( ) . -'),
  ).default('(555) 010-2030'),
  NEXT_PUBLIC_CLINIC_EMAIL: optional(z.email()).default('support@riverside-clinic.example'),
});

/** Parsed settings. */
export type Env = z.infer<typeof envSchema>;

/**
 * Parses a set of raw settings.
 * @throws {Error} listing every bad key and why, e.g. 'Invalid settings: NEXT_PUBLIC_CLINIC_EMAIL (Invalid email address)'.
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')} (${issue.message})`,
    );
    throw new Error(`Invalid settings in .env.local or the environment: ${problems.join(', ')}`);
  }
  return result.data;
}

/** The settings this build was made with. */
export const env: Env = parseEnv(rawEnv);

/** The clinic as the site names it: name, phone and support address. */
export const clinic = {
  name: env.NEXT_PUBLIC_CLINIC_NAME,
  phone: env.NEXT_PUBLIC_CLINIC_PHONE,
  email: env.NEXT_PUBLIC_CLINIC_EMAIL,
} as const;
