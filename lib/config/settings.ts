/**
 * The one list of build-time setting names (docs/configuration.md#site-settings); `.env.local.example`,
 * that page's table and the e2e builds are checked against it. No imports, so scripts/e2e.mjs can
 * load it.
 */
export const SETTING_KEYS = [
  'NEXT_PUBLIC_CLINIC_NAME',
  'NEXT_PUBLIC_CLINIC_PHONE',
  'NEXT_PUBLIC_CLINIC_EMAIL',
  'NEXT_PUBLIC_CLINIC_ADDRESS',
  'NEXT_PUBLIC_CLINIC_TIMEZONE',
  'NEXT_PUBLIC_DEBUG',
  'NEXT_PUBLIC_API_URL',
  'NEXT_PUBLIC_CHAT_ENDPOINT',
  'NEXT_PUBLIC_CHAT_PROTOCOL',
  'NEXT_PUBLIC_CHAT_MODEL',
  'NEXT_PUBLIC_CHAT_TOKEN',
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_FALLBACK_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_FALLBACK_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_ORIGIN',
  'NEXT_PUBLIC_DATA_API_URL',
  'NEXT_PUBLIC_CANCEL_NOTICE_HOURS',
  'NEXT_PUBLIC_BASE_PATH',
  'NEXT_PUBLIC_DEPLOY_ENV',
  'NEXT_PUBLIC_PREVIEW_EMAIL',
] as const;

/** One build-time setting's name. */
export type SettingKey = (typeof SETTING_KEYS)[number];
