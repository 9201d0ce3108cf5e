/**
 * E-mail settings for the EmailJS notifier (docs/product.md#e-mail-notices, docs/product.md#e-mail-notices).
 * Plain data, no env reads: `lib/config/env.ts` reads the `NEXT_PUBLIC_EMAILJS_*` keys literally and
 * passes them here (see {@link EMAIL_SETTING_ENV_KEYS} for the names).
 */

/** EmailJS's own API origin; `@emailjs/browser` posts to `{origin}/api/v1.0/email/send`. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/**
 * The e-mail settings as the build provides them. Every field is optional: unset (or blank)
 * public key, service id or template id means e-mail is off, never a crash (docs/style.md#env).
 */
export interface EmailConfig {
  /** EmailJS public key (sent as `user_id`). Not a secret, but pages show it only masked. */
  publicKey?: string;
  /** EmailJS service id for every send. */
  serviceId?: string;
  /** EmailJS template id for every send. */
  templateId?: string;
  /**
   * Service id for the one retry of a failed registration send (docs/product.md#e-mail-notices). When unset but
   * {@link fallbackTemplateId} is set, the retry uses {@link serviceId}.
   */
  fallbackServiceId?: string;
  /**
   * Template id for the one retry of a failed registration send (docs/product.md#e-mail-notices). When unset but
   * {@link fallbackServiceId} is set, the retry uses {@link templateId}.
   */
  fallbackTemplateId?: string;
  /**
   * Scheme, host and optional port the library posts to, without a path, e.g.
   * `http://127.0.0.1:4010` for a stub. Default {@link DEFAULT_EMAILJS_ORIGIN}.
   */
  origin?: string;
}

/** The settings e-mail cannot work without (docs/product.md#texts). */
export const REQUIRED_EMAIL_SETTINGS = ['publicKey', 'serviceId', 'templateId'] as const;

/** Name of one required setting. */
export type RequiredEmailSetting = (typeof REQUIRED_EMAIL_SETTINGS)[number];

/** The proposed build setting behind each {@link EmailConfig} field (for notices and docs). */
export const EMAIL_SETTING_ENV_KEYS: Readonly<Record<keyof EmailConfig, string>> = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  fallbackServiceId: 'NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID',
  fallbackTemplateId: 'NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID',
  origin: 'NEXT_PUBLIC_EMAILJS_ORIGIN',
};

/** A setting's value trimmed, or undefined when unset or blank. */
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The required settings that are unset or blank, in {@link REQUIRED_EMAIL_SETTINGS} order.
 * @returns an empty array when e-mail can be sent.
 */
export function missingEmailSettings(config: EmailConfig): RequiredEmailSetting[] {
  return REQUIRED_EMAIL_SETTINGS.filter((key) => present(config[key]) === undefined);
}

/**
 * Whether e-mail can be sent: public key, service id and template id all set and not blank
 * (docs/product.md#texts). The fallback ids and the origin are optional.
 */
export function isEmailConfigured(config: EmailConfig): boolean {
  return missingEmailSettings(config).length === 0;
}

/** Settings ready to use: trimmed, defaults applied, fallback ids resolved. */
export interface ResolvedEmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Origin without trailing slashes (the library appends `/api/v1.0/email/send`). */
  origin: string;
  /**
   * The ids of the registration retry (docs/product.md#e-mail-notices: one retry with fixed ids). A fallback id left
   * unset takes the primary one, so a failed registration notice is always retried once.
   */
  fallback: { serviceId: string; templateId: string };
}

/**
 * Applies the defaults of {@link EmailConfig}.
 * @returns null when e-mail is off (see {@link missingEmailSettings}).
 */
export function resolveEmailConfig(config: EmailConfig): ResolvedEmailConfig | null {
  const publicKey = present(config.publicKey);
  const serviceId = present(config.serviceId);
  const templateId = present(config.templateId);
  if (!publicKey || !serviceId || !templateId) return null;

  const fallback = {
    serviceId: present(config.fallbackServiceId) ?? serviceId,
    templateId: present(config.fallbackTemplateId) ?? templateId,
  };

  const origin = (present(config.origin) ?? DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, '');
  return { publicKey, serviceId, templateId, origin, fallback };
}
