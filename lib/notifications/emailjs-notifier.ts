import { visitorTimeZone } from '@/lib/clinic';
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

// `blockHeadless: false` lets the e2e tests' headless Chromium send; no `limitRate`: its throttle
// writes localStorage outside the site's keys and would drop a login notice followed by a booking.

/** What the notifier needs from outside; defaults are the real ones. */
export interface EmailNotifierDeps {
  /** Default: the library, loaded on the first send (lib/notifications/lazy-emailjs.ts). */
  emailjs: EmailJsClient;
  now?: () => Date;
  /** The visitor's IANA zone, whose clock notices add when it differs from the clinic's. */
  visitorZone?: () => string;
}

/** The e-mail notifier; `enabled` when its three settings are set. */
export interface EmailNotifier extends Notifier {
  readonly enabled: boolean;
  /** Resolves once every send so far has settled; never rejects. Tests only: flows never wait for e-mail. */
  flush(): Promise<void>;
}

const realDeps: EmailNotifierDeps = { emailjs: lazyEmailJs };

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
    params: Record<string, string>,
  ): Promise<void> {
    const failure = await attempt(on, on.serviceId, on.templateId, params);
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

  function dispatch(event: EmailEvent, build: () => ParamsResult<Record<string, string>>): void {
    try {
      if (!settings) return;
      const result = build();
      if (!result.ok) {
        console.warn(`E-mail skipped (${event}): ${result.problem}.`);
        return;
      }
      track(deliver(settings, event, result.params));
    } catch (error) {
      console.warn(`E-mail skipped (${event}): could not prepare it.`, error);
    }
  }

  const noticeOf = (
    ...[appointment, patient, visitType]: Parameters<Notifier['appointmentBooked']>
  ) =>
    buildAppointmentNoticeParams(appointment, patient, { visitorZone: visitorZone(), visitType });

  return {
    enabled: settings !== null,
    registered(user) {
      dispatch('registered', () => buildAccountNoticeParams(user, now()));
    },
    loggedIn(user) {
      dispatch('loggedIn', () => buildAccountNoticeParams(user, now()));
    },
    appointmentBooked(appointment, patient, visitType) {
      dispatch('appointmentBooked', () => noticeOf(appointment, patient, visitType));
    },
    appointmentCanceled(appointment, patient, visitType) {
      dispatch('appointmentCanceled', () => noticeOf(appointment, patient, visitType));
    },
    appointmentRescheduled({ previous, next }, patient, visitType) {
      dispatch('appointmentRescheduled', () => {
        const built = noticeOf(next, patient, visitType);
        return built.ok
          ? {
              ok: true,
              params: { ...built.params, previous_date: String(previous.formatted_date) },
            }
          : built;
      });
    },
    claimLinkIssued(patient, link, expiresAt) {
      dispatch('claimLinkIssued', () => buildClaimLinkParams(patient, link, expiresAt));
    },
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
