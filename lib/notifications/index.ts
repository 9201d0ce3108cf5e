/**
 * The notifications feature's entry: what other features may use (docs/product.md#e-mail-notices).
 * Everything else in lib/notifications is internal to it.
 */
export {
  DEFAULT_EMAILJS_ORIGIN,
  EMAIL_SETTING_ENV_KEYS,
  type EmailConfig,
  isEmailConfigured,
  missingEmailSettings,
  REQUIRED_EMAIL_SETTINGS,
} from './config';
export { createEmailNotifier } from './emailjs-notifier';
export { type Notifier, notify, silentNotifier } from './notifier';
export { sendTestEmail, type TestSendOutcome } from './test-send';
