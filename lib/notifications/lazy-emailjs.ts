import { lazyModule } from '@/lib/lazy/lazy-module';
import type { EmailJsClient } from './emailjs-notifier';

/**
 * `@emailjs/browser`, loaded on first use (docs/product.md#e-mail-notices). The library is only
 * needed once an e-mail goes out, so it is kept out of every page's first-load JavaScript: the
 * bundler puts the dynamic `import` below into a chunk of its own, fetched by the first send.
 * A client-side navigation right after the send (booking → /appointments) does not stop it,
 * because the page's JavaScript keeps running across App Router navigations.
 */

/** The part of the `@emailjs/browser` module this client calls: the one the notifier uses. */
type EmailJsModule = EmailJsClient;

/** Loads the library; the default is the real dynamic import. */
type EmailJsLoader = () => Promise<EmailJsModule>;

const loadEmailJs: EmailJsLoader = lazyModule<EmailJsModule>(() => import('@emailjs/browser'));

/**
 * An {@link EmailJsClient} that loads the library on the first `send`.
 *
 * - `init` only records the options; they are handed to the library's `init` before the next
 *   send (the library keeps them in a module-wide store, so once per change is enough).
 * - `send` loads the library (once; every send in flight shares the one load: lib/lazy/lazy-module.ts),
 *   then calls the library's `send` and settles as it does. A failed load rejects that send with
 *   the load's error (e.g. a `ChunkLoadError` when offline) and the next send tries again.
 */
function createLazyEmailJsClient(library: EmailJsLoader = loadEmailJs): EmailJsClient {
  let pendingInit: Parameters<EmailJsModule['init']>[0] | null = null;

  return {
    init(options) {
      pendingInit = { ...options };
    },
    async send(serviceId, templateId, templateParams) {
      const emailjs = await library();
      if (pendingInit) {
        emailjs.init(pendingInit);
        pendingInit = null;
      }
      return emailjs.send(serviceId, templateId, templateParams);
    },
  };
}

/** The site's one lazily loaded EmailJS client, shared by the notifier and /email-test. */
export const lazyEmailJs: EmailJsClient = createLazyEmailJsClient();
