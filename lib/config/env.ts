import * as z from '@/lib/schema';
import type { SettingKey } from '@/lib/config/settings';

const PHONE_EXPECTED = 'a phone number of digits, spaces and + ( ) . -';
const NAME_EXPECTED = '1 to 60 characters';
const NON_EMPTY = 'a non-empty value';
const HOURS_EXPECTED = 'a whole number of hours from 0 to 168';
const ADDRESS_EXPECTED = '1 to 200 characters';
const TIME_ZONE_EXPECTED = "an IANA time zone name, e.g. 'America/New_York'";
const ITERATIONS_EXPECTED = 'a whole number of iterations from 1000 to 600000';
const BASE_PATH_EXPECTED =
  "a path starting with '/', without a trailing '/', of letters, digits and . _ ~ -, e.g. '/clinic'";

// The sub-path form of NEXT_PUBLIC_BASE_PATH (docs/hosting.md), '/clinic' or '/a/b': no
// trailing slash, no '.' or '..' segment; next.config.mjs parses every setting with this module.
const BASE_PATH_PATTERN = /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/;

/** An IANA zone this engine knows; numeric offsets are refused, they know no daylight saving (docs/decisions/012-clinic-time.md). */
function isIanaTimeZone(value: string): boolean {
  if (!/^(?:UTC|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+)$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Build-time settings as given, unset ones undefined (docs/configuration.md#site-settings). Each
 * `NEXT_PUBLIC_*` is read literally: Next.js inlines only literal reads (docs/style.md#env).
 */
export const rawEnv: Readonly<Record<SettingKey, string | undefined>> = {
  NEXT_PUBLIC_CLINIC_NAME: process.env.NEXT_PUBLIC_CLINIC_NAME,
  NEXT_PUBLIC_CLINIC_PHONE: process.env.NEXT_PUBLIC_CLINIC_PHONE,
  NEXT_PUBLIC_CLINIC_EMAIL: process.env.NEXT_PUBLIC_CLINIC_EMAIL,
  NEXT_PUBLIC_CLINIC_ADDRESS: process.env.NEXT_PUBLIC_CLINIC_ADDRESS,
  NEXT_PUBLIC_CLINIC_TIMEZONE: process.env.NEXT_PUBLIC_CLINIC_TIMEZONE,
  NEXT_PUBLIC_DEBUG: process.env.NEXT_PUBLIC_DEBUG,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
  NEXT_PUBLIC_CHAT_ENDPOINT: process.env.NEXT_PUBLIC_CHAT_ENDPOINT,
  NEXT_PUBLIC_CHAT_PROTOCOL: process.env.NEXT_PUBLIC_CHAT_PROTOCOL,
  NEXT_PUBLIC_CHAT_MODEL: process.env.NEXT_PUBLIC_CHAT_MODEL,
  NEXT_PUBLIC_CHAT_TOKEN: process.env.NEXT_PUBLIC_CHAT_TOKEN,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID_ES: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID_ES,
  NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_DATA_API_URL: process.env.NEXT_PUBLIC_DATA_API_URL,
  NEXT_PUBLIC_CANCEL_NOTICE_HOURS: process.env.NEXT_PUBLIC_CANCEL_NOTICE_HOURS,
  NEXT_PUBLIC_BASE_PATH: process.env.NEXT_PUBLIC_BASE_PATH,
  NEXT_PUBLIC_DEPLOY_ENV: process.env.NEXT_PUBLIC_DEPLOY_ENV,
  NEXT_PUBLIC_PREVIEW_EMAIL: process.env.NEXT_PUBLIC_PREVIEW_EMAIL,
  NEXT_PUBLIC_PBKDF2_ITERATIONS: process.env.NEXT_PUBLIC_PBKDF2_ITERATIONS,
};

// zod/mini carries no message locale, so each schema names what it expects:
// 'NEXT_PUBLIC_CLINIC_EMAIL (an e-mail address)'.

const text = (expected: string, ...checks: Parameters<z.ZodMiniString['check']>) =>
  z.optional(z.string({ error: expected }).check(...checks));

const nonEmpty = () => text(NON_EMPTY, z.trim(), z.minLength(1, NON_EMPTY));

const httpUrl = () => z.optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL' }));

/** The model id the 'openai-chat' protocol sends when NEXT_PUBLIC_CHAT_MODEL is unset: Gemma 2 9B instruct (docs/decisions/008-configurable-model-endpoint.md). */
export const DEFAULT_CHAT_MODEL_ID = 'google/gemma-2-9b-it';

/**
 * PBKDF2-HMAC-SHA256 iterations, OWASP's 2023 figure: the default count and the most a stored
 * hash may ask for, so a tampered count cannot stall the login (docs/decisions/002-passwords-are-checked.md).
 */
export const MAX_PBKDF2_ITERATIONS = 600_000;
/** NIST SP 800-132's minimum; fewer PBKDF2 iterations than the default are for tests (docs/configuration.md#password-iterations). */
const MIN_PBKDF2_ITERATIONS = 1_000;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.enum(values, { error: `one of ${values.map((v) => `'${v}'`).join(', ')}` }));

const envSchema = z.object({
  NEXT_PUBLIC_CLINIC_NAME: z._default(
    text(NAME_EXPECTED, z.trim(), z.minLength(1, NAME_EXPECTED), z.maxLength(60, NAME_EXPECTED)),
    'Riverside Clinic',
  ),
  NEXT_PUBLIC_CLINIC_PHONE: z._default(
    text(PHONE_EXPECTED, z.regex(/^[+0-9 ().-]{3,30}$/, PHONE_EXPECTED)),
    '(555) 010-2030',
  ),
  NEXT_PUBLIC_CLINIC_EMAIL: z._default(
    z.optional(z.email({ error: 'an e-mail address' })),
    'support@riverside-clinic.example',
  ),
  NEXT_PUBLIC_CLINIC_ADDRESS: z._default(
    text(
      ADDRESS_EXPECTED,
      z.trim(),
      z.minLength(1, ADDRESS_EXPECTED),
      z.maxLength(200, ADDRESS_EXPECTED),
    ),
    '120 Riverside Avenue, Springfield, NY 10001',
  ),
  NEXT_PUBLIC_CLINIC_TIMEZONE: z._default(
    text(TIME_ZONE_EXPECTED, z.trim(), z.refine(isIanaTimeZone, TIME_ZONE_EXPECTED)),
    'America/New_York',
  ),
  NEXT_PUBLIC_DEBUG: z.pipe(
    z._default(oneOf(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  NEXT_PUBLIC_API_URL: z._default(httpUrl(), 'http://localhost:8080/api'),
  NEXT_PUBLIC_CHAT_ENDPOINT: httpUrl(),
  NEXT_PUBLIC_CHAT_PROTOCOL: z._default(oneOf(['tgi', 'openai-chat']), 'tgi'),
  NEXT_PUBLIC_CHAT_MODEL: z._default(nonEmpty(), DEFAULT_CHAT_MODEL_ID),
  /** Public in a static build (docs/chat.md#connecting-a-model). */
  NEXT_PUBLIC_CHAT_TOKEN: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID_ES: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID: nonEmpty(),
  // No default: lib/notifications/config.ts applies EmailJS's own, and /email-test tells the two apart.
  NEXT_PUBLIC_EMAILJS_ORIGIN: httpUrl(),
  NEXT_PUBLIC_DATA_API_URL: httpUrl(),
  /** Whole hours, 0 to 168 (docs/product.md#cancellation). */
  NEXT_PUBLIC_CANCEL_NOTICE_HOURS: z.pipe(
    z._default(text(HOURS_EXPECTED, z.regex(/^(\d{1,3})$/, HOURS_EXPECTED)), '24'),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.maximum(168, HOURS_EXPECTED)),
    ),
  ),
  /** PBKDF2 iterations of a new local-mode password hash, 1000 to 600000 (docs/configuration.md#password-iterations). */
  NEXT_PUBLIC_PBKDF2_ITERATIONS: z.pipe(
    z._default(
      text(ITERATIONS_EXPECTED, z.regex(/^\d{4,6}$/, ITERATIONS_EXPECTED)),
      String(MAX_PBKDF2_ITERATIONS),
    ),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z
        .number()
        .check(
          z.minimum(MIN_PBKDF2_ITERATIONS, ITERATIONS_EXPECTED),
          z.maximum(MAX_PBKDF2_ITERATIONS, ITERATIONS_EXPECTED),
        ),
    ),
  ),
  /** The sub-path the site is served under, e.g. '/clinic' (docs/hosting.md). */
  NEXT_PUBLIC_BASE_PATH: z._default(
    text(BASE_PATH_EXPECTED, z.regex(BASE_PATH_PATTERN, BASE_PATH_EXPECTED)),
    '',
  ),
  /** 'preview' marks a preview deploy: banner, noindex, no e-mail (docs/hosting.md#previews). */
  NEXT_PUBLIC_DEPLOY_ENV: z._default(oneOf(['production', 'preview']), 'production'),
  /** 'true' lets a preview build send e-mail notices (docs/hosting.md#previews). */
  NEXT_PUBLIC_PREVIEW_EMAIL: z.pipe(
    z._default(oneOf(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
});

/** The parsed build-time settings (docs/configuration.md#site-settings). */
export type Env = z.infer<typeof envSchema>;

/**
 * Parses raw settings (docs/configuration.md#site-settings).
 * @throws {Error} listing every bad key and why: 'NEXT_PUBLIC_CLINIC_EMAIL (an e-mail address)'.
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // Empty counts as unset, so `KEY=` in an env file means "use the default".
  const given = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = envSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')} (${issue.message})`,
    );
    throw new Error(`Invalid settings in .env.local or the environment: ${problems.join(', ')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(rawEnv);

export const isDebugBuild: boolean = env.NEXT_PUBLIC_DEBUG;

export const chatSettings = {
  endpoint: env.NEXT_PUBLIC_CHAT_ENDPOINT,
  protocol: env.NEXT_PUBLIC_CHAT_PROTOCOL,
  model: env.NEXT_PUBLIC_CHAT_MODEL,
  token: env.NEXT_PUBLIC_CHAT_TOKEN,
} as const;

/** Whether this is a preview deploy (docs/hosting.md#previews): banner, noindex, e-mail muted. */
export const isPreview: boolean = env.NEXT_PUBLIC_DEPLOY_ENV === 'preview';

/** Whether a preview's e-mail notices are muted, so it never e-mails patients (docs/hosting.md#previews). */
export const isEmailMutedForPreview: boolean = isPreview && !env.NEXT_PUBLIC_PREVIEW_EMAIL;

/** The sub-path the site is served under, '' at the host's root; prefix URLs built by hand. */
export const basePath: string = env.NEXT_PUBLIC_BASE_PATH;

/** The e-mail settings (docs/notifications.md); a muted preview's leave the ids out. */
export const emailSettings = {
  publicKey: isEmailMutedForPreview ? undefined : env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  serviceId: isEmailMutedForPreview ? undefined : env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  templateId: isEmailMutedForPreview ? undefined : env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  templateIdEs: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID_ES,
  fallbackServiceId: env.NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID,
  fallbackTemplateId: env.NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID,
  origin: env.NEXT_PUBLIC_EMAILJS_ORIGIN,
} as const;

export const apiBaseUrl: string = env.NEXT_PUBLIC_API_URL;

/** Shared mode's PostgREST base URL; undefined in local mode (docs/shared-mode.md#the-site-in-shared-mode). */
export const dataApiUrl: string | undefined = env.NEXT_PUBLIC_DATA_API_URL;

/** PBKDF2 iterations of each new local-mode password hash (docs/configuration.md#password-iterations); 600,000 unless a test lowers it. */
export const pbkdf2Iterations: number = env.NEXT_PUBLIC_PBKDF2_ITERATIONS;
