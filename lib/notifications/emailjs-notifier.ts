import { languageOf, type User } from '@/lib/account';
import { clinic, visitorTimeZone } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { Notifier } from '@/lib/notifications/notifier';
import { EMAIL_SETTING_ENV_KEYS, missingEmailSettings, resolveEmailConfig } from './config';
import type { EmailConfig, ResolvedEmailConfig } from './config';
import { describeEmailFailure, formatEmailFailure } from './failure';
import type { EmailFailure } from './failure';
import { type EmailJsClient, lazyEmailJs } from './lazy-emailjs';
import {
  buildAccountNoticeParams,
  buildAppointmentNoticeParams,
  buildClaimLinkParams,
} from './params';
import type { EmailEvent, ParamsResult } from './params';
import { type EmailTexts, englishEmailTexts } from './email-texts';

// `blockHeadless: false` lets the e2e tests' headless Chromium send; no `limitRate`: its throttle
// writes localStorage outside the site's keys and would drop a login notice followed by a booking.

/** What the notifier needs from outside; defaults are the real ones. */
export interface EmailNotifierDeps {
  /** Default: the library, loaded on the first send (lib/notifications/lazy-emailjs.ts). */
  emailjs: EmailJsClient;
  now?: () => Date;
  /** The visitor's IANA zone, whose clock notices add when it differs from the clinic's. */
  visitorZone?: () => string;
  /**
   * The texts of an e-mail in a language other than English (docs/notifications.md#languages).
   * Default: from that language's catalog, fetched with the first e-mail in it.
   */
  loadTexts?: (language: Locale) => Promise<EmailTexts>;
}

/** The e-mail notifier; `enabled` when its three settings are set. */
export interface EmailNotifier extends Notifier {
  readonly enabled: boolean;
  /** Resolves once every send so far has settled; never rejects. Tests only: flows never wait for e-mail. */
  flush(): Promise<void>;
}

const loadCatalogTexts = lazyModule(() => import('./catalog-texts'));

/** A language's texts from its catalog, whose module and catalog no page loads first. */
async function catalogTexts(language: Locale): Promise<EmailTexts> {
  return (await loadCatalogTexts()).loadCatalogTexts(language);
}

const realDeps: EmailNotifierDeps = { emailjs: lazyEmailJs };

/** Writes one e-mail's params with the texts of its language. */
type BuildParams = (texts: EmailTexts) => ParamsResult<Record<string, string>>;

/** Sends one e-mail to `recipient`, in its account's language, as `build` writes it. */
type Dispatch = (event: EmailEvent, recipient: Pick<User, 'language'>, build: BuildParams) => void;

/** The texts of `language`; English's, with a warning, when they cannot be loaded (offline, say). */
async function textsIn(
  load: (language: Locale) => Promise<EmailTexts>,
  event: EmailEvent,
  language: Locale,
): Promise<EmailTexts> {
  try {
    return await load(language);
  } catch (error) {
    console.warn(`E-mail (${event}) goes out in English: no ${language} texts.`, error);
    return englishEmailTexts;
  }
}

/** The params `build` writes, or null, with a warning, when the e-mail is skipped. */
function paramsOf(
  event: EmailEvent,
  texts: EmailTexts,
  build: BuildParams,
): Record<string, string> | null {
  try {
    const result = build(texts);
    if (result.ok) return result.params;
    console.warn(`E-mail skipped (${event}): ${result.problem}.`);
  } catch (error) {
    console.warn(`E-mail skipped (${event}): could not prepare it.`, error);
  }
  return null;
}

/** Each notice as a call of `dispatch`: who it goes to, and how its params are written. */
function noticesOf(dispatch: Dispatch, now: () => Date, visitorZone: () => string): Notifier {
  const noticeOf = (
    texts: EmailTexts,
    ...[appointment, patient, visitType]: Parameters<Notifier['appointmentBooked']>
  ) =>
    buildAppointmentNoticeParams(appointment, patient, {
      visitorZone: visitorZone(),
      visitType,
      texts,
    });
  return {
    registered(user) {
      const at = now();
      dispatch('registered', user, (texts) =>
        buildAccountNoticeParams(user, at, clinic.timeZone, texts),
      );
    },
    loggedIn(user) {
      const at = now();
      dispatch('loggedIn', user, (texts) =>
        buildAccountNoticeParams(user, at, clinic.timeZone, texts),
      );
    },
    appointmentBooked(appointment, patient, visitType) {
      dispatch('appointmentBooked', patient, (texts) =>
        noticeOf(texts, appointment, patient, visitType),
      );
    },
    appointmentCanceled(appointment, patient, visitType) {
      dispatch('appointmentCanceled', patient, (texts) =>
        noticeOf(texts, appointment, patient, visitType),
      );
    },
    appointmentRescheduled({ previous, next }, patient, visitType) {
      dispatch('appointmentRescheduled', patient, (texts) => {
        const built = noticeOf(texts, next, patient, visitType);
        const previousDate = texts.appointmentDate(
          String(previous.formatted_date),
          Date.parse(String(previous.date_time)),
          clinic.timeZone,
        );
        return built.ok
          ? { ok: true, params: { ...built.params, previous_date: previousDate } }
          : built;
      });
    },
    claimLinkIssued(patient, link, expiresAt) {
      dispatch('claimLinkIssued', patient, (texts) =>
        buildClaimLinkParams(patient, link, expiresAt, clinic.timeZone, texts),
      );
    },
  };
}

/**
 * Creates the e-mail notifier for `config` (docs/notifications.md). Off when a setting is
 * blank (one `console.info`); on, it inits EmailJS on the first send. A bad recipient or a failed
 * send is logged with one `console.warn` and swallowed; a failed registration send is retried
 * once with the fallback ids. Methods return at once and never throw.
 */
export function createEmailNotifier(
  config: EmailConfig,
  deps: EmailNotifierDeps = realDeps,
): EmailNotifier {
  const settings = resolveEmailConfig(config);
  const { emailjs } = deps;
  const now = deps.now ?? (() => new Date());
  const visitorZone = deps.visitorZone ?? visitorTimeZone;
  const loadTexts = deps.loadTexts ?? catalogTexts;
  const pending = new Set<Promise<void>>();
  let initialized = false;

  if (!settings) {
    const missing = missingEmailSettings(config).map((key) => EMAIL_SETTING_ENV_KEYS[key]);
    console.info(`E-mail notifications are off: ${missing.join(', ')} not set.`);
  }

  /** One send; resolves with the failure, or null on success. Never rejects. */
  async function attempt(
    on: ResolvedEmailConfig,
    serviceId: string,
    templateId: string,
    params: Record<string, string>,
  ): Promise<EmailFailure | null> {
    try {
      if (!initialized) {
        emailjs.init({ publicKey: on.publicKey, origin: on.origin, blockHeadless: false });
        initialized = true;
      }
      await emailjs.send(serviceId, templateId, params);
      return null;
    } catch (error) {
      return describeEmailFailure(error);
    }
  }

  async function deliver(
    on: ResolvedEmailConfig,
    event: EmailEvent,
    language: Locale,
    params: Record<string, string>,
  ): Promise<void> {
    const failure = await attempt(on, on.serviceId, on.templateIds[language], params);
    if (!failure) return;

    const isRetried = event === 'registered';
    const next = isRetried ? '; retrying once with the fallback ids' : '';
    console.warn(`E-mail not sent (${event}): ${formatEmailFailure(failure)}${next}`);
    if (!isRetried) return;

    const retry = on.fallback;
    const retryFailure = await attempt(on, retry.serviceId, retry.templateId, params);
    if (retryFailure) {
      console.warn(`E-mail not sent (${event}, fallback ids): ${formatEmailFailure(retryFailure)}`);
    }
  }

  function track(task: Promise<void>): void {
    const settled: Promise<void> = task
      .catch(() => undefined)
      .then(() => {
        pending.delete(settled);
      });
    pending.add(settled);
  }

  /** Builds and sends one e-mail in the recipient account's `language`. */
  async function prepareAndDeliver(
    on: ResolvedEmailConfig,
    event: EmailEvent,
    language: Locale,
    build: BuildParams,
  ): Promise<void> {
    // English needs nothing loaded: its send starts at once, as it always did.
    const texts = language === 'en' ? englishEmailTexts : await textsIn(loadTexts, event, language);
    const params = paramsOf(event, texts, build);
    if (params) await deliver(on, event, texts.language, params);
  }

  return {
    enabled: settings !== null,
    ...noticesOf(
      (event, recipient, build) => {
        if (settings) track(prepareAndDeliver(settings, event, languageOf(recipient), build));
      },
      now,
      visitorZone,
    ),
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
