/** The notifications feature's entry (docs/architecture.md#zones); the rest of lib/notifications is internal. */
export {
  DEFAULT_EMAILJS_ORIGIN,
  EMAIL_SETTING_ENV_KEYS,
  type EmailConfig,
  isEmailConfigured,
  missingEmailSettings,
  REQUIRED_EMAIL_SETTINGS,
} from './config';
export { createSiteNotifier } from './site-notifier';
export { type Notifier, notify, silentNotifier } from './notifier';
export { sendTestEmail, type TestSendOutcome } from './test-send';
