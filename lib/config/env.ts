import * as z from '@/lib/schema';
import type { SettingKey } from '@/lib/config/settings';

const PHONE_EXPECTED = 'a phone number of digits, spaces and + ( ) . -';
const NAME_EXPECTED = '1 to 60 characters';
const NON_EMPTY = 'a non-empty value';
const HOURS_EXPECTED = 'a whole number of hours from 0 to 168';
const ADDRESS_EXPECTED = '1 to 200 characters';
const TIME_ZONE_EXPECTED = "an IANA time zone name, e.g. 'America/New_York'";

/**
 * Whether `value` names a time zone of the IANA database ('Area/Location' or 'UTC') that this
 * JavaScript engine knows: constructing a formatter in an unknown zone throws a RangeError.
 * Numeric offsets ('+05:45') are refused, since they know no daylight saving
 * (docs/decisions/012-clinic-time.md).
 */
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
 * Build-time settings (STYLE.md 'Env'). Every `NEXT_PUBLIC_*` variable is read literally,
 * because Next.js inlines only literal `process.env.NEXT_PUBLIC_X` reads into the static
 * export. Each key is documented in `.env.local.example`. An unset optional service means
 * "off", never a crash; a malformed value fails the build with the list of bad keys.
 * These are the settings as given (unparsed, unset ones undefined); /debug shows which were set.
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
  NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_DATA_API_URL: process.env.NEXT_PUBLIC_DATA_API_URL,
  NEXT_PUBLIC_CANCEL_NOTICE_HOURS: process.env.NEXT_PUBLIC_CANCEL_NOTICE_HOURS,
};

// zod/mini carries no message locale, so every setting's schema names what it expects; the
// build's error then reads e.g. 'NEXT_PUBLIC_CLINIC_EMAIL (an e-mail address)'.

/** A setting that may be left unset; the message says what a set value must be. */
const text = (expected: string, ...checks: Parameters<z.ZodMiniString['check']>) =>
  z.optional(z.string({ error: expected }).check(...checks));

/** A non-empty setting, surrounding spaces ignored. */
const nonEmpty = () => text(NON_EMPTY, z.trim(), z.minLength(1, NON_EMPTY));

/** An http(s) URL setting. */
const httpUrl = () => z.optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL' }));

/**
 * The model id the 'openai-chat' protocol sends when `NEXT_PUBLIC_CHAT_MODEL` is unset: Gemma 2
 * 9B instruction-tuned (docs/decisions/008-configurable-model-endpoint.md).
 */
export const DEFAULT_CHAT_MODEL_ID = 'google/gemma-2-9b-it';

/** One of a few fixed words. */
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
  /** Postal address for calendar files and printed appointments (docs/product.md#calendar-files). */
  NEXT_PUBLIC_CLINIC_ADDRESS: z._default(
    text(
      ADDRESS_EXPECTED,
      z.trim(),
      z.minLength(1, ADDRESS_EXPECTED),
      z.maxLength(200, ADDRESS_EXPECTED),
    ),
    '120 Riverside Avenue, Springfield, NY 10001',
  ),
  /** IANA zone slots and dates are in (docs/product.md#clinic-time). */
  NEXT_PUBLIC_CLINIC_TIMEZONE: z._default(
    text(TIME_ZONE_EXPECTED, z.trim(), z.refine(isIanaTimeZone, TIME_ZONE_EXPECTED)),
    'America/New_York',
  ),
  /** 'true' builds the debug pages (docs/product.md#routes); anything else leaves them out. */
  NEXT_PUBLIC_DEBUG: z.pipe(
    z._default(oneOf(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  /** Base URL of the backend the debug pages probe (docs/product.md#debug-pages). */
  NEXT_PUBLIC_API_URL: z._default(httpUrl(), 'http://localhost:8080/api'),
  /** Full URL the chat assistant POSTs to; unset means fallback replies only (docs/decisions/008-configurable-model-endpoint.md). */
  NEXT_PUBLIC_CHAT_ENDPOINT: httpUrl(),
  /** 'tgi' (text-generation inputs + parameters) or 'openai-chat' (chat completions), docs/decisions/008-configurable-model-endpoint.md. */
  NEXT_PUBLIC_CHAT_PROTOCOL: z._default(oneOf(['tgi', 'openai-chat']), 'tgi'),
  /** Model id, sent by the chat-completions protocol. */
  NEXT_PUBLIC_CHAT_MODEL: z._default(nonEmpty(), DEFAULT_CHAT_MODEL_ID),
  /** Bearer token for the model endpoint; public in a static build (see README). */
  NEXT_PUBLIC_CHAT_TOKEN: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID: nonEmpty(),
  NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID: nonEmpty(),
  /** Scheme, host and port the EmailJS library posts to (tests and proxies point it elsewhere). */
  // No default here: lib/notifications/config.ts applies EmailJS's own, and /email-test tells a set
  // origin from the default.
  NEXT_PUBLIC_EMAILJS_ORIGIN: httpUrl(),
  /**
   * PostgREST base URL of shared mode (docs/product.md#shared-mode); unset means local mode,
   * everything in the visitor's browser.
   */
  NEXT_PUBLIC_DATA_API_URL: httpUrl(),
  /**
   * Hours before an appointment inside which a cancellation is late (it still goes through;
   * docs/product.md#cancellation). A whole number from 0 to 168.
   */
  NEXT_PUBLIC_CANCEL_NOTICE_HOURS: z.pipe(
    z._default(text(HOURS_EXPECTED, z.regex(/^(\d{1,3})$/, HOURS_EXPECTED)), '24'),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.maximum(168, HOURS_EXPECTED)),
    ),
  ),
});

/** Parsed settings. */
export type Env = z.infer<typeof envSchema>;

/**
 * Parses a set of raw settings.
 * @throws {Error} listing every bad key and why, e.g. 'Invalid settings in .env.local or the environment: NEXT_PUBLIC_CLINIC_EMAIL (an e-mail address)'.
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // Empty strings count as unset, so `KEY=` in an env file means "use the default".
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

/** The settings this build was made with. */
export const env: Env = parseEnv(rawEnv);

/**
 * The clinic as the site names it: name, phone, support address, postal address and the IANA
 * time zone its hours and appointments are in (docs/product.md#clinic-time).
 */
export const clinic = {
  name: env.NEXT_PUBLIC_CLINIC_NAME,
  phone: env.NEXT_PUBLIC_CLINIC_PHONE,
  email: env.NEXT_PUBLIC_CLINIC_EMAIL,
  address: env.NEXT_PUBLIC_CLINIC_ADDRESS,
  timeZone: env.NEXT_PUBLIC_CLINIC_TIMEZONE,
} as const;

/** Whether this build has the debug pages and footer links (docs/product.md#routes). */
export const isDebugBuild: boolean = env.NEXT_PUBLIC_DEBUG;

/** The chat assistant's model endpoint settings (docs/product.md#model-protocols, docs/decisions/008-configurable-model-endpoint.md). */
export const chatSettings = {
  endpoint: env.NEXT_PUBLIC_CHAT_ENDPOINT,
  protocol: env.NEXT_PUBLIC_CHAT_PROTOCOL,
  model: env.NEXT_PUBLIC_CHAT_MODEL,
  token: env.NEXT_PUBLIC_CHAT_TOKEN,
} as const;

/** The e-mail settings (docs/product.md#e-mail-notices), in lib/notifications' EmailConfig shape. */
export const emailSettings = {
  publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  fallbackServiceId: env.NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID,
  fallbackTemplateId: env.NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID,
  origin: env.NEXT_PUBLIC_EMAILJS_ORIGIN,
} as const;

/** The backend the debug pages probe. */
export const apiBaseUrl: string = env.NEXT_PUBLIC_API_URL;

/** Shared mode's data API (PostgREST base URL), or undefined in local mode (docs/shared-mode.md). */
export const dataApiUrl: string | undefined = env.NEXT_PUBLIC_DATA_API_URL;

/** Hours before an appointment inside which a cancellation is late (docs/product.md#cancellation). */
export const cancelNoticeHours: number = env.NEXT_PUBLIC_CANCEL_NOTICE_HOURS;
