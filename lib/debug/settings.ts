import type { EmailConfig } from '@/lib/notifications';
import { EMAIL_SETTING_ENV_KEYS, REQUIRED_EMAIL_SETTINGS } from '@/lib/notifications';

/** A secret-like setting masked for the debug pages (docs/debug.md), 'e2e…74 (19 characters)', never whole; null when unset. */
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

/** A URL setting with only its origin shown ('https://host:port/…'); null when unset. */
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

/** One build setting as a debug page lists it; `shown` is the value, masked, or the default in use. */
export interface SettingRow {
  key: string;
  label: string;
  /** Set by the build; a default counts as not set. */
  present: boolean;
  shown: string | null;
  required?: boolean;
}

const emailLabels: Record<keyof EmailConfig, string> = {
  publicKey: 'Public key',
  serviceId: 'Service id',
  templateId: 'Template id',
  templateIdEs: 'Template id, Spanish (unset: the template id)',
  fallbackServiceId: 'Fallback service id (registration retry)',
  fallbackTemplateId: 'Fallback template id (registration retry)',
  origin: 'API origin',
};

/** The e-mail settings for /email-test, masked except the origin (docs/debug.md). */
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

const SECRET_SETTING = /(?:KEY|TOKEN|SECRET|PASSWORD|_ID)$/;
const ENDPOINT_SETTING = /ENDPOINT$/;

/** Every build setting for /debug (docs/debug.md), secrets and endpoints masked; `raw` tells which were set. */
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
