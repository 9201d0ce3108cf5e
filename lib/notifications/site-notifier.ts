import { emailSettings, isEmailMutedForPreview } from '@/lib/config/env';
import type { EmailConfig } from './config';
import {
  createEmailNotifier,
  type EmailNotifier,
  type EmailNotifierDeps,
} from './emailjs-notifier';

/**
 * The notifier this build's pages pass to their flows (docs/notifications.md): e-mail
 * through EmailJS with this build's settings. A preview (docs/hosting.md#previews) sends nothing
 * unless NEXT_PUBLIC_PREVIEW_EMAIL=true, and says so once. Loads nothing: `@emailjs/browser` is
 * fetched by the first send.
 * @param config default: this build's settings (`NEXT_PUBLIC_EMAILJS_*`, lib/config/env.ts).
 * @param deps default: the real library, loaded on first use; tests inject a fake.
 */
export function createSiteNotifier(
  config: EmailConfig = emailSettings,
  deps?: EmailNotifierDeps,
): EmailNotifier {
  if (isEmailMutedForPreview && config === emailSettings) {
    console.info(
      'E-mail notifications are off in this preview (NEXT_PUBLIC_DEPLOY_ENV=preview); NEXT_PUBLIC_PREVIEW_EMAIL=true turns them on.',
    );
  }
  return createEmailNotifier(config, deps);
}
