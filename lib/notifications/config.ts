/* E-mail settings as plain data: lib/config/env.ts reads the `NEXT_PUBLIC_EMAILJS_*` keys literally. */

import type { Locale } from '@/lib/i18n';

/** EmailJS's own API origin. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** The e-mail settings (docs/configuration.md#site-settings); without public key, service id or template id e-mail is off (docs/style.md#env). */
export interface EmailConfig {
  /** Sent as `user_id`; not a secret, but pages show it masked. */
  publicKey?: string;
  serviceId?: string;
  templateId?: string;
  /**
   * The template of e-mails to Spanish-speaking accounts (docs/notifications.md#languages); unset:
   * `templateId`, which then reads the `language` param.
   */
  templateIdEs?: string;
  /** The ids of the registration notice's one retry (docs/notifications.md); unset ones take the primary. */
  fallbackServiceId?: string;
  fallbackTemplateId?: string;
  /** Scheme, host and port, no path: `http://127.0.0.1:4010` for a stub. */
  origin?: string;
}

/** The settings e-mail cannot work without (docs/notifications.md). */
export const REQUIRED_EMAIL_SETTINGS = ['publicKey', 'serviceId', 'templateId'] as const;

export type RequiredEmailSetting = (typeof REQUIRED_EMAIL_SETTINGS)[number];

/** The build setting behind each e-mail config field. */
export const EMAIL_SETTING_ENV_KEYS: Readonly<Record<keyof EmailConfig, string>> = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  templateIdEs: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID_ES',
  fallbackServiceId: 'NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID',
  fallbackTemplateId: 'NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID',
  origin: 'NEXT_PUBLIC_EMAILJS_ORIGIN',
};

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The required e-mail settings that are unset or blank. */
export function missingEmailSettings(config: EmailConfig): RequiredEmailSetting[] {
  return REQUIRED_EMAIL_SETTINGS.filter((key) => present(config[key]) === undefined);
}

/** Whether e-mail can be sent: its three required settings are set (docs/notifications.md). */
export function isEmailConfigured(config: EmailConfig): boolean {
  return missingEmailSettings(config).length === 0;
}

/** E-mail settings trimmed, defaults applied, fallback ids resolved. */
export interface ResolvedEmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Each language's template: Spanish's own when set, else `templateId`. */
  templateIds: Record<Locale, string>;
  origin: string;
  fallback: { serviceId: string; templateId: string };
}

/** E-mail settings with defaults applied, or null when e-mail is off. */
export function resolveEmailConfig(config: EmailConfig): ResolvedEmailConfig | null {
  const publicKey = present(config.publicKey);
  const serviceId = present(config.serviceId);
  const templateId = present(config.templateId);
  if (!publicKey || !serviceId || !templateId) return null;

  const fallback = {
    serviceId: present(config.fallbackServiceId) ?? serviceId,
    templateId: present(config.fallbackTemplateId) ?? templateId,
  };

  const templateIds = { en: templateId, es: present(config.templateIdEs) ?? templateId };
  const origin = (present(config.origin) ?? DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, '');
  return { publicKey, serviceId, templateId, templateIds, origin, fallback };
}
