import type { EmailConfig } from '@/lib/notifications';
import { EMAIL_SETTING_ENV_KEYS, REQUIRED_EMAIL_SETTINGS } from '@/lib/notifications';

/**
 * The build settings as the debug pages show them (docs/product.md#routes, '/debug'). Keys,
 * tokens and ids are shown masked, never in full: enough to tell which one a build has.
 */

/**
 * A masked form of a secret-like value: its first three and last two characters for values of
 * 12 or more characters, the first two for 6–11, nothing for shorter ones, then its length,
 * e.g. 'e2e…74 (19 characters)'. Never contains the whole value.
 * @returns null when the value is unset or blank.
 */
export function maskSecret(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const { length } = trimmed;
  const shown =
    length >= 12
      ? `${trimmed.slice(0, 3)}…${trimmed.slice(-2)}`
      : length >= 6
        ? `${trimmed.slice(0, 2)}…`
        : '…';
  return `${shown} (${length} characters)`;
}

/**
 * A URL with only its origin shown ('https://host:port/…'): its path or query may carry a key.
 * @returns null when unset; the masked text when it does not parse.
 */
export function maskUrl(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const { origin, pathname, search } = new URL(trimmed);
    return pathname === '/' && search === '' ? `${origin}/` : `${origin}/…`;
  } catch {
    return maskSecret(trimmed);
  }
}

/** One setting as a debug page lists it. */
export interface SettingRow {
  /** The build setting's name, e.g. 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'. */
  key: string;
  /** A short description of what it is. */
  label: string;
  /** Whether the build had it set (a default counts as not set). */
  present: boolean;
  /** What may be shown: the value, its masked form, or the default in use; null when none. */
  shown: string | null;
  /** Whether e-mail cannot work without it. */
  required?: boolean;
}

const emailLabels: Record<keyof EmailConfig, string> = {
  publicKey: 'Public key',
  serviceId: 'Service id',
  templateId: 'Template id',
  fallbackServiceId: 'Fallback service id (registration retry)',
  fallbackTemplateId: 'Fallback template id (registration retry)',
  origin: 'API origin',
};

/**
 * The e-mail settings for /email-test, in {@link EMAIL_SETTING_ENV_KEYS} order: present or not,
 * masked (the origin, not a secret, in full). An unset origin shows the default in use.
 * @param defaultOrigin shown for an unset origin.
 */
export function describeEmailSettings(config: EmailConfig, defaultOrigin: string): SettingRow[] {
  const fields = Object.keys(EMAIL_SETTING_ENV_KEYS) as (keyof EmailConfig)[];
  return fields.map((field) => {
    const value = config[field]?.trim() || undefined;
    const isOrigin = field === 'origin';
    return {
      key: EMAIL_SETTING_ENV_KEYS[field],
      label: emailLabels[field],
      present: value !== undefined,
      shown: isOrigin ? (value ?? `${defaultOrigin} (default)`) : maskSecret(value),
      required: (REQUIRED_EMAIL_SETTINGS as readonly string[]).includes(field),
    };
  });
}

/** Settings shown masked: keys, tokens, secrets and ids. */
const SECRET_SETTING = /(?:KEY|TOKEN|SECRET|PASSWORD|_ID)$/;
/** URL settings shown by origin only: an endpoint's path or query may carry a key. */
const ENDPOINT_SETTING = /ENDPOINT$/;

/**
 * Every build setting for /debug, in the order of `env`, with secrets masked (keys, tokens,
 * ids: {@link maskSecret}; endpoints: {@link maskUrl}). `env` is the parsed settings
 * (lib/config/env.ts), so an unset setting shows its default; `raw` (the settings as given) tells
 * which were set.
 */
export function describeBuildSettings(
  env: Readonly<Record<string, unknown>>,
  raw: Readonly<Record<string, string | undefined>>,
): SettingRow[] {
  return Object.keys(env).map((key) => {
    const value = env[key];
    const text = value === undefined || value === null ? undefined : String(value);
    const shown = SECRET_SETTING.test(key)
      ? maskSecret(text)
      : ENDPOINT_SETTING.test(key)
        ? maskUrl(text)
        : (text ?? null);
    return { key, label: key, present: Boolean(raw[key]?.trim()), shown };
  });
}
