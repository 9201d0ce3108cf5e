import { lazyModule } from '@/lib/lazy/lazy-module';

// Kept out of the first load (docs/notifications.md); navigations do not stop a send in flight.

/** The part of `@emailjs/browser` used; `send` rejects as lib/notifications/failure.ts describes. */
export interface EmailJsClient {
  init(options: { publicKey: string; origin: string; blockHeadless: boolean }): void;
  send(
    serviceId: string,
    templateId: string,
    templateParams: Record<string, unknown>,
  ): Promise<{ status: number; text: string }>;
}

type EmailJsModule = EmailJsClient;

type EmailJsLoader = () => Promise<EmailJsModule>;

const loadEmailJs: EmailJsLoader = lazyModule<EmailJsModule>(() => import('@emailjs/browser'));

/** An EmailJS client loading the library on the first `send`; `init` options are passed on before the next send. */
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

/** The one lazily loaded EmailJS client, shared by the notifier and /email-test. */
export const lazyEmailJs: EmailJsClient = createLazyEmailJsClient();
