import { emailSettings, isEmailMutedForPreview } from '@/lib/config/env';
import { setNotifier } from '@/lib/notifications/notifier';
import type { EmailConfig } from './config';
import { createEmailNotifier } from './emailjs-notifier';
import type { EmailNotifier, EmailNotifierDeps } from './emailjs-notifier';

/**
 * Makes the flows' notifications (lib/notifications/notifier.ts) go out as e-mail (docs/product.md#e-mail-notices
 * 'E-mail service'). Called once on the client by the root layout, before any visitor action.
 *
 * Installing is cheap and loads nothing: `@emailjs/browser` is fetched by the first send
 * (lib/notifications/lazy-emailjs.ts). With e-mail off (public key, service id or template id unset),
 * the installed notifier sends nothing, and installing it logs one notice naming the missing
 * settings. A preview build (docs/product.md#previews) is off unless NEXT_PUBLIC_PREVIEW_EMAIL=true,
 * and says so first.
 *
 * @param config default: this build's settings (`NEXT_PUBLIC_EMAILJS_*`, lib/config/env.ts).
 * @param deps default: the real library, loaded on first use; tests inject a fake.
 * @returns the installed notifier (its `flush` is for tests and diagnostics).
 */
export function installEmailNotifier(
  config: EmailConfig = emailSettings,
  deps?: EmailNotifierDeps,
): EmailNotifier {
  if (isEmailMutedForPreview && config === emailSettings) {
    console.info(
      'E-mail notifications are off in this preview (NEXT_PUBLIC_DEPLOY_ENV=preview); NEXT_PUBLIC_PREVIEW_EMAIL=true turns them on.',
    );
  }
  const notifier = createEmailNotifier(config, deps);
  setNotifier(notifier);
  return notifier;
}
